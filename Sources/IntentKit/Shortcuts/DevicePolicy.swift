/// An interceptor that enforces the device's state: it refuses intents restricted while the
/// device is locked, and every intent while the assistant isn't authorized to use the app.
///
/// An intent is restricted while locked when its type says so
/// (``Intent/requiresUnlockedDevice``, which every payment intent does, as SiriKit requires) or
/// when its wire name is listed in ``restrictedWhileLocked``, SiriKit's
/// `IntentsRestrictedWhileLocked`. Add the policy to a dispatcher; the conversation engine uses
/// the dispatcher's interceptors too, and voice shortcuts run through the dispatcher:
///
/// ```swift
/// let device = DeviceState(isLocked: true)
/// var dispatcher = IntentDispatcher()
/// dispatcher.registerHandlers(of: service)  // a PaymentsService's four handlers
/// dispatcher.addInterceptor(DevicePolicy(deviceState: device, restrictedWhileLocked: ["PayBillIntent"]))
///
/// let outcome = try await dispatcher.dispatch(SendPaymentIntent(payee: jane, currencyAmount: .usd(50_00)))
/// // outcome.ending: .intercepted(.resolve, failureRequiringAppLaunch), nothing resolved or moved
/// ```
///
/// The policy looks at the device before each phase (resolution, confirm and handle), so a
/// conversation that goes on after the device locked is refused at its next step.
///
/// - While the device is locked, a restricted intent is refused with the code named
///   `failureRequiringAppLaunch`, or `failure` for responses without one, and a
///   ``UserActivity`` whose type is the intent's wire name and whose `userInfo` holds
///   `"reason": "deviceLocked"` and the intent's `"identifier"`: the app asks the user to
///   unlock and continues the task.
/// - While the assistant isn't authorized (``SiriAuthorizationStatus/authorized``), every intent
///   is refused with `failure` and no activity: SiriKit never reaches an app the user hasn't
///   authorized, and launching the app wouldn't let the assistant in.
public struct DevicePolicy: IntentInterceptor {
  /// The `userInfo` value of ``UserActivity`` under `"reason"` when a locked device refuses an
  /// intent.
  public static let deviceLockedReason = "deviceLocked"

  /// The device's state, read before every phase.
  public let deviceState: DeviceState

  /// The wire names of intents restricted while the device is locked, in addition to those
  /// whose type requires an unlocked device.
  public var restrictedWhileLocked: Set<String>

  /// Creates a policy over a device's state.
  ///
  /// - Parameters:
  ///   - deviceState: The device's state.
  ///   - restrictedWhileLocked: Wire names of more intents to refuse while the device is
  ///     locked, SiriKit's `IntentsRestrictedWhileLocked`.
  public init(deviceState: DeviceState, restrictedWhileLocked: Set<String> = []) {
    self.deviceState = deviceState
    self.restrictedWhileLocked = restrictedWhileLocked
  }

  /// Returns a Boolean value that indicates whether an intent type is refused while the device
  /// is locked.
  public func isRestrictedWhileLocked<HandledIntent: Intent>(
    _ intentType: HandledIntent.Type
  ) -> Bool {
    HandledIntent.requiresUnlockedDevice || restrictedWhileLocked.contains(HandledIntent.wireName)
  }

  /// Refuses the intent if the assistant isn't authorized, or if it is restricted and the
  /// device is locked; otherwise lets the phase run.
  public func willRun<HandledIntent: Intent>(
    _ phase: LifecyclePhase.Stage,
    of intent: HandledIntent
  ) async throws -> HandledIntent.Response? {
    let (isLocked, authorization) = await deviceState.snapshot
    guard authorization == .authorized else {
      return HandledIntent.Response(code: .failure)
    }
    guard isLocked, isRestrictedWhileLocked(HandledIntent.self) else { return nil }
    let code = HandledIntent.Response.Code(name: "failureRequiringAppLaunch") ?? .failure
    let activity = UserActivity(
      activityType: HandledIntent.wireName,
      title: "Unlock your device to continue",
      userInfo: [
        "reason": .string(Self.deviceLockedReason), "identifier": .string(intent.identifier),
      ]
    )
    return HandledIntent.Response(code: code, userActivity: activity)
  }
}
