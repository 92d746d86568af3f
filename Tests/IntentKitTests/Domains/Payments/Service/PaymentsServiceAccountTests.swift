import XCTest

@testable import IntentKit

/// The service finds a contact's account in a currency among contacts with none, one or several
/// accounts, in the order the ledger lists them.
final class PaymentsServiceAccountTests: XCTestCase {
  func testAccountInACurrency_agreesWithTheContactsAccounts_forEveryContactAndCurrency()
    async throws
  {
    let currencies: [Currency] = [.usd, .eur, .jpy]
    // Contact i holds the currencies whose bit is set in i: none, one, two or all three.
    let holdings = (0..<8).map { mask in currencies.indices.filter { mask & (1 << $0) != 0 } }
    var accounts = [LedgerAccount(id: "me", currency: .usd, nickname: "Checking")]
    for (contact, held) in holdings.enumerated() {
      let holder = Person(
        displayName: "Contact \(contact)",
        contactIdentifier: "contact-\(contact)"
      )
      for currency in held.reversed() {
        accounts.append(
          LedgerAccount(
            id: LedgerAccount.ID(rawValue: "contact-\(contact)-\(currencies[currency].code)"),
            currency: currencies[currency],
            holder: holder
          )
        )
      }
    }
    let ledger = ShardedLedger(accounts: accounts)
    let service = try await PaymentsService(
      ledger: ledger,
      directory: InMemoryContactDirectory(contacts: []),
      userAccounts: ["me"]
    )

    for (contact, held) in holdings.enumerated() {
      let identifier = "contact-\(contact)"
      XCTAssertEqual(service.hasAccounts(contact: identifier), !held.isEmpty, identifier)
      for (index, currency) in currencies.enumerated() {
        let expected =
          held.contains(index)
          ? LedgerAccount.ID(rawValue: "\(identifier)-\(currency.code)") : nil
        XCTAssertEqual(service.accountID(ofContact: identifier, in: currency), expected)
        XCTAssertEqual(
          service.accountID(ofContact: identifier, in: currency),
          service.accounts(ofContact: identifier).first { $0.currency == currency }?.id
        )
        // A contact without accounts is the directory's to decide about.
        XCTAssertEqual(
          service.canReceive(contact: identifier, in: currency),
          held.isEmpty || held.contains(index),
          "\(identifier) in \(currency.code)"
        )
      }
    }
    XCTAssertNil(service.accountID(ofContact: "nobody", in: .usd))
    XCTAssertTrue(service.canReceive(contact: "nobody", in: .usd))
  }
}
