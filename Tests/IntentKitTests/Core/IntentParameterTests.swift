import IntentKit
import XCTest

final class IntentParameterTests: XCTestCase {
  func testTypedParameter_readsAndWritesItsProperty() {
    var intent = OrderSoupIntent(identifier: "1")

    IntentParameter.quantity.setValue(4, in: &intent)

    XCTAssertEqual(intent.quantity, 4)
    XCTAssertEqual(IntentParameter.quantity.value(in: intent), 4)
  }

  func testPartialParameter_withMatchingType_writesTheValue() {
    var intent = OrderSoupIntent(identifier: "1")
    let parameter = OrderSoupIntent.parameter(named: "soup")

    let didWrite = parameter?.setValue(AnyParameterValue(Soup.clamChowder), in: &intent)

    XCTAssertEqual(didWrite, true)
    XCTAssertEqual(intent.soup, .clamChowder)
    XCTAssertEqual(parameter?.value(in: intent), AnyParameterValue(Soup.clamChowder))
  }

  func testPartialParameter_withWrongType_leavesTheIntentUnchanged() {
    var intent = OrderSoupIntent(identifier: "1", soup: .tomatoBisque)

    let didWrite = OrderSoupIntent.parameter(named: "soup")?
      .setValue(AnyParameterValue(3), in: &intent)

    XCTAssertEqual(didWrite, false)
    XCTAssertEqual(intent.soup, .tomatoBisque)
  }

  func testPartialParameter_withNil_clearsTheValue() {
    var intent = OrderSoupIntent(identifier: "1", quantity: 3)

    OrderSoupIntent.parameter(named: "quantity")?.setValue(nil, in: &intent)

    XCTAssertNil(intent.quantity)
  }

  func testParameters_areListedInDeclarationOrder() {
    XCTAssertEqual(OrderSoupIntent.parameters.map(\.name), ["soup", "quantity"])
    XCTAssertNil(OrderSoupIntent.parameter(named: "toppings"))
  }

  func testAnyParameterValue_comparesByTypeAndValue() {
    XCTAssertEqual(AnyParameterValue(3), AnyParameterValue(3))
    XCTAssertNotEqual(AnyParameterValue(3), AnyParameterValue(4))
    XCTAssertNotEqual(AnyParameterValue(3), AnyParameterValue("3"))
    XCTAssertEqual(AnyParameterValue(Soup.clamChowder).value(as: Soup.self), .clamChowder)
    XCTAssertNil(AnyParameterValue(Soup.clamChowder).value(as: Int.self))
  }

  func testAnyParameterValue_readsItsOwnType_andWhatACastReaches() {
    XCTAssertEqual(AnyParameterValue("Jane").value(as: String.self), "Jane")
    XCTAssertEqual(AnyParameterValue([1, 2]).value(as: [Int].self), [1, 2])
    XCTAssertNil(AnyParameterValue([1, 2]).value(as: [String].self))
    XCTAssertNil(AnyParameterValue(true).value(as: Int.self))
    XCTAssertEqual(AnyParameterValue(CurrencyAmount.usd(50_00)).value(), CurrencyAmount.usd(50_00))
    // A subclass's value is read as its superclass, as a cast reads it.
    let ticket = SeatTicket()
    XCTAssertTrue(AnyParameterValue(ticket).value(as: Ticket.self) === ticket)
    XCTAssertNil(AnyParameterValue(Ticket()).value(as: SeatTicket.self))
  }

  func testResponseCode_namesRoundTrip_andStatusesDecideProceeding() {
    XCTAssertEqual(OrderSoupIntentResponse.Code.failureStoreClosed.name, "failureStoreClosed")
    XCTAssertEqual(OrderSoupIntentResponse.Code(name: "continueInApp"), .continueInApp)
    XCTAssertNil(OrderSoupIntentResponse.Code(name: "nope"))
    let proceeding = OrderSoupIntentResponse.Code.allCases.filter(\.proceedsToHandle)
    XCTAssertEqual(proceeding, [.ready, .success])
  }
}

/// A value of a class that has a subclass, for reading a value through its superclass.
// reason: immutable; a class that is subclassed can't be checked as `Sendable`.
private class Ticket: IntentValue, @unchecked Sendable {
  static func == (lhs: Ticket, rhs: Ticket) -> Bool { lhs === rhs }
}

private final class SeatTicket: Ticket, @unchecked Sendable {}
