import Foundation
import IntentKit
import IntentKitTesting
import XCTest

final class ShortcutTests: XCTestCase {
  private let activity = UserActivity(
    activityType: "com.example.orderFavoriteBeverage",
    title: "Order my favourite",
    userInfo: ["beverage": "latte"]
  )

  func testInitIntent_withAValue_makesAnIntentShortcut() throws {
    let intent = OrderSoupIntent(identifier: "o-1", soup: .clamChowder)

    let shortcut = try XCTUnwrap(Shortcut(intent: intent))

    XCTAssertEqual(shortcut, .intent(AnyIntent(intent)))
    XCTAssertEqual(shortcut.intent?.value(as: OrderSoupIntent.self), intent)
    XCTAssertNil(shortcut.userActivity)
  }

  func testInitIntent_invalidIntent_returnsNil() {
    XCTAssertNil(Shortcut(intent: OrderSoupIntent(identifier: "o-1")), "no values")
    XCTAssertNil(Shortcut(intent: OrderSoupIntent(identifier: "", soup: .clamChowder)))
    XCTAssertNil(Shortcut(intent: OrderSoupIntent(identifier: "o\u{0}1", soup: .clamChowder)))
  }

  func testInitIntent_intentWithoutParameters_isValid() {
    XCTAssertNotNil(Shortcut(intent: ShortcutsSoupOfTheDayIntent(identifier: "soup-of-the-day")))
  }

  func testInitUserActivity_makesAnActivityShortcut() {
    let shortcut = Shortcut(userActivity: activity)

    XCTAssertEqual(shortcut.userActivity, activity)
    XCTAssertNil(shortcut.intent)
  }

  func testSuggestedPhraseAndAvailability_comeFromTheIntentOrTheActivity() throws {
    var intent = PhrasedIntent(identifier: "p-1", suggestedInvocationPhrase: "Soup time")
    intent.shortcutAvailability = [.sleepWrapUpYourDay, .sleepReading]
    var activity = activity
    activity.suggestedInvocationPhrase = "Order my favourite"
    activity.shortcutAvailability = [.sleepMusic]

    let intentShortcut = try XCTUnwrap(Shortcut(intent: intent))
    let activityShortcut = Shortcut(userActivity: activity)

    XCTAssertEqual(intentShortcut.suggestedInvocationPhrase, "Soup time")
    XCTAssertEqual(intentShortcut.shortcutAvailability, [.sleepReading, .sleepWrapUpYourDay])
    XCTAssertEqual(activityShortcut.suggestedInvocationPhrase, "Order my favourite")
    XCTAssertEqual(activityShortcut.shortcutAvailability, [.sleepMusic])
    XCTAssertNil(Shortcut(userActivity: self.activity).suggestedInvocationPhrase)
  }

  func testCodable_activityWithPhraseAndAvailability_roundTrips() throws {
    var activity = activity
    activity.suggestedInvocationPhrase = "Order my favourite"
    activity.shortcutAvailability = [.sleepMusic, .sleepPodcasts]
    let shortcut = Shortcut(userActivity: activity)

    let decoded = try IntentTypeRegistry().decode(
      Shortcut.self,
      from: StrictJSONEncoder().encode(shortcut)
    )

    XCTAssertEqual(decoded, shortcut)
  }

  func testCodable_roundTripsBothKinds() throws {
    let registry = IntentTypeRegistry([OrderSoupIntent.self])
    let shortcuts = [
      Shortcut(userActivity: activity),
      try XCTUnwrap(Shortcut(intent: OrderSoupIntent(identifier: "o-1", soup: .clamChowder))),
    ]

    let decoded = try registry.decode([Shortcut].self, from: StrictJSONEncoder().encode(shortcuts))

    XCTAssertEqual(decoded, shortcuts)
  }

  func testDecode_neitherOrBothKindsOrAnInvalidIntent_throws() throws {
    let registry = IntentTypeRegistry([OrderSoupIntent.self])
    let activityJSON = #"{"activityType":"a","userInfo":{}}"#
    let intentJSON =
      #"{"intentName":"OrderSoupIntent","intent":{"identifier":"o-1","soup":"clamChowder"}}"#
    let emptyIntentJSON = #"{"intentName":"OrderSoupIntent","intent":{"identifier":"o-1"}}"#
    let documents = [
      "{}",
      #"{"intent":\#(intentJSON),"userActivity":\#(activityJSON)}"#,
      #"{"intent":\#(emptyIntentJSON)}"#,
    ]

    for document in documents {
      XCTAssertThrowsError(try registry.decode(Shortcut.self, from: Data(document.utf8)), document)
    }
    XCTAssertNoThrow(
      try registry.decode(Shortcut.self, from: Data(#"{"intent":\#(intentJSON)}"#.utf8))
    )
  }
}
