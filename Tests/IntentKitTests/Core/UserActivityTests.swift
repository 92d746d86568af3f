import IntentKit
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

final class UserActivityTests: XCTestCase {
  private let registry = IntentTypeRegistry([OrderSoupIntent.self])
  private let date = Date(timeIntervalSinceReferenceDate: 786_000_000)

  private var activity: UserActivity {
    UserActivity(
      activityType: "com.example.orderSoup",
      title: "Finish your order",
      userInfo: [
        "soupID": "clam",
        "quantity": 2,
        "toppings": ["croutons", "chives"],
        "delivery": ["floor": 3, "leaveAtDoor": true, "note": nil],
      ],
      suggestedInvocationPhrase: "Order my soup",
      shortcutAvailability: [.sleepWrapUpYourDay]
    )
  }

  private var interaction: Interaction {
    var response = OrderSoupIntentResponse(code: .continueInApp)
    response.orderNumber = "A-17"
    return Interaction(
      intent: OrderSoupIntent(identifier: "o-1", soup: .clamChowder, quantity: 2),
      response: response,
      identifier: "o-1",
      date: date
    )
  }

  private func json(_ activity: UserActivity) throws -> String {
    String(decoding: try StrictJSONEncoder().encode(activity), as: UTF8.self)
  }

  func testInit_stringLiteralUserInfo_stillCompiles() {
    let activity = UserActivity(activityType: "a", userInfo: ["soupID": "x"])

    XCTAssertEqual(activity.userInfo["soupID"], .string("x"))
    XCTAssertEqual(activity.userInfo["soupID"]?.stringValue, "x")
    XCTAssertNil(activity.interaction)
    XCTAssertNil(activity.suggestedInvocationPhrase)
    XCTAssertEqual(activity.shortcutAvailability, [])
  }

