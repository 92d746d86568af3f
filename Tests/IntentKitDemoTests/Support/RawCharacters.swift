// The characters `intentkit` must never print from input: C0 and C1 controls other than the
// line breaks it writes itself, bidirectional embeddings, overrides and isolates, and the line
// and paragraph separators.

extension StringProtocol {
  /// The scalars a terminal or a log viewer may act on, other than `\n`, which the tool writes
  /// between lines.
  var rawControlScalars: [UInt32] {
    unicodeScalars.map(\.value).filter { value in
      switch value {
      case 0x0A: false
      case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
      default: false
      }
    }
  }
}

/// Lines as users type them to break a terminal: ESC sequences that recolour and clear the
/// screen, NUL, BEL, a C1 control sequence introducer, bidirectional overrides and a line
/// separator.
enum HostileInput {
  static let lines = [
    "Send $50 to Jane\u{1B}[31m", "\u{1B}[2J\u{1B}[H", "Jane\u{0}Appleseed", "\u{7}\u{7}",
    "\u{9B}31m", "\u{202E}enaJ ot 05$ dneS", "Send $50\u{2028}to Jane", "pay\u{2066}bill\u{2069}",
  ]
}
