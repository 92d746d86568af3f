import IntentKit
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Implements only handle for paying bills.
private struct HandleOnlyPayBill: PayBillIntentHandling {
  let handled = HandledIntents<PayBillIntent>()

  func handle(intent: PayBillIntent) async throws -> PayBillIntentResponse {
    handled.append(intent)
    return PayBillIntentResponse(code: .success)
  }
}

/// Implements only handle for searching bills.
private struct HandleOnlySearchForBills: SearchForBillsIntentHandling {
  let handled = HandledIntents<SearchForBillsIntent>()

  func handle(intent: SearchForBillsIntent) async throws -> SearchForBillsIntentResponse {
    handled.append(intent)
    return SearchForBillsIntentResponse(code: .success)
  }
}

/// SiriKit's defaults for the two bill intents.
///
/// A handler that implements only handle has every value it is given accepted as given, is asked
/// nothing when none is given, and is confirmed `ready`. Parameters of the same type get different
/// values, so a default that answered with another parameter's value would show.
final class BillsSiriKitDefaultsTests: XCTestCase {
  private let waterWorks = BillPayee(
    nickname: "Water Works",
    number: "WW-1",
    organizationName: "County Water"
  )
  private let november = DateComponentsRange(
    start: DateComponents(year: 2026, month: 11, day: 1),
    end: DateComponents(year: 2026, month: 11, day: 30)
  )
  private let december = DateComponentsRange(
    start: DateComponents(year: 2026, month: 12, day: 1),
    end: DateComponents(year: 2026, month: 12, day: 31)
  )
  private let firstOfDecember = DateComponentsRange(
    start: DateComponents(year: 2026, month: 12, day: 1)
  )
  private let fifteenthOfDecember = DateComponentsRange(
    start: DateComponents(year: 2026, month: 12, day: 15)
  )

  func testPayBill_handleOnly_acceptsEveryValueAsGiven() async throws {
    try await assertSiriKitDefaultsHandle(
      {
        let handler = HandleOnlyPayBill()
        return (handler, handler.handled)
      },
      everyParameter: PayBillIntent(
        billPayee: waterWorks,
        from: PaymentAccount(nickname: "Checking", accountType: .checking),
        transactionAmount: PaymentAmount(amountType: .amountDue, amount: .usd(42_00)),
        transactionScheduledDate: firstOfDecember,
        transactionNote: "November water",
        billType: .water,
        dueDate: fifteenthOfDecember
      ),
      noParameter: PayBillIntent()
    )
  }

  func testSearchForBills_handleOnly_acceptsEveryValueAsGiven() async throws {
    try await assertSiriKitDefaultsHandle(
      {
        let handler = HandleOnlySearchForBills()
        return (handler, handler.handled)
      },
      everyParameter: SearchForBillsIntent(
        billPayee: waterWorks,
        paymentDateRange: november,
        billType: .water,
        status: .unpaid,
        dueDateRange: december
      ),
      noParameter: SearchForBillsIntent()
    )
  }
}
