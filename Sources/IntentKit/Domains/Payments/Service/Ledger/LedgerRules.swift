/// The rules IntentKit's ledgers apply to a transfer, with the errors they throw, so that
/// ``InMemoryLedger`` and ``ShardedLedger`` refuse the same transfers in the same words.
enum LedgerRules {
  /// Checks what a transfer allows on its own: a positive amount between two accounts.
  ///
  /// - Throws: ``LedgerError`` with code `nonPositiveAmount` or `sameAccount`.
  static func checkShape(of transfer: LedgerTransfer) throws {
    guard transfer.amount.minorUnits > 0 else {
      throw LedgerError(
        code: .nonPositiveAmount,
        message: "\(transfer.amount) is not a positive amount."
      )
    }
    guard transfer.from != transfer.to else {
      throw LedgerError(
        code: .sameAccount,
        message: "Can't move money from \(transfer.from) to itself."
      )
    }
  }

  /// Checks that an account holds the amount's currency.
  ///
  /// - Throws: ``LedgerError`` with code `currencyMismatch`.
  static func checkCurrency(
    of account: LedgerAccount.ID,
    holding held: Currency,
    for amount: CurrencyAmount
  ) throws {
    guard held == amount.currency else {
      throw LedgerError(
        code: .currencyMismatch,
        message: "\(account) holds \(held.code), not \(amount.currency.code)."
      )
    }
  }

  /// Checks what a transfer's accounts and amount allow without reading a balance: its shape,
  /// that both accounts exist and hold the amount's currency, and the currency's limits.
  ///
  /// - Parameters:
  ///   - transfer: The transfer to check.
  ///   - accounts: The ledger's accounts, by identifier.
  ///   - enforcingLimits: Whether the amount must be within its currency's limits.
  ///   - currency: The currency of the account at an index.
  ///   - limits: The limits on one transfer out of the account at an index.
  /// - Returns: The two accounts' positions in `accounts`.
  /// - Throws: ``LedgerError`` as ``checkShape(of:)``, ``index(of:in:)``,
  ///   ``checkCurrency(of:holding:for:)`` and ``checkLimits(of:_:)`` do, in that order.
  static func checkAccounts(
    of transfer: LedgerTransfer,
    in accounts: FixedKeyTable,
    enforcingLimits: Bool,
    currency: (Int) -> Currency,
    limits: (Int) -> AmountLimits?
  ) throws -> (from: Int, to: Int) {
    try checkShape(of: transfer)
    let from = try index(of: transfer.from, in: accounts)
    let to = try index(of: transfer.to, in: accounts)
    try checkCurrency(of: transfer.from, holding: currency(from), for: transfer.amount)
    try checkCurrency(of: transfer.to, holding: currency(to), for: transfer.amount)
    // Both accounts hold the amount's currency, so the source's limits are the currency's.
    if enforcingLimits {
      try checkLimits(of: transfer.amount, limits(from))
    }
    return (from, to)
  }

  /// Returns an account's position in a ledger's accounts.
  ///
  /// - Parameters:
  ///   - id: The account's identifier.
  ///   - accounts: The ledger's accounts, by identifier.
  /// - Returns: The account's position in `accounts`.
  /// - Throws: ``LedgerError`` with code `accountNotFound`.
  static func index(of id: LedgerAccount.ID, in accounts: FixedKeyTable) throws -> Int {
    guard let index = accounts.position(of: id.rawValue) else { throw accountNotFound(id) }
    return index
  }

  /// Checks an amount against its currency's limits, if it has any.
  ///
  /// - Throws: ``LedgerError`` with code `amountBelowMinimum` or `amountAboveMaximum`.
  static func checkLimits(of amount: CurrencyAmount, _ limits: AmountLimits?) throws {
    guard let limits else { return }
    if amount.minorUnits < limits.minimum {
      throw LedgerError(code: .amountBelowMinimum, message: "\(amount) is below the minimum.")
    }
    if amount.minorUnits > limits.maximum {
      throw LedgerError(code: .amountAboveMaximum, message: "\(amount) is above the maximum.")
    }
  }

