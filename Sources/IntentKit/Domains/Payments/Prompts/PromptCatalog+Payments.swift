// The payments domain's prompts: what the assistant says while sending and requesting money,
// searching accounts and transferring between them, in English, Japanese and Korean.

extension PromptCatalog {
  /// The payments domain's prompts in English, Japanese and Korean, which its intents provide
  /// (``PromptProviding``).
  public static let payments = PromptCatalog([
    .english: englishPaymentsPrompts,
    .japanese: japanesePaymentsPrompts,
    .korean: koreanPaymentsPrompts,
  ])

  /// The payments domain's English prompts.
  static let englishPaymentsPrompts: [String: String] = [
    // Send payment
    "SendPaymentIntent.payee.name": "recipient",
    "SendPaymentIntent.currencyAmount.name": "amount",
    "SendPaymentIntent.note.name": "note",
    "SendPaymentIntent.payee.needsValue": "Who do you want to pay?",
    "SendPaymentIntent.payee.disambiguation": "Which {value}?",
    "SendPaymentIntent.payee.confirmationRequired": "Do you want to pay {value} again?",
    "SendPaymentIntent.payee.unsupported": "I couldn't find {value} in your contacts.",
    "SendPaymentIntent.payee.unsupported.noAccount": "{value} can't receive payments yet.",
    "SendPaymentIntent.payee.unsupported.noValidHandle":
      "{value} has no email address or phone number that can receive money.",
    "SendPaymentIntent.payee.unsupported.credentialsUnverified":
      "I couldn't verify {value}'s payment details.",
    "SendPaymentIntent.payee.unsupported.insufficientFunds":
      "You don't have enough money to pay {value}.",
    "SendPaymentIntent.currencyAmount.needsValue": "How much do you want to send to {payee}?",
    "SendPaymentIntent.currencyAmount.confirmationRequired": "Do you want to send {value} again?",
    "SendPaymentIntent.currencyAmount.unsupported":
      "You can't send {value}. The amount has to be more than zero.",
    "SendPaymentIntent.note.unsupported": "That note is too long.",
    "SendPaymentIntent.finalConfirmation": "Send {currencyAmount} to {payee}?",
    "SendPaymentIntent.success": "Sent {currencyAmount} to {payee}.",
    "SendPaymentIntent.inProgress": "Your payment of {currencyAmount} to {payee} is on its way.",
    "SendPaymentIntent.failure": "Sorry, I couldn't send the money.",
    "SendPaymentIntent.failureInsufficientFunds":
      "You don't have enough money to send {currencyAmount}.",
    "SendPaymentIntent.failureNoBankAccount":
      "You don't have an account to send {currencyAmount} from.",
    "SendPaymentIntent.failurePaymentsAmountBelowMinimum":
      "{currencyAmount} is below the minimum payment.",
    "SendPaymentIntent.failurePaymentsAmountAboveMaximum":
      "{currencyAmount} is more than the maximum payment.",
    "SendPaymentIntent.failurePaymentsCurrencyUnsupported":
      "Sorry, I can't send money in that currency.",
    "SendPaymentIntent.failureNotEligible": "Sorry, you can't send money with this app.",
    "SendPaymentIntent.failureTermsAndConditionsAcceptanceRequired":
      "Please accept the payment terms in the app first.",
    // Amount reasons, shared by payments, requests and transfers
    "unsupported.paymentsCurrencyUnsupported": "Sorry, that currency isn't supported.",
    "unsupported.paymentsAmountBelowMinimum": "{value} is below the minimum amount.",
    "unsupported.paymentsAmountAboveMaximum": "{value} is more than the maximum amount.",
    // Request payment
    "RequestPaymentIntent.payer.name": "person to ask",
    "RequestPaymentIntent.currencyAmount.name": "amount",
    "RequestPaymentIntent.note.name": "note",
    "RequestPaymentIntent.payer.needsValue": "Who do you want to request money from?",
    "RequestPaymentIntent.payer.disambiguation": "Which {value}?",
    "RequestPaymentIntent.payer.unsupported": "I couldn't find {value} in your contacts.",
    "RequestPaymentIntent.payer.unsupported.noAccount": "{value} can't pay through the app yet.",
    "RequestPaymentIntent.payer.unsupported.noValidHandle":
      "{value} has no email address or phone number I can send a request to.",
    "RequestPaymentIntent.payer.unsupported.credentialsUnverified":
      "I couldn't verify {value}'s payment details.",
    "RequestPaymentIntent.currencyAmount.needsValue":
      "How much do you want to request from {payer}?",
    "RequestPaymentIntent.currencyAmount.unsupported":
      "You can't request {value}. The amount has to be more than zero.",
    "RequestPaymentIntent.note.unsupported": "That note is too long.",
    "RequestPaymentIntent.finalConfirmation": "Request {currencyAmount} from {payer}?",
    "RequestPaymentIntent.success": "Requested {currencyAmount} from {payer}.",
    "RequestPaymentIntent.failure": "Sorry, I couldn't send the request.",
    "RequestPaymentIntent.failureNoBankAccount":
      "You don't have an account to receive {currencyAmount}.",
    "RequestPaymentIntent.failurePaymentsAmountBelowMinimum":
      "{currencyAmount} is below the minimum request.",
    "RequestPaymentIntent.failurePaymentsAmountAboveMaximum":
      "{currencyAmount} is more than the maximum request.",
    "RequestPaymentIntent.failurePaymentsCurrencyUnsupported":
      "Sorry, I can't request money in that currency.",
    // Search for accounts
    "SearchForAccountsIntent.accountNickname.name": "account",
    "SearchForAccountsIntent.accountNickname.disambiguation": "Which account do you mean?",
    "SearchForAccountsIntent.accountType.name": "account type",
    "SearchForAccountsIntent.organizationName.name": "bank",
    "SearchForAccountsIntent.requestedBalanceType.name": "balance type",
    "SearchForAccountsIntent.success": "Here are your balances. {accounts}",
    "SearchForAccountsIntent.failureAccountNotFound": "I couldn't find that account.",
    // Transfer money
    "TransferMoneyIntent.fromAccount.name": "account to transfer from",
    "TransferMoneyIntent.toAccount.name": "account to transfer to",
    "TransferMoneyIntent.transactionAmount.name": "amount",
    "TransferMoneyIntent.transactionScheduledDate.name": "date",
    "TransferMoneyIntent.transactionNote.name": "note",
    "TransferMoneyIntent.fromAccount.needsValue": "Which account do you want to transfer from?",
    "TransferMoneyIntent.fromAccount.disambiguation":
      "Which account do you want to transfer from?",
    "TransferMoneyIntent.fromAccount.unsupported": "I couldn't find an account called {value}.",
    "TransferMoneyIntent.toAccount.needsValue": "Which account do you want to transfer to?",
    "TransferMoneyIntent.toAccount.disambiguation": "Which account do you want to transfer to?",
    "TransferMoneyIntent.toAccount.unsupported": "You can't transfer to {value} from there.",
    "TransferMoneyIntent.transactionAmount.needsValue": "How much do you want to transfer?",
    "TransferMoneyIntent.transactionAmount.unsupported": "You can't transfer {value}.",
    "TransferMoneyIntent.transactionScheduledDate.unsupported":
      "I can only transfer money today, not {value}.",
    "TransferMoneyIntent.transactionNote.unsupported": "That note is too long.",
    "TransferMoneyIntent.finalConfirmation":
      "Transfer {transactionAmount} from {fromAccount} to {toAccount}?",
    "TransferMoneyIntent.success":
      "Transferred {transactionAmount} from {fromAccount} to {toAccount}.",
    "TransferMoneyIntent.failure": "Sorry, I couldn't make that transfer.",
    "TransferMoneyIntent.failureInsufficientFunds":
      "{fromAccount} doesn't have enough money for that transfer.",
      // Values
  ]
}

// MARK: - The intents that speak them

extension SendPaymentIntent: PromptProviding {
  /// The payments domain's prompts, ``PromptCatalog/payments``.
  public static var prompts: PromptCatalog { .payments }
}

extension RequestPaymentIntent: PromptProviding {
  /// The payments domain's prompts, ``PromptCatalog/payments``.
  public static var prompts: PromptCatalog { .payments }
}

extension SearchForAccountsIntent: PromptProviding {
  /// The payments domain's prompts, ``PromptCatalog/payments``.
  public static var prompts: PromptCatalog { .payments }
}

extension TransferMoneyIntent: PromptProviding {
  /// The payments domain's prompts, ``PromptCatalog/payments``.
  public static var prompts: PromptCatalog { .payments }
}
