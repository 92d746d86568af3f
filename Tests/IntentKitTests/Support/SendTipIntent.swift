import IntentKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// A small intent that moves money, for conversation tests: a recipient resolved against a
// directory (one match, several, none, a suggested last recipient), an amount with limits, an
// optional note, and a final yes/no before handling.

struct SendTipIntent: Intent {
  typealias Response = SendTipIntentResponse

  static let wireName = "SendTipIntent"
  static let parameters: [PartialIntentParameter<Self>] = [
    .init(.recipient), .init(.amount), .init(.note),
  ]
  static var requiresFinalConfirmation: Bool { true }

  let identifier: String
  var recipient: Person?
  var amount: CurrencyAmount?
  var note: String?

  init(
    identifier: String = UUID().uuidString,
    recipient: Person? = nil,
    amount: CurrencyAmount? = nil,
    note: String? = nil
  ) {
    self.identifier = identifier
    self.recipient = recipient
    self.amount = amount
    self.note = note
  }
}

extension IntentParameter where Root == SendTipIntent, Value == Person {
  static let recipient = IntentParameter("recipient", \.recipient)
}

extension IntentParameter where Root == SendTipIntent, Value == CurrencyAmount {
  static let amount = IntentParameter("amount", \.amount)
}

extension IntentParameter where Root == SendTipIntent, Value == String {
  static let note = IntentParameter("note", \.note)
}

struct SendTipIntentResponse: IntentResponse, DialogArgumentProviding {
  enum Code: Int, IntentResponseCode {
    case unspecified = 0, ready, inProgress, success, failure, failureRequiringAppLaunch
    case failureInsufficientFunds

    var handlingStatus: IntentHandlingStatus {
      switch self {
      case .unspecified: .unspecified
      case .ready: .ready
      case .inProgress: .inProgress
      case .success: .success
      case .failure, .failureInsufficientFunds: .failure
      case .failureRequiringAppLaunch: .deferredToApplication
      }
    }
  }

  let code: Code
  var userActivity: UserActivity?
  var balance: CurrencyAmount?

  init(code: Code, userActivity: UserActivity?) {
    self.code = code
    self.userActivity = userActivity
  }

  func dialogArguments(in context: DialogContext) -> [String: String] {
    balance.map { ["balance": $0.spokenPhrase(in: context)] } ?? [:]
  }
}

extension UnsupportedReason {
  static let noSuchContact = UnsupportedReason("noSuchContact")
  static let tooLarge = UnsupportedReason("tooLarge")
  static let nonPositive = UnsupportedReason("nonPositive")
}

/// The tip jar behind the handler: contacts, a balance, the last recipient, sent tips.
actor TipJar {
  let contacts = ["Jane Appleseed", "Jane Doe", "John Appleseed", "Bob Brown"].map {
    Person(displayName: $0, contactIdentifier: $0.lowercased().replacing(" ", with: "-"))
  }
  var balance = CurrencyAmount.usd(200_00)
  var lastRecipient: Person?
  var handleCode = SendTipIntentResponse.Code.success
  private(set) var tips: [SendTipIntent] = []
  private(set) var resolvedRecipients: [String] = []

  func configure(
    lastRecipient: Person? = nil,
    balance: CurrencyAmount? = nil,
    handleCode: SendTipIntentResponse.Code? = nil
  ) {
    if let lastRecipient { self.lastRecipient = lastRecipient }
    if let balance { self.balance = balance }
    if let handleCode { self.handleCode = handleCode }
  }

  func matches(for name: String) -> [Person] {
    resolvedRecipients.append(name)
    let folded = TextFolding.fold(name)
    return contacts.filter { contact in
      let words = TextFolding.fold(contact.displayName)
      return words == folded || words.split(separator: " ").contains { $0 == folded }
    }
  }

  func send(_ intent: SendTipIntent) -> SendTipIntentResponse {
    tips.append(intent)
    if let amount = intent.amount, let left = try? balance.subtracting(amount) { balance = left }
    var response = SendTipIntentResponse(code: handleCode)
    response.balance = balance
    if handleCode == .failureRequiringAppLaunch {
      response.userActivity = UserActivity(activityType: "com.example.tip", title: "Tips")
    }
    return response
  }
}

/// Resolves tips against the jar: several matches are offered, none is unsupported, a missing
/// recipient suggests the last one, and amounts must be between one cent and $100.
struct TipHandler: IntentHandling {
  let jar: TipJar

  var parameterResolvers: [ParameterResolver<SendTipIntent>] {
    [
      ParameterResolver(.recipient, resolve: resolveRecipient(for:)),
      ParameterResolver(.amount, resolve: resolveAmount(for:)),
      ParameterResolver(.note) { intent in intent.note.map { .success(with: $0) } ?? .notRequired()
      },
    ]
  }

