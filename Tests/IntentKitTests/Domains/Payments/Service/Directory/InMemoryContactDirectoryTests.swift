import IntentKit
import IntentKitSamples
import IntentKitTesting
import XCTest

final class InMemoryContactDirectoryTests: XCTestCase {
  private let directory = InMemoryContactDirectory(contacts: PaymentsSampleWorld.contacts)

  private func names(_ contacts: [Contact]) -> [String] {
    contacts.map(\.displayName)
  }

  // MARK: - Names

  func testContactsMatching_givenName_returnsEveryContactWithIt() {
    let matches = directory.contacts(matching: "Jane")

    XCTAssertEqual(names(matches), ["Jane Appleseed", "Jane Doe"])
  }

  func testContactsMatching_familyName_returnsEveryContactWithIt() {
    let matches = directory.contacts(matching: "appleseed")

    XCTAssertEqual(names(matches), ["Jane Appleseed", "John Appleseed"])
  }

  func testContactsMatching_fullNameInEitherOrder_returnsTheOneContact() {
    XCTAssertEqual(names(directory.contacts(matching: "Jane Appleseed")), ["Jane Appleseed"])
    XCTAssertEqual(names(directory.contacts(matching: "Appleseed, Jane")), ["Jane Appleseed"])
  }

  func testContactsMatching_nickname_returnsTheContact() {
    XCTAssertEqual(names(directory.contacts(matching: "Bobby")), ["Bob Brown"])
    XCTAssertEqual(names(directory.contacts(matching: "johnny")), ["John Appleseed"])
  }

  func testContactsMatching_ignoresCaseAccentsAndWidth() {
    for query in ["JANE DOE", "Jáne Dóe", "Ｊａｎｅ　Ｄｏｅ", "  jane   doe  "] {
      XCTAssertEqual(names(directory.contacts(matching: query)), ["Jane Doe"], query)
    }
  }

  func testContactsMatching_prefixes_matchEachWordToADifferentNameWord() {
    XCTAssertEqual(names(directory.contacts(matching: "jane app")), ["Jane Appleseed"])
    XCTAssertEqual(
      names(directory.contacts(matching: "j appleseed")),
      [
        "Jane Appleseed", "John Appleseed",
      ]
    )
    XCTAssertEqual(names(directory.contacts(matching: "ken")), ["Kenji Tanaka"])
    XCTAssertEqual(names(directory.contacts(matching: "田中")), ["Kenji Tanaka"])
  }

  func testContactsMatching_wholeWordsBeatPrefixes() {
    let directory = InMemoryContactDirectory(contacts: [
      Contact(id: "jan", givenName: "Jan", familyName: "Novak"),
      Contact(id: "jane", givenName: "Jane", familyName: "Doe"),
    ])

    XCTAssertEqual(names(directory.contacts(matching: "jan")), ["Jan Novak"])
    XCTAssertEqual(names(directory.contacts(matching: "ja")), ["Jan Novak", "Jane Doe"])
  }

  func testContactsMatching_twoContactsFoldingToTheSameName_returnsBoth() {
    let directory = InMemoryContactDirectory(contacts: [
      Contact(id: "1", givenName: "José", familyName: "Pérez"),
      Contact(id: "2", givenName: "JOSE", familyName: "PEREZ"),
      Contact(id: "3", givenName: "Ｊｏｓｅ", familyName: "Ｐｅｒｅｚ"),
      Contact(id: "4", givenName: "Jo\u{200B}se", familyName: "Perez"),
    ])

    let matches = directory.contacts(matching: "jose perez")

    XCTAssertEqual(matches.map(\.id), ["1", "2", "3", "4"])
  }

  func testContactsMatching_overlappingPrefixes_needTwoDifferentNameWords() {
    let directory = InMemoryContactDirectory(contacts: [
      Contact(id: "1", givenName: "Anna", familyName: "Anderson"),
      Contact(id: "2", givenName: "Anna", familyName: "Smith"),
    ])

    XCTAssertEqual(directory.contacts(matching: "an anna").map(\.id), ["1"])
    XCTAssertEqual(directory.contacts(matching: "an sm").map(\.id), ["2"])
  }

