import XCTest

/// Asserts that an async expression throws, then hands the error to `verify`.
func assertThrowsError<Value>(
  _ expression: () async throws -> Value,
  _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath,
  line: UInt = #line,
  _ verify: (any Error) -> Void = { _ in }
) async {
  do {
    _ = try await expression()
    XCTFail(message().isEmpty ? "Expected an error" : message(), file: file, line: line)
  } catch {
    verify(error)
  }
}
