import IntentKit
import IntentKitSamples
import IntentKitTesting
import XCTest

/// The directory's third tier: names with one typo per word.
final class ContactDirectoryTypoTests: XCTestCase {
  private let directory = InMemoryContactDirectory(contacts: PaymentsSampleWorld.contacts)

  private func ids(_ query: String, in directory: InMemoryContactDirectory? = nil) -> [String] {
    (directory ?? self.directory).contacts(matching: query).map(\.id)
  }

  // MARK: - Each kind of edit

  func testContactsMatching_oneEditInAWord_findsTheContact() {
    let queries = [
      "Jane Appelseed",  // two neighbours swapped
      "Jnae Appleseed",  // two neighbours swapped, in the given name
      "Jane Applesed",  // one character deleted
      "Jane Appleseeed",  // one character inserted
      "Jane Applexeed",  // one character replaced
      "Xane Appleseed",  // the first character replaced
      "Jane Appleseedx",  // a character added at the end
      "Appleseed Jnae",  // in either order
    ]

    for query in queries {
      XCTAssertEqual(ids(query), ["jane-appleseed"], query)
    }
  }

  func testContactsMatching_oneEditInEveryWord_findsTheContact() {
    XCTAssertEqual(ids("Jnae Appelseed"), ["jane-appleseed"])
    XCTAssertEqual(ids("Knji Tanaak"), ["kenji-tanaka"])
  }

  func testContactsMatching_typoAndPrefix_findTheContact() {
    XCTAssertEqual(ids("jnae app"), ["jane-appleseed"])
    XCTAssertEqual(ids("j appelseed"), ["jane-appleseed", "john-appleseed"])
  }

  func testContactsMatching_oneWordWithATypo_returnsEveryContactWithTheWord() {
    XCTAssertEqual(ids("Appelseed"), ["jane-appleseed", "john-appleseed"])
    XCTAssertEqual(ids("bobyb"), ["bob-brown"], "the nickname Bobby")
  }

  // MARK: - What a typo never does

  func testContactsMatching_twoEditsInOneWord_matchNobody() {
    for query in ["Jane Apelsed", "Jane Aplpesede", "Dave", "Jean Appleseed x"] {
      XCTAssertEqual(ids(query), [], query)
    }
  }

  func testContactsMatching_wordsShorterThanFourCharacters_neverMatchWithATypo() {
    let directory = InMemoryContactDirectory(contacts: [
      Contact(id: "bob", givenName: "Bob", familyName: "Lee"),
      Contact(id: "jan", givenName: "Jan", familyName: "Novak"),
      Contact(id: "rob", givenName: "Robert", familyName: "Ng"),
    ])

    XCTAssertEqual(ids("Bbo", in: directory), [], "a three-letter query word")
    XCTAssertEqual(ids("Rob", in: directory), ["rob"], "a prefix, not a typo of Bob")
    XCTAssertEqual(ids("Jann", in: directory), [], "a three-letter name word")
    XCTAssertEqual(ids("Jann Novak", in: directory), [])
    XCTAssertEqual(ids("Novka", in: directory), ["jan"], "long words still match")
  }

  func testContactsMatching_exactAndPrefixMatches_comeBeforeAnyTypo() {
    let directory = InMemoryContactDirectory(contacts: [
      Contact(id: "jane", givenName: "Jane", familyName: "Doe"),
      Contact(id: "jade", givenName: "Jade", familyName: "Doe"),
      Contact(id: "janet", givenName: "Janet", familyName: "Roe"),
    ])

    XCTAssertEqual(ids("jade", in: directory), ["jade"], "a whole word, not a typo of Jane")
    XCTAssertEqual(ids("jan", in: directory), ["jane", "janet"], "prefixes")
    XCTAssertEqual(ids("jadet", in: directory), ["jade", "janet"], "typos only when nothing else")
  }

  func testContactsMatching_typoWords_needDifferentNameWords() {
    let directory = InMemoryContactDirectory(contacts: [
      Contact(id: "mara", givenName: "Mara", familyName: "Lopez")
    ])

    XCTAssertEqual(ids("marx lopez", in: directory), ["mara"])
    XCTAssertEqual(ids("marx mary", in: directory), [], "both stand for Mara, one word")
  }

  // MARK: - Ties, order and limits

  func testContactsMatching_severalContactsOneEditAway_returnsThemAllInDirectoryOrder() {
    let directory = InMemoryContactDirectory(contacts: [
      Contact(id: "1", givenName: "Mary", familyName: "Smith"),
      Contact(id: "2", givenName: "Mara", familyName: "Jones"),
      Contact(id: "3", givenName: "Maria", familyName: "Smith"),
      Contact(id: "4", givenName: "Mary", familyName: "Jones"),
      Contact(id: "5", givenName: "Mark", familyName: "Ng"),
    ])

    XCTAssertEqual(ids("marx", in: directory), ["1", "2", "4", "5"])
    XCTAssertEqual(ids("mray smith", in: directory), ["1"])
    XCTAssertEqual(
      directory.contacts(matching: "marx", limit: 2).map(\.id),
      ["1", "2"]
    )
    XCTAssertEqual(directory.contacts(matching: "marx", limit: 0), [])
  }

