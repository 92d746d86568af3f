/// A type that receives donated interactions, such as a ``DonationStore``.
///
/// Give one to ``ConversationEngine/Configuration/donations`` and the conversation engine
/// donates every conversation that ends with a successful handle.
public protocol InteractionDonating: Sendable {
  /// Records an interaction the user completed.
  ///
  /// - Throws: An error if the interaction can't be recorded; a donor treats it as a lost
  ///   donation, never as a failure of the interaction itself.
  func donate(_ interaction: Interaction) async throws
}
