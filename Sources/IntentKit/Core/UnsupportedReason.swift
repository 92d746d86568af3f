/// A value that explains why a handler can't use a parameter's value.
///
/// Reasons are an open set: define your own as static members, or mirror one of SiriKit's typed
/// reason enumerations with ``UnsupportedReasonConvertible``. The conversation engine tells the
/// user the reason in words, looked up by ``identifier``.
///
/// ```swift
/// extension UnsupportedReason {
///   static let outOfStock = UnsupportedReason("outOfStock")
/// }
///
/// return .unsupported(forReason: .outOfStock)
/// ```
public struct UnsupportedReason: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The stable name of the reason, such as `"paymentsCurrencyUnsupported"`.
  public let identifier: String

  /// The raw value of the SiriKit enumeration case this reason mirrors, if it mirrors one.
  public let rawValue: Int?

  /// Creates a reason.
  ///
  /// - Parameters:
  ///   - identifier: The reason's stable name; prompt catalogs key their wording by it.
  ///   - rawValue: The raw value of the SiriKit case the reason mirrors, if any.
  public init(_ identifier: String, rawValue: Int? = nil) {
    self.identifier = identifier
    self.rawValue = rawValue
  }

  public var description: String {
    identifier
  }
}

/// A type, typically a SiriKit `…UnsupportedReason` enumeration, that converts to an
/// ``UnsupportedReason``.
///
/// Integer-backed enumerations get the conversion for free: the case name becomes the
/// identifier and the raw value is kept.
///
/// ```swift
/// enum OrderSoupQuantityUnsupportedReason: Int, UnsupportedReasonConvertible {
///   case negativeNumbersNotSupported = 1
///   case greaterThanMaximumValue = 2
/// }
/// ```
public protocol UnsupportedReasonConvertible: Sendable {
  /// The reason this value stands for.
  var unsupportedReason: UnsupportedReason { get }
}

extension UnsupportedReasonConvertible where Self: RawRepresentable, RawValue == Int {
  /// The default implementation, which names the reason after the enumeration case.
  public var unsupportedReason: UnsupportedReason {
    UnsupportedReason(String(describing: self), rawValue: rawValue)
  }
}