  func testContactsMatching_typoMatches_followTheVocabularyRanking() {
    let vocabulary = Vocabulary()
    vocabulary.setVocabularyStrings(["John Appleseed"], of: .contactName)
    let directory = InMemoryContactDirectory(
      contacts: PaymentsSampleWorld.contacts,
      vocabulary: vocabulary
    )

    XCTAssertEqual(ids("appelseed", in: directory), ["john-appleseed", "jane-appleseed"])
  }

  // MARK: - Folding

  func testContactsMatching_typos_ignoreCaseAccentsAndWidth() {
    let directory = InMemoryContactDirectory(contacts: [
      Contact(id: "jose", givenName: "José", familyName: "Pérez"),
      Contact(id: "zoe", givenName: "Zoë", familyName: "Müller"),
    ])

    XCTAssertEqual(ids("JOSE PERZ", in: directory), ["jose"])
    XCTAssertEqual(ids("Jösé Pérze", in: directory), ["jose"])
    XCTAssertEqual(ids("Ｍｕｌｌｅｒｒ", in: directory), ["zoe"])
  }

  func testContactsMatching_typos_countUnicodeCharactersNotBytes() {
    XCTAssertEqual(ids("田中健次"), ["kenji-tanaka"], "one kanji replaced")
    XCTAssertEqual(ids("田中二健"), ["kenji-tanaka"], "two kanji swapped")
    XCTAssertEqual(ids("田中健二郎"), ["kenji-tanaka"], "one kanji added")
    XCTAssertEqual(ids("田健次"), [], "three characters are too short for a typo")
  }

  // MARK: - Against a scan

  func testContactsMatching_smallAlphabet_agreesWithAScan() {
    var generator = SeededRandomNumberGenerator(seed: 42)
    let letters = Array("ab中é")
    func word(_ length: ClosedRange<Int>) -> String {
      let count = Int(generator.next() % UInt64(length.count)) + length.lowerBound
      return String((0..<count).map { _ in letters[Int(generator.next() % 4)] })
    }
    let contacts = (0..<300).map { index in
      Contact(id: "\(index)", givenName: word(2...6), familyName: word(2...6))
    }
    let directory = InMemoryContactDirectory(contacts: contacts)
    let scan = ContactNameScan(
      names: contacts.map { contact in
        [contact.givenName, contact.familyName].compactMap { $0.map(TextFolding.fold) }
      }
    )
    var tiers: [ContactNameScan.Tier: Int] = [:]

    for _ in 0..<600 {
      let query = generator.next() % 3 == 0 ? word(2...5) + " " + word(2...5) : word(2...7)
      let found = directory.contacts(matching: query).map { Int($0.id) ?? -1 }

      let words = TextFolding.fold(query).split(separator: " ").map(String.init)
      let expected = scan.matches(query: Array(Set(words)))
      tiers[expected.tier, default: 0] += 1
      // Prefix matches come grouped by word; the other tiers in directory order.
      let comparable = expected.tier == .prefixes ? found.sorted() : found
      XCTAssertEqual(comparable, expected.indices, query)
    }
    XCTAssertGreaterThan(tiers[.typos] ?? 0, 50, "the queries exercise the typo tier")
    XCTAssertGreaterThan(tiers[.none] ?? 0, 10, "and queries that match nobody")
  }

  // MARK: - Payments

  func testResolvePayee_withATypo_succeedsWithTheContact() async throws {
    let world = try await PaymentsSampleWorld.testing()
    let handler = SendPaymentHandler(service: world.service)

    let resolution = await handler.resolvePayee(
      for: SendPaymentIntent(payee: .named("Jnae Appleseed"))
    )

    let jane = try XCTUnwrap(PaymentsSampleWorld.contacts.first { $0.id == "jane-appleseed" })
    XCTAssertEqual(resolution, .success(with: jane.person))
  }

  func testResolvePayee_withATypoSharedByTwoContacts_offersBoth() async throws {
    let world = try await PaymentsSampleWorld.testing()
    let handler = SendPaymentHandler(service: world.service)

    let resolution = await handler.resolvePayee(for: SendPaymentIntent(payee: .named("Appelseed")))

    let expected = PaymentsSampleWorld.contacts.filter { $0.familyName == "Appleseed" }
    XCTAssertEqual(resolution, .disambiguation(with: expected.map(\.person)))
  }
}
