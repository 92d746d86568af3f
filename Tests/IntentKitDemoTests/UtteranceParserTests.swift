import IntentKit
import IntentKitDemoCore
import XCTest

/// The example requests, and their neighbours, each turned into the expected intent.
final class UtteranceParserTests: XCTestCase {
  private let parser = UtteranceParser()

  private func parse(_ request: String, currentRide: String? = nil) -> ParsedUtterance {
    parser.parse(request, identifier: "i-1", currentRide: currentRide)
  }

  // MARK: - Payments

  func testParse_sendFiftyDollarsToJane_isASendPaymentWithPayeeAndAmount() {
    XCTAssertEqual(
      parse("Send $50 to Jane"),
      .intent(
        .sendPayment(
          SendPaymentIntent(
            identifier: "i-1",
            payee: Person(displayName: "Jane"),
            currencyAmount: .usd(50_00)
          )
        )
      )
    )
  }

  func testParse_sendMoneyToJaneWithPayments_ignoresTheAppName() {
    XCTAssertEqual(
      parse("Send money to Jane with Payments"),
      .intent(
        .sendPayment(SendPaymentIntent(identifier: "i-1", payee: Person(displayName: "Jane")))
      )
    )
  }

  func testParse_sendMoney_isASendPaymentWithNothingGiven() {
    XCTAssertEqual(parse("Send money"), .intent(.sendPayment(SendPaymentIntent(identifier: "i-1"))))
  }

  func testParse_requestTwentyEurosFromJohn_isARequestPayment() {
    XCTAssertEqual(
      parse("Request 20 euros from John"),
      .intent(
        .requestPayment(
          RequestPaymentIntent(
            identifier: "i-1",
            payer: Person(displayName: "John"),
            currencyAmount: .eur(20_00)
          )
        )
      )
    )
  }

  func testParse_amountThatCantBeUsed_isLeftOutOfTheIntent_andKeptAsSaid() {
    let bob = Person(displayName: "Bob")
    let cases: [(String, String)] = [
      ("Send $12.345 to Bob", "$12.345"),
      ("Send -5 dollars to Bob", "-5 dollars"),
      ("Send $99999999999999999999 to Bob", "$99999999999999999999"),
    ]
    for (request, amount) in cases {
      XCTAssertEqual(
        parse(request),
        .intent(
          .sendPayment(SendPaymentIntent(identifier: "i-1", payee: bob)),
          unusableAmount: amount
        ),
        request
      )
    }
    XCTAssertEqual(
      parse("Bobに12.345ドル送って"),
      .intent(
        .sendPayment(SendPaymentIntent(identifier: "i-1", payee: bob)),
        unusableAmount: "12.345ドル"
      )
    )
    XCTAssertEqual(
      parse("Bob에게 -5달러 보내줘"),
      .intent(
        .sendPayment(SendPaymentIntent(identifier: "i-1", payee: bob)),
        unusableAmount: "-5달러"
      )
    )
    XCTAssertEqual(
      parse("Pay $12.345 for my electricity bill"),
      .intent(
        .payBill(PayBillIntent(identifier: "i-1", billType: .electricity)),
        unusableAmount: "$12.345"
      )
    )
  }

  func testParse_paymentVariants_findPayeeAmountAndNote() {
    let jane = Person(displayName: "Jane")
    let cases: [(String, SendPaymentIntent)] = [
      (
        "Hey Siri, send $50 to Jane please",
        .init(identifier: "i-1", payee: jane, currencyAmount: .usd(50_00))
      ),
      ("pay Jane 50 dollars", .init(identifier: "i-1", payee: jane, currencyAmount: .usd(50_00))),
      (
        "Send fifty dollars to Jane",
        .init(identifier: "i-1", payee: jane, currencyAmount: .usd(50_00))
      ),
      (
        "Send Jane Doe €20.50",
        .init(
          identifier: "i-1",
          payee: Person(displayName: "Jane Doe"),
          currencyAmount: .eur(20_50)
        )
      ),
      (
        "Send 1000円 to Kenji",
        .init(identifier: "i-1", payee: Person(displayName: "Kenji"), currencyAmount: .jpy(1_000))
      ),
      (
        "Send $50 to Jane for dinner",
        .init(identifier: "i-1", payee: jane, currencyAmount: .usd(50_00), note: "dinner")
      ),
      ("SEND MONEY TO JANE", .init(identifier: "i-1", payee: Person(displayName: "JANE"))),
    ]

    for (request, expected) in cases {
      XCTAssertEqual(parse(request), .intent(.sendPayment(expected)), request)
    }
  }

  func testParse_askJohnForTwentyDollars_isARequestPayment() {
    XCTAssertEqual(
      parse("Ask John for $20"),
      .intent(
        .requestPayment(
          RequestPaymentIntent(
            identifier: "i-1",
            payer: Person(displayName: "John"),
            currencyAmount: .usd(20_00)
          )
        )
      )
    )
  }

  func testParse_whatsMyBalance_searchesAccounts() {
    XCTAssertEqual(
      parse("What's my balance?"),
      .intent(.searchForAccounts(SearchForAccountsIntent(identifier: "i-1")))
    )
  }

  // MARK: - Bills

  func testParse_payMyElectricityBill_isAPayBillOfThatType() {
    XCTAssertEqual(
      parse("Pay my electricity bill"),
      .intent(.payBill(PayBillIntent(identifier: "i-1", billType: .electricity)))
    )
  }

