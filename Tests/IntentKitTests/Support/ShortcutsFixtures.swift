import IntentKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// Fixtures for the shortcuts tests: the seed's accounts and `makeTransfer` intent, a ledger, and
// a small transfer handler over the real `InMemoryLedger` (the full payment handlers live on
// another branch).

enum ShortcutsFixtures {
  static let checking = PaymentAccount(nickname: "checking", accountType: .checking)
  static let savings = PaymentAccount(nickname: "savings", accountType: .saving)
  static let rent = PaymentAccount(nickname: "rent", accountType: .checking)
  static let coffee = PaymentAccount(nickname: "coffee", accountType: .prepaid)

  /// Midnight UTC at the start of Sunday, 1 November 2026: day 1 of the simulated month.
  static let monthStart = Date(timeIntervalSince1970: 1_793_491_200)

  /// A time in the simulated month: `day` from 1, at `hour`:`minute` UTC.
  static func date(day: Int, hour: Int, minute: Int = 0) -> Date {
    monthStart.addingTimeInterval(TimeInterval(((day - 1) * 24 + hour) * 3_600 + minute * 60))
  }

  /// The seed's `makeTransfer(from:to:amount:)`: a transfer between two of the user's accounts.
  static func makeTransfer(
    from sender: String,
    to receiver: String,
    amount: CurrencyAmount,
    identifier: String = UUID().uuidString
  ) -> TransferMoneyIntent {
    TransferMoneyIntent(
      identifier: identifier,
      from: PaymentAccount(nickname: SpeakableString(spokenPhrase: sender)),
      to: PaymentAccount(nickname: SpeakableString(spokenPhrase: receiver)),
      transactionAmount: PaymentAmount(amountType: .unknown, amount: amount)
    )
  }

  /// A ledger with checking ($2,000.00), savings, rent and coffee accounts in US dollars.
  static func ledger() async throws -> InMemoryLedger {
    let ledger = InMemoryLedger(
      accounts: ["checking", "savings", "rent", "coffee"].map { name in
        LedgerAccount(
          id: LedgerAccount.ID(rawValue: name),
          currency: .usd,
          nickname: .init(spokenPhrase: name)
        )
      }
    )
    try await ledger.deposit(.usd(2_000_00), into: "checking", idempotencyKey: "opening")
    return ledger
  }

  /// The balances of the four accounts, in cents, in the order checking, savings, rent, coffee.
  static func balances(in ledger: InMemoryLedger) async throws -> [Int64] {
    var balances: [Int64] = []
    for name in ["checking", "savings", "rent", "coffee"] {
      balances.append(try await ledger.balance(of: LedgerAccount.ID(rawValue: name)).minorUnits)
    }
    return balances
  }
}

/// Moves money between ledger accounts named by the intent's account nicknames; posts once per
/// intent identifier.
struct ShortcutsTransferHandler: TransferMoneyIntentHandling {
  let ledger: InMemoryLedger

  func resolveFromAccount(for intent: TransferMoneyIntent) async -> Resolution<PaymentAccount> {
    await resolve(intent.fromAccount)
  }

  func resolveToAccount(for intent: TransferMoneyIntent) async -> Resolution<PaymentAccount> {
    await resolve(intent.toAccount)
  }

  func confirm(intent: TransferMoneyIntent) async throws -> TransferMoneyIntentResponse {
    guard let transfer = transfer(for: intent) else {
      return TransferMoneyIntentResponse(code: .failure)
    }
    do {
      try await ledger.validate(transfer)
      return TransferMoneyIntentResponse(code: .ready)
    } catch let error as LedgerError where error.code == .insufficientFunds {
      return TransferMoneyIntentResponse(code: .failureInsufficientFunds)
    }
  }

  func handle(intent: TransferMoneyIntent) async throws -> TransferMoneyIntentResponse {
    guard let transfer = transfer(for: intent) else {
      return TransferMoneyIntentResponse(code: .failure)
    }
    _ = try await ledger.post(transfer, idempotencyKey: intent.identifier)
    var response = TransferMoneyIntentResponse(code: .success)
    response.fromAccount = intent.fromAccount
    response.toAccount = intent.toAccount
    response.transactionAmount = intent.transactionAmount
    return response
  }

  private func resolve(_ account: PaymentAccount?) async -> Resolution<PaymentAccount> {
    guard let account else { return .needsValue() }
    guard let id = Self.ledgerID(of: account), await ledger.account(id) != nil else {
      return .unsupported()
    }
    return .success(with: account)
  }

  private func transfer(for intent: TransferMoneyIntent) -> LedgerTransfer? {
    guard let from = intent.fromAccount.flatMap(Self.ledgerID(of:)),
      let to = intent.toAccount.flatMap(Self.ledgerID(of:)),
      let amount = intent.transactionAmount?.amount
    else { return nil }
    return LedgerTransfer(from: from, to: to, amount: amount)
  }

  private static func ledgerID(of account: PaymentAccount) -> LedgerAccount.ID? {
    account.nickname.map { LedgerAccount.ID(rawValue: TextFolding.fold($0.spokenPhrase)) }
  }
}

/// The seed's "order the soup of the day": an intent with no parameters, whose response has no
/// app-launch code.
struct ShortcutsSoupOfTheDayIntent: Intent {
  typealias Response = ShortcutsSoupOfTheDayIntentResponse

  static let wireName = "SoupOfTheDayIntent"
  static let parameters: [PartialIntentParameter<Self>] = []

  let identifier: String

  init(identifier: String = UUID().uuidString) {
    self.identifier = identifier
  }
}

struct ShortcutsSoupOfTheDayIntentResponse: IntentResponse {
  enum Code: Int, IntentResponseCode {
    case unspecified = 0, ready, inProgress, success, failure

    var handlingStatus: IntentHandlingStatus {
      switch self {
      case .unspecified: .unspecified
      case .ready: .ready
      case .inProgress: .inProgress
      case .success: .success
      case .failure: .failure
      }
    }
  }

  let code: Code
  var userActivity: UserActivity?

  init(code: Code, userActivity: UserActivity?) {
    self.code = code
    self.userActivity = userActivity
  }
}
