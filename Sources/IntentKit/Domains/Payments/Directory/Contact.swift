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
///   handles: [.emailAddress("jane@example.com")]
/// )
/// jane.displayName  // "Jane Appleseed"
/// ```
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
  ///   - handles: The email addresses and phone numbers that can receive money.
  public init(
    id: String,
    givenName: String? = nil,
    familyName: String? = nil,
    nickname: String? = nil,
    displayName: String? = nil,
    handles: [PersonHandle] = []
  ) {
    self.id = id
    self.givenName = givenName
    self.familyName = familyName
    self.nickname = nickname
    self.handles = handles
    self.customDisplayName = displayName
  }

  /// The name to show and speak: the given and family names unless the contact has another.
  public var displayName: String {
    get {
      if let customDisplayName { return customDisplayName }
      let parts = [givenName, familyName].compactMap { $0 }.filter { !$0.isEmpty }
      return parts.isEmpty ? nickname ?? id : parts.joined(separator: " ")
    }
    set {
      customDisplayName = newValue
    }
  }

  /// The contact as a resolved person, SiriKit's `INPerson(contact:)`: the first handle, the
  /// name components, and the contact's identifier.
  public var person: Person {
    Person(
      personHandle: handles.first,
      nameComponents: Person.NameComponents(
        givenName: givenName,
        familyName: familyName,
        nickname: nickname
      ),
      displayName: displayName,
      contactIdentifier: id,
      aliases: Array(handles.dropFirst())
    )
  }

  /// The names the directory indexes: given, family, nickname, and a display name that isn't
  /// just the given and family names.
  var indexedNames: [String] {
    var names = [givenName, familyName, nickname].compactMap { $0 }
    if let customDisplayName { names.append(customDisplayName) }
    return names
  }
}
