// SiriKit's names for the bills domain's response codes, which IntentKit nests in each response as
// `Code`, so that ported code such as `let code: PayBillIntentResponseCode` compiles unchanged.

/// The outcomes of a bill-payment step, SiriKit's `INPayBillIntentResponseCode`.
public typealias PayBillIntentResponseCode = PayBillIntentResponse.Code

/// The outcomes of a bill search, SiriKit's `INSearchForBillsIntentResponseCode`.
public typealias SearchForBillsIntentResponseCode = SearchForBillsIntentResponse.Code
