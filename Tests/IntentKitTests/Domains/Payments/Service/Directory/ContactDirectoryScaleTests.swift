import IntentKit
import IntentKitTesting
import XCTest

/// Builds a directory of 100,000 generated contacts and checks its answers against a scan.
///
/// Correctness only: speed belongs to the benchmarks.
final class ContactDirectoryScaleTests: XCTestCase {
  private static let givenNames = [
    "Jane", "John", "José", "Zoë", "Björn", "Mary", "Kenji", "Yuki", "Minji", "Ana", "Luis",
    "Robert", "Bob", "Jean-Luc", "Joan", "Jo", "Anna", "Annabel",
  ]
  private static let familyStarts = [
    "App", "Bar", "Car", "Dal", "Ell", "Far", "Gar", "Hal", "Ing", "Jar", "Kel", "Lar", "Mor",
    "Nor", "Orr", "Par", "Quin", "Ros", "Sal", "Tan",
  ]
  private static let familyEnds = [
    "leseed", "ton", "son", "ley", "wood", "field", "aka", "berg", "ez", "ini", "ford", "stein",
  ]

  /// 100,000 contacts with realistic overlaps: every given name many times, every family name
  /// shared by about 400 people, a few accents and full-width forms.
  private static let contacts: [Contact] = (0..<100_000).map { index in
    let given = givenNames[index % givenNames.count]
    let familyIndex = (index * 7_919) % (familyStarts.count * familyEnds.count)
    let family =
      familyStarts[familyIndex / familyEnds.count] + familyEnds[familyIndex % familyEnds.count]
    return Contact(
      id: "c\(index)",
      givenName: index % 1_000 == 0 ? given.uppercased() : given,
      familyName: family,
      handles: [.emailAddress("user\(index)@example.com")]
    )
  }

  private static let directory = InMemoryContactDirectory(contacts: contacts)

  /// Each contact's folded name words, computed the slow way.
  private static let words: [[String]] = contacts.map { contact in
    [contact.givenName, contact.familyName].compactMap { $0 }.flatMap { name in
      TextFolding.fold(name).split { $0 == " " || $0 == "-" }.map(String.init)
    }
  }

  private static let scan = ContactNameScan(names: words)

  /// The answer by scanning every contact: whole words, then prefixes, then typos.
  private func bruteForce(_ query: String) -> Set<String> {
    let queryWords = Set(
      TextFolding.fold(query).split { $0 == " " || $0 == "-" || $0 == "," }.map(String.init)
    )
    let found = Self.scan.matches(query: Array(queryWords))
    return Set(found.indices.map { Self.contacts[$0].id })
  }

  func testContactsMatching_amongOneHundredThousand_agreeWithABruteForceScan() {
    let queries = [
      "Jane Appleseed", "appleseed jane", "jane app", "JOSÉ TANAKA", "jose tan", "Ｚｏë",
      "bjorn", "jean-luc parini", "jo app", "ann", "an an", "ken ta b", "quin", "nobody",
      "Jnae Appelseed", "annabl", "bjron parini", "jose tanak", "Ｙｕｋｉ Ｔａｎａｋａａ", "ana xarley",
    ]

    for query in queries {
      let found = Self.directory.contacts(matching: query)

      let ids = found.map(\.id)
      XCTAssertEqual(Set(ids).count, ids.count, "duplicates for \(query)")
      XCTAssertEqual(Set(ids), bruteForce(query), query)
    }
  }

  func testContactsMatching_fullName_returnsThoseContactsInDirectoryOrder() {
    let found = Self.directory.contacts(matching: "Jane Appleseed").map(\.id)

    let expected = Self.contacts.filter {
      $0.givenName?.lowercased() == "jane" && $0.familyName == "Appleseed"
    }
    XCTAssertFalse(expected.isEmpty)
    XCTAssertEqual(found, expected.map(\.id))
  }

  func testContactsWithHandleAndIdentifier_amongOneHundredThousand_findTheRightContact() {
    for index in [0, 1, 4_242, 77_777, 99_999] {
      let byHandle = Self.directory.contacts(
        withHandle: .emailAddress("USER\(index)@example.com")
      )
      let byIdentifier = Self.directory.contact(withIdentifier: "c\(index)")

      XCTAssertEqual(byHandle.map(\.id), ["c\(index)"])
      XCTAssertEqual(byIdentifier?.id, "c\(index)")
    }
    XCTAssertEqual(Self.directory.contacts(withHandle: .emailAddress("user100000@example.com")), [])
    XCTAssertNil(Self.directory.contact(withIdentifier: "c100000"))
  }

  func testIndexByteCount_staysCompact() {
    let bytesPerContact = Self.directory.indexByteCount / Self.directory.count

    XCTAssertLessThan(bytesPerContact, 64, "the index stores 32-bit postings and hashes")
  }
}
