/// An error thrown when the dispatcher can't route or accept a request.
///
/// These are the library's own failures: no handler registered, a JSON request it can't read, an
/// idempotency key used wrongly. Handler failures are not thrown; they end the lifecycle with a
/// failure response and an ``IntentFailure`` in the ``IntentOutcome``.
///
/// ```swift
/// do {
///   _ = try await dispatcher.dispatch(intent)
/// } catch let error as IntentDispatchError where error.code == .handlerNotFound {
///   print(error.message)
/// }
/// ```
public struct IntentDispatchError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of failure this is.
  public let code: Code

  /// The name of the intent the failure concerns, when one is known.
  public let intentName: String?

  /// A sentence that names the problem, suitable for logs and for API clients.
  public let message: String

  /// Creates an error.
  public init(code: Code, intentName: String?, message: String) {
    self.code = code
    self.intentName = intentName
    self.message = message
  }

  public var description: String {
    "\(code): \(message)"
  }
}

extension IntentDispatchError {
  /// A value that classifies a dispatch failure; new codes aren't source-breaking.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    private enum Base: String, Hashable, Sendable {
      case handlerNotFound, unknownIntentName, malformedRequest, invalidIntent, requestTooLarge
      case idempotencyKeyReused, idempotencyKeyInUse
    }

    private let base: Base

    private init(_ base: Base) {
      self.base = base
    }

    /// No handler is registered for the intent's type.
    public static var handlerNotFound: Self { Self(.handlerNotFound) }

    /// A JSON request names an intent that no registered handler handles.
    public static var unknownIntentName: Self { Self(.unknownIntentName) }

    /// A JSON request isn't valid JSON or lacks the envelope's fields.
    public static var malformedRequest: Self { Self(.malformedRequest) }

    /// A JSON request's intent is missing a required field, has a value of the wrong type, or
    /// has a value outside its limits, such as an overlong string.
    public static var invalidIntent: Self { Self(.invalidIntent) }

    /// A JSON request is larger than the dispatcher accepts.
    public static var requestTooLarge: Self { Self(.requestTooLarge) }

    /// The intent's identifier was already used for a different intent (HTTP 422 in the IETF
    /// `Idempotency-Key` draft).
    public static var idempotencyKeyReused: Self { Self(.idempotencyKeyReused) }

    /// The same intent is being handled right now (HTTP 409 in the IETF draft); retry later.
    public static var idempotencyKeyInUse: Self { Self(.idempotencyKeyInUse) }

    /// The SiriKit `INIntentErrorCode` this failure stands for, if there is one.
    ///
    /// - ``handlerNotFound``: ``IntentErrorCode/noHandlerProvidedForIntent`` (2003).
    /// - ``unknownIntentName``: ``IntentErrorCode/invalidIntentName`` (2004).
    /// - ``malformedRequest`` and ``invalidIntent``: ``IntentErrorCode/decodingGeneric`` (9000),
    ///   since the request or its intent can't be decoded.
    /// - ``requestTooLarge``, ``idempotencyKeyReused`` and ``idempotencyKeyInUse``: `nil`;
    ///   SiriKit has no such failures.
    public var intentErrorCode: IntentErrorCode? {
      switch base {
      case .handlerNotFound: .noHandlerProvidedForIntent
      case .unknownIntentName: .invalidIntentName
      case .malformedRequest, .invalidIntent: .decodingGeneric
      case .requestTooLarge, .idempotencyKeyReused, .idempotencyKeyInUse: nil
      }
    }

    public var description: String {
      base.rawValue
    }
  }
}

extension IntentDispatchError {
  @usableFromInline
  static func _handlerNotFound(for intentName: String) -> Self {
    Self(
      code: .handlerNotFound,
      intentName: intentName,
      message: "No handler is registered for \(intentName)."
    )
  }

  @usableFromInline
  static func _keyReused(_ identifier: String, intentName: String) -> Self {
    Self(
      code: .idempotencyKeyReused,
      intentName: intentName,
      message:
        "The identifier \(TextLimits.quoted(identifier)) was already used for a different intent."
    )
  }

  @usableFromInline
  static func _keyInUse(_ identifier: String, intentName: String) -> Self {
    Self(
      code: .idempotencyKeyInUse,
      intentName: intentName,
      message:
        "The intent \(TextLimits.quoted(identifier)) is being handled right now; retry later."
    )
  }
}
