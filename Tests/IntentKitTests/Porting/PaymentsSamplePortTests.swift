import Foundation
import IntentKit
import IntentKitTesting
import XCTest

// A port of the Swift code of Apple's "Handling Payment Requests with SiriKit"
// (seeds/payments-sirikit-sample.md), as a SiriKit developer would make it, compiled and run. The
// four handler methods keep the sample's iOS 10 shapes (`INPersonResolutionResult`,
// `INCurrencyAmountResolutionResult`) and its completion handlers.
//
// How to read it: `IN` is dropped throughout, and every other edit is marked by a comment
// `// PORT(n): what and why` on the line above the one it changes (the 100-column limit leaves
// no room at the end of most lines); n counts edits across the five files in this folder. Not
// edits: swift-format's layout (indentation, line breaks, the `return`s and `case let`s it
// rewrites), `private` on the sample's top-level declarations (so that each file's `Contact` or
// `IntentHandler` stays its own), and lint's `swift-format-ignore` for the seeds' force unwraps.
// Everything after "Sample app scaffolding" is the app code the seed calls but doesn't show.
//
// Not ported: the Info.plist `NSExtension` keys and the App Group setup (there is no extension
// bundle: the handler is registered with an `IntentDispatcher`), and the app's payment history
// (UIKit). The sample's `Contact` shadows IntentKit's `Contact`; in an app's own module its
// declarations win, and IntentKit's type is `IntentKit.Contact`.

// MARK: - Port of the sample's SendPaymentIntentHandler

// PORT(1): `final`: handlers are `Sendable`, and only a final class can be
private final class SendPaymentIntentHandler: NSObject, SendPaymentIntentHandling {
  let contactLookup: ContactLookup
  let paymentProvider: PaymentProvider

  init(contactLookup: ContactLookup, paymentProvider: PaymentProvider) {
    self.contactLookup = contactLookup
    self.paymentProvider = paymentProvider
  }

  func resolvePayee(
    for intent: SendPaymentIntent,
    with completion: @escaping (PersonResolutionResult) -> Void
  ) {
    if let payee = intent.payee {
      // Look up contacts that match the payee.
      contactLookup.lookup(displayName: payee.displayName) { contacts in
        // Build the `IntentResolutionResult` to pass to the `completion` closure.
        let result: PersonResolutionResult

        if let contact = contacts.first, contacts.count == 1 {
          // An exact single match.
          let resolvedPayee = Person(contact: contact)
          result = PersonResolutionResult.success(with: resolvedPayee)
        } else if contacts.isEmpty {
          // Found no matches.
          result = PersonResolutionResult.unsupported()
        } else {
          // Found more than one match; user needs to clarify the intended contact.
          let people: [Person] = contacts.map { contact in
            Person(contact: contact)
          }
          result = PersonResolutionResult.disambiguation(with: people)
        }
        completion(result)
      }
    } else if let mostRecentPayee = paymentProvider.mostRecentPayment?.contact {
      // No payee provided; suggest the last payee.
      let result = PersonResolutionResult.confirmationRequired(
        with: Person(contact: mostRecentPayee)
      )
      completion(result)
    } else {
      // No payee provided and there was no previous payee.
      let result = PersonResolutionResult.needsValue()
      completion(result)
    }
  }

