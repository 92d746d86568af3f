/// A namespace that folds text into a canonical form for matching what people say against names.
///
/// Folding ignores case, Latin diacritics ("José" matches "Jose"), full- and halfwidth forms
/// ("Ｊａｎｅ" matches "Jane", "ｼﾞｪｰﾝ" matches "ジェーン") and runs of white space, so that
/// contact lookups and reply parsing match what users mean rather than how they typed it.
///
/// ```swift
/// TextFolding.fold("  JOSÉ   Ｐéｒｅｚ ")  // "jose perez"
/// ```
package enum TextFolding {
  /// Returns `text` folded for matching: lowercased, without Latin diacritics, with full- and
  /// halfwidth forms unified, and with white space trimmed and collapsed to single spaces.
  package static func fold(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return foldASCII(text) }
    var scalars = String.UnicodeScalarView()
    var iterator = text.unicodeScalars.makeIterator()
    var next = iterator.next()
    while let scalar = next {
      next = iterator.next()
      switch scalar.value {
      case 0xFF01...0xFF5E:
        if let ascii = Unicode.Scalar(scalar.value - 0xFEE0) { scalars.append(ascii) }
      case 0x3000:
        scalars.append(" ")
      case 0x0300...0x036F:
        continue  // combining diacritical marks
      case 0xFF61...0xFF9F:
        if let mark = next, let composed = halfwidthKanaWithMarks[pairKey(scalar, mark)] {
          scalars.append(contentsOf: composed.unicodeScalars)
          next = iterator.next()
        } else if let fullwidth = halfwidthKana[scalar.value] {
          scalars.append(contentsOf: fullwidth.unicodeScalars)
        } else {
          scalars.append(scalar)
        }
      default:
        if let base = latinBaseLetters[scalar.value] {
          scalars.append(contentsOf: base.unicodeScalars)
        } else {
          scalars.append(scalar)
        }
      }
    }
    return collapsingWhitespace(String(scalars).lowercased())
  }

  private static func pairKey(_ scalar: Unicode.Scalar, _ mark: Unicode.Scalar) -> UInt64 {
    UInt64(scalar.value) << 16 | UInt64(mark.value)
  }

  private static func foldASCII(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var pendingSpace = false
    for byte in text.utf8 {
      if byte == 0x20 || (0x09...0x0D).contains(byte) {
        pendingSpace = !bytes.isEmpty
        continue
      }
      if pendingSpace {
        bytes.append(0x20)
        pendingSpace = false
      }
      bytes.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func collapsingWhitespace(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
