public import IntentKit

/// A ready-made payments world for demos, tests and trying IntentKit out: contacts, the user's
/// accounts with opening balances, the contacts' accounts, limits and vocabulary, built in one
/// call.
///
/// ```swift
/// let world = try await PaymentsSampleWorld.make()
/// let engine = ConversationEngine(dispatcher: world.dispatcher())
/// var conversation = try await engine.start(
///   SendPaymentIntent(payee: Person(displayName: "Jane")),
///   saying: "Send money to Jane"
/// )
/// print(conversation.assistantText ?? "")  // Which Jane? 1. Jane Appleseed 2. Jane Doe
/// ```
///
/// The world:
///
/// | Who | Readings | Handles | Ledger accounts |
/// |---|---|---|---|
/// | Jane Appleseed | ジェーン アップルシード, 제인 애플시드 | jane@example.com, +1 408 555 0101 | USD |
/// | Jane Doe | ジェーン ドウ, 제인 도 | jane.doe@example.com | USD |
/// | John Appleseed ("Johnny"; alias "my landlord") | ジョン アップルシード, 존 애플시드 | john@example.com | USD |
/// | Bob Brown ("Bobby") | ボブ ブラウン, 밥 브라운 | +1 408 555 0199 | USD |
/// | Kenji Tanaka (田中健二) | ケンジ タナカ, 겐지 다나카 | kenji@example.jp | JPY |
/// | Chris Green | クリス グリーン, 크리스 그린 | chris@example.com | none |
/// | Pat Lee | パット リー, 팻 리 | none | USD |
///
/// Every contact has a reading in katakana and one in hangul (``Contact/phoneticNames``), with
/// the nicknames' readings (ジョニー, 조니; ボビー, 바비), so that ジェーン and 제인 find the
/// Janes. Nobody is called Dave. The user holds Checking ($1,000.00) and Savings ($5,000.00) at Example
/// Bank, a Yen Wallet (¥100,000) and a Travel Card at Example Card Co (credit, $0.00). One
/// payment is between $1.00 and $2,500.00, or ¥100 and ¥300,000.
public struct PaymentsSampleWorld: Sendable {
  /// The ledger, with the opening balances deposited.
  public let ledger: InMemoryLedger

  /// The directory of ``contacts``.
  public let directory: InMemoryContactDirectory

  /// The vocabulary: contact names, account nicknames and organisations.
  public let vocabulary: Vocabulary

  /// The service the handlers share.
  public let service: PaymentsService

  /// The sample contacts.
  public static let contacts: [Contact] = [
    Contact(
      id: "jane-appleseed",
      givenName: "Jane",
      familyName: "Appleseed",
      phoneticNames: [
        .init(givenName: "ジェーン", familyName: "アップルシード"),
        .init(givenName: "제인", familyName: "애플시드"),
      ],
      handles: [.emailAddress("jane@example.com"), .phoneNumber("+1 (408) 555-0101")]
    ),
    Contact(
      id: "jane-doe",
      givenName: "Jane",
      familyName: "Doe",
      phoneticNames: [
        .init(givenName: "ジェーン", familyName: "ドウ"),
        .init(givenName: "제인", familyName: "도"),
      ],
      handles: [.emailAddress("jane.doe@example.com")]
    ),
    Contact(
      id: "john-appleseed",
      givenName: "John",
      familyName: "Appleseed",
      nickname: "Johnny",
      phoneticNames: [
        .init(givenName: "ジョン", familyName: "アップルシード", nickname: "ジョニー"),
        .init(givenName: "존", familyName: "애플시드", nickname: "조니"),
      ],
      handles: [.emailAddress("john@example.com")]
    ),
    Contact(
      id: "bob-brown",
      givenName: "Bob",
      familyName: "Brown",
      nickname: "Bobby",
      phoneticNames: [
        .init(givenName: "ボブ", familyName: "ブラウン", nickname: "ボビー"),
        .init(givenName: "밥", familyName: "브라운", nickname: "바비"),
      ],
      handles: [.phoneNumber("+1 (408) 555-0199")]
    ),
    Contact(
      id: "kenji-tanaka",
      givenName: "Kenji",
      familyName: "Tanaka",
      nickname: "田中健二",
      phoneticNames: [
        .init(givenName: "ケンジ", familyName: "タナカ"),
        .init(givenName: "겐지", familyName: "다나카"),
      ],
      handles: [.emailAddress("kenji@example.jp")]
    ),
    Contact(
      id: "chris-green",
      givenName: "Chris",
      familyName: "Green",
      phoneticNames: [
        .init(givenName: "クリス", familyName: "グリーン"),
        .init(givenName: "크리스", familyName: "그린"),
      ],
      handles: [
        .emailAddress("chris@example.com")
      ]
    ),
    Contact(
      id: "pat-lee",
      givenName: "Pat",
      familyName: "Lee",
      phoneticNames: [
        .init(givenName: "パット", familyName: "リー"),
        .init(givenName: "팻", familyName: "리"),
      ]
    ),
  ]

  /// The user.
  public static let user = Person(displayName: "Alex Morgan", contactIdentifier: "me", isMe: true)

