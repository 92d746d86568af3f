#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

extension Conversation {
  /// Returns the activity to continue in the app when the conversation ended with a response
  /// that requires an app launch, with its ``UserActivity/interaction`` holding the intent and
  /// the response; `nil` otherwise, and while the conversation goes on.
  ///
  /// The assistant says the task continues in the app; hand this activity to the app, as
  /// SiriKit does when it launches it (see ``UserActivity/appLaunch(for:response:date:)``).
  ///
  /// - Parameter date: When the interaction happened; now by default.
  /// - Returns: The activity to continue in the app, or `nil`.
  public func appLaunchUserActivity(date: Date = Date()) -> UserActivity? {
    guard let response else { return nil }
    return UserActivity.appLaunch(for: intent, response: response, date: date)
  }
}
