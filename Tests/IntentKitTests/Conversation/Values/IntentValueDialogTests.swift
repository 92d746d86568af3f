import XCTest

@testable import IntentKit

/// A value that fills a parameter but is never read from words or spoken by a catalog.
private struct TableNumber: IntentValue, CustomStringConvertible {
  var number: Int
  var description: String { "table \(number)" }
}

private struct BookTableIntent: Intent {
  typealias Response = SendTipIntentResponse
  static let wireName = "BookTableIntent"
  var identifier = "b-1"
  var table: TableNumber?
  var seats: Int?

  static var parameters: [PartialIntentParameter<Self>] { [.init(.table), .init(.seats)] }
}

extension IntentParameter where Root == BookTableIntent, Value == TableNumber {
  fileprivate static let table = IntentParameter("table", \.table)
}

extension IntentParameter where Root == BookTableIntent, Value == Int {
  fileprivate static let seats = IntentParameter("seats", \.seats)
}

final class IntentValueDialogTests: XCTestCase {
  private let context = DialogContext()

  func testAValueThatIsOnlyAnIntentValue_isNeverReadFromWords() throws {
    let table = try XCTUnwrap(BookTableIntent.parameter(named: "table"))
    XCTAssertNil(table.parseReply("table 4", in: context))
    XCTAssertNil(table.parseReply("4", in: context))
    XCTAssertNil(table.unsupportedReason(forReply: "table 4", in: context))

    // A ParameterValue beside it is read as before.
    let seats = try XCTUnwrap(BookTableIntent.parameter(named: "seats"))
    XCTAssertEqual(seats.parseReply("four", in: context)?.value(as: Int.self), 4)
  }

  func testAValueThatIsOnlyAnIntentValue_isSpokenByItsDescription_andTakenTyped() throws {
    XCTAssertEqual(AnyParameterValue(TableNumber(number: 4)).spokenPhrase(in: context), "table 4")
    XCTAssertEqual(AnyParameterValue(12).spokenPhrase(in: context), "12")

    var intent = BookTableIntent()
    let table = try XCTUnwrap(BookTableIntent.parameter(named: "table"))
    XCTAssertTrue(table.setValue(AnyParameterValue(TableNumber(number: 7)), in: &intent))
    XCTAssertEqual(intent.table?.number, 7)
    XCTAssertFalse(table.setValue(AnyParameterValue(7), in: &intent), "an Int isn't a TableNumber")
    XCTAssertEqual(intent.table?.number, 7)
  }

  func testTheDialogTable_speaksAValueThatIsOnlyAnIntentValueByItsDescription_andNeverReadsIt()
    throws
  {
    let dialog = _IntentDialog<BookTableIntent>()
    let table = try XCTUnwrap(dialog.entry(at: 0))
    var intent = BookTableIntent()
    XCTAssertNil(withUnsafePointer(to: intent) { table.speak($0, context) })
    intent.table = TableNumber(number: 4)
    XCTAssertEqual(withUnsafePointer(to: intent) { table.speak($0, context) }, "table 4")
    XCTAssertNil(table.speakValue(AnyParameterValue(TableNumber(number: 5)), context))
    XCTAssertFalse(table.read("table 5", context, &intent))
    XCTAssertEqual(intent.table?.number, 4)

    // The `ParameterValue` beside it is spoken and read in its own type.
    let seats = try XCTUnwrap(dialog.entry(at: 1))
    XCTAssertTrue(seats.read("four", context, &intent))
    XCTAssertEqual(intent.seats, 4)
    XCTAssertEqual(withUnsafePointer(to: intent) { seats.speak($0, context) }, "4")
  }
}
