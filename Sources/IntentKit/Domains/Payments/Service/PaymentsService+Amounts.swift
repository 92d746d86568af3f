// Checking amounts before any money moves: positive, in a currency both sides can use, and
// within the ledger's limits for that currency.

extension PaymentsService {
  /// The unsupported reasons an amount check reports, per intent.
  struct AmountReasons: Sendable {
    /// The amount is below the currency's minimum.
    let belowMinimum: UnsupportedReason
    /// The amount is above the currency's maximum.
    let aboveMaximum: UnsupportedReason
    /// The user or the other person has no account in the currency.
    let currencyUnsupported: UnsupportedReason

    /// SiriKit's `INSendPaymentCurrencyAmountUnsupportedReason`.
    static let sendPayment = AmountReasons(
      belowMinimum: SendPaymentCurrencyAmountUnsupportedReason.paymentsAmountBelowMinimum
        .unsupportedReason,
      aboveMaximum: SendPaymentCurrencyAmountUnsupportedReason.paymentsAmountAboveMaximum
        .unsupportedReason,
      currencyUnsupported: SendPaymentCurrencyAmountUnsupportedReason.paymentsCurrencyUnsupported
        .unsupportedReason
    )

    /// SiriKit's `INRequestPaymentCurrencyAmountUnsupportedReason`.
    static let requestPayment = AmountReasons(
      belowMinimum: RequestPaymentCurrencyAmountUnsupportedReason.paymentsAmountBelowMinimum
        .unsupportedReason,
      aboveMaximum: RequestPaymentCurrencyAmountUnsupportedReason.paymentsAmountAboveMaximum
        .unsupportedReason,
      currencyUnsupported: RequestPaymentCurrencyAmountUnsupportedReason
        .paymentsCurrencyUnsupported.unsupportedReason
    )

    /// Transfers: SiriKit has no reasons for them, so these reuse the payment reasons' names,
    /// without raw values, for their wording.
    static let transfer = AmountReasons(
      belowMinimum: UnsupportedReason("paymentsAmountBelowMinimum"),
      aboveMaximum: UnsupportedReason("paymentsAmountAboveMaximum"),
      currencyUnsupported: UnsupportedReason("paymentsCurrencyUnsupported")
    )
  }

  /// Checks an amount to send to, or ask from, a person.
  ///
  /// - Parameters:
  ///   - amount: The amount.
  ///   - counterparty: The payee or payer, if already resolved: they need an account in the
  ///     amount's currency too.
  ///   - reasons: The reasons to report.
  /// - Returns: Success with the amount, or unsupported: with no reason for zero or less, and
  ///   with a reason for an unusable currency or an amount outside the limits.
  func checkAmount(
    _ amount: CurrencyAmount,
    counterparty: Person?,
    reasons: AmountReasons
  ) async -> Resolution<CurrencyAmount> {
    guard amount.isPositive else { return .unsupported() }
    guard paymentAccountIndex(in: amount.currency) != nil else {
      return .unsupported(forReason: reasons.currencyUnsupported)
    }
    if let counterparty, let identifier = counterparty.contactIdentifier,
      !canReceive(contact: identifier, in: amount.currency)
    {
      return .unsupported(forReason: reasons.currencyUnsupported)
    }
    return await checkLimits(amount, reasons: reasons)
  }

  /// Checks an amount against the ledger's limits for its currency.
  func checkLimits<Value>(
    _ amount: CurrencyAmount,
    reasons: AmountReasons,
    resolving value: Value
  ) async -> Resolution<Value> {
    if let limits = await ledger.limits(for: amount.currency) {
      if amount.minorUnits < limits.minimum {
        return .unsupported(forReason: reasons.belowMinimum)
      }
      if amount.minorUnits > limits.maximum {
        return .unsupported(forReason: reasons.aboveMaximum)
      }
    }
    return .success(with: value)
  }

  private func checkLimits(
    _ amount: CurrencyAmount,
    reasons: AmountReasons
  ) async -> Resolution<CurrencyAmount> {
    await checkLimits(amount, reasons: reasons, resolving: amount)
  }

  /// Resolves a note: kept if given and within 1,024 bytes, skipped
  /// if absent or blank, unsupported if longer.
  func resolveNote(_ note: String?) -> Resolution<String> {
    guard let note, !note.allSatisfy(\.isWhitespace) else { return .notRequired() }
    guard TextLimits.problem(withText: note, limit: TextLimits.maximumNoteLength) == nil else {
      return .unsupported()
    }
    return .success(with: note)
  }
}
