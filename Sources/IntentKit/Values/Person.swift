/// A value that describes a person: a payee, a payer, a driver.
///
/// Mirrors SiriKit's `INPerson`. When a user names someone ("Jane"), the intent holds a person
/// with only a display name; the handler resolves it to a contact with a handle and identifiers.
///
/// ```swift
/// let spoken = Person(displayName: "Jane")
/// let contact = Person(
///   personHandle: .emailAddress("jane@example.com"),
///   nameComponents: .init(givenName: "Jane", familyName: "Appleseed"),
///   displayName: "Jane Appleseed",
///   contactIdentifier: "contact-17"
/// )
/// ```
public struct Person: Hashable, Sendable, ParameterValue {
  /// How to reach the person.
  public var personHandle: PersonHandle?

  /// The parts of the person's name.
  public var nameComponents: NameComponents?

  /// The name to show and speak.
  public var displayName: String

  /// The identifier of the matching contact in the app's directory.
  public var contactIdentifier: String?

  /// An identifier the app assigns.
  public var customIdentifier: String?

  /// Other handles of the same person.
  public var aliases: [PersonHandle]

  /// A Boolean value that indicates whether the person is the user.
  public var isMe: Bool

  /// Creates a person.
  public init(
    personHandle: PersonHandle? = nil,
    nameComponents: NameComponents? = nil,
    displayName: String,
    contactIdentifier: String? = nil,
    customIdentifier: String? = nil,
    aliases: [PersonHandle] = [],
    isMe: Bool = false
  ) {
    self.personHandle = personHandle
    self.nameComponents = nameComponents
    self.displayName = displayName
    self.contactIdentifier = contactIdentifier
    self.customIdentifier = customIdentifier
    self.aliases = aliases
    self.isMe = isMe
  }

  /// The parts of a person's name, Foundation's `PersonNameComponents` in portable form.
  public struct NameComponents: Hashable, Sendable {
    /// A title before the name, such as "Dr.".
    public var namePrefix: String?
    /// The given name, such as "Jane".
    public var givenName: String?
    /// The middle name.
    public var middleName: String?
    /// The family name, such as "Appleseed".
    public var familyName: String?
    /// A suffix after the name, such as "Jr.".
    public var nameSuffix: String?
    /// An informal name, such as "Janie".
    public var nickname: String?

    /// Creates name components.
    public init(
      namePrefix: String? = nil,
      givenName: String? = nil,
      middleName: String? = nil,
      familyName: String? = nil,
      nameSuffix: String? = nil,
      nickname: String? = nil
    ) {
      self.namePrefix = namePrefix
      self.givenName = givenName
      self.middleName = middleName
      self.familyName = familyName
      self.nameSuffix = nameSuffix
      self.nickname = nickname
    }
  }
}

// MARK: - Codable

extension Person.NameComponents: Codable {
  private enum CodingKeys: String, CodingKey {
    case namePrefix, givenName, middleName, familyName, nameSuffix, nickname
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      namePrefix: try container.decodeNameIfPresent(forKey: .namePrefix),
      givenName: try container.decodeNameIfPresent(forKey: .givenName),
      middleName: try container.decodeNameIfPresent(forKey: .middleName),
      familyName: try container.decodeNameIfPresent(forKey: .familyName),
      nameSuffix: try container.decodeNameIfPresent(forKey: .nameSuffix),
      nickname: try container.decodeNameIfPresent(forKey: .nickname)
    )
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(namePrefix, forKey: .namePrefix)
    try container.encodeIfPresent(givenName, forKey: .givenName)
    try container.encodeIfPresent(middleName, forKey: .middleName)
    try container.encodeIfPresent(familyName, forKey: .familyName)
    try container.encodeIfPresent(nameSuffix, forKey: .nameSuffix)
    try container.encodeIfPresent(nickname, forKey: .nickname)
  }
}

extension Person: Codable {
  private enum CodingKeys: String, CodingKey {
    case personHandle, nameComponents, displayName, contactIdentifier, customIdentifier
    case aliases, isMe
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      personHandle: try container.decodeIfPresent(PersonHandle.self, forKey: .personHandle),
      nameComponents: try container.decodeIfPresent(NameComponents.self, forKey: .nameComponents),
      displayName: try container.decodeName(forKey: .displayName),
      contactIdentifier: try container.decodeNameIfPresent(forKey: .contactIdentifier),
      customIdentifier: try container.decodeNameIfPresent(forKey: .customIdentifier),
      aliases: try container.decodeIfPresent([PersonHandle].self, forKey: .aliases) ?? [],
      isMe: try container.decodeIfPresent(Bool.self, forKey: .isMe) ?? false
    )
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(personHandle, forKey: .personHandle)
    try container.encodeIfPresent(nameComponents, forKey: .nameComponents)
    try container.encode(displayName, forKey: .displayName)
    try container.encodeIfPresent(contactIdentifier, forKey: .contactIdentifier)
    try container.encodeIfPresent(customIdentifier, forKey: .customIdentifier)
    if !aliases.isEmpty { try container.encode(aliases, forKey: .aliases) }
    if isMe { try container.encode(isMe, forKey: .isMe) }
  }
}
