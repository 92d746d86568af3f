/// A value that says whether the user lets the assistant use the app, SiriKit's
/// `INSiriAuthorizationStatus`; raw values match it.
public enum SiriAuthorizationStatus: Int, Hashable, Sendable, Codable, CaseIterable {
  /// The user hasn't been asked yet.
  case notDetermined = 0
  /// The device's restrictions, such as parental controls, don't allow it.
  case restricted = 1
  /// The user said no.
  case denied = 2
  /// The user said yes.
  case authorized = 3
}
