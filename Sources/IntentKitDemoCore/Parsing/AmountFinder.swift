import IntentKit

/// Finds the amount of money inside a request ("Send **$50** to Jane", "Request **20 euros**
/// from John", "学費**1000円**を支払って") and reads it with
/// ``CurrencyAmount/init(reply:context:)``, so that amounts mean what they mean in replies.
///
/// An amount stated in a way no amount can be ("$12.345", "-5 dollars") is found too, as the
/// words that state it, so that the assistant can say why it can't be used instead of leaving
/// the amount out.
enum AmountFinder {
  /// An amount a request states.
  enum Found: Equatable, Sendable {
    /// An amount that can be used.
    case amount(CurrencyAmount)
    /// Words that state an amount that can't be used, as typed.
    case unusable(String)

    /// The amount, if it can be used.
    var amount: CurrencyAmount? {
      guard case .amount(let amount) = self else { return nil }
      return amount
    }

    /// The words of an amount that can't be used, if that is what was found.
    var unusableText: String? {
      guard case .unusable(let text) = self else { return nil }
      return text
    }
  }

  /// Returns what a phrase states: an amount, words that state one that can't be used, or
  /// `nil`.
  private static func read(_ phrase: String, context: DialogContext) -> Found? {
    if let amount = CurrencyAmount(reply: phrase, context: context) { return .amount(amount) }
    if CurrencyAmount.unsupportedReason(forReply: phrase, context: context) != nil {
      return .unusable(phrase)
    }
    return nil
  }

  /// Words and codes that name a currency after or before a number.
  private static let currencyWords: Set<String> = [
    "dollar", "dollars", "buck", "bucks", "euro", "euros", "yen", "pound", "pounds", "won",
    "franc", "francs", "cent", "cents",
  ]

  /// Symbols and words written next to the digits, in Latin or CJK text.
  private static let attachedMarkers = [
    "us$", "$", "€", "£", "¥", "￥", "₩", "円", "ドル", "ユーロ", "ポンド", "엔", "원", "달러", "유로",
    "파운드",
  ]

  /// Characters that may be part of a number written with digits.
  private static func isNumeral(_ character: Character) -> Bool {
    character.isASCII ? character.isNumber : ("０"..."９").contains(character)
  }

  /// The kanji and Hangul that multiply a number written before them: 5万円, 5만원, 3千円.
  private static let multipliers: Set<Character> = ["万", "千", "만", "천"]

  // MARK: - Words

  /// Returns the amount in a list of folded words and the offsets of the words that state it.
  ///
  /// A word with digits is an amount on its own ("$50", "1000円") or with a currency word or
  /// code beside it ("20 euros", "USD 12"); number words before a currency word count too
  /// ("fifty dollars").
  static func amount(
    inWords folded: [String],
    context: DialogContext
  ) -> (found: Found, offsets: Range<Int>)? {
    for (index, word) in folded.enumerated() {
      if word.contains(where: isNumeral) {
        let next = folded.indices.contains(index + 1) ? folded[index + 1] : nil
        let previous = index > 0 ? folded[index - 1] : nil
        if let next, isCurrencyWord(next), let found = read("\(word) \(next)", context: context) {
          return (found, index..<(index + 2))
        }
        if let previous, isCurrencyWord(previous),
          let found = read("\(previous) \(word)", context: context)
        {
          return (found, (index - 1)..<(index + 1))
        }
        if let found = read(word, context: context) {
          return (found, index..<(index + 1))
        }
      } else if currencyWords.contains(word), index > 0 {
        // "fifty dollars", "twenty five euros": the longest run of words before it that reads.
        for start in max(0, index - 4)..<index {
          let phrase = folded[start...index].joined(separator: " ")
          if let found = read(phrase, context: context) {
            return (found, start..<(index + 1))
          }
        }
      }
    }
    return nil
  }

  private static func isCurrencyWord(_ word: String) -> Bool {
    if currencyWords.contains(word) { return true }
    return word.count == 3 && word.allSatisfy { $0.isASCII && $0.isLetter }
      && Currency(code: word.uppercased()) != nil
  }

  // MARK: - Text

  /// Returns the amount written in unspaced text, such as Japanese, and the text without it.
  ///
  /// The amount is a run of digits (with grouping commas, a decimal point and a multiplier such
  /// as 万) with a currency symbol or word written against it: "1000円", "¥1,000", "$50",
  /// "5万원". Digits without a currency are read in the context's default currency only when
  /// `allowsBareNumbers` is `true`.
  static func amount(
    inText text: String,
    context: DialogContext,
    allowsBareNumbers: Bool = false
  ) -> (found: Found, remainder: String)? {
    var searchStart = text.startIndex
    while let digit = text[searchStart...].firstIndex(where: isNumeral) {
      var end =
        text[digit...].firstIndex { !(isNumeral($0) || $0 == "," || $0 == ".") }
        ?? text.endIndex
      while end > digit, [",", "."].contains(text[text.index(before: end)]) {
        end = text.index(before: end)
      }
      if end < text.endIndex, multipliers.contains(text[end]) { end = text.index(after: end) }
      var start = digit
      if start > text.startIndex, ["-", "−"].contains(text[text.index(before: start)]) {
        start = text.index(before: start)
      }
      var hasMarker = false
      for marker in attachedMarkers where text[..<start].hasSuffix(marker) {
        start = text.index(start, offsetBy: -marker.count)
        hasMarker = true
        break
      }
      if start > text.startIndex, ["-", "−"].contains(text[text.index(before: start)]) {
        start = text.index(before: start)  // "-$5": the sign before the symbol
      }
      let afterSpace = text[end...].drop { $0 == " " }
      for marker in attachedMarkers where afterSpace.hasPrefix(marker) {
        end = text.index(afterSpace.startIndex, offsetBy: marker.count)
        hasMarker = true
        break
      }
      if hasMarker || allowsBareNumbers,
        let found = read(String(text[start..<end]), context: context)
      {
        return (found, String(text[..<start]) + " " + String(text[end...]))
      }
      searchStart = end > digit ? end : text.index(after: digit)
    }
    return nil
  }
}
