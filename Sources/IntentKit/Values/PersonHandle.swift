/// A value that identifies how to reach a person: an email address or a phone number.
///
/// Mirrors SiriKit's `INPersonHandle`.
public struct PersonHandle: Hashable, Sendable {
  /// The address or number, such as `"jane@example.com"`.
  public var value: String?

  /// The kind of address the value is.
  public var type: HandleType

  /// A label for the handle, such as ``Label/mobile``.
  public var label: Label?

  /// Creates a handle.
  public init(value: String?, type: HandleType, label: Label? = nil) {
    self.value = value
    self.type = type
    self.label = label
  }

  /// Returns an email-address handle.
  public static func emailAddress(_ address: String) -> Self {
    Self(value: address, type: .emailAddress)
  }

  /// Returns a phone-number handle.
  public static func phoneNumber(_ number: String) -> Self {
    Self(value: number, type: .phoneNumber)
  }

  /// The kinds of handle; raw values match SiriKit's `INPersonHandleType`.
  public enum HandleType: Int, Hashable, Sendable, Codable, CaseIterable {
    /// The kind isn't known.
    case unknown = 0
    /// An email address.
    case emailAddress = 1
    /// A phone number.
    case phoneNumber = 2
  }

  /// A label that says which of a person's handles this is; an open set, like SiriKit's
  /// `INPersonHandleLabel`.
  public struct Label: RawRepresentable, Hashable, Sendable, Codable {
    /// The label's text.
    public let rawValue: String

    /// Creates a label.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// A home address or number.
    public static let home = Label(rawValue: "home")
    /// A work address or number.
    public static let work = Label(rawValue: "work")
    /// A mobile number.
    public static let mobile = Label(rawValue: "mobile")
    /// A main number.
    public static let main = Label(rawValue: "main")
    /// Some other handle.
    public static let other = Label(rawValue: "other")
  }
}

// MARK: - JSON

extension PersonHandle: Codable {}

extension PersonHandle: JSONCodable {
  init(json: JSONValueReader) throws(StrictJSONError) {
    let object = try json.object()
    self.init(
      value: try object.nameIfPresent("value"),
      type: try object.decodeIfPresent("type") ?? .unknown,
      label: try object.decodeIfPresent("label")
    )
  }

  func write(json: inout JSONValueWriter) throws(StrictJSONError) {
    try json.object { object in
      object.writeIfPresent("label", label)
      object.write("type", type)
      object.stringIfPresent("value", value)
    }
  }
}
