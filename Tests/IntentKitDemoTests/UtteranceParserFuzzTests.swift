import IntentKit
import IntentKitDemoCore
import IntentKitTesting
import XCTest

/// Throws thousands of strange requests at the parser: it must answer every one without
/// crashing, and whatever it finds must be within the library's limits.
final class UtteranceParserFuzzTests: XCTestCase {
  /// Fragments that reach the rules: verbs, particles, currency marks, numbers, names.
  private static let fragments = [
    "send", "pay", "request", "from", "to", "for", "bill", "ride", "book", "cancel", "status",
    "money", "$", "€", "¥", "50", "1,000", "0.001", "-5", "99999999999999999999", "dollars",
    "euros", "Jane", "San Francisco", "with Payments", "送って", "に", "から", "まで", "円", "学費",
    "支払って", "配車", "キャンセル", "状況", "請求", "万", "에게", "에서", "까지", "보내줘", "납부",
    "택시", "취소", "원", "엔", "학비", "my", "the", " ", "、", "?", "'", "\u{0}", "\n", "\t",
    "\u{202E}", "\u{200B}", "\u{FEFF}", "🙂", "👩‍👩‍👧", "é", "e\u{301}", "ｓｅｎｄ", "１０００",
    "ﾀｸｼｰ", "\u{1F1EF}\u{1F1F5}", "\u{D7FF}", "Ω", "ß", "İ",
  ]

  private static let scalars: [ClosedRange<UInt32>] = [
    0x00...0x7F, 0x80...0x2FF, 0x300...0x36F, 0x3040...0x30FF, 0x4E00...0x4FFF,
    0xAC00...0xAD00, 0x1F300...0x1F64F, 0xFF00...0xFFEF, 0x2000...0x206F,
  ]

  private func randomRequest(using generator: inout SeededRandomNumberGenerator) -> String {
    var text = ""
    for _ in 0..<Int.random(in: 0...12, using: &generator) {
      if Bool.random(using: &generator) {
        text += Self.fragments.randomElement(using: &generator) ?? ""
      } else {
        let range = Self.scalars.randomElement(using: &generator) ?? 0x41...0x5A
        if let scalar = Unicode.Scalar(UInt32.random(in: range, using: &generator)) {
          text.unicodeScalars.append(scalar)
        }
      }
      if Bool.random(using: &generator) { text += " " }
    }
    return text
  }

  private func assertWithinLimits(_ parsed: ParsedUtterance, for request: String) {
    guard case .intent(let intent, _) = parsed else { return }
    var names: [String] = []
    switch intent {
    case .sendPayment(let payment):
      names = [payment.payee?.displayName, payment.note].compactMap { $0 }
    case .requestPayment(let request): names = [request.payer?.displayName].compactMap { $0 }
    case .payBill(let bill): names = [bill.billPayee?.nickname?.spokenPhrase].compactMap { $0 }
    case .requestRide(let ride):
      names = [ride.pickupLocation?.name, ride.dropOffLocation?.name].compactMap { $0 }
    case .searchForAccounts, .searchForBills, .getRideStatus, .cancelRide: break
    }
    for name in names {
      XCTAssertFalse(name.isEmpty, "empty name from \(request.debugDescription)")
      XCTAssertLessThanOrEqual(
        name.utf8.count,
        TextLimits.maximumNoteLength,
        request.debugDescription
      )
    }
  }

  func testParse_randomRequests_neverCrashAndStayWithinLimits() {
    let parser = UtteranceParser()
    var generator = SeededRandomNumberGenerator(seed: 0x1D_2026)
    var understood = 0

    for index in 0..<3_000 {
      let request = randomRequest(using: &generator)
      let parsed = parser.parse(request, identifier: "f-\(index)", currentRide: "ride-1")
      assertWithinLimits(parsed, for: request)
      if case .intent = parsed { understood += 1 }
    }

    XCTAssertGreaterThan(understood, 100, "the fragments should reach the rules often")
  }

  func testParse_hugeAndPathologicalRequests_areAnsweredQuickly() {
    let parser = UtteranceParser()
    let requests = [
      String(repeating: "a", count: 1_000_000),
      String(repeating: "$", count: UtteranceParser.maximumLength),
      String(repeating: "9", count: UtteranceParser.maximumLength),
      String(repeating: "1,", count: UtteranceParser.maximumLength / 2),
      String(repeating: "から", count: UtteranceParser.maximumLength / 6),
      String(repeating: "send to ", count: UtteranceParser.maximumLength / 8),
      String(repeating: "\u{0}\u{7}\u{1B}", count: 100),
      String(repeating: "e\u{301}", count: 200),
      "Send $" + String(repeating: "9", count: 400) + " to Jane",
      "Send money to " + String(repeating: "J", count: 300),
      "Book a ride to " + String(repeating: "🙂", count: 100),
    ]

    for request in requests {
      let parsed = parser.parse(request, identifier: "p-1")
      assertWithinLimits(parsed, for: request)
    }
  }

  func testParse_controlCharactersAroundARequest_areIgnored() {
    let parser = UtteranceParser()

    let parsed = parser.parse("\u{7}Send\t$50\u{0}to\r\nJane\u{1B}", identifier: "c-1")

    XCTAssertEqual(
      parsed,
      .intent(
        .sendPayment(
          SendPaymentIntent(
            identifier: "c-1",
            payee: Person(displayName: "Jane"),
            currencyAmount: .usd(50_00)
          )
        )
      )
    )
  }
}
