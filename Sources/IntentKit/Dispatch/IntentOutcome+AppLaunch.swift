#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

extension IntentOutcome {
  /// Returns the activity to continue in the app when the outcome's response requires an app
  /// launch, with its ``UserActivity/interaction`` holding the intent and the response; `nil`
  /// otherwise.
  ///
  /// This is what SiriKit passes an app it launches for a `failureRequiringAppLaunch…` code,
  /// whether the lifecycle ended in handle, in confirm or at an interceptor such as a
  /// ``DevicePolicy`` (see ``UserActivity/appLaunch(for:response:date:)``):
  ///
  /// ```swift
  /// let outcome = try await dispatcher.dispatch(rideRequest)
  /// if let activity = outcome.appLaunchUserActivity() {
  ///   app.continueActivity(activity)  // activity.interaction?.intent is the ride request
  /// }
  /// ```
  ///
  /// - Parameter date: When the interaction happened; now by default.
  /// - Returns: The activity to continue in the app, or `nil`.
  public func appLaunchUserActivity(date: Date = Date()) -> UserActivity? {
    guard let response else { return nil }
    return UserActivity.appLaunch(for: intent, response: response, date: date)
  }
}
