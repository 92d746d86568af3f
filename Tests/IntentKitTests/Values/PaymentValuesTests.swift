import IntentKit
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

final class PaymentValuesTests: XCTestCase {
  private let context = DialogContext()

  func testRawValues_matchSiriKit() {
    XCTAssertEqual(PaymentStatus.allCases.map(\.rawValue), Array(0...5))
    XCTAssertEqual(PaymentStatus.unpaid.rawValue, 5)
    XCTAssertEqual(PaymentMethod.MethodType.allCases.map(\.rawValue), Array(0...8))
    XCTAssertEqual(PaymentMethod.MethodType.applePay.rawValue, 8)
    XCTAssertEqual(AccountType.allCases.map(\.rawValue), Array(0...7))
    XCTAssertEqual(AccountType.saving.rawValue, 7)
    XCTAssertEqual(BalanceType.miles.rawValue, 3)
    XCTAssertEqual(AmountType.allCases.map(\.rawValue), Array(0...6))
    XCTAssertEqual(AmountType.statementBalance.rawValue, 6)
  }

  func testBalanceAmount_ofMoneyNeedsACurrency() {
    XCTAssertNil(BalanceAmount(amount: 100, balanceType: .money))
    XCTAssertEqual(
      BalanceAmount(amount: 5_000, balanceType: .points)?.spokenPhrase(in: context),
      "5000 points"
    )
    XCTAssertEqual(BalanceAmount(.usd(1_200_00)).currencyAmount, .usd(1_200_00))
    XCTAssertEqual(BalanceAmount(.usd(1_200_00)).spokenPhrase(in: context), "$1,200.00")
  }

  func testPaymentAmount_readsAmountTypesAndSums() {
    XCTAssertEqual(
      PaymentAmount(reply: "the minimum due", context: context)?.amountType,
      .minimumDue
    )
    XCTAssertEqual(PaymentAmount(reply: "全額", context: context)?.amountType, .amountDue)
    XCTAssertEqual(
      PaymentAmount(reply: "$50", context: context),
      PaymentAmount(amountType: .unknown, amount: .usd(50_00))
    )
    XCTAssertNil(PaymentAmount(reply: "whatever", context: context))
    XCTAssertEqual(
      PaymentAmount(amountType: .minimumDue, amount: .usd(35_00)).spokenPhrase(in: context),
      "$35.00 (minimum due)"
    )
  }

  func testPaymentMethodAndAccount_readAndSpeak() {
    XCTAssertEqual(PaymentMethod(reply: "Apple Pay", context: context), .applePay())
    XCTAssertEqual(PaymentMethod(reply: "my credit card", context: context)?.type, .credit)
    XCTAssertNil(PaymentMethod(reply: "seashells", context: context))
    XCTAssertEqual(
      PaymentMethod(type: .credit, name: "Card 1", identificationHint: "••••1111").spokenPhrase(
        in: context
      ),
      "Card 1 (••••1111)"
    )
    XCTAssertEqual(PaymentAccount(reply: "checking", context: context)?.nickname, "checking")
    XCTAssertEqual(
      PaymentAccount(nickname: nil, accountType: .saving).spokenPhrase(in: context),
      "savings"
    )
  }

  func testPaymentRecord_roundTripsThroughJSON() throws {
    let record = PaymentRecord(
      payee: Person(displayName: "Jane Appleseed"),
      payer: nil,
      currencyAmount: .usd(50_00),
      paymentMethod: .applePay(),
      note: "Dinner",
      status: .completed
    )

    let decoded = try StrictJSONDecoder().decode(
      PaymentRecord.self,
      from: StrictJSONEncoder().encode(record)
    )

    XCTAssertEqual(decoded, record)
  }
}
