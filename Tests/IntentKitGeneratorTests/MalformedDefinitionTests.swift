import XCTest

@testable import IntentKitGenerator

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Every file of the malformed corpus is refused with an error that names the file and the key
/// path or position its `README.md` table gives, and nothing is generated.
final class MalformedDefinitionTests: XCTestCase {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Malformed")

  /// The README's table: file name and where the defect is.
  static func expectations() throws -> [(file: String, place: String)] {
    let readme = try String(
      contentsOf: folder.appendingPathComponent("README.md"),
      encoding: .utf8
    )
    return readme.split(separator: "\n").compactMap { line in
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 2, cells[0].hasSuffix(".intentdefinition`") else { return nil }
      return (cells[0].trimmingCharacters(in: ["`"]), cells[1].trimmingCharacters(in: ["`"]))
    }
  }

  func testRead_everyMalformedFile_isRefusedWhereTheREADMESays() throws {
    let expectations = try Self.expectations()
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
      .filter { $0.hasSuffix(".intentdefinition") }
    XCTAssertEqual(Set(expectations.map(\.file)), Set(files), "every file has a row, and no more")
    XCTAssertGreaterThanOrEqual(files.count, 30)

    for (file, place) in expectations {
      let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(file)))
      do {
        let definition = try IntentDefinition(reading: bytes, file: file)
        XCTFail("\(file) was read: \(definition.intents.map(\.name))")
      } catch {
        XCTAssertEqual(error.file, file)
        XCTAssertFalse(error.message.isEmpty)
        XCTAssertTrue(error.description.hasPrefix("\(file):"), error.description)
        let parts = place.split(separator: ":")
        if parts.count == 2, let line = Int(parts[0]), let column = Int(parts[1]) {
          XCTAssertEqual(error.keyPath, "", "\(file): \(error)")
          XCTAssertEqual(error.line, line, "\(file): \(error)")
          XCTAssertEqual(error.column, column, "\(file): \(error)")
        } else {
          XCTAssertEqual(error.keyPath, place == "(root)" ? "" : place, "\(file): \(error)")
          XCTAssertNotNil(error.line, "\(file): a key path error has a position too")
        }
      }
    }
  }

  func testRead_messagesSayWhatIsWrong() throws {
    let cases: [(file: String, words: [String])] = [
      ("UnsupportedDistanceType.intentdefinition", ["Xcode offers the Distance type"]),
      ("UnknownParameterType.intentdefinition", ["\"Float\"", "String, TimeInterval, URL"]),
      ("EnumTypeNotInEnums.intentdefinition", ["Flavour", "INEnums"]),
      ("SystemIntentUnknownClass.intentdefinition", ["INSendMessageIntent", "SendPaymentIntent"]),
      ("BooleanAsString.intentdefinition", ["<true/> or <false/>", "\"YES\""]),
      ("PlaceholderNamesUnknownParameter.intentdefinition", ["${nosuch}"]),
      ("DuplicateEnumValueIndex.intentdefinition", ["croissant", "eclair", "index 1"]),
      ("UnsupportedModelVersion.intentdefinition", ["2.0", "1.0, 1.1 or 1.2"]),
      ("BinaryPlist.intentdefinition", ["binary property list", "plutil -convert xml1"]),
      ("UnknownEntity.intentdefinition", ["&nbsp;"]),
    ]
    for (file, words) in cases {
      let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(file)))
      XCTAssertThrowsError(try IntentDefinition(reading: bytes, file: file)) { error in
        let message = (error as? IntentDefinitionError)?.message ?? ""
        for word in words {
          XCTAssertTrue(message.contains(word), "\(file): \(message) should say \(word)")
        }
      }
    }
  }
}
