import IntentKit
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

final class FileTests: XCTestCase {
  private let pdf = File(
    data: Data("%PDF".utf8),
    filename: "receipt.pdf",
    typeIdentifier: "com.adobe.pdf"
  )

  private func decode(_ json: String) throws -> File {
    try StrictJSONDecoder().decode(File.self, from: Data(json.utf8))
  }

  private func assertRefused(
    _ json: String,
    code: StrictJSONError.Code,
    path: String,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    XCTAssertThrowsError(try decode(json), file: file, line: line) { error in
      let error = error as? StrictJSONError
      XCTAssertEqual(error?.code, code, "\(String(describing: error))", file: file, line: line)
      XCTAssertEqual(error?.path, path, file: file, line: line)
    }
  }

  func testInitWithData_keepsTheContents_andHasNoURL() {
    XCTAssertEqual(pdf.data, Data("%PDF".utf8))
    XCTAssertEqual(pdf.filename, "receipt.pdf")
    XCTAssertEqual(pdf.typeIdentifier, "com.adobe.pdf")
    XCTAssertNil(pdf.fileURL)
    XCTAssertEqual(pdf.description, "receipt.pdf")
  }

  func testInitWithFileURL_keepsTheURL_andReadsNothing() throws {
    let url = try XCTUnwrap(URL(string: "file:///does/not/exist/photo.jpg"))

    let photo = File(fileURL: url, filename: "photo.jpg", typeIdentifier: nil)

    XCTAssertEqual(photo.fileURL, url)
    XCTAssertTrue(photo.data.isEmpty, "IntentKit never reads the file")
    XCTAssertNil(photo.typeIdentifier)
    XCTAssertEqual("\(photo)", "photo.jpg")
  }

  func testJSON_withData_isWrittenInCanonicalForm_andRoundTrips() throws {
    let written = try StrictJSONEncoder().encode(pdf)

    XCTAssertEqual(
      String(decoding: written, as: UTF8.self),
      #"{"data":"JVBERg==","filename":"receipt.pdf","typeIdentifier":"com.adobe.pdf"}"#
    )
    XCTAssertEqual(try StrictJSONDecoder().decode(File.self, from: written), pdf)
  }

  func testJSON_withURL_leavesOutEmptyData_andRoundTrips() throws {
    let url = try XCTUnwrap(URL(string: "file:///tmp/photo.jpg"))
    let photo = File(fileURL: url, filename: "photo.jpg", typeIdentifier: "public.jpeg")

    let written = try StrictJSONEncoder().encode(photo)

    XCTAssertEqual(
      String(decoding: written, as: UTF8.self),
      #"{"fileURL":"file:///tmp/photo.jpg","filename":"photo.jpg","typeIdentifier":"public.jpeg"}"#
    )
    XCTAssertEqual(try StrictJSONDecoder().decode(File.self, from: written), photo)
  }

  func testJSON_readsAndWritesWithFoundationsCodecs() throws {
    let byFoundation = try StrictJSONDecoder().decode(File.self, from: JSONEncoder().encode(pdf))
    let fromStrict = try JSONDecoder().decode(File.self, from: StrictJSONEncoder().encode(pdf))

    XCTAssertEqual(byFoundation, pdf)
    XCTAssertEqual(fromStrict, pdf)
  }

  func testDecoding_withOnlyAFilename_isAnEmptyFile() throws {
    XCTAssertEqual(
      try decode(#"{"filename": "empty.txt"}"#),
      File(data: Data(), filename: "empty.txt", typeIdentifier: nil)
    )
  }

  func testDecoding_withoutAFilename_isAMissingValue() {
    assertRefused(#"{"data": "JVBERg=="}"#, code: .missingValue, path: "filename")
  }

  func testDecoding_dataThatIsNotBase64_isAnInvalidValue() {
    assertRefused(#"{"data": "not base64!", "filename": "a"}"#, code: .invalidValue, path: "data")
  }

  func testDecoding_dataThatIsNotAString_isATypeMismatch() {
    assertRefused(#"{"data": [37, 80], "filename": "a"}"#, code: .typeMismatch, path: "data")
  }

  func testDecoding_fileURLThatIsEmptyOrNotAString_isRefused() {
    assertRefused(#"{"fileURL": "", "filename": "a"}"#, code: .invalidValue, path: "fileURL")
    assertRefused(#"{"fileURL": 12, "filename": "a"}"#, code: .typeMismatch, path: "fileURL")
  }

  func testDecoding_filenameWithControlCharactersOrTooLong_isAnInvalidValue() {
    assertRefused(#"{"filename": "a\u0000.pdf"}"#, code: .invalidValue, path: "filename")
    assertRefused(#"{"filename": "a\u202Efdp.exe"}"#, code: .invalidValue, path: "filename")
    let long = String(repeating: "a", count: 257)
    assertRefused(#"{"filename": "\#(long)"}"#, code: .invalidValue, path: "filename")
    assertRefused(
      #"{"filename": "a", "typeIdentifier": "x\ny"}"#,
      code: .invalidValue,
      path: "typeIdentifier"
    )
  }

  func testDecoding_aFileInAnArray_namesTheElementInTheError() {
    let json = #"[{"filename": "a.txt"}, {"filename": 7}]"#

    XCTAssertThrowsError(try StrictJSONDecoder().decode([File].self, from: Data(json.utf8))) {
      error in
      XCTAssertEqual((error as? StrictJSONError)?.code, .typeMismatch)
      XCTAssertEqual((error as? StrictJSONError)?.path, "[1].filename")
    }
  }
}
