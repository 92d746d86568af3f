// Finding the person on the other side of a payment: the payee of a payment, the payer of a
// request. One match is the person, several are offered, none is unsupported.

extension PaymentsService {
  /// Resolves a payee or payer against the directory.
  ///
  /// A person that carries a contact identifier (a value the user picked or confirmed) is looked
  /// up by identifier, one with a handle by handle, and otherwise by name. A blank name asks for
  /// a name; an overlong or unknown one is unsupported with no reason. A single match that has
  /// no usable handle or no ledger account is unsupported with `noValidHandle` or `noAccount`.
  ///
  /// - Parameters:
  ///   - person: The person as the user named them.
  ///   - noAccount: The reason for a contact without a ledger account.
  ///   - noValidHandle: The reason for a contact without a handle that can receive money.
  /// - Returns: The resolution of the person.
  func resolveCounterparty(
    _ person: Person,
    noAccount: some UnsupportedReasonConvertible,
    noValidHandle: some UnsupportedReasonConvertible
  ) async -> Resolution<Person> {
    if person.contactIdentifier == nil, person.personHandle?.value == nil,
      Self.isBlank(person.displayName)
    {
      return .needsValue()
    }
    if TextLimits.problem(withName: person.displayName) != nil { return .unsupported() }
    let contact: Contact
    if let identifier = person.contactIdentifier,
      let identified = await directory.contact(withIdentifier: identifier)
    {
      contact = identified
    } else {
      let matches = await contacts(matching: person)
      guard let first = matches.first else { return .unsupported() }
      guard matches.count == 1 else {
        return .disambiguation(with: matches.prefix(Self.maximumChoices).map(\.person))
      }
      contact = first
    }
    if !contact.hasUsableHandle {
      return .unsupported(forReason: noValidHandle)
    }
    if !hasAccounts(contact: contact.id) {
      return .unsupported(forReason: noAccount)
    }
    return .success(with: contact.person)
  }

  /// Returns a Boolean value that indicates whether every character of a text is white space,
  /// reading bytes rather than characters while the text is ASCII.
  static func isBlank(_ text: String) -> Bool {
    for byte in text.utf8 {
      guard byte < 0x80 else { return text.allSatisfy(\.isWhitespace) }
      // An ASCII byte other than a line break always starts a character of its own.
      if byte != 0x20, !(0x09...0x0D).contains(byte) { return false }
    }
    return true
  }

  /// Returns the contacts a person who carries no known contact identifier may be: by handle,
  /// then by name.
  private func contacts(matching person: Person) async -> [Contact] {
    if let handle = person.personHandle {
      let found = await directory.contacts(withHandle: handle)
      if !found.isEmpty { return found }
    }
    return await directory.contacts(
      matching: person.displayName,
      limit: Self.maximumChoices + 1
    )
  }

  /// The person the user paid last, to suggest when no payee is given.
  func suggestedPayee() async -> Person? {
    guard let posting = await mostRecentPayment() else { return nil }
    return await payee(of: posting)
  }

  /// The amount the user paid last, to suggest when no amount is given, if it could be sent to
  /// `payee` now: never an amount in a currency the payee can't receive.
  func suggestedAmount(for payee: Person?) async -> CurrencyAmount? {
    guard let last = await mostRecentPayment()?.transfer.amount else { return nil }
    return await checkAmount(last, counterparty: payee, reasons: .sendPayment).resolvedValue
  }
}
