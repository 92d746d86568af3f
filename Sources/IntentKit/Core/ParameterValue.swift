/// A type whose values can fill an intent parameter.
///
/// Parameter values travel through resolution results, conversation state and JSON, so they are
/// sendable, codable and comparable.
public protocol ParameterValue: Sendable, Codable, Equatable {}

extension String: ParameterValue {}
extension Int: ParameterValue {}
extension Bool: ParameterValue {}
