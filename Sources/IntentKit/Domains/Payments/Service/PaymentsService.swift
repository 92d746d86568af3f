#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// The services the four payment handlers share: a ledger that moves the money, a contact
/// directory that finds payees and payers, the user's own accounts, and the app's vocabulary.
///
/// Create one service and give it to one handler per intent; the handlers hold no state of their
/// own, so the ledger actor and the directory are the only state.
///
/// ```swift
/// let service = try await PaymentsService(
///   ledger: ledger,
///   directory: InMemoryContactDirectory(contacts: contacts, vocabulary: vocabulary),
///   userAccounts: ["checking", "savings", "yen"],
///   vocabulary: vocabulary
/// )
/// var dispatcher = IntentDispatcher()
/// dispatcher.registerHandlers(of: service)
/// ```
///
/// ## Accounts
///
/// The user's accounts are the ledger accounts named in `userAccounts`. The first of them in a
/// currency sends and receives payments in that currency; transfers and account searches use
/// them all. A contact can be paid in a currency when the ledger has an account in that currency
/// whose ``LedgerAccount/holder`` has the contact's identifier as its
/// ``Person/contactIdentifier``.
public struct PaymentsService: Sendable {
  /// The most choices a handler offers when several contacts or accounts match.
  public static let maximumChoices = 10

  /// The ledger that holds every account and moves the money.
  public let ledger: any Ledger

  /// The directory that payees and payers are found in.
  public let directory: any ContactDirectory

  /// The app's vocabulary; account nicknames and organisation names are read from it.
  public let vocabulary: Vocabulary

  /// The user, as the payer of payments and the payee of requests in payment records.
  public private(set) var user: Person?

  /// The user's own accounts, in the order given.
  public private(set) var userAccounts: [LedgerAccount] {
    didSet { userAccountIDs = userAccounts.map(\.id) }
  }

  /// The identifiers of ``userAccounts``, for asking the ledger about them all in one call.
  private var userAccountIDs: [LedgerAccount.ID]

  /// The clock that decides what "today" is for scheduled transfers.
  public let clock: any WallClock

  /// The calendar, with its time zone, that scheduled dates are read in.
  public let calendar: Calendar

  /// The position of each contact that holds ledger accounts in ``contactAccounts`` and
  /// ``contactAccountStarts``, by contact identifier.
  private let contactPositions: FixedKeyTable

  /// The ledger accounts of each contact that holds some, by position.
  private let contactAccounts: [[LedgerAccount]]

  /// The identifier and currency of every contact's accounts, contact after contact: what the
  /// payment path needs, without copying whole accounts.
  ///
  /// One array rather than one per contact: a lookup reads a contact's keys where they lie,
  /// without first loading (and retaining) an array of the contact's own.
  private let contactAccountKeys: [AccountKey]

  /// Where each contact's keys start in ``contactAccountKeys``, by position, and then where the
  /// last contact's end.
  private let contactAccountStarts: [Int]

  /// Every ledger account, by identifier, as read when the first service was created.
  private let ledgerAccounts: [LedgerAccount.ID: LedgerAccount]

  /// Creates a service over a ledger and a directory.
  ///
  /// The ledger's accounts are read once, here: accounts added to a ledger later are not seen.
  ///
  /// - Parameters:
  ///   - ledger: The ledger.
  ///   - directory: The directory.
  ///   - userAccounts: The identifiers of the user's own ledger accounts.
  ///   - vocabulary: The app's vocabulary.
  ///   - user: The user, for payment records.
  ///   - clock: The clock that decides what "today" is.
  ///   - calendar: The calendar that scheduled dates are read in.
  /// - Throws: ``LedgerError`` with code ``LedgerError/Code/accountNotFound`` if the ledger has no
  ///   account with one of the identifiers in `userAccounts`.
  public init(
    ledger: any Ledger,
    directory: any ContactDirectory,
    userAccounts: [LedgerAccount.ID],
    vocabulary: Vocabulary = Vocabulary(),
    user: Person? = nil,
    clock: any WallClock = SystemWallClock(),
    calendar: Calendar = .gregorianUTC
  ) async throws {
    let accounts = await ledger.accounts()
    var byID: [LedgerAccount.ID: LedgerAccount] = [:]
    var contacts: [String] = []
    var contactPositions: [String: Int] = [:]
    var contactAccounts: [[LedgerAccount]] = []
    for account in accounts {
      byID[account.id] = account
      guard let contact = account.holder?.contactIdentifier else { continue }
      if let position = contactPositions[contact] {
        contactAccounts[position].append(account)
      } else {
        contactPositions[contact] = contacts.count
        contacts.append(contact)
        contactAccounts.append([account])
      }
    }
    let ownAccounts = try Self.accounts(userAccounts, in: byID)
    self.userAccounts = ownAccounts
    self.userAccountIDs = ownAccounts.map(\.id)
    self.ledger = ledger
    self.directory = directory
    self.vocabulary = vocabulary
    self.user = user
    self.clock = clock
    self.calendar = calendar
    self.contactPositions = FixedKeyTable(contacts)
    self.contactAccounts = contactAccounts
    self.contactAccountKeys = contactAccounts.flatMap { accounts in
      accounts.map { AccountKey(id: $0.id, currency: $0.currency) }
    }
    var starts = [0]
    for accounts in contactAccounts { starts.append(starts[starts.count - 1] + accounts.count) }
    self.contactAccountStarts = starts
    self.ledgerAccounts = byID
  }

