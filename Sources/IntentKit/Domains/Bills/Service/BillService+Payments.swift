#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// Paying bills now, scheduling them for later days, and running the scheduled payments.

extension BillService {
  /// Checks that a payment request could be made now, without making it.
  ///
  /// A payment for today must pass every ledger check, funds included; a payment for a later
  /// day is checked except for funds, which may arrive before its day.
  ///
  /// - Throws: ``BillServiceError`` as ``pay(_:)`` does, or ``LedgerError`` naming the first
  ///   problem the ledger finds, such as ``LedgerError/Code/insufficientFunds``.
  public func validate(_ request: BillPaymentRequest) async throws {
    if let existing = paymentsByKey[request.idempotencyKey] {
      guard existing.request == normalized(request) else { throw reused(request) }
      return
    }
    let bill = try check(request)
    let request = normalized(request)
    do {
      try await ledger.validate(transfer(for: request, of: bill))
    } catch let error as LedgerError where error.code == .insufficientFunds {
      if request.day <= today() { throw error }
    }
  }

  /// Pays a bill now, or schedules its payment for a later day, at most once per idempotency
  /// key.
  ///
  /// A payment for today debits the account and credits the payee's ledger account at once; the
  /// bill is then ``PaymentStatus/completed`` with today as its payment date. A payment for a
  /// later day is ``PaymentStatus/pending``, as is its bill, until the clock reaches that day. If
  /// the ledger refuses the posting, the returned payment is ``PaymentStatus/failed``, nothing
  /// moved, and the bill is unpaid. If posting is interrupted by any other error, such as a
  /// cancelled task, nobody knows whether the money moved: the payment stays pending, and paying
  /// it again under the same key posts it or finds the first posting.
  ///
  /// - Parameter request: The payment; its day is counted in the service's calendar.
  /// - Returns: The payment; the first one again if the key was used for the same request.
  /// - Throws: ``BillServiceError`` with code ``BillServiceError/Code/notSignedIn``,
  ///   ``BillServiceError/Code/billNotFound``, ``BillServiceError/Code/billNotPayable``,
  ///   ``BillServiceError/Code/accountNotFound``, ``BillServiceError/Code/currencyUnsupported``,
  ///   ``BillServiceError/Code/nonPositiveAmount``, ``BillServiceError/Code/dateInPast`` or
  ///   ``BillServiceError/Code/idempotencyKeyReused``. When it throws, nothing changed.
  @discardableResult
  public func pay(_ request: BillPaymentRequest) async throws -> BillPayment {
    if let existing = paymentsByKey[request.idempotencyKey] {
      guard existing.request == normalized(request) else { throw reused(request) }
      if postingKeys[existing.id] != nil {
        // Another caller is posting the same request: answer as it does, once it knows.
        await withCheckedContinuation { postingKeys[existing.id]?.append($0) }
        return paymentsByKey[existing.id] ?? existing
      }
      // A due payment whose posting was interrupted is posted again under its key: the ledger
      // replays the posting if the first attempt went through.
      guard existing.request.day <= today(), let claimed = claim(existing.id) else {
        return existing
      }
      return await post(claimed)
    }
    let bill = try check(request)
    let request = normalized(request)
    paymentOrder.append(request.idempotencyKey)
    paymentsByKey[request.idempotencyKey] = BillPayment(request: request)
    billsByID[bill.id]?.details.paymentStatus = .pending
    billsByID[bill.id]?.details.paymentDate = days.components(of: request.day)
    guard request.day <= today(), let claimed = claim(request.idempotencyKey) else {
      wakeScheduler()
      return paymentsByKey[request.idempotencyKey] ?? BillPayment(request: request)
    }
    return await post(claimed)
  }

  /// Runs every scheduled payment whose day has come, earliest first, and returns them as they
  /// now stand.
  ///
  /// The loop that ``start()`` launches calls this when the clock reaches the next payment's day;
  /// call it yourself to run payments without the loop. A payment the ledger refuses, such as
  /// for insufficient funds, fails: nothing moves, the bill is unpaid again, and the failure is
  /// recorded in the payment.
  @discardableResult
  public func runScheduledPayments() async -> [BillPayment] {
    let today = today()
    let due = scheduledPayments().filter { $0.request.day <= today }
    var results: [BillPayment] = []
    for payment in due {
      guard let claimed = claim(payment.id) else { continue }
      results.append(await post(claimed))
    }
    return results
  }