  func resolveRecipient(for intent: SendTipIntent) async -> Resolution<Person> {
    guard let recipient = intent.recipient else {
      if let last = await jar.lastRecipient { return .confirmationRequired(with: last) }
      return .needsValue()
    }
    let matches = await jar.matches(for: recipient.displayName)
    switch matches.count {
    case 0: return .unsupported(forReason: .noSuchContact)
    case 1: return .success(with: matches[0])
    default: return .disambiguation(with: matches)
    }
  }

  func resolveAmount(for intent: SendTipIntent) async -> Resolution<CurrencyAmount> {
    guard let amount = intent.amount else { return .needsValue() }
    if amount.minorUnits <= 0 { return .unsupported(forReason: .nonPositive) }
    if amount.currency != .usd || amount.minorUnits > 100_00 {
      return .unsupported(forReason: .tooLarge)
    }
    return .success(with: amount)
  }

  func confirm(intent: SendTipIntent) async throws -> SendTipIntentResponse {
    guard let amount = intent.amount, amount.minorUnits <= (await jar.balance).minorUnits else {
      return SendTipIntentResponse(code: .failureInsufficientFunds)
    }
    return SendTipIntentResponse(code: .ready)
  }

  func handle(intent: SendTipIntent) async throws -> SendTipIntentResponse {
    await jar.send(intent)
  }
}

extension PromptCatalog {
  /// The app's prompts for tips and soup, overriding the standard catalog.
  static var testing: PromptCatalog {
    var prompts = PromptCatalog.standard
    let english: [String: String] = [
      "SendTipIntent.recipient.name": "recipient",
      "SendTipIntent.recipient.needsValue": "Who do you want to tip?",
      "SendTipIntent.recipient.disambiguation": "Which {value}?",
      "SendTipIntent.recipient.confirmationRequired": "Tip {value} again?",
      "SendTipIntent.recipient.unsupported.noSuchContact":
        "I couldn't find {value} in your contacts.",
      "SendTipIntent.amount.needsValue": "How much do you want to tip {recipient}?",
      "unsupported.tooLarge": "Tips can't be more than $100.",
      "unsupported.nonPositive": "A tip has to be more than zero.",
      "SendTipIntent.finalConfirmation": "Tip {amount} to {recipient}?",
      "SendTipIntent.success": "Tipped {amount} to {recipient}. Your balance is {balance}.",
      "SendTipIntent.failureInsufficientFunds": "You don't have enough money to tip {amount}.",
      "OrderSoupIntent.soup.needsValue": "What soup would you like?",
      "OrderSoupIntent.quantity.confirmationRequired": "Do you really want {value} bowls?",
      "OrderSoupIntent.quantity.needsValue": "How many bowls would you like?",
      "unsupported.outOfStock": "Sorry, {value} is out of stock.",
      "OrderSoupIntent.success": "Your order of {quantity} {soup} is placed.",
      "OrderSoupIntent.failureStoreClosed": "Sorry, the store is closed.",
    ]
    for (key, template) in english {
      prompts.setTemplate(template, forKey: key, language: .english)
    }
    prompts.setTemplate("スープ", forKey: "OrderSoupIntent.soup.name", language: .japanese)
    prompts.setTemplate("クラムチャウダー", forKey: "value.Soup.clamChowder", language: .japanese)
    prompts.setTemplate("トマトビスク", forKey: "value.Soup.tomatoBisque", language: .japanese)
    prompts.setTemplate("수프", forKey: "OrderSoupIntent.soup.name", language: .korean)
    prompts.setTemplate("클램 차우더", forKey: "value.Soup.clamChowder", language: .korean)
    return prompts
  }
}

extension Date {
  /// Sunday, 22 November 2026, 12:00 UTC: the fixed "now" of conversation tests.
  static let testNow = Date(timeIntervalSince1970: 1_795_348_800)
}

extension ConversationEngine {
  /// An engine over the test handlers, with the testing prompts and a fixed clock.
  static func testing(
    jar: TipJar = TipJar(),
    soup: SoupStore = SoupStore(),
    retryLimit: Int = 3
  ) -> ConversationEngine {
    var dispatcher = IntentDispatcher()
    dispatcher.register(TipHandler(jar: jar))
    dispatcher.register(SoupShopHandler(store: soup))
    return ConversationEngine(
      dispatcher: dispatcher,
      configuration: .init(prompts: .testing, retryLimit: retryLimit, now: { .testNow })
    )
  }
}
