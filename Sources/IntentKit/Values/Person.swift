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
public struct Person: Hashable, Sendable, IntentValue {
  /// The person's values, behind one reference: copying a person, as every resolution, intent
  /// and payment record does, is a retain rather than a copy of seven fields.
  private var storage: Storage

  /// How to reach the person.
  public var personHandle: PersonHandle? {
    get { storage.personHandle }
    set { uniqueStorage().personHandle = newValue }
  }

  /// The parts of the person's name.
  public var nameComponents: NameComponents? {
    get { storage.nameComponents }
    set { uniqueStorage().nameComponents = newValue }
  }

  /// The name to show and speak.
  public var displayName: String {
    get { storage.displayName }
    set { uniqueStorage().displayName = newValue }
  }

  /// The identifier of the matching contact in the app's directory.
  public var contactIdentifier: String? {
    get { storage.contactIdentifier }
    set { uniqueStorage().contactIdentifier = newValue }
  }

  /// An identifier the app assigns.
  public var customIdentifier: String? {
    get { storage.customIdentifier }
    set { uniqueStorage().customIdentifier = newValue }
  }

  /// Other handles of the same person.
  public var aliases: [PersonHandle] {
    get { storage.aliases }
    set { uniqueStorage().aliases = newValue }
  }

  /// A Boolean value that indicates whether the person is the user.
  public var isMe: Bool {
    get { storage.isMe }
    set { uniqueStorage().isMe = newValue }
  }

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
    storage = Storage(
      personHandle: personHandle,
      nameComponents: nameComponents,
      displayName: displayName,
      contactIdentifier: contactIdentifier,
      customIdentifier: customIdentifier,
      aliases: aliases,
      isMe: isMe
    )
  }

  /// Returns the storage, copied first if another person shares it.
  private mutating func uniqueStorage() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    return storage
  }

  /// A person's values: copy-on-write storage, mutated only through `uniqueStorage()` when no
  /// other person holds it.
  private final class Storage: @unchecked Sendable {  // reason: copy-on-write, unique writes
    var personHandle: PersonHandle?
    var nameComponents: NameComponents?
    var displayName: String
    var contactIdentifier: String?
    var customIdentifier: String?
    var aliases: [PersonHandle]
    var isMe: Bool

    init(
      personHandle: PersonHandle?,
      nameComponents: NameComponents?,
      displayName: String,
      contactIdentifier: String?,
      customIdentifier: String?,
      aliases: [PersonHandle],
      isMe: Bool
    ) {
      self.personHandle = personHandle
      self.nameComponents = nameComponents
      self.displayName = displayName
      self.contactIdentifier = contactIdentifier
      self.customIdentifier = customIdentifier
      self.aliases = aliases
      self.isMe = isMe
    }

    func copy() -> Storage {
      Storage(
        personHandle: personHandle,
        nameComponents: nameComponents,
        displayName: displayName,
        contactIdentifier: contactIdentifier,
        customIdentifier: customIdentifier,
        aliases: aliases,
        isMe: isMe
      )
    }
  }

  /// The parts of a person's name, Foundation's `PersonNameComponents` in portable form.
  ///
  /// Like `PersonNameComponents`, name components can carry their
  /// ``phoneticRepresentation``: how the name is read, in the same parts. A contact written
  /// "Kenji Tanaka" reads ケンジ タナカ in katakana; one written 田中健二 reads "Kenji Tanaka"
  /// in Latin letters. The contact directory matches a name by its reading too, so a person can
  /// be named the way they are said.
  ///
  /// ```swift
  /// let jane = Person.NameComponents(
  ///   givenName: "Jane",
  ///   familyName: "Appleseed",
  ///   phoneticRepresentation: .init(givenName: "ジェーン", familyName: "アップルシード")
  /// )
  /// ```
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

    /// The same name as it is read, such as its katakana or hangul reading, or `nil` if it has
    /// none; `PersonNameComponents.phoneticRepresentation`.
    public var phoneticRepresentation: NameComponents? {
      get {
        guard case .components(let components)? = phonetic else { return nil }
        return components
      }
      set {
        phonetic = newValue.map(Phonetic.components)
      }
    }

    /// The reading, boxed: a structure can't hold a value of its own type inline.
    private var phonetic: Phonetic?

    private indirect enum Phonetic: Hashable, Sendable {
      case components(NameComponents)
    }

    /// Creates name components.
    public init(
      namePrefix: String? = nil,
      givenName: String? = nil,
      middleName: String? = nil,
      familyName: String? = nil,
      nameSuffix: String? = nil,
      nickname: String? = nil,
      phoneticRepresentation: NameComponents? = nil
    ) {
      self.namePrefix = namePrefix
      self.givenName = givenName
      self.middleName = middleName
      self.familyName = familyName
      self.nameSuffix = nameSuffix
      self.nickname = nickname
      self.phonetic = phoneticRepresentation.map(Phonetic.components)
    }
  }
}

