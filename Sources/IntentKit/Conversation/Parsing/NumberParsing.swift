/// Reads integers from what people say: digits with grouping ("1,000"), English number words
/// ("twenty-one"), Japanese numerals ("二十一", "21個") and Korean numbers, native and
/// Sino-Korean ("스물한", "이십일").
enum NumberParsing {
  /// Returns the integer a reply states, or `nil` if it states none or several.
  static func integer(in reply: String) -> Int? {
    let folded = ReplyFolding.fold(reply)
    // Points or commas right before a digit are part of the number, not punctuation around
    // the reply: ".50" and "．５０" are half, not fifty, and "..5" isn't five.
    var followsMark = false
    for byte in folded.utf8 {
      if byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",") {
        followsMark = true
      } else if byte == UInt8(ascii: " ") {
        followsMark = false
      } else {
        if followsMark, byte &- UInt8(ascii: "0") < 10 { return nil }
        break
      }
    }
    let words = stripCounters(from: ReplyWords.normalized(folded: folded))
    if let number = digits(words) { return number }
    return englishWords(words) ?? japaneseNumerals(words) ?? koreanNumber(words)
  }

  /// Parses digits with an optional sign and grouping commas: "1,000", "-3".
  static func digits(_ text: String) -> Int? {
    // Most numbers are a few ASCII digits, which `Int(_:)` reads as they are.
    if text.isASCIIDigits(count: 1...18) {
      return Int(text)
    }
    var text = Substring(text)
    let isNegative = text.first == "-"
    if isNegative { text = text.dropFirst() }
    guard let first = text.first, first.isASCIIDigit else { return nil }
    let groups = text.split(separator: ",", omittingEmptySubsequences: false)
    guard
      groups.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
      groups.count == 1 || groups.dropFirst().allSatisfy({ $0.count == 3 }),
      let value = Int(groups.joined())
    else { return nil }
    return isNegative ? -value : value
  }

  private static let counters = [
    "個", "つ", "人", "名", "杯", "枚", "本", "件", "개", "명", "잔", "그릇", "장", "사람",
    " of them", " please", " items", " people", " persons", " passengers", " bowls",
  ]

  /// The counters an ASCII reply can end with: the others are CJK and Hangul words, whose
  /// characters are never canonically equivalent to ASCII.
  private static let asciiCounters = counters.filter { $0.utf8.allSatisfy { $0 < 0x80 } }

  private static func stripCounters(from text: String) -> String {
    var text = text
    let candidates = text.utf8.allSatisfy { $0 < 0x80 } ? asciiCounters : counters
    for counter in candidates where text.fastHasSuffix(counter) {
      text = String(text.dropLast(counter.count)).trimmingWhitespace
    }
    return text
  }

  // MARK: - English

  private static let englishUnits: [String: Int] = [
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
    "seventy": 70, "eighty": 80, "ninety": 90,
  ]

  /// Reads a number from 0 to 99 said in one or two ASCII digits or in English words ("5",
  /// "fifty", "twenty-five", "twenty five"), with nothing around it: no counter, no "dozen".
  static func belowHundred(_ text: String) -> Int? {
    if text.isASCIIDigits(count: 1...2) { return Int(text) }
    let words = text.replacingEvery("-", with: " ").split(separator: " ").map(String.init)
    guard let first = words.first.flatMap({ englishUnits[$0] }) else { return nil }
    switch words.count {
    case 1: return first
    case 2:
      guard first >= 20, first % 10 == 0, let unit = englishUnits[words[1]], (1...9).contains(unit)
      else { return nil }
      return first + unit
    default: return nil
    }
  }

  private static let englishScales: [String: Int] = [
    "thousand": 1_000, "million": 1_000_000, "billion": 1_000_000_000,
  ]

  /// Parses English number words: "twenty-one", "a hundred and five", "two thousand",
  /// "fifteen hundred", "two dozen".
  ///
  /// The words must make one cardinal number, as they are said: a unit may follow only a
  /// tens word ("twenty-one"), a hundred or a scale; a teen or tens word only a hundred or a
  /// scale; scales come largest first; "zero" stands alone and "dozen" comes last. So words that
  /// say two numbers aren't added up: "five fifty" ($5.50 said aloud), "nineteen ninety-nine"
  /// and "twenty twenty" aren't numbers, rather than 55, 118 and 40.
  static func englishWords(_ text: String) -> Int? {
    let fillers: Set<Substring> = ["a", "an", "and"]
    let words = text.replacingEvery("-", with: " ").split(separator: " ").filter {
      !fillers.contains($0)
    }
    guard !words.isEmpty else { return nil }
    /// What the last word was, which says what may follow it.
    enum Last { case start, unit, teenOrTens, hundred, scale, dozen }
    var last = Last.start
    var total = 0
    var current = 0
    var smallestScale = Int.max
    for word in words {
      let name = String(word)
      if let value = englishUnits[name] {
        switch (value, last) {
        case (0, _): guard words.count == 1 else { return nil }
        case (1...9, .start), (1...9, .hundred), (1...9, .scale): last = .unit
        case (1...9, .teenOrTens) where current % 10 == 0 && current % 100 >= 20: last = .unit
        case (10...90, .start), (10...90, .hundred), (10...90, .scale): last = .teenOrTens
        default: return nil
        }
        current += value
      } else if name == "hundred" {
        guard last != .hundred, last != .scale, last != .dozen, current < 100 else { return nil }
        current = max(current, 1) * 100
        last = .hundred
      } else if let scale = englishScales[name] {
        guard last != .scale, last != .dozen, scale < smallestScale,
          let product = max(current, 1).checkedMultiplying(by: scale),
          let sum = total.checkedAdding(product)
        else { return nil }
        (total, current, smallestScale, last) = (sum, 0, scale, .scale)
      } else if name == "dozen" {
        guard last == .start || last == .unit || last == .teenOrTens else { return nil }
        current = max(current, 1) * 12
        last = .dozen
      } else {
        return nil
      }
    }
    return total.checkedAdding(current)
  }

  // MARK: - Japanese and Korean

  private static let kanjiDigits: [Character: Int] = [
    "〇": 0, "零": 0, "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
  ]
  private static let kanjiUnits: [Character: Int] = [
    "十": 10, "百": 100, "千": 1_000, "万": 10_000, "億": 100_000_000,
  ]

  /// Parses Japanese numerals, kanji or digits with 万: "二十一", "三百五", "1万", "一万二千".
  static func japaneseNumerals(_ text: String) -> Int? {
    var reader = PositionalNumeral(digits: kanjiDigits, units: kanjiUnits)
    return reader.read(text)
  }

  private static let nativeKorean: [String: Int] = [
    "하나": 1, "한": 1, "둘": 2, "두": 2, "셋": 3, "세": 3, "넷": 4, "다섯": 5, "여섯": 6,
    "일곱": 7, "여덟": 8, "아홉": 9, "열": 10, "스물": 20, "스무": 20, "서른": 30, "마흔": 40,
    "쉰": 50, "예순": 60, "일흔": 70, "여든": 80, "아흔": 90,
  ]
  private static let sinoKoreanDigits: [Character: Int] = [
    "영": 0, "공": 0, "일": 1, "이": 2, "삼": 3, "사": 4, "오": 5, "육": 6, "칠": 7, "팔": 8, "구": 9,
  ]
  private static let sinoKoreanUnits: [Character: Int] = [
    "십": 10, "백": 100, "천": 1_000, "만": 10_000, "억": 100_000_000,
  ]

  /// Parses Korean numbers: native ("열두", "스물한") or Sino-Korean ("이십일", "만 오천",
  /// "3천").
  static func koreanNumber(_ text: String) -> Int? {
    let compact = text.replacingEvery(" ", with: "")
    let isHangul = { (character: Character) in
      character.unicodeScalars.first.map { (0xAC00...0xD7A3).contains($0.value) } ?? false
    }
    guard compact.contains(where: isHangul) else { return nil }
    if let native = nativeKoreanNumber(compact) { return native }
    var reader = PositionalNumeral(digits: sinoKoreanDigits, units: sinoKoreanUnits)
    return reader.read(compact)
  }

  /// Parses native Korean numbers up to 99 as a tens word followed by a units word.
  private static func nativeKoreanNumber(_ text: String) -> Int? {
    if let value = nativeKorean[text] { return value }
    for (tens, tensValue) in nativeKorean where tensValue % 10 == 0 && text.fastHasPrefix(tens) {
      if let units = nativeKorean[String(text.dropFirst(tens.count))], units < 10 {
        return tensValue + units
      }
    }
    return nil
  }

  /// Reads numerals written with digit and unit characters.
  ///
  /// Chinese, Japanese and Sino-Korean numbers are written this way: 三百五 is 3×100 + 5,
  /// 一万二千 is 1×10000 + 2×1000. ASCII digits may stand for the digit characters ("1万",
  /// "3천"). Every step checks for overflow.
  private struct PositionalNumeral {
    let digits: [Character: Int]
    let units: [Character: Int]

    mutating func read(_ text: String) -> Int? {
      guard !text.isEmpty else { return nil }
      var total = 0  // completed groups of 万 (10,000) and above
      var section = 0  // the current group below 万
      var digit: Int?
      // Units come largest first, each once: 千 then 百 within a group, 億 then 万 between
      // groups. So "五十五十" and "一万一億" aren't numbers, rather than 100 and 100,010,000.
      var smallestUnit = Int.max
      var smallestGroupUnit = Int.max
      // The last unit, and how many digit characters follow it.
      var lastUnit = 0
      var digitsAfterUnit = 0
      for character in text {
        if let value = digits[character] ?? (character.isASCII ? character.wholeNumberValue : nil) {
          guard let shifted = Self.checked((digit ?? 0), times: 10, plus: value) else { return nil }
          digit = shifted
          digitsAfterUnit += 1
        } else if let unit = units[character], unit < 10_000 {
          guard unit < smallestUnit,
            let added = Self.checked(digit ?? 1, times: unit, plus: section)
          else { return nil }
          section = added
          digit = nil
          smallestUnit = unit
          (lastUnit, digitsAfterUnit) = (unit, 0)
        } else if let unit = units[character] {
          let group = section + (digit ?? (section == 0 ? 1 : 0))
          guard unit < smallestGroupUnit,
            let added = Self.checked(group, times: unit, plus: total)
          else { return nil }
          total = added
          section = 0
          digit = nil
          smallestUnit = .max
          smallestGroupUnit = unit
          (lastUnit, digitsAfterUnit) = (unit, 0)
        } else {
          return nil
        }
      }
      // One digit after a thousand or more, last: "1万5" is 10,005 as written and 15,000 as
      // said, "2千5" 2,005 or 2,500. Neither is read.
      if lastUnit >= 1_000, digitsAfterUnit == 1, digit != 0 { return nil }
      let (partial, overflowed) = total.addingReportingOverflow(section)
      guard !overflowed else { return nil }
      return Self.checked(partial, times: 1, plus: digit ?? 0)
    }

    /// `value × factor + addend`, or `nil` on overflow.
    private static func checked(_ value: Int, times factor: Int, plus addend: Int) -> Int? {
      let (product, overflowed) = value.multipliedReportingOverflow(by: factor)
      let (sum, overflowedAgain) = product.addingReportingOverflow(addend)
      return overflowed || overflowedAgain ? nil : sum
    }
  }
}

extension Int {
  /// The sum, or `nil` if it overflows.
  func checkedAdding(_ other: Int) -> Int? {
    let (sum, overflowed) = addingReportingOverflow(other)
    return overflowed ? nil : sum
  }

  /// The product, or `nil` if it overflows.
  func checkedMultiplying(by other: Int) -> Int? {
    let (product, overflowed) = multipliedReportingOverflow(by: other)
    return overflowed ? nil : product
  }
}