  func testContactsMatching_nobody_returnsNone() {
    for query in ["Dave", "jane x", "", "   ", "!!!", "\u{200B}"] {
      XCTAssertEqual(directory.contacts(matching: query), [], query)
    }
  }

  func testContactsMatching_overlongOrManyWordedName_returnsNoneQuickly() {
    let overlong = String(repeating: "jane ", count: 2_000)
    let manyWords = "j a b c d e f g h"

    XCTAssertEqual(directory.contacts(matching: overlong), [])
    XCTAssertEqual(directory.contacts(matching: manyWords), [])
  }

  func testContactsMatching_withLimit_returnsAtMostThatMany() {
    XCTAssertEqual(names(directory.contacts(matching: "jane", limit: 1)), ["Jane Appleseed"])
    XCTAssertEqual(directory.contacts(matching: "jane", limit: 0), [])
  }

  func testContactsMatching_customDisplayName_isIndexedToo() {
    let directory = InMemoryContactDirectory(contacts: [
      Contact(id: "mom", givenName: "Mary", familyName: "Smith", displayName: "Mom")
    ])

    XCTAssertEqual(directory.contacts(matching: "mom").map(\.id), ["mom"])
    XCTAssertEqual(directory.contacts(matching: "mary smith").map(\.id), ["mom"])
  }

  // MARK: - Vocabulary

  func testContactsMatching_vocabularyAlias_findsTheContactWithThatIdentifier() {
    let vocabulary = Vocabulary()
    vocabulary.setVocabulary(
      [SpeakableString(vocabularyIdentifier: "bob-brown", spokenPhrase: "The Boss")],
      of: .contactName
    )
    let directory = InMemoryContactDirectory(
      contacts: PaymentsSampleWorld.contacts,
      vocabulary: vocabulary
    )

    XCTAssertEqual(names(directory.contacts(matching: "the boss")), ["Bob Brown"])
    XCTAssertEqual(names(directory.contacts(matching: "the")), [], "aliases match as a whole")
  }

  func testContactsMatching_vocabularyAliases_ofOneOrSeveralWords_matchAsTheyFold() {
    let vocabulary = Vocabulary()
    vocabulary.setVocabulary(
      [
        SpeakableString(vocabularyIdentifier: "bob-brown", spokenPhrase: "Landlord"),
        SpeakableString(vocabularyIdentifier: "jane-doe", spokenPhrase: "ＭＹ  Ｓｉｓｔｅｒ"),
      ],
      of: .contactName
    )
    let directory = InMemoryContactDirectory(
      contacts: PaymentsSampleWorld.contacts,
      vocabulary: vocabulary
    )

    XCTAssertEqual(names(directory.contacts(matching: "LANDLORD")), ["Bob Brown"])
    XCTAssertEqual(names(directory.contacts(matching: "my, sister!")), ["Jane Doe"])
    XCTAssertEqual(names(directory.contacts(matching: "sister my")), [], "words keep their order")
    XCTAssertEqual(names(directory.contacts(matching: "my sisters")), [])
  }

  func testContactsMatching_vocabularyChanges_areSeenAtTheNextLookup() {
    let vocabulary = Vocabulary()
    let directory = InMemoryContactDirectory(
      contacts: PaymentsSampleWorld.contacts,
      vocabulary: vocabulary
    )
    XCTAssertEqual(directory.contacts(matching: "the boss"), [])

    vocabulary.setVocabulary(
      [SpeakableString(vocabularyIdentifier: "jane-doe", spokenPhrase: "the boss")],
      of: .contactName
    )
    let afterAdding = directory.contacts(matching: "the boss")
    vocabulary.removeAllVocabularyStrings()
    let afterRemoving = directory.contacts(matching: "the boss")

    XCTAssertEqual(names(afterAdding), ["Jane Doe"])
    XCTAssertEqual(afterRemoving, [])
  }

