package import IntentKit

/// A request the demo understands, as the typed intent a conversation starts with.
package enum DemoIntent: Equatable, Sendable {
  /// "Send $50 to Jane".
  case sendPayment(SendPaymentIntent)
  /// "Request 20 euros from John".
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
  /// - Returns: The conversation, waiting for a reply or ended.
  /// - Throws: What ``ConversationEngine/start(_:saying:language:)`` throws.
  package func start(
    with engine: ConversationEngine,
    saying utterance: String,
    language: Language? = nil
  ) async throws -> any ConversationDriving {
    switch self {
    case .sendPayment(let intent):
      try await DrivenConversation.start(intent, engine, utterance, language)
    case .requestPayment(let intent):
      try await DrivenConversation.start(intent, engine, utterance, language)
    case .searchForAccounts(let intent):
      try await DrivenConversation.start(intent, engine, utterance, language)
    case .payBill(let intent):
      try await DrivenConversation.start(intent, engine, utterance, language)
    case .searchForBills(let intent):
      try await DrivenConversation.start(intent, engine, utterance, language)
    case .requestRide(let intent):
      try await DrivenConversation.start(intent, engine, utterance, language)
    case .getRideStatus(let intent):
      try await DrivenConversation.start(intent, engine, utterance, language)
    case .cancelRide(let intent):
      try await DrivenConversation.start(intent, engine, utterance, language)
    }
  }
}