  func resolveCurrencyAmount(
    for intent: SendPaymentIntent,
    with completion: @escaping (CurrencyAmountResolutionResult) -> Void
  ) {
    let result: CurrencyAmountResolutionResult

    // Resolve the currency amount.
    if let currencyAmount = intent.currencyAmount, let amount = currencyAmount.amount,
      let currencyCode = currencyAmount.currencyCode
    {
      // PORT(2): `amount` is an exact `Decimal`, not an `NSDecimalNumber`: compare it, not its
      //   `intValue` (which truncates, refusing $0.50)
      if amount <= 0 {
        // The amount needs to be a positive value.
        result = CurrencyAmountResolutionResult.unsupported()
      } else if let currencyCode = paymentProvider.validate(currencyCode) {
        // Make a new `CurrencyAmount` with the resolved currency code.
        let resolvedAmount = CurrencyAmount(amount: amount, currencyCode: currencyCode)
        // PORT(3): `CurrencyAmount(amount:currencyCode:)` is failable: an amount the currency can't
        //   hold exactly (0.5 yen) is refused, not rounded
        result = resolvedAmount.map { .success(with: $0) } ?? .unsupported()
      } else {
        // Unsupported currency.
        result = CurrencyAmountResolutionResult.unsupported()
      }
    } else if let mostRecentPayment = paymentProvider.mostRecentPayment {
      // No amount provided; suggest the last amount sent.
      let suggestedAmount = CurrencyAmount(
        // PORT(4): no `NSDecimalNumber(decimal:)`: the amount is a `Decimal`
        amount: mostRecentPayment.amount,
        currencyCode: mostRecentPayment.currencyCode
      )
      result = CurrencyAmountResolutionResult.confirmationRequired(with: suggestedAmount)
    } else {
      // No amount provided and there was no previous payment.
      result = CurrencyAmountResolutionResult.needsValue()
    }
    completion(result)
  }

  func confirm(
    intent: SendPaymentIntent,
    completion: @escaping (SendPaymentIntentResponse) -> Void
  ) {
    guard
      let payee = intent.payee,
      let payeeHandle = payee.personHandle,
      let currencyAmount = intent.currencyAmount,
      let amount = currencyAmount.amount,
      let currencyCode = currencyAmount.currencyCode
    else {
      completion(SendPaymentIntentResponse(code: .failure, userActivity: nil))
      return
    }

    // swift-format-ignore: NeverForceUnwrap
    contactLookup.lookup(emailAddress: payeeHandle.value!) { contact in
      guard let contact = contact else {
        completion(SendPaymentIntentResponse(code: .failure, userActivity: nil))
        return
      }

      // PORT(5): `amount` is already a `Decimal`: no `decimalValue`
      let payment = Payment(contact: contact, amount: amount, currencyCode: currencyCode)

      self.paymentProvider.canSend(payment) { success, error in
        guard success else {
          completion(SendPaymentIntentResponse(code: .failure, userActivity: nil))
          return
        }

        // PORT(6): `var`: responses are values
        var response = SendPaymentIntentResponse(code: .success, userActivity: nil)
        response.paymentRecord = self.makePaymentRecord(for: intent)

        completion(response)
      }
    }
  }

  func handle(
    intent: SendPaymentIntent,
    completion: @escaping (SendPaymentIntentResponse) -> Void
  ) {
    guard
      let payee = intent.payee,
      let payeeHandle = payee.personHandle,
      let currencyAmount = intent.currencyAmount,
      let amount = currencyAmount.amount,
      let currencyCode = currencyAmount.currencyCode
    else {
      completion(SendPaymentIntentResponse(code: .failure, userActivity: nil))
      return
    }

    // swift-format-ignore: NeverForceUnwrap
    contactLookup.lookup(emailAddress: payeeHandle.value!) { contact in
      guard let contact = contact else {
        completion(SendPaymentIntentResponse(code: .failure, userActivity: nil))
        return
      }

      // PORT(7): `amount` is already a `Decimal`: no `decimalValue`
      let payment = Payment(contact: contact, amount: amount, currencyCode: currencyCode)

      self.paymentProvider.send(payment) { success, _, _ in
        guard success else {
          completion(SendPaymentIntentResponse(code: .failure, userActivity: nil))
          return
        }

        // PORT(8): `var`: responses are values
        var response = SendPaymentIntentResponse(code: .success, userActivity: nil)
        response.paymentRecord = self.makePaymentRecord(for: intent)

        completion(response)
      }
    }
  }
}

