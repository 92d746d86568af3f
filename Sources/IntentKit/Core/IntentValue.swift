#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// A type whose values can fill an intent parameter.
///
/// Parameter values travel through resolution results, conversation state and JSON, so they are
/// sendable, codable and comparable. That is all the lifecycle needs: an ``IntentParameter``,
/// a ``Resolution`` and an ``AnyParameterValue`` accept any `IntentValue`.
///
/// In a conversation the assistant also reads values from what the user says and speaks them,
/// which ``ParameterValue`` adds. Conform to ``ParameterValue`` (which refines this protocol)
/// for values users answer in words; conform to `IntentValue` alone for values that are only
/// ever given typed:
///
/// ```swift
/// struct TableReservation: IntentValue {
///   var table: Int
///   var seats: Int
/// }
/// ```
///
/// Besides IntentKit's own values, such as ``Person``, ``CurrencyAmount`` and ``File``, these
/// types conform, covering every parameter type of an Xcode intent definition:
///
/// - `String`, `Int` and `Bool`.
/// - `Double`, for durations (`TimeInterval`, in seconds, as in SiriKit) and measurements.
///   Never for money: amounts are ``CurrencyAmount``, exact in minor units.
/// - Foundation's `Decimal`, for exact decimal numbers: an intent definition's Decimal, which
///   SiriKit holds as an `NSNumber` double. It keeps every digit it is given, up to `Decimal`'s
///   38, and JSON writes it as a number literal with those digits.
/// - Foundation's `URL`, written in JSON as its absolute string, and `DateComponents`.
/// - An array of values, for a parameter that supports multiple values.
public protocol IntentValue: Sendable, Codable, Equatable {}

// MARK: - Standard library values

extension String: IntentValue {}
extension Int: IntentValue {}
extension Bool: IntentValue {}
extension Double: IntentValue {}

// MARK: - Foundation values

extension Decimal: IntentValue {}
extension URL: IntentValue {}
extension DateComponents: IntentValue {}

// MARK: - Collections

extension Array: IntentValue where Element: IntentValue {}
