import IntentKit
import IntentKitTesting
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Amount and date text as users type it, and as nobody should: the reply parsers never crash,
/// read amounts exactly, read back every amount the prompts print, and give only real dates.
final class ReplyTextFuzzTests: XCTestCase {
  /// Random and adversarial replies, each read as an amount, a payment amount and a date in
  /// English, Japanese and Korean.
  static let randomReplyCount = 1_000

  /// Random amounts printed as prompts print them and read back, per language.
  static let roundTripCount = 1_500

  /// Random decimal texts with a currency code, read exactly or not at all.
  static let decimalCount = 1_500

  /// Random days said as "December 1", "1 Dec", "12/1", "2026-12-01", "12月1日", "12월 1일".
  static let dateRoundTripCount = 1_000

  private static let currencies: [Currency] = [
    .usd, .eur, .jpy, .gbp, .krw, .chf, .cad, .cny, .kwd,
  ]
  private static let languages: [Language] = [.english, .japanese, .korean]
  private static let now = Date(timeIntervalSince1970: 1_795_348_800)  // Sunday 22 November 2026

  private static let fragments = [
    "$", "€", "£", "¥", "￥", "₩", "円", "엔", "원", "ドル", "달러", "ユーロ", "万", "만", "千", "천",
    "dollars", "cents", "yen", "won", "USD", "usd", "KWD", "XXX", "us$", "50", "1,000", "1,00",
    "0.001", ".5", "5.", "-5", "+5", "0", "00", "1e5", "99999999999999999999",
    "9223372036854775807",
    "fifty", "twenty one", "hundred", "thousand", "million", "五", "十", "百", "오십", "스물",
    "today", "tomorrow", "next", "Friday", "in", "days", "minutes", "at", "5pm", "17:30", "25:61",
    "December", "Dec", "1", "31", "32", "2/30", "12/1", "2026-12-01", "0000-00-00", "9999-99-99",
    "明日", "来週", "金曜日", "12月1日", "13月40日", "午後5時", "30分後", "내일", "다음 주", "금요일",
    "12월 1일", "오후 5시", "30분 후", "minimum due", " ", "、", ",", ".", "\u{0}", "\u{202E}",
    "\u{FEFF}", "\u{200B}", "１０００", "ｄｏｌｌａｒｓ", "🙂", "e\u{301}",
  ]

  private func context(_ language: Language, _ currency: Currency = .usd) -> DialogContext {
    DialogContext(language: language, defaultCurrency: currency, now: Self.now)
  }

  private func randomReply(using generator: inout SeededRandomNumberGenerator) -> String {
    if Int.random(in: 0..<20, using: &generator) == 0 {
      let piece = Self.fragments.randomElement(using: &generator) ?? "9"
      return String(repeating: piece, count: Int.random(in: 20...300, using: &generator))
    }
    var text = ""
    for _ in 0..<Int.random(in: 0...8, using: &generator) {
      text +=
        Bool.random(using: &generator)
        ? Self.fragments.randomElement(using: &generator) ?? ""
        : JSONMutator().randomString(maxLength: 4, using: &generator)
      if Bool.random(using: &generator) { text += " " }
    }
    return text
  }

  func testParsing_randomReplies_neverCrashAndGiveOnlyExactAmountsAndRealDates() {
    let budget = FuzzBudget(defaultIterations: Self.randomReplyCount, defaultSeed: 0x7E_2026)
    let calendar = Calendar.gregorianUTC
    var amounts = 0
    var dates = 0

    for index in 0..<budget.iterations {
      var generator = budget.generator(forInput: index)
      let reply = randomReply(using: &generator)
      let failure = { "\(budget.replay(index)) reply: \"\(reply.fuzzEscaped)\"" }
      for language in Self.languages {
        let context = context(language, Self.currencies.randomElement(using: &generator) ?? .usd)
        if let amount = CurrencyAmount(reply: reply, context: context) {
          amounts += 1
          XCTAssertGreaterThanOrEqual(amount.minorUnits, 0, failure())
          XCTAssertEqual(Currency(code: amount.currency.code), amount.currency, failure())
        }
        _ = PaymentAmount(reply: reply, context: context)
        if let range = DateComponentsRange(reply: reply, context: context) {
          dates += 1
          for components in [range.startDateComponents, range.endDateComponents].compactMap({ $0 })
          {
            XCTAssertNotNil(calendar.date(from: components), "\(components) \(failure())")
            XCTAssertTrue((1...12).contains(components.month ?? 1), "\(components) \(failure())")
            XCTAssertTrue((1...31).contains(components.day ?? 1), "\(components) \(failure())")
            XCTAssertTrue((0...23).contains(components.hour ?? 0), "\(components) \(failure())")
            XCTAssertTrue((0...59).contains(components.minute ?? 0), "\(components) \(failure())")
          }
        }
      }
    }

    if budget.iterations >= 500 {
      XCTAssertGreaterThan(
        amounts,
        budget.iterations / 20,
        "the fragments should reach the amount rules"
      )
      XCTAssertGreaterThan(
        dates,
        budget.iterations / 40,
        "the fragments should reach the date rules"
      )
    }
  }