  /// The user's own accounts: Checking, Savings and a Yen Wallet at Example Bank, and a Travel
  /// Card (credit) at Example Card Co.
  public static let userAccounts: [LedgerAccount] = [
    LedgerAccount(
      id: "checking",
      currency: .usd,
      nickname: "Checking",
      accountType: .checking,
      organizationName: "Example Bank"
    ),
    LedgerAccount(
      id: "savings",
      currency: .usd,
      nickname: "Savings",
      accountType: .saving,
      organizationName: "Example Bank"
    ),
    LedgerAccount(
      id: "yen",
      currency: .jpy,
      nickname: "Yen Wallet",
      accountType: .checking,
      organizationName: "Example Bank"
    ),
    LedgerAccount(
      id: "card",
      currency: .usd,
      nickname: "Travel Card",
      accountType: .credit,
      organizationName: "Example Card Co",
      allowsNegativeBalance: true
    ),
  ]

  /// The balances the user's accounts open with: $1,000.00, $5,000.00 and ¥100,000.
  public static let openingBalances: [(account: LedgerAccount.ID, amount: CurrencyAmount)] = [
    ("checking", .usd(1_000_00)),
    ("savings", .usd(5_000_00)),
    ("yen", .jpy(100_000)),
  ]

  /// The smallest and largest single payment per currency.
  public static let limits: [Currency: AmountLimits] = [
    .usd: AmountLimits(minimum: .usd(1_00), maximum: .usd(2_500_00)),
    .jpy: AmountLimits(minimum: .jpy(100), maximum: .jpy(300_000)),
  ]

  /// Returns the ledger accounts of contacts: one in US dollars each, except Kenji Tanaka (yen)
  /// and Chris Green (none).
  public static func contactAccounts(of contacts: [Contact]) -> [LedgerAccount] {
    contacts.compactMap { contact in
      guard contact.id != "chris-green" else { return nil }
      let currency: Currency = contact.id == "kenji-tanaka" ? .jpy : .usd
      return LedgerAccount(
        id: LedgerAccount.ID(rawValue: "\(contact.id)-\(currency.code.lowercased())"),
        currency: currency,
        holder: contact.person,
        accountType: .checking
      )
    }
  }

  /// Returns the vocabulary the payments handlers read: the contacts' names with the alias "my
  /// landlord" for John Appleseed, the account nicknames and the organisations.
  public static func makeVocabulary(contacts: [Contact]) -> Vocabulary {
    let vocabulary = Vocabulary()
    vocabulary.setVocabulary(
      contacts.map(\.displayName).map { SpeakableString(spokenPhrase: $0) }
        + [SpeakableString(vocabularyIdentifier: "john-appleseed", spokenPhrase: "my landlord")],
      of: .contactName
    )
    vocabulary.setVocabularyStrings(
      userAccounts.compactMap { $0.nickname?.spokenPhrase },
      of: .paymentsAccountNickname
    )
    vocabulary.setVocabularyStrings(
      ["Example Bank", "Example Card Co"],
      of: .paymentsOrganizationName
    )
    return vocabulary
  }

  /// Builds the world.
  ///
  /// - Parameters:
  ///   - contacts: The contacts; the sample contacts by default. Each contact gets a ledger
  ///     account in USD, except Kenji Tanaka (JPY) and Chris Green (none).
  ///   - clock: The clock that dates postings and decides what "today" is.
  /// - Returns: The world, with the opening balances deposited.
  /// - Throws: ``LedgerError`` if a deposit fails, which the sample data never causes.
  public static func make(
    contacts: [Contact] = PaymentsSampleWorld.contacts,
    clock: any WallClock = SystemWallClock()
  ) async throws -> PaymentsSampleWorld {
    let ledger = InMemoryLedger(
      accounts: userAccounts + contactAccounts(of: contacts),
      limits: limits,
      clock: clock
    )
    for (account, amount) in openingBalances {
      try await ledger.deposit(amount, into: account, idempotencyKey: "opening-\(account)")
    }
    let vocabulary = makeVocabulary(contacts: contacts)
    let directory = InMemoryContactDirectory(contacts: contacts, vocabulary: vocabulary)
    let service = try await PaymentsService(
      ledger: ledger,
      directory: directory,
      userAccounts: userAccounts.map(\.id),
      vocabulary: vocabulary,
      user: user,
      clock: clock
    )
    return PaymentsSampleWorld(
      ledger: ledger,
      directory: directory,
      vocabulary: vocabulary,
      service: service
    )
  }

  /// Returns a dispatcher with the four payment handlers registered.
  ///
  /// - Parameter configuration: The dispatcher's deadlines and idempotency store.
  /// - Returns: A dispatcher that routes the four payment intents to this world's handlers.
  public func dispatcher(
    configuration: IntentDispatcher.Configuration = IntentDispatcher.Configuration()
  ) -> IntentDispatcher {
    var dispatcher = IntentDispatcher(configuration: configuration)
    dispatcher.registerHandlers(of: service)
    return dispatcher
  }

  /// Returns the sum of every balance the user and the contacts hold, in a currency, in minor
  /// units: changed only by deposits.
  public func totalHeld(in currency: Currency) async -> Int64 {
    await ledger.userTotal(in: currency)
  }
}
