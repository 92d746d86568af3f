import IntentKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Valid JSON requests for every wire name, with every field filled in, naming the contacts,
/// accounts, bills and places of ``AllDomainsWorld``; the fuzz tests mutate them, and
/// `Fuzz/IntentJSON/corpus/` holds the same requests for libFuzzer.
enum IntentRequestSeeds {
  /// One request as the dispatcher reads it: `{"intentName": …, "intent": {…}}`.
  struct Request {
    let wireName: String
    let json: FuzzJSON

    init<Requested: Intent>(_ intent: Requested) {
      wireName = Requested.wireName
      let text = (try? StrictJSONEncoder().encode(intent)).map {
        String(decoding: $0, as: UTF8.self)
      }
      json = .object([
        FuzzJSON.Member(key: "intentName", value: .string(Requested.wireName)),
        FuzzJSON.Member(key: "intent", value: text.flatMap { FuzzJSON(parsing: $0) } ?? .null),
      ])
    }
  }

  /// The requests, two or more per wire name: one that the world can carry out, and variants.
  static func requests(bookedRide: String) -> [Request] {
    let tomorrow = DateComponentsRange(start: DateComponents(year: 2026, month: 11, day: 23))
    let applePark = Placemark(
      name: "Apple Park",
      coordinate: try? LocationCoordinate(latitude: 37.3349, longitude: -122.0090)
    )
    let cupertino = Placemark(name: "Cupertino")
    return [
      Request(
        SendPaymentIntent(
          identifier: "send-1",
          payee: Person(displayName: "Jane Appleseed"),
          currencyAmount: .usd(50_00),
          note: "Dinner"
        )
      ),
      Request(
        SendPaymentIntent(
          identifier: "send-2",
          payee: Person(displayName: "Kenji"),
          currencyAmount: .jpy(1_000)
        )
      ),
      Request(
        RequestPaymentIntent(
          identifier: "request-1",
          payer: Person(displayName: "Bob Brown"),
          currencyAmount: .usd(12_50),
          note: "Lunch"
        )
      ),
      Request(
        SearchForAccountsIntent(
          identifier: "accounts-1",
          accountNickname: "Checking",
          accountType: .checking,
          organizationName: "Example Bank",
          requestedBalanceType: .money
        )
      ),
      Request(
        TransferMoneyIntent(
          identifier: "transfer-1",
          from: PaymentAccount(nickname: "Savings"),
          to: PaymentAccount(nickname: "Checking"),
          transactionAmount: PaymentAmount(amountType: .unknown, amount: .usd(100_00)),
          transactionScheduledDate: nil,
          transactionNote: "Top up"
        )
      ),
      Request(
        PayBillIntent(
          identifier: "bill-1",
          billPayee: BillPayee(nickname: "City Power"),
          from: PaymentAccount(nickname: "Checking"),
          transactionAmount: PaymentAmount(amountType: .amountDue, amount: .usd(82_40)),
          transactionScheduledDate: tomorrow,
          transactionNote: "November",
          billType: .electricity,
          dueDate: DateComponentsRange(start: DateComponents(year: 2026, month: 11, day: 28))
        )
      ),
      Request(
        PayBillIntent(
          identifier: "bill-2",
          billPayee: BillPayee(nickname: "Visa"),
          transactionAmount: PaymentAmount(amountType: .minimumDue, amount: nil),
          billType: .creditCard
        )
      ),
      Request(
        SearchForBillsIntent(
          identifier: "bills-1",
          billPayee: BillPayee(nickname: "Water Works"),
          paymentDateRange: tomorrow,
          billType: .water,
          status: .unpaid,
          dueDateRange: DateComponentsRange(
            start: DateComponents(year: 2026, month: 11, day: 1),
            end: DateComponents(year: 2026, month: 12, day: 31)
          )
        )
      ),
      Request(
        RequestRideIntent(
          identifier: "ride-1",
          pickupLocation: applePark,
          dropOffLocation: cupertino,
          rideOptionName: "Small car",
          partySize: 2,
          paymentMethod: PaymentMethod(type: .applePay),
          scheduledPickupTime: nil
        )
      ),
      Request(
        ListRideOptionsIntent(
          identifier: "options-1",
          pickupLocation: applePark,
          dropOffLocation: cupertino
        )
      ),
      Request(GetRideStatusIntent(identifier: "status-1")),
      Request(CancelRideIntent(identifier: "cancel-1", rideIdentifier: bookedRide)),
      Request(
        SendRideFeedbackIntent(
          identifier: "feedback-1",
          rideIdentifier: bookedRide,
          rating: 9,
          tip: .usd(3_00)
        )
      ),
    ]
  }
}