/// The sample's vocabulary registration, from its app delegate.
private func registerVocabulary(in vocabulary: Vocabulary) {
  // Register names of contacts that may not be in the user's address book.
  let contactNames = Contact.sampleContacts.map { $0.formattedName }
  // PORT(9): no `shared()` vocabulary: the app makes one and passes it on
  // PORT(10): an array, not an `NSOrderedSet`
  vocabulary.setVocabularyStrings(contactNames, of: .contactName)
}

// MARK: - Sample app scaffolding (not part of the port)

/// A payee, as in the sample's PaymentsFramework.
private struct Contact: Hashable, Sendable {
  let formattedName: String
  let emailAddress: String

  static let sampleContacts = [
    Contact(formattedName: "Jane Appleseed", emailAddress: "jane@example.com"),
    Contact(formattedName: "John Appleseed", emailAddress: "john@example.com"),
    Contact(formattedName: "Bob Brown", emailAddress: "bob@example.com"),
  ]
}

/// Finds contacts; calls back before returning, as the sample's does.
private final class ContactLookup: Sendable {
  let contacts: [Contact]

  init(contacts: [Contact] = Contact.sampleContacts) {
    self.contacts = contacts
  }

  func lookup(displayName: String, completion: ([Contact]) -> Void) {
    completion(contacts.filter { $0.formattedName.localizedCaseInsensitiveContains(displayName) })
  }

  func lookup(emailAddress: String, completion: (Contact?) -> Void) {
    completion(contacts.first { $0.emailAddress == emailAddress })
  }
}

/// A payment as the sample's app stores it.
private struct Payment: Hashable, Sendable {
  let contact: Contact
  let amount: Decimal
  let currencyCode: String
}

/// Sends payments and remembers them.
private final class PaymentProvider: Sendable {
  private let state = TestLock<(checked: [Payment], sent: [Payment])>(([], []))

  init(history: [Payment] = []) {
    state.withLock { $0.sent = history }
  }

  var mostRecentPayment: Payment? { state.withLock { $0.sent.last } }
  var checkedPayments: [Payment] { state.withLock { $0.checked } }
  var sentPayments: [Payment] { state.withLock { $0.sent } }

  func validate(_ currencyCode: String) -> String? {
    ["USD", "EUR"].contains(currencyCode) ? currencyCode : nil
  }

  func canSend(_ payment: Payment, completion: (Bool, (any Error)?) -> Void) {
    state.withLock { $0.checked.append(payment) }
    completion(true, nil)
  }

  func send(_ payment: Payment, completion: (Bool, Payment?, (any Error)?) -> Void) {
    state.withLock { $0.sent.append(payment) }
    completion(true, payment, nil)
  }
}

extension SendPaymentIntentHandler {
  func makePaymentRecord(for intent: SendPaymentIntent) -> PaymentRecord? {
    let paymentMethod = PaymentMethod(
      type: .checking,
      name: "SimoBank",
      identificationHint: "11121314"
    )
    return PaymentRecord(
      payee: intent.payee,
      payer: nil,
      currencyAmount: intent.currencyAmount,
      paymentMethod: paymentMethod,
      note: intent.note,
      status: .completed
    )
  }
}

extension Person {
  /// The sample's `INPerson(contact:)`.
  fileprivate init(contact: Contact) {
    self.init(
      personHandle: PersonHandle(value: contact.emailAddress, type: .emailAddress),
      displayName: contact.formattedName,
      customIdentifier: contact.emailAddress
    )
  }
}

// MARK: - The sample's scenarios, run

final class PaymentsSamplePortTests: XCTestCase {
  private func makeHandler(
    history: [Payment] = [],
    contacts: [Contact] = Contact.sampleContacts
  ) -> (SendPaymentIntentHandler, PaymentProvider) {
    let provider = PaymentProvider(history: history)
    let handler = SendPaymentIntentHandler(
      contactLookup: ContactLookup(contacts: contacts),
      paymentProvider: provider
    )
    return (handler, provider)
  }