  func testContactsMatching_vocabularyStrings_rankTheNamedContactsFirst() {
    let vocabulary = Vocabulary()
    vocabulary.setVocabularyStrings(["Jane Doe", "Unknown Person"], of: .contactName)
    let directory = InMemoryContactDirectory(
      contacts: PaymentsSampleWorld.contacts,
      vocabulary: vocabulary
    )

    XCTAssertEqual(names(directory.contacts(matching: "jane")), ["Jane Doe", "Jane Appleseed"])
    XCTAssertEqual(names(directory.contacts(matching: "jane", limit: 1)), ["Jane Doe"])
  }

  // MARK: - Handles and identifiers

  func testContactsWithHandle_normalisesEmailAddresses() {
    let matches = directory.contacts(withHandle: .emailAddress("  Jane.Doe@EXAMPLE.com "))

    XCTAssertEqual(names(matches), ["Jane Doe"])
  }

  func testContactsWithHandle_normalisesPhoneNumbers() {
    for number in ["+14085550199", "+1 408 555 0199", "＋１ (４０８) ５５５-０１９９"] {
      XCTAssertEqual(
        names(directory.contacts(withHandle: .phoneNumber(number))),
        ["Bob Brown"],
        number
      )
    }
    XCTAssertEqual(directory.contacts(withHandle: .phoneNumber("14085550199")), [])
  }

  func testContactsWithHandle_ofUnknownType_isReadFromItsValue() {
    let email = PersonHandle(value: "kenji@example.jp", type: .unknown)
    let phone = PersonHandle(value: "+1 408 555 0101", type: .unknown)

    XCTAssertEqual(names(directory.contacts(withHandle: email)), ["Kenji Tanaka"])
    XCTAssertEqual(names(directory.contacts(withHandle: phone)), ["Jane Appleseed"])
  }

  func testContactsWithHandle_unknownOrUnusable_returnsNone() {
    XCTAssertEqual(directory.contacts(withHandle: .emailAddress("dave@example.com")), [])
    XCTAssertEqual(directory.contacts(withHandle: .emailAddress("not an address")), [])
    XCTAssertEqual(directory.contacts(withHandle: PersonHandle(value: nil, type: .phoneNumber)), [])
  }

  func testContactsWithHandle_sharedByTwoContacts_returnsBoth() {
    let shared = PersonHandle.emailAddress("family@example.com")
    let directory = InMemoryContactDirectory(contacts: [
      Contact(id: "a", givenName: "Ann", handles: [shared]),
      Contact(id: "b", givenName: "Ben", handles: [shared]),
    ])

    XCTAssertEqual(directory.contacts(withHandle: shared).map(\.id), ["a", "b"])
  }

  func testContactWithIdentifier_findsExactlyThatContact() {
    XCTAssertEqual(directory.contact(withIdentifier: "jane-doe")?.displayName, "Jane Doe")
    XCTAssertNil(directory.contact(withIdentifier: "jane"))
    XCTAssertNil(directory.contact(withIdentifier: ""))
  }

  // MARK: - Contacts

  func testContactPerson_carriesTheIdentifierHandlesAndNames() {
    let person = PaymentsSampleWorld.contacts[0].person

    XCTAssertEqual(person.displayName, "Jane Appleseed")
    XCTAssertEqual(person.contactIdentifier, "jane-appleseed")
    XCTAssertEqual(person.personHandle, .emailAddress("jane@example.com"))
    XCTAssertEqual(person.aliases, [.phoneNumber("+1 (408) 555-0101")])
    XCTAssertEqual(person.nameComponents?.familyName, "Appleseed")
  }

  func testContactDisplayName_fallsBackToTheNamesThatExist() {
    XCTAssertEqual(Contact(id: "1", givenName: "Cher").displayName, "Cher")
    XCTAssertEqual(Contact(id: "2", nickname: "Ace").displayName, "Ace")
    XCTAssertEqual(Contact(id: "3").displayName, "3")
  }

  func testContactDirectory_throughTheProtocol_defaultsToNoLimit() async {
    let directory: any ContactDirectory = self.directory

    let matches = await directory.contacts(matching: "j")

    XCTAssertEqual(names(matches), ["Jane Appleseed", "Jane Doe", "John Appleseed"])
  }
}
