import IntentKit

/// The baseline for directory lookups: a linear scan over every contact's folded name words,
/// with the directory's rules (whole words, then prefixes, then one typo per word of four or
/// more characters, each query word taking a different name word), stopping at the limit.
///
/// The words are folded once, up front, and kept back to back in one byte array, so the scan
/// pays only for comparing bytes: a strong baseline, not a straw man.
struct ContactScan {
  /// The folded words' UTF-8 bytes, back to back.
  private var bytes: [UInt8] = []
  /// Where each word starts in `bytes`, plus the end of the last one.
  private var wordStarts: [Int32] = [0]
  /// Where each contact's words start in `wordStarts`, plus the end of the last contact's.
  private var contactStarts: [Int32] = [0]

  /// Folds and splits every contact's given name, family name and nickname.
  init(contacts: [Contact]) {
    bytes.reserveCapacity(contacts.count * 16)
    wordStarts.reserveCapacity(contacts.count * 3)
    contactStarts.reserveCapacity(contacts.count + 1)
    for contact in contacts {
      var seen: [[UInt8]] = []
      for name in [contact.givenName, contact.familyName, contact.nickname].compactMap({ $0 }) {
        for word in Self.words(of: name) where !seen.contains(word) {
          seen.append(word)
          bytes += word
          wordStarts.append(Int32(bytes.count))
        }
      }
      contactStarts.append(Int32(wordStarts.count - 1))
    }
  }

  /// Every distinct word, sorted by bytes.
  var distinctWords: [[UInt8]] {
    var words = Set<[UInt8]>()
    for word in 0..<(wordStarts.count - 1) {
      words.insert(Array(bytes[Int(wordStarts[word])..<Int(wordStarts[word + 1])]))
    }
    return words.sorted { $0.lexicographicallyPrecedes($1) }
  }

  /// The folded words of a name, as the directory splits them for the names generated here:
  /// apostrophes dropped, split at spaces, hyphens and commas.
  static func words(of name: String) -> [[UInt8]] {
    let folded = TextFolding.fold(name).filter { $0 != "'" && $0 != "’" }
    var words: [[UInt8]] = []
    for part in folded.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "," }) {
      let word = Array(part.utf8)
      if !words.contains(word) { words.append(word) }
    }
    return words
  }

  // MARK: - Matching

  /// The indices of the contacts that match, in contact order, from the first tier that matches
  /// anyone.
  func matches(_ query: String, limit: Int) -> [Int] {
    let query = Self.words(of: query)
    guard !query.isEmpty else { return [] }
    return bytes.withUnsafeBufferPointer { bytes in
      let tiers: [(UnsafeBufferPointer<UInt8>, [UInt8]) -> Bool] = [
        { name, word in name.elementsEqual(word) },
        { name, word in name.starts(with: word) },
        { name, word in name.starts(with: word) || Self.isOneEditApart(name, word) },
      ]
      for test in tiers {
        let found = scan(query, bytes, limit: limit, test)
        if !found.isEmpty { return found }
      }
      return []
    }
  }

  private func scan(
    _ query: [[UInt8]],
    _ bytes: UnsafeBufferPointer<UInt8>,
    limit: Int,
    _ test: (UnsafeBufferPointer<UInt8>, [UInt8]) -> Bool
  ) -> [Int] {
    var found: [Int] = []
    var words: [UnsafeBufferPointer<UInt8>] = []
    for contact in 0..<(contactStarts.count - 1) {
      words.removeAll(keepingCapacity: true)
      for word in Int(contactStarts[contact])..<Int(contactStarts[contact + 1]) {
        words.append(
          UnsafeBufferPointer(
            rebasing: bytes[Int(wordStarts[word])..<Int(wordStarts[word + 1])]
          )
        )
      }
      if Self.canAssign(query[...], words, used: 0, test) {
        found.append(contact)
        if found.count >= limit { break }
      }
    }
    return found
  }

  /// Whether every query word can take a different name word that passes the test.
  private static func canAssign(
    _ query: ArraySlice<[UInt8]>,
    _ words: [UnsafeBufferPointer<UInt8>],
    used: UInt64,
    _ test: (UnsafeBufferPointer<UInt8>, [UInt8]) -> Bool
  ) -> Bool {
    guard let first = query.first else { return true }
    for (index, word) in words.enumerated() where used & (1 << index) == 0 && test(word, first) {
      if canAssign(query.dropFirst(), words, used: used | (1 << index), test) { return true }
    }
    return false
  }

  /// Whether two different words of at least four characters are one insertion, deletion,
  /// replacement or swap of neighbours apart, counting Unicode scalars.
  static func isOneEditApart(_ name: UnsafeBufferPointer<UInt8>, _ word: [UInt8]) -> Bool {
    guard abs(name.count - word.count) <= 4 else { return false }
    if name.allSatisfy({ $0 < 0x80 }) && word.allSatisfy({ $0 < 0x80 }) {
      return areOneEditApart(name, word)
    }
    let left = Array(String(decoding: name, as: UTF8.self).unicodeScalars)
    let right = Array(String(decoding: word, as: UTF8.self).unicodeScalars)
    return areOneEditApart(left, right)
  }

  private static func areOneEditApart<Left: RandomAccessCollection, Right: RandomAccessCollection>(
    _ left: Left,
    _ right: Right
  ) -> Bool
  where
    Left.Index == Int,
    Right.Index == Int,
    Left.Element == Right.Element,
    Left.Element: Equatable
  {
    let (leftCount, rightCount) = (left.count, right.count)
    guard leftCount >= 4, rightCount >= 4, abs(leftCount - rightCount) <= 1 else { return false }
    func equal(_ leftStart: Int, _ rightStart: Int) -> Bool {
      guard leftCount - leftStart == rightCount - rightStart else { return false }
      var (l, r) = (leftStart, rightStart)
      while l < leftCount {
        if left[left.startIndex + l] != right[right.startIndex + r] { return false }
        l += 1
        r += 1
      }
      return true
    }
    var start = 0
    while start < min(leftCount, rightCount),
      left[left.startIndex + start] == right[right.startIndex + start]
    {
      start += 1
    }
    if leftCount == rightCount {
      guard start < leftCount else { return false }  // the same word
      if equal(start + 1, start + 1) { return true }
      return start + 1 < leftCount
        && left[left.startIndex + start] == right[right.startIndex + start + 1]
        && left[left.startIndex + start + 1] == right[right.startIndex + start]
        && equal(start + 2, start + 2)
    }
    return leftCount > rightCount ? equal(start + 1, start) : equal(start, start + 1)
  }
}
