import IntentKit

/// The words of an English request, as typed and folded, with the parser's edits applied to
/// both.
struct EnglishWords {
  /// The words as typed, for names.
  var typed: [String]

  /// The words folded, for matching; `folded[i]` is `typed[i]` folded.
  var folded: [String]

  /// Creates the words of an utterance.
  init(_ utterance: Utterance) {
    typed = utterance.words
    folded = utterance.folded
  }

  private static let leadingPhrases: [[String]] = [
    ["hey", "siri"], ["siri"], ["ok"], ["okay"], ["please"], ["can", "you"], ["could", "you"],
    ["would", "you"], ["will", "you"], ["i", "want", "to"], ["i", "would", "like", "to"],
    ["i'd", "like", "to"], ["i", "need", "to"], ["let's"], ["lets"], ["help", "me"],
  ]
  private static let trailingPhrases: [[String]] = [
    ["please"], ["thanks"], ["thank", "you"], ["right", "now"], ["now"], ["asap"],
  ]
  private static let appNames: [[String]] = [
    ["the", "payments", "app"], ["payments", "app"], ["payments"], ["intentkit"],
  ]

  /// Removes polite openings and closings and the app's name ("with Payments").
  mutating func removeFillersAndAppNames() {
    var changed = true
    while changed {
      changed = false
      for phrase in Self.leadingPhrases
      where folded.starts(with: phrase) && folded.count > phrase.count {
        remove(0..<phrase.count)
        changed = true
      }
      for phrase in Self.trailingPhrases
      where folded.count > phrase.count && Array(folded.suffix(phrase.count)) == phrase {
        remove((folded.count - phrase.count)..<folded.count)
        changed = true
      }
    }
    for index in folded.indices.reversed() where index + 1 < folded.count {
      guard ["with", "using", "via", "in", "on", "through"].contains(folded[index]) else {
        continue
      }
      let rest = folded[(index + 1)...]
      if let name = Self.appNames.first(where: { rest.starts(with: $0) }) {
        remove(index..<(index + 1 + name.count))
      }
    }
  }

  /// Removes the amount of money, if the words state one, and returns it: an amount, or the
  /// words of one that can't be used.
  mutating func removeAmount(context: DialogContext) -> AmountFinder.Found? {
    guard let (found, offsets) = AmountFinder.amount(inWords: folded, context: context) else {
      return nil
    }
    remove(offsets)
    return found
  }

  private mutating func remove(_ offsets: Range<Int>) {
    typed.removeSubrange(offsets)
    folded.removeSubrange(offsets)
  }

  /// Words that end a name: what follows them is something else.
  private static let phraseEnders: Set<String> = [
    "for", "at", "with", "tomorrow", "tonight", "today", "now", "and", "please", "using",
  ]

  /// The offset of the first word after `index` that ends a phrase, or the end.
  func end(after index: Int, stoppingAt stops: [String]) -> Int {
    let enders = Self.phraseEnders.union(stops)
    return folded.indices.first { $0 > index && enders.contains(folded[$0]) } ?? folded.count
  }

  /// The typed words from `start` up to `end`, or `nil` if there are none.
  func phrase(_ start: Int, _ end: Int) -> String? {
    guard start < end, start >= 0, end <= typed.count else { return nil }
    return typed[start..<end].joined(separator: " ")
  }

  /// The folded words from an offset, joined by spaces.
  func text(from start: Int) -> String {
    start < folded.count ? folded[start...].joined(separator: " ") : ""
  }
}
