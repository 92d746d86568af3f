import IntentKit
import IntentKitTesting
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The intent generated from `OrderSoup.intentdefinition`, through the dispatcher, the JSON
/// front end and the conversation engine, in English and in the Japanese of its `ja.lproj`.
final class OrderSoupGeneratedTests: XCTestCase {
  private let store = SoupStore()

  private var dispatcher: IntentDispatcher {
    var dispatcher = IntentDispatcher()
    dispatcher.register(SoupShopHandler(store: store))
    return dispatcher
  }

  private var engine: ConversationEngine {
    ConversationEngine(dispatcher: dispatcher)
  }

  // MARK: - Dispatch

  func testDispatch_completeOrder_isHandledWithTheResponseParameters() async throws {
    let outcome = try await dispatcher.dispatch(
      OrderSoupIntent(identifier: "o-1", soup: .clamChowder, quantity: 2)
    )

    guard case .handled(let response) = outcome.ending else {
      return XCTFail("expected a handled order, got \(outcome.ending)")
    }
    XCTAssertEqual(response.code, .success)
    XCTAssertEqual(response.soup, .clamChowder)
    XCTAssertEqual(response.waitTime, 10)
    XCTAssertEqual(response.orderNumber, "A-1")
    let orders = await store.orders
    XCTAssertEqual(orders.map(\.soup), [.clamChowder])
  }

  func testDispatch_soupNotGiven_stopsAtTheSoupAndOrdersNothing() async throws {
    let outcome = try await dispatcher.dispatch(OrderSoupIntent(quantity: 2))

    guard case .needsUserInput(let request) = outcome.ending else {
      return XCTFail("expected the soup to be asked for, got \(outcome.ending)")
    }
    XCTAssertEqual(request.parameterName, "soup")
    let orders = await store.orders
    XCTAssertTrue(orders.isEmpty)
  }

  func testDispatch_customFailureCode_isAFailure() async throws {
    await store.setOpen(false)
    let outcome = try await dispatcher.dispatch(OrderSoupIntent(soup: .tomatoBisque, quantity: 1))

    guard case .confirmationFailed(let response) = outcome.ending else {
      return XCTFail("expected confirm to fail, got \(outcome.ending)")
    }
    XCTAssertEqual(response.code, .failureStoreClosed)
    XCTAssertEqual(response.code.rawValue, 100)
    XCTAssertEqual(response.handlingStatus, .failure)
    let orders = await store.orders
    XCTAssertTrue(orders.isEmpty)
  }

