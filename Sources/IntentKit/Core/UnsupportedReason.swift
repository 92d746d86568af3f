/// A value that explains why a handler can't use a parameter's value.
///
/// Reasons are an open set: define your own as static members, or mirror one of SiriKit's typed
/// reason enumerations with ``UnsupportedReasonConvertible``. The conversation engine tells the
/// user the reason in words, looked up by ``identifier``; a reason's ``arguments`` fill
/// `{placeholders}` in that wording, so a limit can be said without a reason per limit.
///
/// ```swift
/// extension UnsupportedReason {
///   static let outOfStock = UnsupportedReason("outOfStock")
///   static func aboveLimit(_ limit: Int) -> UnsupportedReason {
///     UnsupportedReason("aboveLimit", arguments: ["limit": String(limit)])
///   }
/// }
///
/// return .unsupported(forReason: .aboveLimit(10))  // "unsupported.aboveLimit": "At most {limit}."
/// ```
public struct UnsupportedReason: Hashable, Sendable, CustomStringConvertible {
  /// The stable name of the reason, such as `"paymentsCurrencyUnsupported"`.
  public let identifier: String

  /// The raw value of the SiriKit enumeration case this reason mirrors, if it mirrors one.
  public let rawValue: Int?

  /// Values the reason's wording can say, as `{placeholder}` arguments.
  public let arguments: [String: String]

  /// Creates a reason.
  ///
  /// - Parameters:
  ///   - identifier: The reason's stable name; prompt catalogs key their wording by it.
  ///   - rawValue: The raw value of the SiriKit case the reason mirrors, if any.
  ///   - arguments: Values the wording can say, such as `["limit": "4"]`.
  public init(_ identifier: String, rawValue: Int? = nil, arguments: [String: String] = [:]) {
    self.identifier = identifier
    self.rawValue = rawValue
    self.arguments = arguments
  }

  public var description: String {
    identifier
  }
}

// MARK: - JSON

extension UnsupportedReason: Codable {}

extension UnsupportedReason: JSONCodable {
  init(json: JSONValueReader) throws(StrictJSONError) {
    let object = try json.object()
    var arguments: [String: String] = [:]
    for (name, value) in try object.presentValue("arguments")?.object().members ?? [] {
      arguments[name] = try value.string()
    }
    self.init(
      try object.name("identifier"),
      rawValue: try object.integerIfPresent("rawValue"),
      arguments: arguments
    )
  }

  func write(json: inout JSONValueWriter) throws(StrictJSONError) {
    try json.object { object throws(StrictJSONError) in
      if !arguments.isEmpty {
        try object.object("arguments") { fields in
          for name in arguments.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            fields.string(dynamic: name, arguments[name] ?? "")
          }
        }
      }
      object.string("identifier", identifier)
      object.integerIfPresent("rawValue", rawValue)
    }
  }
}

/// A type that converts to an ``UnsupportedReason``, typically a SiriKit `…UnsupportedReason`
/// enumeration.
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
