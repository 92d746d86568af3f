import IntentKit
import IntentKitTesting
import XCTest

final class VocabularyTests: XCTestCase {
  func testVocabularyStringType_keepsSiriKitsRawValues() {
    let rawValues = VocabularyStringType.allCases.map(\.rawValue)

    XCTAssertEqual(
      rawValues,
      [1, 2, 100, 101, 200, 300, 301, 400, 401, 500, 501, 700, 701, 702, 703, 704]
    )
    XCTAssertEqual(VocabularyStringType.paymentsOrganizationName.rawValue, 400)
    XCTAssertEqual(VocabularyStringType.paymentsAccountNickname.rawValue, 401)
    XCTAssertEqual(VocabularyStringType(rawValue: 704), .mediaShowTitle)
  }

  func testSetVocabularyStrings_replacesTheTypesStringsInOrder() {
    let vocabulary = Vocabulary()
    vocabulary.setVocabularyStrings(["Jane Doe", "Bob Brown"], of: .contactName)
    vocabulary.setVocabularyStrings(["Checking"], of: .paymentsAccountNickname)

    vocabulary.setVocabularyStrings(["Kenji Tanaka", "Jane Doe"], of: .contactName)

    XCTAssertEqual(vocabulary.vocabularyStrings(of: .contactName), ["Kenji Tanaka", "Jane Doe"])
    XCTAssertEqual(vocabulary.vocabularyStrings(of: .paymentsAccountNickname), ["Checking"])
  }

  func testSetVocabularyStrings_withDuplicatesAndEmptyStrings_keepsFirstOfEachAndDropsBlanks() {
    let vocabulary = Vocabulary()

    vocabulary.setVocabularyStrings(["A", "", "B", "A", "   "], of: .contactGroupName)

    XCTAssertEqual(vocabulary.vocabularyStrings(of: .contactGroupName), ["A", "B"])
  }

  func testSetVocabularyStrings_overOneThousandTwentyFourUTF16Bytes_areDiscarded() {
    let vocabulary = Vocabulary()
    let fits = String(repeating: "a", count: 512)  // 1024 bytes of UTF-16
    let tooLong = String(repeating: "a", count: 513)
    let tooLongInKana = String(repeating: "あ", count: 513)

    vocabulary.setVocabularyStrings([tooLong, fits, tooLongInKana], of: .photoTag)

    XCTAssertEqual(vocabulary.vocabularyStrings(of: .photoTag), [fits])
  }

  func testSetVocabulary_keepsVocabularyIdentifiers() {
    let vocabulary = Vocabulary()
    let landlord = SpeakableString(vocabularyIdentifier: "john", spokenPhrase: "my landlord")

    vocabulary.setVocabulary([landlord, "Jane Doe"], of: .contactName)

    XCTAssertEqual(vocabulary.vocabulary(of: .contactName), [landlord, "Jane Doe"])
    XCTAssertEqual(vocabulary.vocabularyStrings(of: .contactName), ["my landlord", "Jane Doe"])
  }

  func testRemoveAllVocabularyStrings_emptiesEveryType() {
    let vocabulary = Vocabulary()
    vocabulary.setVocabularyStrings(["Jane Doe"], of: .contactName)
    vocabulary.setVocabularyStrings(["PG&E"], of: .paymentsOrganizationName)

    vocabulary.removeAllVocabularyStrings()

    for type in VocabularyStringType.allCases {
      XCTAssertEqual(vocabulary.vocabularyStrings(of: type), [], "\(type)")
    }
  }

  func testVocabulary_isSafeToUseFromManyTasks() async {
    let vocabulary = Vocabulary()

    await withTaskGroup(of: Void.self) { group in
      for index in 0..<200 {
        group.addTask {
          vocabulary.setVocabularyStrings(["Name \(index)"], of: .contactName)
          _ = vocabulary.vocabularyStrings(of: .contactName)
        }
      }
    }

    let strings = vocabulary.vocabularyStrings(of: .contactName)
    XCTAssertEqual(strings.count, 1)
    XCTAssertTrue(strings[0].hasPrefix("Name "))
  }
}
