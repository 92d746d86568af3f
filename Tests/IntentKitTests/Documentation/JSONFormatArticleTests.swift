import IntentKit
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The error messages The JSON Format article quotes are the ones the reader gives.
final class JSONFormatArticleTests: XCTestCase {
  private struct Envelope: Decodable {
    let intent: SendPaymentIntent
  }

  private func message(_ json: String) -> String? {
    do {
      _ = try StrictJSONDecoder().decode(Envelope.self, from: Data(json.utf8))
      return nil
    } catch {
      return (error as? StrictJSONError)?.description
    }
  }

  func testArticleMessages_areTheReadersOwn() throws {
    let article = try String(
      contentsOfFile: Self.articlePath,
      encoding: .utf8
    )
    let examples = [
      (
        #"{"intent": {"identifier": "p-1", "currencyAmount": {"currency": "USD", "minorUnits": 4999.9999999999999999}}}"#,
        "intent.currencyAmount.minorUnits: 4999.9999999999999999 is not an integer"
      ),
      (
        #"{"intent": {"identifier": "p-1", "payee": {"displayName": "Jane", "displayName": "Dave"}}}"#,
        "intent.payee.displayName: the object has two members named 'displayName' (line 1, column 67)"
      ),
      (
        #"{"intent": {"identifier": "p-1", "note": "Dinner \x"}}"#,
        #"intent.note: '\x' is not a JSON escape (line 1, column 50)"#
      ),
    ]

    for (document, expected) in examples {
      XCTAssertEqual(message(document), expected, document)
      XCTAssertTrue(article.contains(expected), "The article should quote: \(expected)")
    }
  }

  private static var articlePath: String {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("Sources/IntentKit/IntentKit.docc/Articles/JSONFormat.md").path
  }
}
