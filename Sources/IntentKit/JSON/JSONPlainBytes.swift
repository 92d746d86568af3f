/// Finds, eight bytes at a time, where a run of a string's plain bytes ends: the bytes that the
/// reader and the writer pass through as they are.
enum JSONPlainBytes {
  /// Returns the index of the first byte from `index` on that isn't plain: `"`, `\`, a control
  /// character (U+0000–U+001F), a byte of a multi-byte UTF-8 sequence, and DEL (U+007F) if
  /// `flagsDelete`; or, within the last seven bytes, the first not yet checked, which the caller
  /// looks at and steps over if it is plain.
  ///
  /// Each word's flags are worked out in its bytes' high bits. A flag is set for every byte that
  /// isn't plain; the subtractions' borrows and the addition's carries can set more, but only
  /// in bytes above one that isn't plain. So a word's lowest flag, the text being read
  /// little-endian, is its first byte that isn't plain.
  @inline(__always)
  static func end(
    in bytes: UnsafeBufferPointer<UInt8>,
    from index: Int,
    flagsDelete: Bool
  ) -> Int {
    guard let base = bytes.baseAddress else { return index }
    var index = index
    let count = bytes.count
    while index + 8 <= count {
      let flags = flagged(word(base + index), flagsDelete: flagsDelete)
      if flags != 0 { return index + flags.trailingZeroBitCount >> 3 }
      index += 8
    }
    return index
  }

  /// The eight bytes at `address`, the first in the low bits.
  @inline(__always)
  private static func word(_ address: UnsafePointer<UInt8>) -> UInt64 {
    // reason: `end` reads only eight bytes that lie within the text.
    UInt64(littleEndian: UnsafeRawPointer(address).loadUnaligned(as: UInt64.self))
  }

  /// A word's flags: the high bit of every byte that isn't plain, and maybe of bytes above one.
  @inline(__always)
  private static func flagged(_ word: UInt64, flagsDelete: Bool) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let quotes = word ^ (ones &* 0x22)
    let backslashes = word ^ (ones &* 0x5C)
    // A control character borrows when 0x20 is taken away; DEL becomes 0x80 when one is added.
    var flags =
      (word &- ones &* 0x20) | (quotes &- ones) & ~quotes | (backslashes &- ones) & ~backslashes
      | word
    if flagsDelete { flags |= word &+ ones }
    return flags & 0x8080_8080_8080_8080
  }
}