  private func engine(for handler: SendPaymentIntentHandler) -> ConversationEngine {
    var dispatcher = IntentDispatcher()
    dispatcher.register(handler)
    return ConversationEngine(dispatcher: dispatcher)
  }

  private var jane: Contact { Contact.sampleContacts[0] }

  func testSendFiftyToJane_withEveryParameter_sendsFiftyDollarsToJane() async throws {
    let (handler, provider) = makeHandler()

    let conversation = try await playConversation(
      SendPaymentIntent(payee: Person(displayName: "Jane"), currencyAmount: .usd(50_00)),
      saying: "Send $50 to Jane",
      replies: ["yes"],
      with: engine(for: handler)
    )

    XCTAssertEqual(conversation.response?.code, .success)
    XCTAssertEqual(conversation.intent.payee?.displayName, "Jane Appleseed")
    XCTAssertEqual(conversation.response?.paymentRecord?.currencyAmount, .usd(50_00))
    XCTAssertEqual(conversation.response?.paymentRecord?.paymentMethod?.name, "SimoBank")
    XCTAssertEqual(
      provider.sentPayments,
      [Payment(contact: jane, amount: 50, currencyCode: "USD")]
    )
  }

  func testSendMoneyToJane_withoutAnAmount_asksHowMuchThenSendsIt() async throws {
    let (handler, provider) = makeHandler()
    var dispatcher = IntentDispatcher()
    dispatcher.register(handler)

    let outcome = try await dispatcher.dispatch(
      SendPaymentIntent(payee: Person(displayName: "Jane"))
    )
    let conversation = try await playConversation(
      SendPaymentIntent(payee: Person(displayName: "Jane")),
      saying: "Send money to Jane",
      replies: ["$12.50", "yes"],
      with: engine(for: handler)
    )

    XCTAssertEqual(outcome.parameterRequest?.parameterName, "currencyAmount")
    XCTAssertEqual(outcome.parameterRequest?.resolution(as: CurrencyAmount.self), .needsValue)
    XCTAssertEqual(conversation.response?.code, .success)
    XCTAssertEqual(provider.sentPayments.map(\.amount), [Decimal(string: "12.50")])
  }

  func testSendMoneyToJane_afterAPayment_suggestsTheLastAmount() async throws {
    let earlier = Payment(contact: jane, amount: 20, currencyCode: "USD")
    let (handler, _) = makeHandler(history: [earlier])
    var dispatcher = IntentDispatcher()
    dispatcher.register(handler)

    let outcome = try await dispatcher.dispatch(
      SendPaymentIntent(payee: Person(displayName: "Jane"))
    )

    XCTAssertEqual(
      outcome.parameterRequest?.resolution(as: CurrencyAmount.self),
      .confirmationRequired(.usd(20_00))
    )
  }

  func testSendMoneyToDave_whoIsNoContact_stopsAtThePayeeAndSendsNothing() async throws {
    let (handler, provider) = makeHandler()
    var dispatcher = IntentDispatcher()
    dispatcher.register(handler)

    let outcome = try await dispatcher.dispatch(
      SendPaymentIntent(payee: Person(displayName: "Dave"), currencyAmount: .usd(50_00))
    )
    let conversation = try await playConversation(
      SendPaymentIntent(payee: Person(displayName: "Dave"), currencyAmount: .usd(50_00)),
      saying: "Send money to Dave",
      replies: ["Dave", "Dave", "Dave"],
      with: engine(for: handler)
    )

    XCTAssertEqual(outcome.parameterRequest?.parameterName, "payee")
    XCTAssertEqual(outcome.parameterRequest?.resolution(as: Person.self), .unsupported(reason: nil))
    XCTAssertFalse(outcome.isHandled)
    XCTAssertEqual(conversation.ending, .retryLimitReached(parameter: "payee"))
    XCTAssertNil(conversation.response)
    XCTAssertEqual(provider.checkedPayments, [], "confirm never ran")
    XCTAssertEqual(provider.sentPayments, [], "nothing was sent")
  }

