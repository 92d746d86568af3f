#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// Finding payees, bills and accounts from what the user said, and searching bills.

extension BillService {
  /// Returns the payees a payee the user named could be: the payee itself if the user has bills
  /// from it, else those whose nickname, organisation or account number is what the user said,
  /// else those whose nickname or organisation contains it.
  ///
  /// Names match ignoring case, accents and character width.
  public func payees(matching payee: BillPayee) -> [BillPayee] {
    let all = payees()
    if all.contains(payee) { return [payee] }
    let said = [payee.nickname?.spokenPhrase, payee.organizationName?.spokenPhrase]
      .compactMap { $0.map(TextFolding.fold) }.filter { !$0.isEmpty }
    let number = payee.accountNumber.map(TextFolding.fold)
    let exact = all.filter { candidate in
      let names = Self.foldedNames(of: candidate)
      return said.contains(where: names.contains)
        || (number != nil && candidate.accountNumber.map(TextFolding.fold) == number)
    }
    if !exact.isEmpty { return exact }
    return all.filter { candidate in
      let names = Self.foldedNames(of: candidate)
      return said.contains { word in word.count > 1 && names.contains { $0.contains(word) } }
    }
  }

  private static func foldedNames(of payee: BillPayee) -> [String] {
    [payee.nickname?.spokenPhrase, payee.organizationName?.spokenPhrase]
      .compactMap { $0.map(TextFolding.fold) }
  }

  /// Returns the unpaid bill to pay for a payee: of the bill type if one is given and the payee
  /// has an unpaid bill of it, the earliest due first.
  ///
  /// - Parameters:
  ///   - payee: The payee; a payee the user named is matched as in ``payees(matching:)`` and
  ///     must match exactly one.
  ///   - billType: The kind of bill, or `nil` for any kind.
  /// - Returns: The bill, or `nil` if the payee has no unpaid bill.
  public func payableBill(for payee: BillPayee, billType: BillType?) -> Bill? {
    let matches = payees(matching: payee)
    guard matches.count == 1 else { return nil }
    let unpaid = bills().filter { $0.payee == matches[0] && $0.details.paymentStatus == .unpaid }
      .sorted(by: dueFirst)
    return unpaid.first { $0.details.billType == billType } ?? unpaid.first
  }

  /// Returns the payees with an unpaid bill of a type, in the order of ``payees()``.
  public func payeesWithUnpaidBills(of billType: BillType) -> [BillPayee] {
    let owing = Set(
      bills().filter { $0.details.billType == billType && $0.details.paymentStatus == .unpaid }
        .compactMap(\.payee)
    )
    return payees().filter(owing.contains)
  }

  /// Returns the payment accounts an account the user named could be: the one whose ledger
  /// identifier is its account number, else those whose nickname or organisation is what the
  /// user said, else those whose nickname contains it.
  public func paymentAccounts(matching account: PaymentAccount) -> [LedgerAccount] {
    if let number = account.accountNumber,
      let match = accounts.first(where: { $0.id.rawValue == number })
    {
      return [match]
    }
    let said = [account.nickname?.spokenPhrase, account.organizationName?.spokenPhrase]
      .compactMap { $0.map(TextFolding.fold) }.filter { !$0.isEmpty }
    let names = { (candidate: LedgerAccount) in
      [candidate.nickname?.spokenPhrase, candidate.organizationName?.spokenPhrase]
        .compactMap { $0.map(TextFolding.fold) }
    }
    let exact = accounts.filter { candidate in said.contains(where: names(candidate).contains) }
    if !exact.isEmpty { return exact }
    return accounts.filter { candidate in
      said.contains { word in word.count > 1 && names(candidate).contains { $0.contains(word) } }
    }
  }

  /// Returns the bills that match every criterion given, the earliest due first.
  ///
  /// Date ranges are compared by calendar day in the service's calendar: a range with only a
  /// start is that day (or that month, or year, if the start names no day), and a range that
  /// names no day matches no bill. A bill without a due date (or payment date) matches no due
  /// (or payment) date range.
  ///
  /// - Parameters:
  ///   - payee: Whose bills; matched as in ``payees(matching:)``.
  ///   - billType: The kind of bill.
  ///   - status: The bills' state.
  ///   - dueDateRange: The days the bills are due on.
  ///   - paymentDateRange: The days the bills were paid, or are scheduled to be paid, on.
  /// - Returns: The matching bills, earliest due first.
  public func bills(
    payee: BillPayee? = nil,
    billType: BillType? = nil,
    status: PaymentStatus? = nil,
    dueDateRange: DateComponentsRange? = nil,
    paymentDateRange: DateComponentsRange? = nil
  ) -> [Bill] {
    let now = clock.now
    let wanted: Set<BillPayee>? = payee.map { Set(payees(matching: $0)) }
    let dueDays = dueDateRange.map { DaySpan(days.span(of: $0, now: now)) }
    let paymentDays = paymentDateRange.map { DaySpan(days.span(of: $0, now: now)) }
    return bills().filter { bill in
      if let wanted, !(bill.payee.map(wanted.contains) ?? false) { return false }
      if let billType, bill.details.billType != billType { return false }
      if let status, bill.details.paymentStatus != status { return false }
      if let dueDays, !dueDays.contains(bill.details.dueDate, days: days, now: now) {
        return false
      }
      if let paymentDays, !paymentDays.contains(bill.details.paymentDate, days: days, now: now) {
        return false
      }
      return true
    }
    .sorted(by: dueFirst)
  }

  /// Orders bills by due day, bills without a due date last, keeping the order they were added.
  private func dueFirst(_ lhs: Bill, _ rhs: Bill) -> Bool {
    let now = clock.now
    let left = lhs.details.dueDate.flatMap { days.day(of: $0, now: now) } ?? .distantFuture
    let right = rhs.details.dueDate.flatMap { days.day(of: $0, now: now) } ?? .distantFuture
    if left != right { return left < right }
    return (billOrder.firstIndex(of: lhs.id) ?? 0) < (billOrder.firstIndex(of: rhs.id) ?? 0)
  }
}

/// The days a search range covers, or none when the range names no day.
private struct DaySpan {
  let span: ClosedRange<Date>?

  init(_ span: ClosedRange<Date>?) {
    self.span = span
  }

  func contains(_ components: DateComponents?, days: BillDays, now: Date) -> Bool {
    guard let span, let components, let day = days.day(of: components, now: now) else {
      return false
    }
    return span.contains(day)
  }
}