  func testParse_seedsJapaneseTuitionRequest_isAPayBillInYen() {
    let expected = ParsedUtterance.intent(
      .payBill(
        PayBillIntent(
          identifier: "i-1",
          transactionAmount: PaymentAmount(amountType: .unknown, amount: .jpy(1000)),
          billType: .tuition
        )
      )
    )

    XCTAssertEqual(parse("学費1000円を支払って"), expected)
    XCTAssertEqual(parse("イーカリットで学費1000円を支払って"), expected, "the app's name is noise")
    XCTAssertEqual(parse("学費１０００円を支払って。"), expected, "fullwidth digits")
  }

  func testParse_billVariants_findPayeeAmountAndType() {
    let cases: [(String, PayBillIntent)] = [
      (
        "Pay the minimum due on my Visa bill",
        .init(
          identifier: "i-1",
          billPayee: BillPayee(nickname: "Visa", number: "4111", organizationName: "First Bank"),
          transactionAmount: PaymentAmount(amountType: .minimumDue, amount: nil)
        )
      ),
      ("Pay my rent", .init(identifier: "i-1", billType: .rent)),
      (
        "Pay $30 to Water Works",
        .init(
          identifier: "i-1",
          billPayee: BillPayee(nickname: "Water Works", organizationName: "County Water"),
          transactionAmount: PaymentAmount(amountType: .unknown, amount: .usd(30_00))
        )
      ),
      (
        "Pay $50 for my electricity bill",
        .init(
          identifier: "i-1",
          transactionAmount: PaymentAmount(amountType: .unknown, amount: .usd(50_00)),
          billType: .electricity
        )
      ),
      ("電気代を払って", .init(identifier: "i-1", billType: .electricity)),
      (
        "학비 1000엔 납부해 줘",
        .init(
          identifier: "i-1",
          transactionAmount: PaymentAmount(amountType: .unknown, amount: .jpy(1000)),
          billType: .tuition
        )
      ),
    ]

    for (request, expected) in cases {
      XCTAssertEqual(parse(request), .intent(.payBill(expected)), request)
    }
  }

  func testParse_showMyBills_searchesBills() {
    XCTAssertEqual(
      parse("Show my bills"),
      .intent(.searchForBills(SearchForBillsIntent(identifier: "i-1")))
    )
  }

  // MARK: - Rides

  func testParse_bookARide_isARideRequestWithNoPlaces() {
    XCTAssertEqual(
      parse("Book a ride"),
      .intent(.requestRide(RequestRideIntent(identifier: "i-1")))
    )
  }

  func testParse_bookARideToSanFrancisco_givesTheDropOffByName() {
    XCTAssertEqual(
      parse("Book a ride to San Francisco"),
      .intent(
        .requestRide(
          RequestRideIntent(identifier: "i-1", dropOffLocation: Placemark(name: "San Francisco"))
        )
      )
    )
  }

  func testParse_bookARideFromCupertinoToSanFrancisco_givesBothPlacesByName() {
    let expected = ParsedUtterance.intent(
      .requestRide(
        RequestRideIntent(
          identifier: "i-1",
          pickupLocation: Placemark(name: "Cupertino"),
          dropOffLocation: Placemark(name: "San Francisco")
        )
      )
    )

    XCTAssertEqual(parse("Book a ride from Cupertino to San Francisco"), expected)
    XCTAssertEqual(parse("Get me a taxi from Cupertino to San Francisco now"), expected)
  }

  func testParse_rideInJapaneseOrKorean_givesThePlacesAsSaid_forTheHandlerToResolve() {
    func ride(from pickup: String, to dropOff: String) -> ParsedUtterance {
      .intent(
        .requestRide(
          RequestRideIntent(
            identifier: "i-1",
            pickupLocation: Placemark(name: pickup),
            dropOffLocation: Placemark(name: dropOff)
          )
        )
      )
    }

    XCTAssertEqual(
      parse("クパチーノからサンフランシスコまで配車して"),
      ride(from: "クパチーノ", to: "サンフランシスコ")
    )
    XCTAssertEqual(
      parse("쿠퍼티노에서 샌프란시스코까지 택시 불러줘"),
      ride(from: "쿠퍼티노", to: "샌프란시스코")
    )
  }

  func testParse_whatsTheStatusOfMyRide_isAStatusRequest() {
    for request in [
      "What's the status of my ride?", "What’s the status of my ride?", "Where is my ride?",
      "配車の状況は？", "택시 어디야?",
    ] {
      XCTAssertEqual(
        parse(request),
        .intent(.getRideStatus(GetRideStatusIntent(identifier: "i-1"))),
        request
      )
    }
  }

  func testParse_cancelMyRide_cancelsTheCurrentRide() {
    XCTAssertEqual(
      parse("Cancel my ride", currentRide: "ride-42"),
      .intent(.cancelRide(CancelRideIntent(identifier: "i-1", rideIdentifier: "ride-42")))
    )
  }

  func testParse_cancelMyRideWithoutARide_saysThereIsNone() {
    XCTAssertEqual(parse("Cancel my ride"), .noRideToCancel)
  }

  // MARK: - Everything else

  func testParse_everyExampleTheConsoleShows_isUnderstood() {
    for language in [Language.english, .japanese, .korean] {
      for example in ConsoleText(language: language).examples {
        guard case .intent = parse(example, currentRide: "ride-1") else {
          XCTFail("\(language): \"\(example)\" isn't understood")
          continue
        }
      }
    }
  }

  func testParse_requestsItDoesNotKnow_areNotUnderstood() {
    for request in ["", "   ", "hello", "What's the weather?", "🙂🙂", "あいうえお", "안녕하세요", "?!"] {
      XCTAssertEqual(parse(request), .notUnderstood, request)
    }
  }

  func testParse_requestLongerThanTheLimit_isNotUnderstood() {
    let long = "Send $50 to " + String(repeating: "Jane ", count: 200)

    XCTAssertEqual(parse(long), .notUnderstood)
  }
}