  func testParsing_amountsAsPromptsPrintThem_readBackToTheSameMinorUnits() {
    let budget = FuzzBudget(defaultIterations: Self.roundTripCount, defaultSeed: 0xA0_2026)

    for index in 0..<budget.iterations {
      var generator = budget.generator(forInput: index)
      let currency = Self.currencies.randomElement(using: &generator) ?? .usd
      let digits = Int.random(in: 1...18, using: &generator)
      var upper: Int64 = 1
      for _ in 0..<digits { upper = upper.multipliedReportingOverflow(by: 10).partialValue }
      let minorUnits = Int64.random(in: 1...max(upper, 9), using: &generator)
      let amount = CurrencyAmount(minorUnits: minorUnits, currency: currency)
      let other = Self.currencies.randomElement(using: &generator) ?? .usd

      for language in Self.languages {
        let text = amount.formatted(in: language)
        let read = CurrencyAmount(reply: text, context: context(language, other))
        XCTAssertEqual(
          read,
          amount,
          "\"\(text.fuzzEscaped)\" in \(language) (default \(other.code)); \(budget.replay(index))"
        )
      }
    }
  }

  func testParsing_decimalTextWithACurrencyCode_isExactOrRejected() {
    let budget = FuzzBudget(defaultIterations: Self.decimalCount, defaultSeed: 0xDE_2026)

    for index in 0..<budget.iterations {
      var generator = budget.generator(forInput: index)
      let currency = Self.currencies.randomElement(using: &generator) ?? .usd
      let whole = String(UInt64.random(in: 0...999_999_999_999, using: &generator))
      let fractionDigits = Int.random(in: 0...5, using: &generator)
      let fraction = String(
        (0..<fractionDigits).map { _ in "0123456789".randomElement(using: &generator) ?? "0" }
      )
      let decimal = fraction.isEmpty ? whole : "\(whole).\(fraction)"
      let text =
        Bool.random(using: &generator)
        ? "\(decimal) \(currency.code)" : "\(currency.code) \(decimal)"

      let read = CurrencyAmount(reply: text, context: context(.english, .usd))

      // The expected minor units, worked out digit by digit.
      let significant = String(fraction.reversed().drop { $0 == "0" }.reversed())
      let failure = "\"\(text)\"; \(budget.replay(index))"
      if significant.count > currency.exponent {
        XCTAssertNil(read, "read inexactly as \(String(describing: read)); \(failure)")
      } else {
        let padded =
          significant + String(repeating: "0", count: currency.exponent - significant.count)
        let expected = Int64(whole + padded).map {
          CurrencyAmount(minorUnits: $0, currency: currency)
        }
        XCTAssertEqual(read, expected, failure)
      }
    }
  }

  func testParsing_daysSaidInEveryForm_readBackAsTheSameDay() {
    let budget = FuzzBudget(defaultIterations: Self.dateRoundTripCount, defaultSeed: 0xDA_2026)
    let calendar = Calendar.gregorianUTC
    let months = [
      "January", "February", "March", "April", "May", "June", "July", "August", "September",
      "October", "November", "December",
    ]

    for index in 0..<budget.iterations {
      var generator = budget.generator(forInput: index)
      let offset = Int.random(in: 1...364, using: &generator)
      guard let day = calendar.date(byAdding: .day, value: offset, to: Self.now) else { continue }
      let parts = calendar.dateComponents([.year, .month, .day], from: day)
      let (year, month, date) = (parts.year ?? 0, parts.month ?? 1, parts.day ?? 1)
      let padded = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
      let sayings: [(String, Language)] = [
        ("\(months[month - 1]) \(date)", .english),
        ("\(date) \(months[month - 1].prefix(3))", .english),
        ("\(month)/\(date)", .english),
        ("\(year)-\(padded(month))-\(padded(date))", .english),
        ("\(month)月\(date)日", .japanese),
        ("\(month)월 \(date)일", .korean),
      ]
      guard let (text, language) = sayings.randomElement(using: &generator) else { continue }

      let read = DateComponentsRange(reply: text, context: context(language))?.startDateComponents

      XCTAssertEqual(
        [read?.year, read?.month, read?.day],
        [year, month, date],
        "\"\(text)\" in \(language); \(budget.replay(index))"
      )
    }
  }
}
