import IntentKit
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Checks that the README's quick start and the Getting Started article's handler are the code
/// in `ReadmeQuickStart.swift`, which the test target compiles, and that the code does what
/// they say.
final class ReadmeTests: XCTestCase {
  private static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Documentation
    .deletingLastPathComponent()  // IntentKitTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  private static let compiledFile = "Tests/IntentKitTests/Documentation/ReadmeQuickStart.swift"

  func testQuickStart_inReadme_matchesTheCompiledCode() throws {
    let readme = try Self.read("README.md")
    let compiled = try XCTUnwrap(
      Self.region(of: try Self.read(Self.compiledFile)),
      "\(Self.compiledFile) has no '// README quick start begins/ends' markers"
    )

    let marked = try XCTUnwrap(
      Self.text(of: readme, between: "<!-- quick-start -->", and: "<!-- /quick-start -->"),
      "README.md has no <!-- quick-start --> … <!-- /quick-start --> markers"
    )
    let snippet = try XCTUnwrap(
      Self.firstSwiftBlock(in: marked),
      "README.md has no ```swift block between its quick-start markers"
    )

    XCTAssertEqual(
      snippet,
      compiled,
      """
      README.md's quick start differs from the code the tests compile. Update README.md or \
      \(Self.compiledFile) (between its marker comments) so they match.
      """
    )
  }

  func testQuickStart_inGettingStarted_matchesTheCompiledCode() throws {
    let path = "Sources/IntentKit/IntentKit.docc/Articles/GettingStarted.md"
    let article = try Self.read(path)
    let compiled = try XCTUnwrap(Self.region(of: try Self.read(Self.compiledFile)))

    let section = try XCTUnwrap(
      Self.text(of: article, between: "### Write a handler", and: "### Run it"),
      "\(path) has no '### Write a handler' section followed by '### Run it'"
    )
    let snippet = try XCTUnwrap(Self.firstSwiftBlock(in: section))

    XCTAssertEqual(
      snippet,
      compiled,
      """
      \(path)'s handler example differs from the code the tests compile. Update the article or \
      \(Self.compiledFile) (between its marker comments) so they match.
      """
    )
  }

  func testSendSmallPayment_ofFiveDollars_isHandled() async throws {
    let outcome = try await sendSmallPayment(.usd(5_00))

    XCTAssertTrue(outcome.isHandled)
    XCTAssertEqual(outcome.response?.code, .success)
    XCTAssertEqual(outcome.intent.payee?.displayName, "Jane")
  }

  func testSendSmallPayment_ofFiftyDollars_needsTheUserForTheAmount() async throws {
    let outcome = try await sendSmallPayment(.usd(50_00))

    XCTAssertFalse(outcome.isHandled)
    XCTAssertEqual(outcome.parameterRequest?.parameterName, "currencyAmount")
    let resolution = outcome.parameterRequest?.resolution(as: CurrencyAmount.self)
    XCTAssertEqual(
      resolution,
      .unsupported(forReason: SendPaymentCurrencyAmountUnsupportedReason.paymentsAmountAboveMaximum)
    )
  }

  // MARK: - Helpers

  private static func read(_ relativePath: String) throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent(relativePath), encoding: .utf8)
  }

  /// Returns the text between two marker lines, without them.
  private static func text(
    of document: String,
    between start: String,
    and end: String
  )
    -> String?
  {
    let lines = document.components(separatedBy: "\n")
    guard let first = lines.firstIndex(where: { $0.hasPrefix(start) }),
      let last = lines[(first + 1)...].firstIndex(where: { $0.hasPrefix(end) })
    else { return nil }
    return lines[(first + 1)..<last].joined(separator: "\n")
  }

  /// Returns the compiled file's quick-start region.
  private static func region(of source: String) -> String? {
    text(of: source, between: "// README quick start begins", and: "// README quick start ends")
  }

  /// Returns the contents of the first ```swift code block.
  private static func firstSwiftBlock(in markdown: String) -> String? {
    text(of: markdown, between: "```swift", and: "```")
  }
}
