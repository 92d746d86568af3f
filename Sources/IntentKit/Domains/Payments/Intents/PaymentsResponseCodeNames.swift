// SiriKit's names for the payments domain's response codes, which IntentKit nests in each
// response as `Code`, so that ported code such as `let code: SendPaymentIntentResponseCode`
// compiles unchanged.

/// The outcomes of a send-payment step, SiriKit's `INSendPaymentIntentResponseCode`.
public typealias SendPaymentIntentResponseCode = SendPaymentIntentResponse.Code

/// The outcomes of a request-payment step, SiriKit's `INRequestPaymentIntentResponseCode`.
public typealias RequestPaymentIntentResponseCode = RequestPaymentIntentResponse.Code

/// The outcomes of an account search, SiriKit's `INSearchForAccountsIntentResponseCode`.
public typealias SearchForAccountsIntentResponseCode = SearchForAccountsIntentResponse.Code

/// The outcomes of a transfer step, SiriKit's `INTransferMoneyIntentResponseCode`.
public typealias TransferMoneyIntentResponseCode = TransferMoneyIntentResponse.Code
