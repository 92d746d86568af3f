#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

extension IntentDispatcher {
  /// Runs a shortcut: its intent's whole lifecycle with the registered handler, as a new
  /// request.
  ///
  /// The saved intent runs with a new identifier, as SiriKit makes a new intent each time a
  /// shortcut is invoked, so the idempotency store treats every run as its own request. Pass
  /// the same `identifier` when retrying one invocation, and the retry replays its first result
  /// instead of handling twice. Running goes through the intent type's typed route, with its
  /// interceptors, deadlines and idempotency; a shortcut that continues an activity ends with
  /// ``ShortcutOutcome/Ending/continuesInApp(_:)``.
  ///
  /// - Parameters:
  ///   - shortcut: The shortcut to run.
  ///   - identifier: The identifier of this run; a new UUID string by default.
  /// - Returns: Where the lifecycle ended.
  /// - Throws: ``ShortcutError`` with code ``ShortcutError/Code/encodingFailed`` if the intent
  ///   can't take the identifier, and otherwise as ``dispatch(_:)``.
  public func dispatch(
    _ shortcut: Shortcut,
    identifier: String = UUID().uuidString
  ) async throws -> ShortcutOutcome {
    switch shortcut {
    case .userActivity(let activity):
      return ShortcutOutcome(continuing: activity)
    case .intent(let saved):
      let intent = try saved.replacingIdentifier(with: identifier)
      return try await runShortcutIntent(intent.base)
    }
  }

  /// Runs an intent with its typed route; called with the existential opened.
  private func runShortcutIntent<HandledIntent: Intent>(
    _ intent: HandledIntent
  ) async throws -> ShortcutOutcome {
    ShortcutOutcome(try await dispatch(intent))
  }
}