  // MARK: - Posting

  /// Marks a pending payment as being posted, or returns `nil` if it isn't pending or is being
  /// posted already.
  private func claim(_ key: String) -> BillPayment? {
    guard let payment = paymentsByKey[key], payment.status == .pending,
      postingKeys[key] == nil
    else { return nil }
    postingKeys[key] = []
    return payment
  }

  /// Posts a claimed payment to the ledger and records the result in the payment and its bill.
  private func post(_ claimed: BillPayment) async -> BillPayment {
    var payment = claimed
    let billID = payment.request.billID
    do {
      guard let bill = billsByID[billID] else {
        throw BillServiceError(
          code: .billNotFound,
          message: "No bill \(TextLimits.quoted(billID))."
        )
      }
      payment.posting = try await ledger.post(
        transfer(for: payment.request, of: bill),
        idempotencyKey: payment.id
      )
      payment.status = .completed
      billsByID[billID]?.details.paymentStatus = .completed
      billsByID[billID]?.details.paymentDate = days.components(of: payment.request.day)
      eventSink.yield(.paid(payment))
    } catch  where error is LedgerError || error is BillServiceError {
      // A refusal: the ledger's contract is that nothing was posted.
      payment.status = .failed
      payment.failure = BillPayment.Failure(error)
      billsByID[billID]?.details.paymentStatus = .unpaid
      billsByID[billID]?.details.paymentDate = nil
      eventSink.yield(.failed(payment))
    } catch {
      // Any other error (a cancelled task, a timeout, a lost connection) leaves it unknown
      // whether the ledger posted. The payment stays pending, so the next attempt under its
      // key, a retried request or the scheduler, posts it or finds the posting; calling it
      // failed could leave the money moved and the bill unpaid.
      wakeScheduler()
    }
    paymentsByKey[payment.id] = payment
    for waiter in postingKeys.removeValue(forKey: payment.id) ?? [] { waiter.resume() }
    return payment
  }

  private func transfer(for request: BillPaymentRequest, of bill: Bill) -> LedgerTransfer {
    let payee = bill.payee?.nickname?.spokenPhrase ?? bill.id
    return LedgerTransfer(
      from: request.account,
      to: bill.payeeAccount,
      amount: request.amount,
      memo: request.note ?? "Bill: \(payee)"
    )
  }

  // MARK: - Checking requests

  /// The request with its day moved to the start of that day.
  private func normalized(_ request: BillPaymentRequest) -> BillPaymentRequest {
    var request = request
    request.day = days.startOfDay(for: request.day)
    return request
  }

  /// Checks a new request and returns its bill.
  private func check(_ request: BillPaymentRequest) throws -> Bill {
    func refuse(_ code: BillServiceError.Code, _ message: String) -> BillServiceError {
      BillServiceError(code: code, message: message)
    }
    guard isSignedIn else { throw refuse(.notSignedIn, "The user is signed out.") }
    guard let bill = billsByID[request.billID] else {
      throw refuse(.billNotFound, "No bill \(TextLimits.quoted(request.billID)).")
    }
    guard bill.details.paymentStatus == .unpaid else {
      throw refuse(
        .billNotPayable,
        "Bill \(TextLimits.quoted(bill.id)) is \(bill.details.paymentStatus)."
      )
    }
    guard let account = accounts.first(where: { $0.id == request.account }) else {
      throw refuse(
        .accountNotFound,
        "\(TextLimits.quoted(request.account.rawValue)) isn't a payment account."
      )
    }
    let currency = request.amount.currency
    guard currencyPolicy.accepts(currency), account.currency == currency,
      bill.currency.map({ $0 == currency }) ?? true
    else {
      throw refuse(
        .currencyUnsupported,
        "Bill \(TextLimits.quoted(bill.id)) can't be paid in \(currency.code)."
      )
    }
    guard request.amount.isPositive else {
      throw refuse(.nonPositiveAmount, "\(request.amount) is not a positive amount.")
    }
    guard days.startOfDay(for: request.day) >= today() else {
      throw refuse(.dateInPast, "The day to pay on has passed.")
    }
    return bill
  }

  private func reused(_ request: BillPaymentRequest) -> BillServiceError {
    BillServiceError(
      code: .idempotencyKeyReused,
      message:
        "The key \(TextLimits.quoted(request.idempotencyKey)) was already used for another payment."
    )
  }
}
