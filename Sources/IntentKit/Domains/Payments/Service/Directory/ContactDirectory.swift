/// A type that finds the people a user can pay or ask for money: by the name the user said, by
/// an email address or phone number, and by contact identifier.
///
/// Payment handlers resolve payees and payers through a directory: one match is the person,
/// several are offered to the user, none is unsupported.
///
/// ```swift
/// let matches = await directory.contacts(matching: "jane", limit: 11)
/// ```
///
/// Name matching ignores case, accents and full- or halfwidth forms (IntentKit's text folding), and matches
/// given, family, full and nicknames and the app's registered vocabulary. A directory never picks
/// one of several contacts whose names match equally well: it returns them all, so the user
/// chooses.
public protocol ContactDirectory: Sendable {
  /// Returns the contacts whose names match what the user said, best matches first.
  ///
  /// - Parameters:
  ///   - name: The name as the user said or typed it.
  ///   - limit: The most contacts to return. To tell one match from several, ask for at least
  ///     two; a handler that offers up to *n* choices asks for *n* + 1.
  /// - Returns: The matching contacts, or none.
  func contacts(matching name: String, limit: Int) async -> [Contact]

  /// Returns the contacts that have a handle, usually one.
  ///
  /// Email addresses match ignoring case and surrounding white space; phone numbers match on
  /// their digits and a leading `+`.
  func contacts(withHandle handle: PersonHandle) async -> [Contact]

  /// Returns the contact with an identifier, if the directory has one.
  func contact(withIdentifier identifier: String) async -> Contact?
}

extension ContactDirectory {
  /// Returns every contact whose names match what the user said, best matches first.
  public func contacts(matching name: String) async -> [Contact] {
    await contacts(matching: name, limit: .max)
  }
}
