/// The direction of an interaction, SiriKit's `INInteractionDirection`; raw values match it.
public enum InteractionDirection: Int, Hashable, Sendable, Codable, CaseIterable {
  /// The direction isn't specified.
  case unspecified = 0
  /// The user started the interaction, such as sending money.
  case outgoing = 1
  /// Someone else started it, such as a payment request the user received.
  case incoming = 2
}
