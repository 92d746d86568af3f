/// A value that says what a relevant shortcut does for the user, SiriKit's
/// `INRelevantShortcutRole`; raw values match it.
public enum RelevantShortcutRole: Int, Hashable, Sendable, Codable, CaseIterable {
  /// The shortcut performs an action, such as a transfer.
  case action = 0
  /// The shortcut shows information, such as a balance.
  case information = 1
}