  /// Creates a service for another user over the same ledger, directory and vocabulary.
  ///
  /// A server that acts for many users creates one service with ``init(ledger:directory:userAccounts:vocabulary:user:clock:calendar:)``
  /// and derives one per user from it: the derived services share the accounts read from the
  /// ledger, so deriving one costs no ledger call and no copy of the account index.
  ///
  /// ```swift
  /// let shared = try await PaymentsService(ledger: ledger, directory: directory, userAccounts: [])
  /// let alex = try shared.serving(user: alexPerson, userAccounts: ["alex-checking"])
  /// ```
  ///
  /// - Parameters:
  ///   - user: The user, for payment records.
  ///   - userAccounts: The identifiers of the user's own ledger accounts.
  /// - Returns: A service whose handlers send from, and receive into, that user's accounts.
  /// - Throws: ``LedgerError`` with code ``LedgerError/Code/accountNotFound`` if the ledger had no
  ///   account with one of the identifiers when this service read its accounts.
  public func serving(user: Person?, userAccounts: [LedgerAccount.ID]) throws -> PaymentsService {
    var service = self
    service.user = user
    service.userAccounts = try Self.accounts(userAccounts, in: ledgerAccounts)
    return service
  }

  /// Returns the accounts with some identifiers, in order.
  private static func accounts(
    _ ids: [LedgerAccount.ID],
    in byID: [LedgerAccount.ID: LedgerAccount]
  ) throws -> [LedgerAccount] {
    try ids.map { id in
      guard let account = byID[id] else {
        throw LedgerError(
          code: .accountNotFound,
          message: "No account \(TextLimits.quoted(id.rawValue))."
        )
      }
      return account
    }
  }

  // MARK: - Accounts

  /// Returns the user's account that sends and receives payments in a currency: the first of
  /// the user's accounts in that currency.
  public func paymentAccount(in currency: Currency) -> LedgerAccount? {
    userAccounts.first { $0.currency == currency }
  }

  /// Returns the ledger accounts of a contact.
  public func accounts(ofContact identifier: String) -> [LedgerAccount] {
    contactPositions.position(of: identifier).map { contactAccounts[$0] } ?? []
  }

  /// Returns the ledger account a resolved person is paid into, or asked to pay from, in a
  /// currency.
  func account(of person: Person, in currency: Currency) -> LedgerAccount.ID? {
    guard let identifier = person.contactIdentifier else { return nil }
    return accountID(ofContact: identifier, in: currency)
  }

  /// Returns the identifier of a contact's account in a currency.
  func accountID(ofContact identifier: String, in currency: Currency) -> LedgerAccount.ID? {
    guard let position = contactPositions.position(of: identifier) else { return nil }
    return accountID(ofContactAt: position, in: currency)
  }

  /// Returns the identifier of the account in a currency of the contact at a position.
  private func accountID(ofContactAt position: Int, in currency: Currency) -> LedgerAccount.ID? {
    for index in contactAccountStarts[position]..<contactAccountStarts[position + 1]
    where contactAccountKeys[index].currency == currency {
      return contactAccountKeys[index].id
    }
    return nil
  }

  /// Returns a Boolean value that indicates whether a contact can be paid in a currency, with
  /// one table lookup: `true` for a contact with no ledger account at all, whom the
  /// directory decides about, and for one with an account in the currency.
  func canReceive(contact identifier: String, in currency: Currency) -> Bool {
    guard let position = contactPositions.position(of: identifier) else { return true }
    return accountID(ofContactAt: position, in: currency) != nil
  }

  /// Returns a Boolean value that indicates whether a contact has a ledger account.
  func hasAccounts(contact identifier: String) -> Bool {
    contactPositions.position(of: identifier) != nil
  }

  /// Returns the position in ``userAccounts`` of the user's payment account in a currency.
  func paymentAccountIndex(in currency: Currency) -> Int? {
    userAccounts.firstIndex { $0.currency == currency }
  }

  /// The identifier and currency of a ledger account.
  struct AccountKey: Sendable {
    let id: LedgerAccount.ID
    let currency: Currency
  }

  /// Returns the most recent payment from any of the user's accounts, if there is one.
  func mostRecentPayment() async -> LedgerPosting? {
    await ledger.mostRecentPayment(fromAnyOf: userAccountIDs)
  }

  /// Returns the person a posting paid: the directory's contact for the receiving account's
  /// holder, or the holder as the ledger knows them.
  func payee(of posting: LedgerPosting) async -> Person? {
    guard let holder = await ledger.account(posting.transfer.to)?.holder else { return nil }
    if let identifier = holder.contactIdentifier,
      let contact = await directory.contact(withIdentifier: identifier)
    {
      return contact.person
    }
    return holder
  }
}
