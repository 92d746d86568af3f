extension PromptCatalog {
  /// The bills domain's prompts in English, Japanese and Korean: what the assistant says while
  /// paying and searching bills, and the names of bill types.
  ///
  /// Beyond the standard keys, bill prompts use `PayBillIntent.success.paid` and
  /// `PayBillIntent.success.scheduled` (the `{paymentResult}` of a successful payment),
  /// `PayBillIntent.scheduledDay.today` and `PayBillIntent.scheduledDay.date` (the
  /// `{scheduledDay}` of the final question), `SearchForBillsIntent.bill` (one line of
  /// `{bills}`), and `BillDetails.paymentStatus.<case>` (a bill's `{paymentStatus}`).
  public static let bills = PromptCatalog([
    .english: englishBillsPrompts,
    .japanese: japaneseBillsPrompts,
    .korean: koreanBillsPrompts,
  ])
}

// MARK: - The intents that speak them

extension PayBillIntent: PromptProviding {
  /// The bills domain's prompts, ``PromptCatalog/bills``.
  public static var prompts: PromptCatalog { .bills }
}

extension SearchForBillsIntent: PromptProviding {
  /// The bills domain's prompts, ``PromptCatalog/bills``.
  public static var prompts: PromptCatalog { .bills }
}
