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

  /// What a reply says about an amount of money.
  enum Reading: Equatable {
    /// An amount that can be used.
    case amount(CurrencyAmount)
    /// An amount stated in a way no amount can be: why, and in which currency.
    case unusable(Problem, Currency)
    /// No amount, words that don't read as one, or two currencies.
    case none
  }

  /// Why a stated amount can't be used.
  enum Problem: Equatable {
    /// More fraction digits than the currency's exponent: "$12.345".
    case tooPrecise
    /// Below zero: "-5 dollars".
    case negative
    /// More minor units than 64 bits hold: "$99999999999999999999".
    case tooLarge
  }

  /// Returns the amount a reply states.
  ///
  /// - Parameters:
  ///   - reply: What the user said.
  ///   - defaultCurrency: The currency of an amount said without one.
  /// - Returns: The amount, or `nil` if the reply states none, states one that can't be used,
  ///   or names two currencies.
  static func amount(in reply: String, defaultCurrency: Currency) -> CurrencyAmount? {
    guard case .amount(let amount) = reading(of: reply, defaultCurrency: defaultCurrency) else {
      return nil
    }
    return amount
  }

  /// Reads a reply as an amount, telling an amount that can't be used from no amount at all.
  ///
  /// - Parameters:
  ///   - reply: What the user said.
  ///   - defaultCurrency: The currency of an amount said without one.
  /// - Returns: The amount; or that the reply states a number with a currency that no amount can
  ///   be (too many decimals, below zero, too large), and why; or ``Reading/none``.
  static func reading(of reply: String, defaultCurrency: Currency) -> Reading {
    // Most replies to "How much?" are a number alone ("50", "12.30"), which reading word by
    // word passes through unchanged, in the default currency: read them as they are.
    guard isPlainDecimal(reply) else {
      return readingWords(of: reply, defaultCurrency: defaultCurrency)
    }
    return reading(decimal: reply, in: defaultCurrency, isNegative: false)
  }

  /// Reads a reply as ``reading(of:defaultCurrency:)`` does, word by word, with no shortcut.
  static func readingWords(of reply: String, defaultCurrency: Currency) -> Reading {
    var text = ReplyFolding.fold(reply)
    // The end of a sentence: "$50.00.", "five dollars!". Most replies end with neither ASCII
    // punctuation nor other text, which one byte tells.
    if let byte = text.utf8.last, byte >= 0x80 || " .!?".utf8.contains(byte) {
      while let last = text.last, last == " " || NumberParsing.sentenceEnds.contains(last) {
        text.removeLast()
      }
    }
    var currencies: [Currency] = []
    let isASCII = text.utf8.allSatisfy { $0 < 0x80 }
    for (symbol, currency) in symbols
    where (!isASCII || symbol.utf8.allSatisfy { $0 < 0x80 }) && contains(symbol, in: text) {
      currencies.append(currency)
      text = text.replacingEvery(symbol, with: " ")
    }
    // "five dollars please": a request's politeness is no part of the amount.
    if text.fastHasSuffix(" please") { text.removeLast(" please".count) }
    var isCents = false
    var namesCurrency = false
    var currencyNames = 0
    // The words that aren't currencies, joined with single spaces as they are read: those before
    // the currency's name, and those after it ("five dollars and fifty cents").
    var number = ""
    var minor = ""
    var rest = text[...]
    while let word = nextWord(in: &rest) {
      if let currency = currencyWords[String(word)] {
        currencies.append(currency)
        namesCurrency = true
        currencyNames += 1
      } else if word == "cent" || word == "cents" {
        isCents = true
      } else if word.count == 3, let currency = Currency(code: String(word)),
        word.allSatisfy(\.isLetter)
      {
        currencies.append(currency)
      } else if namesCurrency && !number.isEmpty {
        if !minor.isEmpty { minor.append(" ") }
        minor.append(contentsOf: word)
      } else {
        if !number.isEmpty { number.append(" ") }
        number.append(contentsOf: word)
      }
    }
    let distinct = currencies.reduce(into: [Currency]()) { if !$0.contains($1) { $0.append($1) } }
    // "10 dollars 5 dollars" names two amounts.
    guard distinct.count <= 1, currencyNames <= 1 else { return .none }
    let isNegative = removeSign(from: &number)
    if namesCurrency, let named = distinct.first {
      // Whole units and minor units: "five dollars and fifty cents", "a buck fifty"; a last
      // "and" ("five dollars and") says nothing more.
      if !minor.isEmpty, minor != "and" {
        return reading(units: number, minorUnits: minor, in: named, isNegative: isNegative)
      }
      // "five dollars cents" names two units for one number.
      guard !isCents else { return .none }
    }
    let currency = isCents ? .usd : distinct.first ?? defaultCurrency
    guard let decimal = decimalText(number, articleIsOne: namesCurrency || isCents) else {
      return .none
    }
    if isCents {
      // Cents are minor units: "5.5 cents" is half a cent.
      guard let cents = Int64(decimal) else {
        return .unusable(
          isNegative ? .negative : decimal.contains(".") ? .tooPrecise : .tooLarge,
          .usd
        )
      }
      guard !isNegative || cents == 0 else { return .unusable(.negative, .usd) }
      return .amount(CurrencyAmount(minorUnits: cents, currency: .usd))
    }
    return reading(decimal: decimal, in: currency, isNegative: isNegative)
  }

  /// Reads whole units and then minor units said in words, as in "five dollars and fifty cents"
  /// or "a buck fifty": the whole units a whole number, the minor units 0 to 99 of a currency
  /// with two decimals, in one or two digits or English words and nothing else ("5 dollars 3
  /// people" is no amount).
  private static func reading(
    units: String,
    minorUnits: String,
    in currency: Currency,
    isNegative: Bool
  ) -> Reading {
    let minorText = minorUnits.fastHasPrefix("and ") ? String(minorUnits.dropFirst(4)) : minorUnits
    guard currency.exponent == 2,
      let whole = decimalText(units, articleIsOne: true), !whole.contains("."),
      let minor = NumberParsing.belowHundred(minorText)
    else { return .none }
    let decimal = whole + (minor < 10 ? ".0" : ".") + String(minor)
    return reading(decimal: decimal, in: currency, isNegative: isNegative)
  }

  /// Reads the plain decimal text of a number said in a currency, and with a sign.
  private static func reading(decimal: String, in currency: Currency, isNegative: Bool) -> Reading {
    let problem: Problem
    do {
      let amount = try CurrencyAmount(decimalString: decimal, currency: currency)
      guard !isNegative || amount.minorUnits == 0 else { return .unusable(.negative, currency) }
      return .amount(amount)
    } catch let error as MoneyError where error.code == .excessPrecision {
      problem = .tooPrecise
    } catch let error as MoneyError where error.code == .overflow {
      problem = .tooLarge
    } catch {
      return .none
    }
    return .unusable(isNegative ? .negative : problem, currency)
  }

  /// A Boolean value that indicates whether a reply is ASCII digits alone, with a fraction of
  /// digits after a point or none: "50", "12.30"; not ".5", "5." or "1,000".
  static func isPlainDecimal(_ reply: String) -> Bool {
    var digitsBeforePoint = 0
    var digitsAfterPoint = 0
    var hasPoint = false
    for byte in reply.utf8 {
      if byte &- UInt8(ascii: "0") < 10 {
        if hasPoint { digitsAfterPoint += 1 } else { digitsBeforePoint += 1 }
      } else if byte == UInt8(ascii: "."), !hasPoint {
        hasPoint = true
      } else {
        return false
      }
    }
    return digitsBeforePoint > 0 && (!hasPoint || digitsAfterPoint > 0)
  }

  /// Removes the next word of `text`, up to a space, and returns it, or `nil` after the last; as
  /// splitting at spaces, with no array of the words.
  private static func nextWord(in text: inout Substring) -> Substring? {
    guard let start = text.firstIndex(where: { $0 != " " }) else { return nil }
    let end = text[start...].firstIndex(of: " ") ?? text.endIndex
    defer { text = text[end...] }
    return text[start..<end]
  }

  /// Removes a leading minus sign or word and returns whether there was one.
  private static func removeSign(from number: inout String) -> Bool {
    let trimmed = number.trimmingWhitespace
    for sign in ["-", "\u{2212}", "minus ", "マイナス", "마이너스"] where trimmed.fastHasPrefix(sign) {
      number = String(trimmed.dropFirst(sign.count))
      return true
    }
    return false
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
  ///
  /// Digits before one multiplier ("5万", "1,000만") become their decimal text and the
  /// multiplier's zeros, so that a number too large for any integer still reads, as too large.
  /// Any other use of the multipliers ("1万5千", "二万五千", "5千万", "만 오천", "만") is a
  /// positional numeral, read whole by ``NumberParsing/integer(in:)``. With `articleIsOne`,
  /// when a currency is named, "a" and "an" are one ("a dollar", "a cent").
  private static func decimalText(_ words: String, articleIsOne: Bool) -> String? {
    if articleIsOne, words == "a" || words == "an" { return "1" }
    let text = words.trimmingWhitespace
    if let grouped = groupedDecimal(text) { return grouped }
    for (multiplier, zeros) in multipliers where text.fastHasSuffix(multiplier) {
      let number = String(text.dropLast(multiplier.count)).trimmingWhitespace
      if let grouped = groupedDecimal(number) {
        return grouped.contains(".") ? nil : grouped + zeros
      }
    }
    guard let integer = NumberParsing.integer(in: text), integer >= 0 else { return nil }
    return String(integer)
  }

  /// Parses "1,234.50" into "1234.50" and ".50" into "0.50", keeping the digits as text so that
  /// a number too large for any integer still reads; grouping commas must separate groups of
  /// three.
  private static func groupedDecimal(_ text: String) -> String? {
    // Most amounts are plain digits with or without a fraction ("50", "12.30"): they are their
    // own decimal text.
    if isPlainDecimal(text) { return text }
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    // "$.50" is fifty cents.
    let wholeDigits = parts.first.map { $0.isEmpty && parts.count == 2 ? "0" : $0 }
    guard let whole = wholeDigits.flatMap(groupedDigits) else { return nil }
    guard parts.count == 2 else { return whole }
    let fraction = parts[1]
    guard !fraction.isEmpty, fraction.allSatisfy(\.isASCIIDigit) else { return nil }
    return "\(whole).\(fraction)"
  }

  /// Parses "1,234" into "1234": ASCII digits, in groups of three after the first if grouped.
  private static func groupedDigits(_ text: Substring) -> String? {
    let groups = text.split(separator: ",", omittingEmptySubsequences: false)
    guard
      groups.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
      groups.count == 1 || groups.dropFirst().allSatisfy({ $0.count == 3 })
    else { return nil }
    return groups.joined()
  }
}
