import Foundation
import IntentKitDemoCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's standard input, output and error as a ``ToolIO``.
///
/// On a terminal the console's prompt is shown before the user types; when input is piped, the
/// prompt and the line read are echoed instead, so that the output reads as a transcript; the
/// line is echoed escaped (``PrintableText/line(_:)``), since input can hold control characters.
struct StandardIO: ToolIO {
  /// A Boolean value that indicates whether standard input is a terminal.
  private let isInteractive = isatty(STDIN_FILENO) != 0

  mutating func readLine(prompt: String) async -> String? {
    if isInteractive { write(prompt) }
    guard let line = Swift.readLine(strippingNewline: true) else {
      // Ctrl-D leaves the cursor after the prompt: end its line.
      if isInteractive { write("\n") }
      return nil
    }
    if !isInteractive { write(prompt + PrintableText.line(line) + "\n") }
    return line
  }

  mutating func readAll(limit: Int) async throws -> [UInt8] {
    var bytes: [UInt8] = []
    while bytes.count < limit {
      guard
        let chunk = try FileHandle.standardInput.read(
          upToCount: min(64 * 1024, limit - bytes.count)
        ),
        !chunk.isEmpty
      else { break }
      bytes += chunk
    }
    return bytes
  }

  mutating func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  mutating func writeError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
