/// A type that reports the outcome of confirming or handling an ``Intent``.
///
/// Each intent type has its own response, which nests a `Code` enumeration with SiriKit's case
/// names and raw values and carries the payload that the code describes. As in SiriKit the code
/// is fixed when the response is made and the payload stays writable.
///
/// ```swift
/// var response = SendPaymentIntentResponse(code: .success)
/// response.paymentRecord = record
/// ```
public protocol IntentResponse: Sendable, Codable, Equatable {
  /// The codes this response can carry.
  associatedtype Code: IntentResponseCode

  /// The outcome this response reports.
  var code: Code { get }

  /// The activity that continues the task in the app, for codes that require an app launch.
  var userActivity: UserActivity? { get set }

  /// Creates a response with a code and an optional activity that continues in the app.
  init(code: Code, userActivity: UserActivity?)
}

extension IntentResponse {
  /// Creates a response with a code and no user activity.
  public init(code: Code) {
    self.init(code: code, userActivity: nil)
  }

  /// The handling status that the response's code stands for.
  public var handlingStatus: IntentHandlingStatus {
    code.handlingStatus
  }
}
