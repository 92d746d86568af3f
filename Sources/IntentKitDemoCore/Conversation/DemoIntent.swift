package import IntentKit

/// A request the demo understands, as the typed intent a conversation starts with.
package enum DemoIntent: Equatable, Sendable {
  /// "Send $50 to Jane".
  case sendPayment(SendPaymentIntent)
  /// "Request $20 from John".
  case requestPayment(RequestPaymentIntent)
  /// "What's my balance?".
  case searchForAccounts(SearchForAccountsIntent)
  /// "Pay my electricity bill", "学費1000円を支払って".
  case payBill(PayBillIntent)
  /// "Show my bills".
  case searchForBills(SearchForBillsIntent)
  /// "Book a ride from Cupertino to San Francisco".
  case requestRide(RequestRideIntent)
  /// "What's the status of my ride?".
  case getRideStatus(GetRideStatusIntent)
  /// "Cancel my ride".
  case cancelRide(CancelRideIntent)

  /// Starts a conversation about the intent.
  ///
  /// - Parameters:
  ///   - engine: The engine that plays the assistant.
  ///   - utterance: What the user said, for the transcript.
  ///   - language: The language to speak, if not the engine's.
  ///   - unusableAmount: The words of an amount the request stated that can't be used, which
  ///     the assistant explains when it asks for the amount.
  /// - Returns: The conversation, waiting for a reply or ended.
  /// - Throws: What ``ConversationEngine/start(_:saying:language:rejecting:)`` throws.
  package func start(
    with engine: ConversationEngine,
    saying utterance: String,
    language: Language? = nil,
    unusableAmount: String? = nil
  ) async throws -> any ConversationDriving {
    let context = engine.dialogContext(for: language ?? engine.configuration.language)
    func rejecting(_ parameter: String) -> [String: UnsupportedReason] {
      guard let unusableAmount,
        let reason = CurrencyAmount.unsupportedReason(forReply: unusableAmount, context: context)
      else { return [:] }
      return [parameter: reason]
    }
    switch self {
    case .sendPayment(let intent):
      return try await DrivenConversation.start(
        intent,
        engine,
        utterance,
        language,
        rejecting("currencyAmount")
      )
    case .requestPayment(let intent):
      return try await DrivenConversation.start(
        intent,
        engine,
        utterance,
        language,
        rejecting("currencyAmount")
      )
    case .searchForAccounts(let intent):
      return try await DrivenConversation.start(intent, engine, utterance, language)
    case .payBill(let intent):
      return try await DrivenConversation.start(
        intent,
        engine,
        utterance,
        language,
        rejecting("transactionAmount")
      )
    case .searchForBills(let intent):
      return try await DrivenConversation.start(intent, engine, utterance, language)
    case .requestRide(let intent):
      return try await DrivenConversation.start(intent, engine, utterance, language)
    case .getRideStatus(let intent):
      return try await DrivenConversation.start(intent, engine, utterance, language)
    case .cancelRide(let intent):
      return try await DrivenConversation.start(intent, engine, utterance, language)
    }
  }
}
