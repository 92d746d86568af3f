/// Splits names into the folded words the contact directory indexes and searches.
///
/// A name is folded with IntentKit's text folding (case, Latin accents, full- and halfwidth
/// forms) and its hiragana written as katakana, so that a reading typed けんじ finds one stored
/// ケンジ (and ｹﾝｼﾞ, which folding makes ケンジ); then it is split at white space and
/// punctuation, including the middle dot of ジェーン・アップルシード. Apostrophes are dropped rather than split
/// on, so "O'Brien" is the one word "obrien"; invisible format characters such as zero-width
/// joiners are dropped too, so they can't make one name look like two.
enum NameTokenizer {
  /// The most words a query may have; longer queries match nothing.
  static let maximumQueryWords = 8

  /// The most distinct words the directory indexes per contact.
  static let maximumContactWords = 32

  /// Returns the distinct folded words of a name, in order.
  static func words(of name: String) -> [String] {
    wordBytes(of: name).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Returns the distinct folded words of a name as UTF-8 bytes, in order.
  ///
  /// These are what the directory's index searches for; each word is folded straight into the
  /// array returned for it, with no scratch buffer.
  static func wordBytes(of name: String) -> [[UInt8]] {
    var words: [[UInt8]] = []
    var word: [UInt8] = []
    fold(name, into: &word) { word in
      if !words.contains(word) { words.append(word) }
      word = []
    }
    return words
  }

  /// Calls `body` with the UTF-8 bytes of each folded word of a name, in order, repeats
  /// included, without making a string per word.
  ///
  /// - Parameters:
  ///   - name: The name to fold and split.
  ///   - scratch: A buffer to fold into, reused across calls; what it holds is replaced.
  ///   - body: Called with each non-empty word's bytes, valid only during the call.
  static func forEachWord(
    of name: String,
    scratch: inout [UInt8],
    _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    scratch.removeAll(keepingCapacity: true)
    fold(name, into: &scratch) { word in
      word.withUnsafeBufferPointer(body)
      word.removeAll(keepingCapacity: true)
    }
  }

  /// Folds a name into `word` one word at a time, calling `end` at the end of each non-empty
  /// word; `end` must leave `word` empty.
  @inline(__always)
  private static func fold(
    _ name: String,
    into word: inout [UInt8],
    end: (inout [UInt8]) -> Void
  ) {
    let isASCII = name.utf8.withContiguousStorageIfAvailable { utf8 in
      // Folding ASCII only lowercases and turns white space into spaces, which are separators
      // anyway: fold and split in one pass over the bytes.
      guard utf8.allSatisfy({ $0 < 0x80 }) else { return false }
      for byte in utf8 {
        switch asciiKinds[Int(byte)] {
        case .letter:
          word.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
        case .separator:
          if !word.isEmpty { end(&word) }
        case .ignored:
          continue
        }
      }
      return true
    }
    if isASCII != true {
      // Anything else, and strings without contiguous UTF-8, go through the full folding.
      for scalar in TextFolding.fold(name).unicodeScalars {
        switch classify(scalar) {
        case .letter:
          UTF8.encode(katakana(for: scalar)) { word.append($0) }
        case .separator:
          if !word.isEmpty { end(&word) }
        case .ignored:
          continue
        }
      }
    }
    if !word.isEmpty { end(&word) }
  }

  /// The kind of every ASCII byte, as ``classify(_:)`` says.
  private static let asciiKinds: [Kind] = (0..<128).map { classify(Unicode.Scalar(UInt8($0))) }

  private enum Kind {
    case letter, separator, ignored
  }

  /// Returns the katakana for a hiragana letter or iteration mark, or the scalar as it is.
  private static func katakana(for scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0x3041...0x3096, 0x309D...0x309E: Unicode.Scalar(scalar.value + 0x60) ?? scalar
    default: scalar
    }
  }

  private static func classify(_ scalar: Unicode.Scalar) -> Kind {
    if scalar.isASCII {
      switch scalar.value {
      case 0x27: return .ignored  // apostrophe
      case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return .letter
      case 0x00...0x20, 0x7F: return .separator
      default: return .separator  // ASCII punctuation and symbols
      }
    }
    if scalar.value == 0x2019 { return .ignored }  // right single quotation mark
    switch scalar.properties.generalCategory {
    case .format, .control:
      return .ignored
    case .spaceSeparator, .lineSeparator, .paragraphSeparator, .connectorPunctuation,
      .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
      .finalPunctuation, .otherPunctuation:
      return .separator
    default:
      return .letter
    }
  }
}

extension NameTokenizer {
  /// Returns a Boolean value that indicates whether every query word starts a different one of
  /// the name's words, for short lists such as account nicknames.
  ///
  /// - Parameters:
  ///   - query: The distinct folded words of the query.
  ///   - words: The distinct folded words of the name.
  /// - Returns: Whether the query words can each take a different name word they start.
  static func prefixesMatch(_ query: [String], _ words: [String]) -> Bool {
    guard !query.isEmpty, query.count <= maximumQueryWords else { return false }
    let words = Array(words.prefix(maximumContactWords))
    for prefix in query where !words.contains(where: { $0.utf8.starts(with: prefix.utf8) }) {
      return false
    }
    return assign(query, words)
  }

  /// Kuhn's matching between query words and the name words they start.
  private static func assign(_ query: [String], _ words: [String]) -> Bool {
    var owners = [Int](repeating: -1, count: words.count)
    func place(_ index: Int, _ visited: inout [Bool]) -> Bool {
      for position in words.indices
      where !visited[position] && words[position].utf8.starts(with: query[index].utf8) {
        visited[position] = true
        if owners[position] < 0 || place(owners[position], &visited) {
          owners[position] = index
          return true
        }
      }
      return false
    }
    for index in query.indices {
      var visited = [Bool](repeating: false, count: words.count)
      if !place(index, &visited) { return false }
    }
    return true
  }
}
