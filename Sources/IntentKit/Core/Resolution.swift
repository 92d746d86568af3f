#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// The outcome of resolving one parameter of an intent.
///
/// A handler's `resolve…(for:)` method returns a resolution for its parameter; the dispatcher or
/// the conversation engine then takes the next step the case names. `Resolution` replaces
/// SiriKit's `INIntentResolutionResult` class hierarchy with one generic enum, so a
/// `Resolution<Person>` can't carry a currency amount and a `switch` must cover every next step.
/// Typealiases such as ``PersonResolutionResult`` name its common specialisations.
///
/// Write resolutions with the SiriKit-style constructors:
///
/// ```swift
/// func resolveQuantity(for intent: OrderSoupIntent) async -> Resolution<Int> {
///   guard let quantity = intent.quantity else { return .needsValue() }
///   if quantity < 1 { return .unsupported(forReason: UnsupportedReason("negativeNumbersNotSupported")) }
///   if quantity > 10 { return .confirmationRequired(with: quantity) }
///   return .success(with: quantity)
/// }
/// ```
///
/// > Important: Adding a case is a source-breaking change for clients that switch over
/// > resolutions, so the set of cases only changes in a major release.
public enum Resolution<Value> {
  /// The value is valid; it is written into the intent and resolution moves to the next parameter.
  ///
  /// The value may differ from what the user said, such as the contact that matched a name.
  case success(Value)

  /// Several values match; the user picks one, which is written into the intent and resolved
  /// again.
  case disambiguation([Value])

  /// The handler suggests a value; if the user says yes it is written into the intent and
  /// resolved again, and if the user says no the parameter is treated as ``needsValue``.
  case confirmationRequired(Value)

  /// The parameter has no value yet; the user is asked for one, which is resolved again.
  case needsValue

  /// The parameter isn't needed; resolution moves to the next parameter.
  case notRequired

  /// The value can't be used; the user is told why and asked for another value.
  case unsupported(reason: UnsupportedReason?)
}

// MARK: - SiriKit-style constructors

extension Resolution {
  /// Returns a resolution that accepts a value.
  public static func success(with resolvedValue: Value) -> Self {
    .success(resolvedValue)
  }

  /// Returns a resolution that asks the user to choose among several values.
  public static func disambiguation(with valuesToDisambiguate: [Value]) -> Self {
    .disambiguation(valuesToDisambiguate)
  }

  /// Returns a resolution that asks the user to confirm a suggested value.
  public static func confirmationRequired(with valueToConfirm: Value) -> Self {
    .confirmationRequired(valueToConfirm)
  }

  /// Returns a resolution that asks the user to confirm a suggested value, or for a value when
  /// there is no suggestion, as SiriKit's optional `confirmationRequired(with:)` does.
  public static func confirmationRequired(with valueToConfirm: Value?) -> Self {
    valueToConfirm.map { .confirmationRequired($0) } ?? .needsValue
  }

  /// Returns a resolution that asks the user for a value.
  public static func needsValue() -> Self {
    .needsValue
  }

  /// Returns a resolution that skips the parameter.
  public static func notRequired() -> Self {
    .notRequired
  }

  /// Returns a resolution that rejects the value without giving a reason.
  public static func unsupported() -> Self {
    .unsupported(reason: nil)
  }

  /// Returns a resolution that rejects the value for a reason the user is told.
  public static func unsupported(forReason reason: UnsupportedReason) -> Self {
    .unsupported(reason: reason)
  }

  /// Returns a resolution that rejects the value for a reason from a typed reason enumeration,
  /// such as one of SiriKit's `…UnsupportedReason` enumerations.
  public static func unsupported(forReason reason: some UnsupportedReasonConvertible) -> Self {
    .unsupported(reason: reason.unsupportedReason)
  }
}

extension Resolution where Value: IntentValue {
  /// Returns SiriKit's resolution for a parameter whose resolve method a handler doesn't
  /// implement: success with the value as given, or `notRequired()` when there is none.
  ///
  /// Call it from the default implementations of a handling protocol's resolve methods, in
  /// both shapes: besides answering, it tells the dispatcher that the handler didn't implement
  /// that shape, so that it calls the other one. See
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
    _DefaultProbe.noteDefault(of: .resolve(parameter.name), for: Root.self)
    return parameter.value(in: intent).map { .success($0) } ?? .notRequired
  }
}

// MARK: - Accessors

extension Resolution {
  /// The resolved value, if resolution succeeded; otherwise `nil`.
  public var resolvedValue: Value? {
    guard case .success(let value) = self else { return nil }
    return value
  }