  func testJSON_withoutTheNewMembers_isTheEarlierForm() throws {
    let activity = UserActivity(activityType: "a", title: "T", userInfo: ["k": "v"])

    XCTAssertEqual(try json(activity), #"{"activityType":"a","title":"T","userInfo":{"k":"v"}}"#)
    XCTAssertEqual(
      try registry.decode(
        UserActivity.self,
        from: Data(#"{"activityType":"a","userInfo":{}}"#.utf8)
      ),
      UserActivity(activityType: "a")
    )
  }

  func testJSON_nestedUserInfoPhraseAndAvailability_roundTrip() throws {
    let written = try json(activity)

    XCTAssertEqual(
      written,
      #"{"activityType":"com.example.orderSoup","shortcutAvailability":["sleepWrapUpYourDay"],"#
        + #""suggestedInvocationPhrase":"Order my soup","title":"Finish your order","userInfo":"#
        + #"{"delivery":{"floor":3,"leaveAtDoor":true,"note":null},"quantity":2,"soupID":"clam","#
        + #""toppings":["croutons","chives"]}}"#
    )
    XCTAssertEqual(try registry.decode(UserActivity.self, from: Data(written.utf8)), activity)
    XCTAssertEqual(
      try StrictJSONDecoder().decode(UserActivity.self, from: Data(written.utf8)),
      activity
    )
  }

  func testJSON_withAnInteraction_roundTripsThroughARegistry() throws {
    var activity = activity
    activity.interaction = interaction

    let data = try StrictJSONEncoder().encode(activity)
    let decoded = try registry.decode(UserActivity.self, from: data)

    XCTAssertEqual(decoded, activity)
    XCTAssertEqual(decoded.interaction, interaction)
    XCTAssertEqual(decoded.interaction?.intent.value(as: OrderSoupIntent.self)?.soup, .clamChowder)
    XCTAssertEqual(decoded.interaction?.response(for: OrderSoupIntent.self)?.orderNumber, "A-17")
    XCTAssertEqual(decoded.interaction?.date, date)
    XCTAssertEqual(try StrictJSONEncoder().encode(decoded), data, "the written form is stable")
  }

  func testJSON_withAnInteraction_throughFoundationsCoders() throws {
    var activity = activity
    activity.interaction = interaction
    let decoder = JSONDecoder()
    for (key, value) in registry.makeStrictJSONDecoder().userInfo {
      decoder.userInfo[key] = value
    }

    let decoded = try decoder.decode(UserActivity.self, from: JSONEncoder().encode(activity))

    XCTAssertEqual(decoded, activity)
  }

  func testDecode_anInteractionWithoutARegistry_throwsAndNamesThePath() throws {
    var activity = activity
    activity.interaction = interaction
    let data = try StrictJSONEncoder().encode(activity)

    XCTAssertThrowsError(try StrictJSONDecoder().decode(UserActivity.self, from: data)) { error in
      let error = error as? StrictJSONError
      XCTAssertEqual(error?.code, .invalidValue)
      XCTAssertEqual(error?.path, "interaction")
    }
    XCTAssertThrowsError(try IntentTypeRegistry().decode(UserActivity.self, from: data)) { error in
      XCTAssertEqual((error as? StrictJSONError)?.path, "interaction.intent.intentName")
    }
  }

  func testDecode_malformedMembers_throwTypedErrors() {
    let documents: [(String, String)] = [
      (#"{"userInfo":{}}"#, "activityType"),
      (#"{"activityType":"a"}"#, "userInfo"),
      (#"{"activityType":"a","userInfo":[]}"#, "userInfo"),
      (#"{"activityType":"a","userInfo":{"n":1.5e1000000000}}"#, "userInfo.n"),
      (#"{"activityType":"a","userInfo":{"k":1,"k":2}}"#, "userInfo.k"),
      (
        #"{"activityType":"a","userInfo":{},"shortcutAvailability":["nap"]}"#,
        "shortcutAvailability[0]"
      ),
      (#"{"activityType":"a","userInfo":{},"shortcutAvailability":7}"#, "shortcutAvailability"),
      (
        #"{"activityType":"a","userInfo":{},"suggestedInvocationPhrase":"a\u0007b"}"#,
        "suggestedInvocationPhrase"
      ),
      (#"{"activityType":"a","userInfo":{},"interaction":{}}"#, "interaction.intent"),
    ]
    for (document, path) in documents {
      XCTAssertThrowsError(
        try registry.decode(UserActivity.self, from: Data(document.utf8)),
        document
      ) {
        error in
        XCTAssertEqual((error as? StrictJSONError)?.path, path, document)
      }
    }
  }

  func testEquality_andHashing_includeTheInteraction() {
    var withInteraction = activity
    withInteraction.interaction = interaction
    var otherInteraction = activity
    otherInteraction.interaction = Interaction(
      intent: OrderSoupIntent(identifier: "o-2", soup: .tomatoBisque),
      response: nil,
      identifier: "o-2",
      date: date
    )

    XCTAssertNotEqual(activity, withInteraction)
    XCTAssertNotEqual(withInteraction, otherInteraction)
    XCTAssertEqual(Set([activity, withInteraction, withInteraction, otherInteraction]).count, 3)
    var copy = withInteraction
    copy.interaction = nil
    XCTAssertEqual(copy, activity)
    XCTAssertEqual(copy.hashValue, activity.hashValue)
  }

  func testMemoryLayout_copyOnWrite_isOneReference() {
    XCTAssertEqual(MemoryLayout<UserActivity>.size, MemoryLayout<Int>.size)
    XCTAssertEqual(MemoryLayout<UserActivity?>.size, MemoryLayout<Int>.size)
  }

  func testMutation_ofACopy_leavesTheOriginalAlone() {
    let original = activity
    var copy = original

    copy.activityType = "com.example.reorder"
    copy.title = nil
    copy.userInfo["soupID"] = "tomato"
    copy.userInfo["extra"] = true
    copy.suggestedInvocationPhrase = "Reorder"
    copy.shortcutAvailability = []
    copy.interaction = interaction

    XCTAssertEqual(original, activity)
    XCTAssertNil(original.interaction)
    XCTAssertEqual(original.userInfo["soupID"], "clam")
    XCTAssertNil(original.userInfo["extra"])
    XCTAssertEqual(copy.activityType, "com.example.reorder")
    XCTAssertNil(copy.title)
    XCTAssertEqual(copy.userInfo["soupID"], "tomato")
    XCTAssertEqual(copy.userInfo["extra"], true)
    XCTAssertEqual(copy.userInfo.count, original.userInfo.count + 1)
    XCTAssertEqual(copy.suggestedInvocationPhrase, "Reorder")
    XCTAssertEqual(copy.shortcutAvailability, [])
    XCTAssertEqual(copy.interaction, interaction)
    XCTAssertNotEqual(copy, original)

    // Writing every value back makes the copy equal again, with storage of its own.
    copy.activityType = original.activityType
    copy.title = original.title
    copy.userInfo = original.userInfo
    copy.suggestedInvocationPhrase = original.suggestedInvocationPhrase
    copy.shortcutAvailability = original.shortcutAvailability
    copy.interaction = nil
    XCTAssertEqual(copy, original)
    XCTAssertEqual(copy.hashValue, original.hashValue)
  }

  func testSendable_crossesTasks() async {
    var activity = activity
    activity.interaction = interaction
    let sent = activity

    let received = await Task.detached { sent }.value

    XCTAssertEqual(received, activity)
  }
}