// MARK: - JSON

extension Person.NameComponents: Codable {}

extension Person.NameComponents: JSONCodable {
  init(json: JSONValueReader) throws(StrictJSONError) {
    let object = try json.object()
    self.init(
      namePrefix: try object.nameIfPresent("namePrefix"),
      givenName: try object.nameIfPresent("givenName"),
      middleName: try object.nameIfPresent("middleName"),
      familyName: try object.nameIfPresent("familyName"),
      nameSuffix: try object.nameIfPresent("nameSuffix"),
      nickname: try object.nameIfPresent("nickname"),
      phoneticRepresentation: try object.decodeIfPresent("phoneticRepresentation")
    )
  }

  func write(json: inout JSONValueWriter) throws(StrictJSONError) {
    try json.object { object throws(StrictJSONError) in
      object.stringIfPresent("familyName", familyName)
      object.stringIfPresent("givenName", givenName)
      object.stringIfPresent("middleName", middleName)
      object.stringIfPresent("namePrefix", namePrefix)
      object.stringIfPresent("nameSuffix", nameSuffix)
      object.stringIfPresent("nickname", nickname)
      try object.writeIfPresent("phoneticRepresentation", phoneticRepresentation)
    }
  }
}

// MARK: - Equatable and Hashable

extension Person {
  // The same comparison and hash as the synthesized ones over the seven properties, in order.
  public static func == (lhs: Person, rhs: Person) -> Bool {
    if lhs.storage === rhs.storage { return true }
    let (left, right) = (lhs.storage, rhs.storage)
    return left.personHandle == right.personHandle
      && left.nameComponents == right.nameComponents
      && left.displayName == right.displayName
      && left.contactIdentifier == right.contactIdentifier
      && left.customIdentifier == right.customIdentifier
      && left.aliases == right.aliases
      && left.isMe == right.isMe
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(personHandle)
    hasher.combine(nameComponents)
    hasher.combine(displayName)
    hasher.combine(contactIdentifier)
    hasher.combine(customIdentifier)
    hasher.combine(aliases)
    hasher.combine(isMe)
  }
}

// MARK: - Person JSON

extension Person: Codable {}

extension Person: JSONCodable {
  init(json: JSONValueReader) throws(StrictJSONError) {
    let object = try json.object()
    self.init(
      personHandle: try object.decodeIfPresent("personHandle"),
      nameComponents: try object.decodeIfPresent("nameComponents"),
      displayName: try object.name("displayName"),
      contactIdentifier: try object.nameIfPresent("contactIdentifier"),
      customIdentifier: try object.nameIfPresent("customIdentifier"),
      aliases: try object.arrayIfPresent("aliases") ?? [],
      isMe: try object.boolIfPresent("isMe") ?? false
    )
  }

  func write(json: inout JSONValueWriter) throws(StrictJSONError) {
    // An intent's payee and its record's are often one person: the second is copied.
    try json.output.writeShared(storage) { () throws(StrictJSONError) in
      try writeFields(json: &json)
    }
  }

  private func writeFields(json: inout JSONValueWriter) throws(StrictJSONError) {
    try json.object { object throws(StrictJSONError) in
      if !aliases.isEmpty { try object.array("aliases", aliases) }
      object.stringIfPresent("contactIdentifier", contactIdentifier)
      object.stringIfPresent("customIdentifier", customIdentifier)
      object.string("displayName", displayName)
      if isMe { object.bool("isMe", isMe) }
      try object.writeIfPresent("nameComponents", nameComponents)
      try object.writeIfPresent("personHandle", personHandle)
    }
  }
}
