import IntentKit
import IntentKitSamples
import XCTest

/// Names by reading: a contact's phonetic names are matched as its names are, so a person can be
/// named in katakana, hiragana or hangul, or in Latin letters for a name written in kanji.
final class ContactDirectoryReadingTests: XCTestCase {
  private let directory = InMemoryContactDirectory(contacts: PaymentsSampleWorld.contacts)

  private func names(_ name: String) -> [String] {
    directory.contacts(matching: name).map(\.displayName)
  }

  func testContactsMatching_katakanaReading_findsTheContacts() {
    XCTAssertEqual(names("ジェーン"), ["Jane Appleseed", "Jane Doe"])
    XCTAssertEqual(names("ケンジ"), ["Kenji Tanaka"])
    XCTAssertEqual(names("ジェーン・アップルシード"), ["Jane Appleseed"])
    XCTAssertEqual(names("アップルシード"), ["Jane Appleseed", "John Appleseed"])
    XCTAssertEqual(names("ボビー"), ["Bob Brown"], "a nickname's reading")
  }

  func testContactsMatching_halfwidthKatakanaAndHiragana_findTheKatakanaReading() {
    XCTAssertEqual(names("ｼﾞｪｰﾝ"), ["Jane Appleseed", "Jane Doe"])
    XCTAssertEqual(names("ｹﾝｼﾞ"), ["Kenji Tanaka"])
    XCTAssertEqual(names("けんじ"), ["Kenji Tanaka"])
    XCTAssertEqual(names("たなか けんじ"), ["Kenji Tanaka"])
  }

  func testContactsMatching_hangulReading_findsTheContacts() {
    XCTAssertEqual(names("제인"), ["Jane Appleseed", "Jane Doe"])
    XCTAssertEqual(names("제인 도"), ["Jane Doe"])
    XCTAssertEqual(names("겐지"), ["Kenji Tanaka"])
    XCTAssertEqual(names("바비"), ["Bob Brown"])
  }

  func testContactsMatching_readingsMixWithNames_andTypos() {
    XCTAssertEqual(names("Jane アップルシード"), ["Jane Appleseed"])
    XCTAssertEqual(names("ジェーン Doe"), ["Jane Doe"])
    XCTAssertEqual(names("アップルシーズ"), ["Jane Appleseed", "John Appleseed"], "one typo")
  }

  func testContactsMatching_latinReadingOfAKanjiName_findsTheContact() {
    let directory = InMemoryContactDirectory(contacts: [
      Contact(
        id: "hanako",
        familyName: "山田",
        nickname: "花子",
        displayName: "山田花子",
        phoneticNames: [
          .init(givenName: "Hanako", familyName: "Yamada"),
          .init(givenName: "はなこ", familyName: "やまだ"),
        ]
      )
    ])

    XCTAssertEqual(directory.contacts(matching: "Hanako").map(\.id), ["hanako"])
    XCTAssertEqual(directory.contacts(matching: "yamada hanako").map(\.id), ["hanako"])
    XCTAssertEqual(directory.contacts(matching: "ハナコ").map(\.id), ["hanako"])
    XCTAssertEqual(directory.contacts(matching: "山田").map(\.id), ["hanako"])
  }

  func testContactsMatching_readingOfNobody_findsNobody() {
    XCTAssertEqual(names("デイブ"), [])
    XCTAssertEqual(names("데이브"), [])
  }

  func testContactPerson_carriesTheFirstReadingAsItsPhoneticRepresentation() {
    let kenji = PaymentsSampleWorld.contacts.first { $0.id == "kenji-tanaka" }

    let reading = kenji?.person.nameComponents?.phoneticRepresentation

    XCTAssertEqual(reading, Person.NameComponents(givenName: "ケンジ", familyName: "タナカ"))
    XCTAssertEqual(kenji?.phoneticNames.count, 2)
  }

  func testContactWithoutReadings_hasAPersonWithoutAPhoneticRepresentation() {
    let contact = Contact(id: "1", givenName: "Cher")

    XCTAssertNil(contact.person.nameComponents?.phoneticRepresentation)
  }
}
