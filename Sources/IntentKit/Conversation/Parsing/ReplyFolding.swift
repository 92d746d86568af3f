/// Folds replies for reading, without copying the many replies that are folded already.
enum ReplyFolding {
  /// Returns `reply` folded as ``TextFolding/fold(_:)`` folds it.
  ///
  /// Most replies ("50", "yes", "the second one") are lowercase ASCII with single spaces between
  /// words and none around them, which folding leaves as they are: those are returned without
  /// the copy folding makes.
  static func fold(_ reply: String) -> String {
    isFoldedASCII(reply) ? reply : TextFolding.fold(reply)
  }

  /// A Boolean value that indicates whether folding leaves `text` unchanged because it is ASCII
  /// without uppercase letters, control white space, or spaces at its edges or in runs.
  private static func isFoldedASCII(_ text: String) -> Bool {
    var previous: UInt8 = 0x20
    for byte in text.utf8 {
      switch byte {
      case 0x80...0xFF, 0x41...0x5A, 0x09...0x0D: return false
      case 0x20 where previous == 0x20: return false
      default: previous = byte
      }
    }
    return previous != 0x20 || text.utf8.isEmpty
  }
}