  /// A Boolean value that indicates whether resolution can move on without asking the user.
  public var isResolved: Bool {
    switch self {
    case .success, .notRequired: true
    case .disambiguation, .confirmationRequired, .needsValue, .unsupported: false
    }
  }

  /// The reason the value was rejected, if resolution is ``unsupported(reason:)`` with a reason.
  public var unsupportedReason: UnsupportedReason? {
    guard case .unsupported(let reason) = self else { return nil }
    return reason
  }

  /// Returns a resolution that transforms any values this resolution carries.
  @inlinable
  public func map<NewValue, Failure: Error>(
    _ transform: (Value) throws(Failure) -> NewValue
  ) throws(Failure) -> Resolution<NewValue> {
    switch self {
    case .success(let value): .success(try transform(value))
    case .disambiguation(let values): .disambiguation(try values.map(transform))
    case .confirmationRequired(let value): .confirmationRequired(try transform(value))
    case .needsValue: .needsValue
    case .notRequired: .notRequired
    case .unsupported(let reason): .unsupported(reason: reason)
    }
  }
}

// MARK: - Conditional conformances

extension Resolution: Sendable where Value: Sendable {}
extension Resolution: Equatable where Value: Equatable {}
extension Resolution: Hashable where Value: Hashable {}

// MARK: - SiriKit names

/// The resolution of a person parameter, SiriKit's `INPersonResolutionResult`.
public typealias PersonResolutionResult = Resolution<Person>

/// The resolution of a string parameter, SiriKit's `INStringResolutionResult`.
public typealias StringResolutionResult = Resolution<String>

/// The resolution of an integer parameter, SiriKit's `INIntegerResolutionResult`.
public typealias IntegerResolutionResult = Resolution<Int>

/// The resolution of a Boolean parameter, SiriKit's `INBooleanResolutionResult`.
public typealias BooleanResolutionResult = Resolution<Bool>

/// The resolution of a currency amount parameter, SiriKit's `INCurrencyAmountResolutionResult`.
public typealias CurrencyAmountResolutionResult = Resolution<CurrencyAmount>

/// The resolution of a speakable string parameter, SiriKit's
/// `INSpeakableStringResolutionResult`.
public typealias SpeakableStringResolutionResult = Resolution<SpeakableString>

/// The resolution of a date range parameter, SiriKit's `INDateComponentsRangeResolutionResult`.
public typealias DateComponentsRangeResolutionResult = Resolution<DateComponentsRange>

/// The resolution of a date parameter, SiriKit's `INDateComponentsResolutionResult`.
public typealias DateComponentsResolutionResult = Resolution<DateComponents>

/// The resolution of a floating-point parameter, SiriKit's `INDoubleResolutionResult`.
///
/// Never use it for money: amounts are ``CurrencyAmountResolutionResult`` and
/// ``PaymentAmountResolutionResult``, exact in minor units. A parameter that keeps its decimal
/// digits exactly, an intent definition's Decimal, is a Foundation `Decimal` and resolves with
/// `Resolution<Decimal>`, which SiriKit has no name for.
public typealias DoubleResolutionResult = Resolution<Double>

/// The resolution of a duration parameter, SiriKit's `INTimeIntervalResolutionResult`.
public typealias TimeIntervalResolutionResult = Resolution<TimeInterval>

/// The resolution of a URL parameter, SiriKit's `INURLResolutionResult`.
public typealias URLResolutionResult = Resolution<URL>

/// The resolution of a file parameter, SiriKit's `INFileResolutionResult`.
public typealias FileResolutionResult = Resolution<File>

/// The resolution of an object parameter, SiriKit's `INObjectResolutionResult`.
public typealias ObjectResolutionResult = Resolution<Object>

/// The resolution of a payment account parameter, SiriKit's `INPaymentAccountResolutionResult`.
public typealias PaymentAccountResolutionResult = Resolution<PaymentAccount>

/// The resolution of a payment amount parameter, SiriKit's `INPaymentAmountResolutionResult`.
public typealias PaymentAmountResolutionResult = Resolution<PaymentAmount>

/// The resolution of a payment method parameter, SiriKit's `INPaymentMethodResolutionResult`.
public typealias PaymentMethodResolutionResult = Resolution<PaymentMethod>

/// The resolution of a payment status parameter, SiriKit's `INPaymentStatusResolutionResult`.
public typealias PaymentStatusResolutionResult = Resolution<PaymentStatus>

/// The resolution of an account type parameter, SiriKit's `INAccountTypeResolutionResult`.
public typealias AccountTypeResolutionResult = Resolution<AccountType>

/// The resolution of a balance type parameter, SiriKit's `INBalanceTypeResolutionResult`.
public typealias BalanceTypeResolutionResult = Resolution<BalanceType>
