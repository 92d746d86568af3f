import IntentKit
import IntentKitTesting

// The simulated users: the requests they start and how they answer the assistant, chosen by the
// seed. Answers mix good values, near misses and nonsense, so every branch of the dialogue runs.

enum SimulatedUser {
  private static let people = [
    "Jane", "Jane Appleseed", "John", "my landlord", "Bobby", "Kenji", "Pat Lee", "Chris Green",
    "Dave", "jane app",
  ]
  private static let amounts = [
    "$5", "$20", "$50", "$120.50", "$900", "$3000", "1000円", "¥500", "-5", "zero", "$0.001",
    "a lot", "$2500", "$1",
  ]
  private static let answers: [String: [String]] = [
    "payee": people, "payer": people,
    "currencyAmount": amounts, "transactionAmount": amounts + ["the full amount", "the minimum"],
    "billPayee": ["City Power", "Green Energy", "Water Works", "Oak Street", "the gas company"],
    "fromAccount": ["Checking", "Savings", "Yen Wallet", "the piggy bank"],
    "transactionScheduledDate": ["today", "tomorrow", "yesterday", "next Friday"],
    "pickupLocation": ["Apple Park", "Cupertino", "Palo Alto", "Mars"],
    "dropOffLocation": [
      "San Francisco", "Cupertino", "San Jose", "Oakland", "South Lake Tahoe", "Mars", "SFO",
    ],
    "rideOptionName": ["Small car", "large", "Shared ride", "helicopter"],
    "partySize": ["1", "2", "4", "9", "zero"],
    "paymentMethod": ["Card 1", "Card 2", "cash"],
  ]

  /// The user's answer to the assistant's question.
  static func answer(
    _ question: AskedQuestion,
    role: DialogueRole,
    using generator: inout SeededRandomNumberGenerator
  ) -> Reply {
    // A retry goes through with it; anyone else may give up at any question.
    if role == .fresh, Int.random(in: 0..<100, using: &generator) < 4 { return .cancel }
    switch question {
    case .finalConfirmation:
      if role == .retry { return .yes }
      switch Int.random(in: 0..<100, using: &generator) {
      case 0..<80: return .yes
      case 80..<92: return .no
      default: return "maybe later"
      }
    case .confirmation:
      return Int.random(in: 0..<100, using: &generator) < 80 ? .yes : .no
    case .choice(_, let count):
      switch Int.random(in: 0..<10, using: &generator) {
      case 0: return "the seventh one"
      case 1: return "the second one"
      default: return .text("\(Int.random(in: 1...max(count, 1), using: &generator))")
      }
    case .value(let parameter):
      let candidates = answers[parameter] ?? ["yes", "1", "something"]
      return .text(candidates.randomElement(using: &generator) ?? "")
    }
  }

  /// A new request of a kind, with some parameters already given.
  static func request(
    _ kind: DialogueKind,
    number: Int,
    bookedRides: [String],
    using generator: inout SeededRandomNumberGenerator
  ) -> any SimulatedDialogue {
    let identifier = "\(kind.rawValue)-\(number)"
    func maybe<Value>(_ value: @autoclosure () -> Value) -> Value? {
      Bool.random(using: &generator) ? value() : nil
    }
    let payee = maybe(Person(displayName: people.randomElement(using: &generator) ?? "Jane"))
    let amount = maybe(CurrencyAmount.usd(Int64.random(in: 1_00...700_00, using: &generator)))
    switch kind {
    case .sendPayment:
      return Dialogue(
        number: number,
        kind: kind,
        request: SendPaymentIntent(identifier: identifier, payee: payee, currencyAmount: amount),
        claim: { Claim(amount: $0.currencyAmount, contact: $0.payee?.contactIdentifier) },
        varied: { intent in
          guard let amount = intent.currencyAmount else { return nil }
          var changed = intent
          changed.currencyAmount = amount.plusOneUnit
          return changed
        }
      )
    case .requestPayment:
      return Dialogue(
        number: number,
        kind: kind,
        request: RequestPaymentIntent(identifier: identifier, payer: payee, currencyAmount: amount),
        claim: { Claim(amount: $0.currencyAmount, contact: $0.payer?.contactIdentifier) },
        varied: { intent in
          var changed = intent
          changed.currencyAmount = intent.currencyAmount.map(\.plusOneUnit)
          return changed.currencyAmount == nil ? nil : changed
        }
      )
    case .payBill:
      let payee = maybe(SimulationWorld.billPayees.randomElement(using: &generator)?.payee)
      return Dialogue(
        number: number,
        kind: kind,
        request: PayBillIntent(
          identifier: identifier,
          billPayee: payee ?? nil,
          transactionAmount: maybe(PaymentAmount(amountType: .amountDue, amount: nil))
        ),
        claim: { intent in
          let nickname = intent.billPayee?.nickname?.spokenPhrase
          return Claim(
            amount: intent.transactionAmount?.amount,
            payeeAccount: SimulationWorld.billPayees.first {
              $0.payee.nickname?.spokenPhrase == nickname
            }?.account
          )
        },
        varied: { intent in
          guard let amount = intent.transactionAmount?.amount else { return nil }
          var changed = intent
          changed.transactionAmount = PaymentAmount(
            amountType: .unknown,
            amount: amount.plusOneUnit
          )
          return changed
        }
      )
    case .requestRide:
      let places = ["San Francisco", "Cupertino", "Oakland", "San Jose", "South Lake Tahoe"]
      return Dialogue(
        number: number,
        kind: kind,
        request: RequestRideIntent(
          identifier: identifier,
          dropOffLocation: maybe(Placemark(name: places.randomElement(using: &generator) ?? ""))
        ),
        claim: { Claim(destination: $0.dropOffLocation?.name) },
        bookedRide: { $0.code == .success ? $0.rideStatus?.rideIdentifier : nil },
        varied: { intent in
          var changed = intent
          changed.dropOffLocation = Placemark(
            name: intent.dropOffLocation?.name == "Oakland" ? "San Jose" : "Oakland"
          )
          return changed
        }
      )
    case .cancelRide:
      let ride = bookedRides.randomElement(using: &generator) ?? "ride-unknown"
      return Dialogue(
        number: number,
        kind: kind,
        request: CancelRideIntent(
          identifier: identifier,
          rideIdentifier: Int.random(in: 0..<5, using: &generator) == 0 ? "ride-unknown" : ride
        )
      )
    }
  }
}

extension CurrencyAmount {
  /// The amount plus one unit of its currency: a different request for the same payee.
  var plusOneUnit: CurrencyAmount {
    CurrencyAmount(
      minorUnits: minorUnits + currency.minorUnitsPerMajorUnit,
      currency: currency
    )
  }
}
