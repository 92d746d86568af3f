// Decimal numbers in replies: "2.5", "-3", "1,000.25", "２．５", ".5", "minus 0.75", or an integer
// in words ("twelve", "十二", "열두"). Read as text, so that a `Decimal` keeps every digit.

extension NumberParsing {
  /// Returns the plain decimal text of the number a reply states, such as `-1000.25`, or `nil`
  /// if it states none.
  ///
  /// Understood: an optional sign ("-", "−", "+", "minus", "マイナス", "마이너스"); ASCII or
  /// full-width digits, grouped by commas in threes after the first group ("1,000", not "1,0");
  /// an optional fraction after a point (".5" is 0.5); sentence punctuation after the number.
  /// A reply that isn't such a number is read as an integer by ``integer(in:)``, in digits or
  /// words. Exponents ("1e3"), decimal commas ("2,5") and words around the number are refused.
  static func decimalText(in reply: String) -> String? {
    var text = TextFolding.fold(reply)
    while let last = text.last, sentenceEnds.contains(last) { text.removeLast() }
    text = text.trimmingWhitespace
    var isNegative = false
    if let sign = signs.first(where: { text.fastHasPrefix($0) }) {
      isNegative = true
      text = String(text.dropFirst(sign.count)).trimmingWhitespace
    } else if text.fastHasPrefix("+") {
      text = String(text.dropFirst()).trimmingWhitespace
    }
    let magnitude: String
    if let plain = plainDecimal(text) {
      magnitude = plain
    } else if let whole = integer(in: text), whole >= 0 {
      magnitude = String(whole)
    } else {
      return nil
    }
    return isNegative ? "-" + magnitude : magnitude
  }

  /// The marks that end a sentence, which a reply may end with after its number.
  static let sentenceEnds: Set<Character> = [".", "!", "?", "。", "！", "？"]

  private static let signs = ["-", "\u{2212}", "minus ", "マイナス", "마이너스"]

  /// Parses "1,234.50" into "1234.50" and ".5" into "0.5": ASCII digits, grouped by commas in
  /// threes after the first group, with an optional fraction of ASCII digits.
  private static func plainDecimal(_ text: String) -> String? {
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let whole = parts[0]
    let fraction = parts.count == 2 ? parts[1] : nil
    if let fraction, fraction.isEmpty || !fraction.allSatisfy(\.isASCIIDigit) { return nil }
    if whole.isEmpty {
      guard let fraction else { return nil }
      return "0.\(fraction)"
    }
    let groups = whole.split(separator: ",", omittingEmptySubsequences: false)
    guard
      groups.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
      groups.count == 1 || groups.dropFirst().allSatisfy({ $0.count == 3 })
    else { return nil }
    let digits = groups.joined()
    return fraction.map { "\(digits).\($0)" } ?? digits
  }
}
