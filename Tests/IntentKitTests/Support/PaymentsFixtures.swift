import IntentKit
import IntentKitSamples
import IntentKitTesting

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// The payments sample world on the tests' fixed clock, plus the helpers payment tests share:
// an engine over the world's handlers and a snapshot of every balance.

extension PaymentsSampleWorld {
  /// The sample world on the tests' fixed clock.
  static func testing(
    contacts: [Contact] = PaymentsSampleWorld.contacts
  ) async throws -> PaymentsSampleWorld {
    try await make(contacts: contacts, clock: ManualWallClock(now: .testNow))
  }

  /// The seed's world: the sample contacts without Jane Doe, so that "Jane" names one contact,
  /// as in Apple's payments sample.
  static func seed() async throws -> PaymentsSampleWorld {
    try await testing(contacts: contacts.filter { $0.id != "jane-doe" })
  }

  /// A conversation engine over the world's handlers, with the standard prompts and the tests'
  /// clock.
  func engine(
    retryLimit: Int = 3,
    configuration: IntentDispatcher.Configuration = IntentDispatcher.Configuration()
  ) -> ConversationEngine {
    ConversationEngine(
      dispatcher: dispatcher(configuration: configuration),
      configuration: .init(retryLimit: retryLimit, now: { .testNow })
    )
  }

  /// Every account's balance in minor units, by account identifier, funding accounts included.
  func balances() async throws -> [String: Int64] {
    var balances: [String: Int64] = [:]
    for account in await ledger.accounts() {
      balances[account.id.rawValue] = try await ledger.balance(of: account.id).minorUnits
    }
    return balances
  }

  /// The postings made under an idempotency key.
  func postings(withKey key: String) async -> [LedgerPosting] {
    await ledger.postings(involving: nil).filter { $0.idempotencyKey == key }
  }

  /// The postings that aren't opening deposits.
  func payments() async -> [LedgerPosting] {
    await ledger.postings(involving: nil).filter { !$0.idempotencyKey.hasPrefix("opening-") }
  }
}

extension IntentDispatcher.Configuration {
  /// A dispatcher configuration without an idempotency store, so that only the ledger's own
  /// idempotency keys stand between a repeated request and a second posting.
  static var withoutIdempotencyStore: Self {
    IntentDispatcher.Configuration(idempotencyStore: nil)
  }
}

extension Person {
  /// A person named as the user would say them.
  static func named(_ name: String) -> Person {
    Person(displayName: name)
  }
}
