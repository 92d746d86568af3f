/// An in-memory store of donated interactions, the assistant's memory of what the user did.
///
/// Donating an interaction whose identifier is already stored replaces the earlier one, so a
/// repeated donation of the same request counts once. Delete interactions when the user deletes
/// the data they describe, by identifier, by group identifier, or all of them when the user
/// signs out, as SiriKit asks apps to do.
///
/// ```swift
/// let donations = DonationStore()
/// try await donations.donate(Interaction(intent: transfer, response: nil, groupIdentifier: "savings"))
/// try await donations.deleteInteractions(withGroupIdentifier: "savings")
/// ```
///
/// The store holds at most ``capacity`` interactions; past it, the oldest are forgotten first.
public actor DonationStore: InteractionDonating {
  /// The most interactions the store keeps.
  public let capacity: Int

  /// The interactions in donation order.
  private var entries: [Interaction] = []

  /// Creates an empty store.
  ///
  /// - Parameter capacity: The most interactions to keep; 10,000 by default.
  /// - Precondition: `capacity` is positive.
  public init(capacity: Int = 10_000) {
    precondition(capacity > 0, "A donation store must hold at least one interaction.")
    self.capacity = capacity
  }

  // MARK: - Donating

  /// Records an interaction the user completed, replacing any stored interaction with the same
  /// identifier.
  ///
  /// An interaction without a response is accepted, as SiriKit accepts the seed's
  /// `makeTransfer` donation. One with a response must report ``IntentHandlingStatus/success``
  /// or ``IntentHandlingStatus/inProgress``: a failed, cancelled or merely confirmed intent is
  /// not something the user did.
  ///
  /// - Throws: ``ShortcutError`` with code ``ShortcutError/Code/donatingInteraction`` if the
  ///   identifier or group identifier is empty, too long or holds control characters, or the
  ///   response reports another status. Nothing is stored then.
  public func donate(_ interaction: Interaction) throws {
    if let problem = Self.problem(withIdentifier: interaction.identifier) {
      throw ShortcutError(code: .donatingInteraction, message: "The identifier \(problem).")
    }
    if let group = interaction.groupIdentifier, let problem = Self.problem(withIdentifier: group) {
      throw ShortcutError(code: .donatingInteraction, message: "The group identifier \(problem).")
    }
    guard interaction.isCompleted else {
      throw ShortcutError(
        code: .donatingInteraction,
        message:
          "\(interaction.intent.wireName) wasn't completed (\(interaction.intentHandlingStatus)); "
          + "only completed interactions are donated."
      )
    }
    entries.removeAll { $0.identifier == interaction.identifier }
    entries.append(interaction)
    if entries.count > capacity, let oldest = oldestIndex() {
      entries.remove(at: oldest)
    }
  }

  // MARK: - Reading

  /// The number of stored interactions.
  public var count: Int {
    entries.count
  }

  /// Returns every stored interaction, oldest first; interactions with the same date in donation
  /// order.
  public func interactions() -> [Interaction] {
    entries.enumerated()
      .sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
      .map(\.element)
  }

  /// Returns the stored interactions with a group identifier, oldest first.
  public func interactions(withGroupIdentifier groupIdentifier: String) -> [Interaction] {
    interactions().filter { $0.groupIdentifier == groupIdentifier }
  }

  /// Returns the stored interaction with an identifier, if there is one.
  public func interaction(withIdentifier identifier: String) -> Interaction? {
    entries.first { $0.identifier == identifier }
  }

  // MARK: - Deleting

  /// Deletes the interactions with any of the identifiers, SiriKit's `delete(with:)`.
  ///
  /// Identifiers that match nothing are ignored.
  ///
  /// - Returns: The number of interactions deleted.
  /// - Throws: ``ShortcutError`` with code
  ///   ``ShortcutError/Code/deletingInteractionWithIdentifiers`` if an identifier is empty, too
  ///   long or holds control characters; nothing is deleted then.
  @discardableResult
  public func deleteInteractions(withIdentifiers identifiers: [String]) throws -> Int {
    for identifier in identifiers {
      if let problem = Self.problem(withIdentifier: identifier) {
        throw ShortcutError(
          code: .deletingInteractionWithIdentifiers,
          message: "The identifier \(TextLimits.quoted(identifier)) \(problem)."
        )
      }
    }
    let doomed = Set(identifiers)
    return removeAll { doomed.contains($0.identifier) }
  }

  /// Deletes the interactions with a group identifier, SiriKit's `delete(with:)` for groups.
  ///
  /// - Returns: The number of interactions deleted.
  /// - Throws: ``ShortcutError`` with code
  ///   ``ShortcutError/Code/deletingInteractionWithGroupIdentifier`` if the group identifier is
  ///   empty, too long or holds control characters; nothing is deleted then.
  @discardableResult
  public func deleteInteractions(withGroupIdentifier groupIdentifier: String) throws -> Int {
    if let problem = Self.problem(withIdentifier: groupIdentifier) {
      throw ShortcutError(
        code: .deletingInteractionWithGroupIdentifier,
        message: "The group identifier \(problem)."
      )
    }
    return removeAll { $0.groupIdentifier == groupIdentifier }
  }

  /// Deletes every interaction, SiriKit's `deleteAll()`, as when the user signs out.
  ///
  /// - Returns: The number of interactions deleted.
  @discardableResult
  public func deleteAll() -> Int {
    defer { entries.removeAll() }
    return entries.count
  }

  // MARK: - Helpers

  private func removeAll(where shouldRemove: (Interaction) -> Bool) -> Int {
    let before = entries.count
    entries.removeAll(where: shouldRemove)
    return before - entries.count
  }

  /// The index of the interaction with the earliest date, the first donated among equals.
  private func oldestIndex() -> Int? {
    entries.indices.min { (entries[$0].date, $0) < (entries[$1].date, $1) }
  }

  private static func problem(withIdentifier identifier: String) -> String? {
    identifier.isEmpty ? "is empty" : TextLimits.problem(withName: identifier)
  }
}
