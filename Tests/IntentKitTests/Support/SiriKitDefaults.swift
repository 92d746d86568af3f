import IntentKit
import XCTest

// Checks of SiriKit's defaults for one intent type, shared by the domains' SiriKitDefaults
// suites: a handler that implements only handle gets every value accepted as given, nothing
// asked, and confirm answering `ready` (or, for intents whose confirm SiriKit requires,
// `failure` and no handle).

/// The intents a handler's handle method received, in order.
final class HandledIntents<HandledIntent: Intent>: Sendable {
  private let storage = TestLock<[HandledIntent]>([])

  func append(_ intent: HandledIntent) {
    storage.withLock { $0.append(intent) }
  }

  var values: [HandledIntent] {
    storage.withLock { $0 }
  }
}

/// The deadline settings every defaults check runs under: the dispatcher's standard deadlines
/// (the lifecycle runs in a watched worker task) and none (it runs inline).
private let deadlineSettings: [HandlerDeadlines] = [.standard, .standardPreemptive, .none]

/// Asserts that a handler implementing only handle gets SiriKit's defaults.
///
/// The intent is dispatched with every parameter given and with none, with and without
/// deadlines; each time it must reach handle unchanged without asking anything.
///
/// - Parameters:
///   - makeHandler: Makes a fresh handler and the log of the intents its handle received.
///   - everyParameter: An intent with a value for every one of its parameters.
///   - noParameter: The same kind of intent with no parameter given.
///   - file: The file to report failures in.
///   - line: The line to report failures at.
/// - Throws: What dispatching throws.
func assertSiriKitDefaultsHandle<Handler: IntentHandling>(
  _ makeHandler: () -> (Handler, HandledIntents<Handler.HandledIntent>),
  everyParameter: Handler.HandledIntent,
  noParameter: Handler.HandledIntent,
  file: StaticString = #filePath,
  line: UInt = #line
) async throws {
  typealias HandledIntent = Handler.HandledIntent
  let given = HandledIntent.parameters.filter { $0.value(in: everyParameter) != nil }
  XCTAssertEqual(
    given.map(\.name),
    HandledIntent.parameters.map(\.name),
    "the fixture gives every parameter",
    file: file,
    line: line
  )
  let missing = HandledIntent.parameters.filter { $0.value(in: noParameter) == nil }
  XCTAssertEqual(
    missing.map(\.name),
    HandledIntent.parameters.map(\.name),
    "the fixture gives no parameter",
    file: file,
    line: line
  )
  for deadlines in deadlineSettings {
    let (handler, handled) = makeHandler()
    let dispatcher = IntentDispatcher.with(handler, configuration: .init(deadlines: deadlines))
    for intent in [everyParameter, noParameter] {
      let outcome = try await dispatcher.dispatch(intent)

      let situation =
        "\(HandledIntent.wireName), \(deadlines), \(intent == noParameter ? "none" : "all") given"
      XCTAssertNil(outcome.parameterRequest, "asked: \(situation)", file: file, line: line)
      XCTAssertTrue(outcome.isHandled, "not handled: \(situation)", file: file, line: line)
      XCTAssertEqual(outcome.intent, intent, "values changed: \(situation)", file: file, line: line)
      XCTAssertEqual(handled.values.last, intent, situation, file: file, line: line)
    }
    XCTAssertEqual(handled.values, [everyParameter, noParameter], file: file, line: line)
  }
}

/// Asserts that a handler implementing only handle, for an intent whose confirm SiriKit
/// requires, ends at confirm with `failure` and is never handled.
///
/// - Parameters:
///   - makeHandler: Makes a fresh handler and the log of the intents its handle received.
///   - intents: The intents to dispatch, each ending at confirm with its values as given.
///   - file: The file to report failures in.
///   - line: The line to report failures at.
/// - Throws: What dispatching throws.
func assertSiriKitDefaultsRefuseAtConfirm<Handler: IntentHandling>(
  _ makeHandler: () -> (Handler, HandledIntents<Handler.HandledIntent>),
  intents: [Handler.HandledIntent],
  file: StaticString = #filePath,
  line: UInt = #line
) async throws {
  for deadlines in deadlineSettings {
    let (handler, handled) = makeHandler()
    let dispatcher = IntentDispatcher.with(handler, configuration: .init(deadlines: deadlines))
    for intent in intents {
      let outcome = try await dispatcher.dispatch(intent)

      guard case .confirmationFailed(let response) = outcome.ending else {
        XCTFail("Expected confirm to refuse, got \(outcome.ending)", file: file, line: line)
        continue
      }
      XCTAssertEqual(response.code, .failure, file: file, line: line)
      XCTAssertEqual(outcome.intent, intent, file: file, line: line)
    }
    XCTAssertEqual(handled.values, [], "handle ran", file: file, line: line)
  }
}

extension HandlerDeadlines {
  /// The standard deadlines, enforced preemptively: handlers run on a worker task.
  static let standardPreemptive = HandlerDeadlines(
    resolve: .seconds(10),
    confirm: .seconds(10),
    handle: .seconds(10),
    enforcement: .preemptive
  )
}