  func testDispatchJSON_enumAsItsIndex_isHandled() async throws {
    let request = #"""
      {"intentName": "OrderSoupIntent",
       "intent": {"identifier": "o-7", "soup": 2, "quantity": 3, "toppings": ["croutons"]}}
      """#
    let reply = try await dispatcher.dispatch(json: Data(request.utf8))
    let text = String(decoding: reply, as: UTF8.self)

    XCTAssertTrue(text.contains(#""code":"success""#), text)
    XCTAssertTrue(text.contains(#""orderNumber":"A-1""#), text)
    let orders = await store.orders
    XCTAssertEqual(orders.first?.toppings, ["croutons"])
    XCTAssertEqual(orders.first?.soup, .clamChowder)
  }

  func testDispatchJSON_enumLeftOut_isUnknownAndAskedFor() async throws {
    let request = #"{"intentName": "OrderSoupIntent", "intent": {"identifier": "o-8"}}"#
    let reply = try await dispatcher.dispatch(json: Data(request.utf8))
    let text = String(decoding: reply, as: UTF8.self)

    XCTAssertTrue(text.contains(#""ending":"needsUserInput""#), text)
    XCTAssertTrue(text.contains(#""parameterRequest":{"parameter":"soup""#), text)
    // SiriKit's `unknown` is the enumeration's "not given", written as its index.
    XCTAssertTrue(text.contains(#""soup":0"#), text)
  }

  func testDispatchJSON_badValues_areRefusedAndOrderNothing() async throws {
    let requests = [
      #"{"intentName": "OrderSoupIntent", "intent": {"identifier": "o-9", "soup": 9}}"#,
      #"{"intentName": "OrderSoupIntent", "intent": {"identifier": "o-9", "soup": "clamChowder"}}"#,
      #"{"intentName": "OrderSoupIntent", "intent": {"identifier": "o-9", "soup": 2, "quantity": 2.5}}"#,
      #"{"intentName": "OrderSoupIntent", "intent": {"identifier": "o-9", "toppings": "croutons"}}"#,
      #"{"intentName": "OrderSoupIntent", "intent": {"soup": 2, "quantity": 1}}"#,
      #"{"intentName": "OrderSoupIntent", "intent": {"identifier": "o-9", "soup": 2, "soup": 3}}"#,
    ]
    for request in requests {
      await assertThrowsError({ try await self.dispatcher.dispatch(json: Data(request.utf8)) }) {
        error in
        XCTAssertNotNil(error as? IntentDispatchError, "\(request): \(error)")
      }
    }
    let orders = await store.orders
    XCTAssertTrue(orders.isEmpty)
  }

  // MARK: - Conversations

  func testConversation_english_usesTheDefinitionsDialogs() async throws {
    let conversation = try await playConversation(
      OrderSoupIntent(identifier: "o-1"),
      saying: "Order soup",
      replies: ["clam chowder", "2", "yes"],
      with: engine
    )

    assertTranscript(
      conversation,
      """
      User: Order soup
      Assistant: Which soup would you like?
      User: clam chowder
      Assistant: How many Clam Chowder?
      User: 2
      Assistant: Do you want me to go ahead?
      User: yes
      Assistant: Your Clam Chowder will be ready in 10 minutes.
      """
    )
    XCTAssertEqual(conversation.response?.orderNumber, "A-1")
  }

  func testConversation_japanese_usesTheStringsTranslations() async throws {
    let conversation = try await playConversation(
      OrderSoupIntent(identifier: "o-1"),
      saying: "スープを注文して",
      replies: ["クラムチャウダー", "2", "はい"],
      with: engine,
      language: .japanese
    )

    assertTranscript(
      conversation,
      """
      User: スープを注文して
      Assistant: どのスープになさいますか？
      User: クラムチャウダー
      Assistant: クラムチャウダーを何杯ご用意しますか？
      User: 2
      Assistant: 実行してもよろしいですか？
      User: はい
      Assistant: クラムチャウダーは10分ほどでご用意できます。
      """
    )
    XCTAssertEqual(conversation.intent.soup, .clamChowder)
  }

  func testConversation_unsupportedQuantity_saysTheDefinitionsReason() async throws {
    let conversation = try await playConversation(
      OrderSoupIntent(identifier: "o-1", soup: .tomatoBisque),
      replies: ["200", "3", "yes"],
      with: engine
    )

    assertTranscript(
      conversation,
      """
      Assistant: How many Tomato Bisque?
      User: 200
      Assistant: Sorry, we can make at most 100 bowls at a time. How many Tomato Bisque?
      User: 3
      Assistant: Do you want me to go ahead?
      User: yes
      Assistant: Your Tomato Bisque will be ready in 10 minutes.
      """
    )
  }

  func testConversation_soldOutSoup_andClosedStore_sayTheirDialogs() async throws {
    await store.setOutOfStock([.clamChowder])
    await store.setOpen(false)
    let conversation = try await playConversation(
      OrderSoupIntent(identifier: "o-1", soup: .clamChowder, quantity: 1),
      replies: ["tomato bisque"],
      with: engine
    )

    assertTranscript(
      conversation,
      """
      Assistant: Sorry, Clam Chowder is sold out today. Which soup would you like?
      User: tomato bisque
      Assistant: Sorry, the store is closed.
      """
    )
    let orders = await store.orders
    XCTAssertTrue(orders.isEmpty)
  }

  /// The confirmation is the definition's, about the value proposed; the list's heading names
  /// what the user asked for (`${soup}`), which the user hasn't, so the general heading stands in.
  func testConversation_choicesAndConfirmation_useTheDefinitionsDialogs() async throws {
    var dispatcher = IntentDispatcher()
    dispatcher.register(SuggestingSoupHandler())
    let conversation = try await playConversation(
      OrderSoupIntent(identifier: "o-2", quantity: 12),
      replies: [.choice(index: 1), "はい", "はい"],
      with: ConversationEngine(dispatcher: dispatcher),
      language: .japanese
    )

    assertTranscript(
      conversation,
      """
      Assistant: どのスープですか？
        1. トマトビスク
        2. クラムチャウダー
      User: クラムチャウダー
      Assistant: 確認ですが、12杯でよろしいですか？
      User: はい
      Assistant: 実行してもよろしいですか？
      User: はい
      Assistant: クラムチャウダーは15分ほどでご用意できます。
      """
    )
  }
}
