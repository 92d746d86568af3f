/// A shortcut with information about when and where it is relevant, so the assistant can offer
/// it at the right moment, SiriKit's `INRelevantShortcut`.
///
/// The seed's evening transfer:
///
/// ```swift
/// guard let shortcut = Shortcut(intent: transfer) else { return }
/// var relevantShortcut = RelevantShortcut(shortcut: shortcut)
/// relevantShortcut.relevanceProviders = [.dailyRoutine(situation: .evening)]
/// try await relevantShortcuts.setRelevantShortcuts([relevantShortcut])
/// ```
public struct RelevantShortcut: Sendable, Equatable, Codable {
  /// The shortcut to offer.
  public let shortcut: Shortcut

  /// When and where the shortcut is relevant; a shortcut without providers is relevant
  /// anywhere, at any time.
  public var relevanceProviders: [RelevanceProvider]

  /// Whether the shortcut performs an action or shows information.
  public var shortcutRole: RelevantShortcutRole

  /// Creates a relevant shortcut.
  public init(
    shortcut: Shortcut,
    relevanceProviders: [RelevanceProvider] = [],
    shortcutRole: RelevantShortcutRole = .action
  ) {
    self.shortcut = shortcut
    self.relevanceProviders = relevanceProviders
    self.shortcutRole = shortcutRole
  }
}
