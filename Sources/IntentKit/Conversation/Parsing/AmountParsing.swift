/// Reads amounts of money from what people say: "$50", "50 dollars", "€20.50", "1000円",
/// "¥1,000", "5万円", "fifty euros", "USD 12.30".
///
/// Amounts are exact: the number is read as decimal text and converted with
/// ``CurrencyAmount/init(decimalString:currency:)``, so "$0.001" is not an amount.
enum AmountParsing {
  private static let symbols: [(String, Currency)] = [
    ("us$", .usd), ("$", .usd), ("€", .eur), ("£", .gbp), ("￥", .jpy), ("¥", .jpy), ("₩", .krw),
    ("円", .jpy), ("엔", .jpy), ("원", .krw), ("ウォン", .krw), ("ドル", .usd), ("달러", .usd), ("ユーロ", .eur),
    ("유로", .eur), ("ポンド", .gbp), ("파운드", .gbp),
  ]

  private static let currencyWords: [String: Currency] = [
    "dollar": .usd, "dollars": .usd, "buck": .usd, "bucks": .usd, "euro": .eur, "euros": .eur,
    "yen": .jpy, "pound": .gbp, "pounds": .gbp, "won": .krw, "franc": .chf, "francs": .chf,
  ]

  private static let multipliers: [(String, String)] = [
    ("万", "0000"), ("만", "0000"), ("千", "000"), ("천", "000"),
  ]

  /// Returns the amount a reply states.
  ///
  /// - Parameters:
  ///   - reply: What the user said.
  ///   - defaultCurrency: The currency of an amount said without one.
  /// - Returns: The amount, or `nil` if the reply states none, states it inexactly, or names two
  ///   currencies.
  static func amount(in reply: String, defaultCurrency: Currency) -> CurrencyAmount? {
    var text = TextFolding.fold(reply)
    var currencies: [Currency] = []
    let isASCII = text.utf8.allSatisfy { $0 < 0x80 }
    for (symbol, currency) in symbols
    where (!isASCII || symbol.utf8.allSatisfy { $0 < 0x80 }) && contains(symbol, in: text) {
      currencies.append(currency)
      text = text.replacing(symbol, with: " ")
    }
    var isCents = false
    var numberWords: [Substring] = []
    for word in text.split(whereSeparator: { $0 == " " }) {
      if let currency = currencyWords[String(word)] {
        currencies.append(currency)
      } else if word == "cent" || word == "cents" {
        isCents = true
      } else if word.count == 3, let currency = Currency(code: String(word)),
        word.allSatisfy(\.isLetter)
      {
        currencies.append(currency)
      } else {
        numberWords.append(word)
      }
    }
    let distinct = currencies.reduce(into: [Currency]()) { if !$0.contains($1) { $0.append($1) } }
    guard distinct.count <= 1 else { return nil }
    let currency = isCents ? .usd : distinct.first ?? defaultCurrency
    guard let decimal = decimalText(numberWords.joined(separator: " ")) else { return nil }
    if isCents {
      guard let cents = Int64(decimal) else { return nil }
      return CurrencyAmount(minorUnits: cents, currency: .usd)
    }
    return try? CurrencyAmount(decimalString: decimal, currency: currency)
  }

  /// A Boolean value that indicates whether `text` contains the bytes of `symbol`; faster than
  /// `String.contains(_:)` for the short texts of replies, and exact for the symbols here, which
  /// fold to themselves.
  private static func contains(_ symbol: String, in text: String) -> Bool {
    let needle = symbol.utf8
    let haystack = text.utf8
    guard let first = needle.first, needle.count <= haystack.count else { return false }
    var start = haystack.startIndex
    while let found = haystack[start...].firstIndex(of: first) {
      if haystack[found...].starts(with: needle) { return true }
      start = haystack.index(after: found)
    }
    return false
  }

  /// Returns the plain decimal text of a number said with digits, grouping, a multiplier such
  /// as 万, or in words.
  private static func decimalText(_ words: String) -> String? {
    var text = words.trimmingWhitespace
    var zeros = ""
    for (multiplier, suffix) in multipliers where text.hasSuffix(multiplier) {
      text = String(text.dropLast(multiplier.count)).trimmingWhitespace
      zeros = suffix
    }
    if let grouped = groupedDecimal(text) {
      guard !zeros.isEmpty else { return grouped }
      return grouped.contains(".") ? nil : grouped + zeros
    }
    guard let integer = NumberParsing.integer(in: text), integer >= 0 else { return nil }
    return String(integer) + zeros
  }

  /// Parses "1,234.50" into "1234.50"; grouping commas must separate groups of three.
  private static func groupedDecimal(_ text: String) -> String? {
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard let whole = parts.first.flatMap({ NumberParsing.digits(String($0)) }), whole >= 0 else {
      return nil
    }
    guard parts.count == 2 else { return String(whole) }
    let fraction = parts[1]
    guard !fraction.isEmpty, fraction.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return "\(whole).\(fraction)"
  }
}
