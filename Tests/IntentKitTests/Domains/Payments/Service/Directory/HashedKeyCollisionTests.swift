import XCTest

@testable import IntentKit

/// Contacts whose identifiers, or handles, share a 32-bit hash are still told apart.
///
/// The directory stores a hash per key and checks every candidate's real key; these tests find
/// real collisions of ``HashedKeyIndex/hash(_:)`` by search, so no candidate is first.
final class HashedKeyCollisionTests: XCTestCase {
  /// Returns the first group of `count` keys from `make` that share a hash.
  private func colliding(_ count: Int, _ make: (Int) -> String) throws -> [String] {
    var byHash: [UInt32: [String]] = [:]
    for number in 0..<2_000_000 {
      let key = make(number)
      byHash[HashedKeyIndex.hash(key), default: []].append(key)
      if let group = byHash[HashedKeyIndex.hash(key)], group.count == count { return group }
    }
    throw XCTSkip("no \(count) keys with one hash among two million")
  }

  func testIdentifiers_sharingAHash_eachFindTheirOwnContact() throws {
    let ids = try colliding(2) { "contact-\($0)" }
    XCTAssertEqual(HashedKeyIndex.hash(ids[0]), HashedKeyIndex.hash(ids[1]))
    // Filler contacts around them, so the colliding entries sit inside the sorted index.
    let contacts =
      (0..<50).map { Contact(id: "filler-\($0)", givenName: "Filler") }
      + ids.enumerated().map { Contact(id: $1, givenName: "Person \($0)") }
      + (50..<100).map { Contact(id: "filler-\($0)", givenName: "Filler") }
    let directory = InMemoryContactDirectory(contacts: contacts)

    for (position, id) in ids.enumerated() {
      XCTAssertEqual(directory.contact(withIdentifier: id)?.givenName, "Person \(position)")
    }
    // Either identifier alone: the other, which has the same hash, finds nobody.
    for (present, absent) in [(ids[0], ids[1]), (ids[1], ids[0])] {
      let alone = InMemoryContactDirectory(contacts: [Contact(id: present, givenName: "Only")])
      XCTAssertEqual(alone.contact(withIdentifier: present)?.givenName, "Only")
      XCTAssertNil(alone.contact(withIdentifier: absent))
    }
  }

  func testHandles_sharingAHash_eachFindTheirOwnContact() throws {
    let addresses = try colliding(2) { "user\($0)@example.com" }
    let contacts = addresses.enumerated().map { position, address in
      Contact(
        id: "c\(position)",
        givenName: "Person \(position)",
        handles: [.emailAddress(address)]
      )
    }
    let directory = InMemoryContactDirectory(contacts: contacts)

    for (position, address) in addresses.enumerated() {
      XCTAssertEqual(
        directory.contacts(withHandle: .emailAddress(address.uppercased())).map(\.id),
        ["c\(position)"]
      )
    }
  }
}