  func testSendMoney_withNoPreviousPayee_asksForThePayee() async throws {
    let (handler, _) = makeHandler()
    var dispatcher = IntentDispatcher()
    dispatcher.register(handler)

    let outcome = try await dispatcher.dispatch(SendPaymentIntent())

    XCTAssertEqual(outcome.parameterRequest?.parameterName, "payee")
    XCTAssertEqual(outcome.parameterRequest?.resolution(as: Person.self), .needsValue)
  }

  func testSendMoney_afterAPayment_suggestsTheLastPayee() async throws {
    let earlier = Payment(contact: jane, amount: 20, currencyCode: "USD")
    let (handler, _) = makeHandler(history: [earlier])
    var dispatcher = IntentDispatcher()
    dispatcher.register(handler)

    let outcome = try await dispatcher.dispatch(SendPaymentIntent())

    XCTAssertEqual(
      outcome.parameterRequest?.resolution(as: Person.self)?.isResolved,
      false
    )
    guard
      case .confirmationRequired(let suggested)? = outcome.parameterRequest?.resolution(
        as: Person.self
      )
    else { return XCTFail("Expected the last payee to be suggested, got \(outcome.ending)") }
    XCTAssertEqual(suggested.displayName, "Jane Appleseed")
    XCTAssertEqual(suggested.personHandle?.value, "jane@example.com")
  }

  func testSendToAppleseed_matchingTwoContacts_offersBoth() async throws {
    let (handler, _) = makeHandler()
    var dispatcher = IntentDispatcher()
    dispatcher.register(handler)

    let outcome = try await dispatcher.dispatch(
      SendPaymentIntent(payee: Person(displayName: "Appleseed"), currencyAmount: .usd(5_00))
    )

    guard case .disambiguation(let people)? = outcome.parameterRequest?.resolution(as: Person.self)
    else { return XCTFail("Expected a choice of payees, got \(outcome.ending)") }
    XCTAssertEqual(people.map(\.displayName), ["Jane Appleseed", "John Appleseed"])
  }

  func testSendFiftyCents_isAccepted_whereIntValueWouldHaveRefusedIt() async throws {
    let (handler, provider) = makeHandler()
    var dispatcher = IntentDispatcher()
    dispatcher.register(handler)

    let outcome = try await dispatcher.dispatch(
      SendPaymentIntent(payee: Person(displayName: "Jane"), currencyAmount: .usd(50))
    )

    XCTAssertEqual(outcome.response?.code, .success)
    XCTAssertEqual(provider.sentPayments.map(\.amount), [Decimal(string: "0.5")])
  }

  func testSendZeroOrUnsupportedCurrency_isUnsupportedAndSendsNothing() async throws {
    let (handler, provider) = makeHandler()
    var dispatcher = IntentDispatcher()
    dispatcher.register(handler)

    let zero = try await dispatcher.dispatch(
      SendPaymentIntent(payee: Person(displayName: "Jane"), currencyAmount: .usd(0))
    )
    let yen = try await dispatcher.dispatch(
      SendPaymentIntent(payee: Person(displayName: "Jane"), currencyAmount: .jpy(1_000))
    )

    for outcome in [zero, yen] {
      XCTAssertEqual(outcome.parameterRequest?.parameterName, "currencyAmount")
      XCTAssertEqual(
        outcome.parameterRequest?.resolution(as: CurrencyAmount.self),
        .unsupported(reason: nil)
      )
    }
    XCTAssertEqual(provider.sentPayments, [])
  }

  func testRegisterVocabulary_setsTheSampleContactNames() {
    let vocabulary = Vocabulary()

    registerVocabulary(in: vocabulary)

    XCTAssertEqual(
      vocabulary.vocabularyStrings(of: .contactName),
      ["Jane Appleseed", "John Appleseed", "Bob Brown"]
    )
  }
}
