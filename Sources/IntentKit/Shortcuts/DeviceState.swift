/// The state of the user's device that intents depend on: whether it is locked, and whether
/// the assistant may use the app.
///
/// A ``DevicePolicy`` reads it before every phase of every intent. Apps update it as the device
/// locks and unlocks; tests change it at will:
///
/// ```swift
/// let device = DeviceState(isLocked: true)
/// dispatcher.addInterceptor(DevicePolicy(deviceState: device))
/// // … a payment is refused …
/// await device.unlock()
/// ```
public actor DeviceState {
  /// A Boolean value that indicates whether the device is locked.
  public private(set) var isLocked: Bool

  /// Whether the user lets the assistant use the app, SiriKit's
  /// `siriAuthorizationStatus()`.
  public private(set) var siriAuthorizationStatus: SiriAuthorizationStatus

  /// Creates a device state; unlocked and authorized by default.
  public init(
    isLocked: Bool = false,
    siriAuthorizationStatus: SiriAuthorizationStatus = .authorized
  ) {
    self.isLocked = isLocked
    self.siriAuthorizationStatus = siriAuthorizationStatus
  }

  /// Records that the device locked.
  public func lock() {
    isLocked = true
  }

  /// Records that the device unlocked.
  public func unlock() {
    isLocked = false
  }

  /// Records the user's answer about letting the assistant use the app, SiriKit's
  /// `requestSiriAuthorization(_:)` result.
  public func setSiriAuthorizationStatus(_ status: SiriAuthorizationStatus) {
    siriAuthorizationStatus = status
  }

  /// The lock state and authorization, read together.
  var snapshot: (isLocked: Bool, siriAuthorizationStatus: SiriAuthorizationStatus) {
    (isLocked, siriAuthorizationStatus)
  }
}