  /// Returns the two balances a transfer would leave.
  ///
  /// - Throws: ``LedgerError`` with code `overflow`, or `insufficientFunds` when the source
  ///   would go negative and may not.
  static func balances(
    after transfer: LedgerTransfer,
    from fromBalance: Int64,
    to toBalance: Int64,
    allowsNegativeBalance: Bool
  ) throws -> (from: Int64, to: Int64) {
    let amount = transfer.amount.minorUnits
    let (newFrom, fromOverflow) = fromBalance.subtractingReportingOverflow(amount)
    let (newTo, toOverflow) = toBalance.addingReportingOverflow(amount)
    guard !fromOverflow, !toOverflow else {
      throw LedgerError(code: .overflow, message: "A balance would overflow.")
    }
    guard newFrom >= 0 || allowsNegativeBalance else {
      throw LedgerError(
        code: .insufficientFunds,
        message: "\(transfer.from) holds less than \(transfer.amount)."
      )
    }
    return (newFrom, newTo)
  }

  /// Checks a payment request against the account it would be paid into.
  ///
  /// - Throws: ``LedgerError`` with code `nonPositiveAmount`, `currencyMismatch`,
  ///   `amountBelowMinimum` or `amountAboveMaximum`.
  static func checkRequest(
    _ request: PaymentRequest,
    accountCurrency: Currency,
    limits: AmountLimits?
  ) throws {
    guard request.amount.minorUnits > 0 else {
      throw LedgerError(code: .nonPositiveAmount, message: "\(request.amount) is not positive.")
    }
    try checkCurrency(of: request.account, holding: accountCurrency, for: request.amount)
    if let limits, !(limits.minimum...limits.maximum).contains(request.amount.minorUnits) {
      throw LedgerError(
        code: request.amount.minorUnits < limits.minimum
          ? .amountBelowMinimum : .amountAboveMaximum,
        message: "\(request.amount) is outside the limits."
      )
    }
  }

  /// The error for an account the ledger doesn't have.
  static func accountNotFound(_ id: LedgerAccount.ID) -> LedgerError {
    LedgerError(code: .accountNotFound, message: "No account \(TextLimits.quoted(id.rawValue)).")
  }

  /// The error for an idempotency key already used for a different transfer or request.
  static func keyReused(_ key: String) -> LedgerError {
    LedgerError(
      code: .idempotencyKeyReused,
      message: "The key \(TextLimits.quoted(key)) was already used for something else."
    )
  }

  /// Returns a new ledger's accounts in order, the given ones then a funding account per
  /// currency, and the table that finds each one's position by identifier.
  ///
  /// - Precondition: Account identifiers are unique and none starts with `funding:`.
  static func orderedAccounts(
    _ accounts: [LedgerAccount]
  ) -> (ordered: [LedgerAccount], indexByID: FixedKeyTable) {
    let funding = Set(accounts.map(\.currency)).sorted { $0.code < $1.code }.map { currency in
      LedgerAccount(
        id: .funding(currency),
        currency: currency,
        nickname: "Funding",
        accountType: .unknown,
        allowsNegativeBalance: true
      )
    }
    let ordered = accounts + funding
    let indexByID = FixedKeyTable(ordered.map(\.id.rawValue))
    for (index, account) in accounts.enumerated() {
      // A repeated identifier is found at its first position, not at this one.
      precondition(
        indexByID.position(of: account.id.rawValue) == index,
        "Duplicate ledger account \(account.id)."
      )
      precondition(!account.id.rawValue.hasPrefix("funding:"), "\(account.id) is reserved.")
    }
    return (ordered, indexByID)
  }

  /// Returns the transfer that deposits money from outside the ledger into an account: out of
  /// the currency's funding account.
  static func deposit(_ amount: CurrencyAmount, into id: LedgerAccount.ID) -> LedgerTransfer {
    LedgerTransfer(from: .funding(amount.currency), to: id, amount: amount, memo: "Deposit")
  }
}
