/// A value that describes one person in the app's contact directory: their names and the handles
/// that can receive money.
///
/// A contact becomes the resolved payee or payer of a payment as ``person``, SiriKit's
/// `INPerson(contact:)`.
///
/// ```swift
/// let jane = Contact(
///   id: "jane-appleseed",
///   givenName: "Jane",
///   familyName: "Appleseed",
///   phoneticNames: [
///     .init(givenName: "ジェーン", familyName: "アップルシード"),
///     .init(givenName: "제인", familyName: "애플시드"),
///   ],
///   handles: [.emailAddress("jane@example.com")]
/// )
/// jane.displayName  // "Jane Appleseed"
/// ```
///
/// A contact's ``phoneticNames`` are its name's readings, SiriKit's
/// `nameComponents.phoneticRepresentation`: how the name is said, written in another script. A
/// directory that people search in several languages needs one per script, so a contact can
/// have several; the directory matches every reading as it matches the names, so ジェーン or
/// 제인 finds Jane, and "Kenji" finds a contact written 田中健二 whose reading is
/// "Kenji Tanaka".
public struct Contact: Hashable, Sendable, Identifiable {
  /// The contact's identifier, unique in its directory; resolved people carry it as
  /// ``Person/contactIdentifier``.
  public let id: String

  /// The given name, such as "Jane".
  public var givenName: String?

  /// The family name, such as "Appleseed".
  public var familyName: String?

  /// An informal name, such as "Janie".
  public var nickname: String?

  /// How the name is read, one reading per script, such as katakana (ジェーン アップルシード)
  /// and hangul (제인 애플시드); the first is the ``person``'s phonetic representation.
  public var phoneticNames: [Person.NameComponents]

  /// The email addresses and phone numbers that can receive money, the first one preferred.
  public var handles: [PersonHandle]

  /// A display name that differs from the given and family names, if there is one.
  private var customDisplayName: String?

  /// Creates a contact.
  ///
  /// - Parameters:
  ///   - id: The contact's identifier, unique in its directory.
  ///   - givenName: The given name.
  ///   - familyName: The family name.
  ///   - nickname: An informal name.
  ///   - displayName: The name to show and speak; by default the given and family names.
  ///   - phoneticNames: How the name is read, one reading per script.
  ///   - handles: The email addresses and phone numbers that can receive money.
  public init(
    id: String,
    givenName: String? = nil,
    familyName: String? = nil,
    nickname: String? = nil,
    displayName: String? = nil,
    phoneticNames: [Person.NameComponents] = [],
    handles: [PersonHandle] = []
  ) {
    self.id = id
    self.givenName = givenName
    self.familyName = familyName
    self.nickname = nickname
    self.phoneticNames = phoneticNames
    self.handles = handles
    self.customDisplayName = displayName
  }

  /// The name to show and speak: the given and family names unless the contact has another.
  public var displayName: String {
    get {
      if let customDisplayName { return customDisplayName }
      // The non-empty given and family names, joined by a space, without an array of parts.
      switch (
        givenName.flatMap { $0.isEmpty ? nil : $0 }, familyName.flatMap { $0.isEmpty ? nil : $0 }
      ) {
      case (let given?, let family?): return given + " " + family
      case (let given?, nil): return given
      case (nil, let family?): return family
      case (nil, nil): return nickname ?? id
      }
    }
    set {
      customDisplayName = newValue
    }
  }

  /// The contact as a resolved person, SiriKit's `INPerson(contact:)`: the first handle, the
  /// name components with the first reading as their phonetic representation, and the
  /// contact's identifier.
  public var person: Person {
    Person(
      personHandle: handles.first,
      nameComponents: Person.NameComponents(
        givenName: givenName,
        familyName: familyName,
        nickname: nickname,
        phoneticRepresentation: phoneticNames.first
      ),
      displayName: displayName,
      contactIdentifier: id,
      aliases: handles.count > 1 ? Array(handles.dropFirst()) : []
    )
  }

  /// A Boolean value that indicates whether one of the contact's handles can receive money.
  var hasUsableHandle: Bool {
    handles.contains(where: HandleKey.isUsable)
  }

  /// The names the directory indexes: given, family, nickname, a display name that isn't just
  /// the given and family names, and the given, middle, family and nicknames of every reading.
  var indexedNames: [String] {
    var names: [String] = []
    forEachIndexedName { names.append($0) }
    return names
  }

  /// Calls `body` with each of ``indexedNames``, in order, without collecting them.
  func forEachIndexedName(_ body: (String) -> Void) {
    if let givenName { body(givenName) }
    if let familyName { body(familyName) }
    if let nickname { body(nickname) }
    if let customDisplayName { body(customDisplayName) }
    for reading in phoneticNames {
      if let name = reading.givenName { body(name) }
      if let name = reading.middleName { body(name) }
      if let name = reading.familyName { body(name) }
      if let name = reading.nickname { body(name) }
    }
  }
}
