import IntentKit
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

final class IntentTests: XCTestCase {
  func testShortcutProperties_defaultToNothing() {
    let intent = OrderSoupIntent(identifier: "o-1", soup: .clamChowder)

    XCTAssertNil(intent.intentDescription)
    XCTAssertNil(intent.suggestedInvocationPhrase)
    XCTAssertEqual(intent.shortcutAvailability, [])
    XCTAssertNil(AnyIntent(intent).suggestedInvocationPhrase)
  }

  func testShortcutProperties_storedByAnIntentType_areSettableAndEncoded() throws {
    var intent = PhrasedIntent(identifier: "p-1")
    intent.suggestedInvocationPhrase = "Soup time"
    intent.shortcutAvailability = [.sleepWrapUpYourDay]

    let decoded = try StrictJSONDecoder().decode(
      PhrasedIntent.self,
      from: StrictJSONEncoder().encode(intent)
    )

    XCTAssertEqual(decoded, intent)
    let erased = AnyIntent(decoded)
    XCTAssertEqual(erased.suggestedInvocationPhrase, "Soup time")
    XCTAssertEqual(erased.shortcutAvailability, [.sleepWrapUpYourDay])
    XCTAssertEqual(erased.intentDescription, "Order the soup of the day")
  }
}
