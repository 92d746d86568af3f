/// A type that carries the outcome of resolving one parameter, SiriKit's
/// `INIntentResolutionResult`.
///
/// Two types conform: ``Resolution``, the outcome itself (and, through typealiases such as
/// ``PersonResolutionResult``, SiriKit's generic result classes), and ``ResolutionResult``, a
/// resolution for one parameter of one intent that carries that parameter's own
/// unsupported-reason enumeration, such as ``SendPaymentPayeeResolutionResult``. Resolvers
/// accept either.
public protocol IntentResolutionResult<Value>: SendableMetatype {
  /// The type of the parameter's value.
  associatedtype Value

  /// The outcome this result carries.
  var resolution: Resolution<Value> { get }
}

extension Resolution: IntentResolutionResult {
  /// The resolution itself.
  public var resolution: Resolution<Value> { self }
}

/// The outcome of resolving one parameter of one intent, with that parameter's own reasons for
/// rejecting a value: SiriKit's parameter-specific result classes, such as
/// `INSendPaymentPayeeResolutionResult`.
///
/// Typealiases give it SiriKit's names, so that the reason's cases infer:
///
/// ```swift
/// func resolvePayee(
///   for intent: SendPaymentIntent,
///   with completion: @escaping (SendPaymentPayeeResolutionResult) -> Void
/// ) {
///   guard let payee = intent.payee else { return completion(.needsValue()) }
///   guard let account = accounts[payee] else {
///     return completion(.unsupported(forReason: .noAccount))
///   }
///   completion(.success(with: account.person))
/// }
/// ```
///
/// It has every constructor of ``Resolution``; ``init(_:)`` wraps a generic resolution, as
/// SiriKit's `init(personResolutionResult:)` does.
public struct ResolutionResult<Value, Reason: UnsupportedReasonConvertible> {
  /// The outcome.
  public var resolution: Resolution<Value>

  /// Creates a result from a generic resolution, such as a ``PersonResolutionResult``.
  public init(_ resolution: Resolution<Value>) {
    self.resolution = resolution
  }
}

extension ResolutionResult {
  /// Returns a result that accepts a value.
  public static func success(with resolvedValue: Value) -> Self {
    Self(.success(resolvedValue))
  }

  /// Returns a result that asks the user to choose among several values.
  public static func disambiguation(with valuesToDisambiguate: [Value]) -> Self {
    Self(.disambiguation(valuesToDisambiguate))
  }

  /// Returns a result that asks the user to confirm a suggested value.
  public static func confirmationRequired(with valueToConfirm: Value) -> Self {
    Self(.confirmationRequired(valueToConfirm))
  }

  /// Returns a result that asks the user to confirm a suggested value, or for a value when
  /// there is no suggestion, as SiriKit's optional `confirmationRequired(with:)` does.
  public static func confirmationRequired(with valueToConfirm: Value?) -> Self {
    Self(.confirmationRequired(with: valueToConfirm))
  }

  /// Returns a result that asks the user for a value.
  public static func needsValue() -> Self {
    Self(.needsValue)
  }

  /// Returns a result that skips the parameter.
  public static func notRequired() -> Self {
    Self(.notRequired)
  }

  /// Returns a result that rejects the value without giving a reason.
  public static func unsupported() -> Self {
    Self(.unsupported(reason: nil))
  }

  /// Returns a result that rejects the value for one of the parameter's reasons, which the user
  /// is told.
  public static func unsupported(forReason reason: Reason) -> Self {
    Self(.unsupported(reason: reason.unsupportedReason))
  }

  /// The resolved value, if resolution succeeded; otherwise `nil`.
  public var resolvedValue: Value? {
    resolution.resolvedValue
  }

  /// A Boolean value that indicates whether resolution can move on without asking the user.
  public var isResolved: Bool {
    resolution.isResolved
  }

  /// The reason the value was rejected, if the result is unsupported with a reason.
  public var unsupportedReason: UnsupportedReason? {
    resolution.unsupportedReason
  }
}

extension ResolutionResult where Value: IntentValue {
  /// Returns SiriKit's result for a parameter whose resolve method a handler doesn't implement:
  /// success with the value as given, or `notRequired()` when there is none.
  ///
  /// Call it from the default implementations of a handling protocol's resolve methods; see
  /// ``ParameterResolver/init(_:resolve:resolveWithCompletion:)-(_,(Root)->Resolution<Value>,_)``.
  ///
  /// - Important: It means "this method isn't implemented", as its name says: return it only
  ///   from default implementations. A handler's own method that returned it would be taken for
  ///   a default and not called again. To accept a value as given, answer ``success(with:)`` or
  ///   ``notRequired()``.
  public static func unimplemented<Root: Intent>(
    for parameter: IntentParameter<Root, Value>,
    in intent: Root
  ) -> Self {
    Self(.unimplemented(for: parameter, in: intent))
  }
}

extension ResolutionResult where Value == Person {
  /// Creates a result from a generic person resolution, SiriKit's
  /// `init(personResolutionResult:)`.
  public init(personResolutionResult: PersonResolutionResult) {
    self.init(personResolutionResult)
  }
}

extension ResolutionResult where Value == CurrencyAmount {
  /// Creates a result from a generic amount resolution, SiriKit's
  /// `init(currencyAmountResolutionResult:)`.
  public init(currencyAmountResolutionResult: CurrencyAmountResolutionResult) {
    self.init(currencyAmountResolutionResult)
  }
}

extension ResolutionResult: IntentResolutionResult {}
extension ResolutionResult: Sendable where Value: Sendable {}
extension ResolutionResult: Equatable where Value: Equatable {}
extension ResolutionResult: Hashable where Value: Hashable {}
