import IntentKit

/// Text made safe for a terminal or a log before `intentkit` prints it.
///
/// Input can hold control characters (an ESC sequence recolours or clears the screen), C1
/// controls, bidirectional overrides (which make one text read as another) and line separators.
/// Wherever the tool prints text that came from input, or from an error that may quote input,
/// those characters are escaped as `\u{1B}`, as ``IntentKit`` quotes input in its own
/// messages, and the text is cut to a length.
package enum PrintableText {
  /// The most characters of one line, or of one error's description, the tool prints.
  package static let maximumLength = 1_000

  /// Returns text as one printable line: every control character escaped, line breaks
  /// included, and at most ``maximumLength`` characters, with `…` where it was cut.
  package static func line(_ text: some StringProtocol) -> String {
    TextLimits.excerpt(text, limit: maximumLength)
  }

  /// Returns an error's description as one printable line, as ``line(_:)`` does.
  package static func error(_ error: any Error) -> String {
    line(String(describing: error))
  }

  /// Returns text of several lines with each line made printable by ``line(_:)``, the line
  /// breaks kept.
  package static func lines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(line).joined(separator: "\n")
  }
}
