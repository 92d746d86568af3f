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
public protocol IntentValue: Sendable, Codable, Equatable {}

// MARK: - Standard library values

extension String: IntentValue {}
extension Int: IntentValue {}
extension Bool: IntentValue {}
