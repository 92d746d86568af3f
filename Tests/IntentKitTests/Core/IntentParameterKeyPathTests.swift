import IntentKit
import XCTest

/// A reference whose lifetime the tests watch.
private final class Token: Sendable {}

/// A parameter value that holds a reference, so that a test can see it released.
private struct Tracked: IntentValue {
  let token: Token

  init(_ token: Token) { self.token = token }
  init(from decoder: any Decoder) throws { token = Token() }
  func encode(to encoder: any Encoder) throws {}
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.token === rhs.token }
}

/// A reference the intent holds, so that a key path can pass through a class.
private final class Box: Codable, Equatable, @unchecked Sendable {  // reason: one thread, a test
  var note: String?
  static func == (lhs: Box, rhs: Box) -> Bool { lhs === rhs }
}

private struct KeyPathProbeIntent: Intent {
  typealias Response = SendTipIntentResponse
  struct Address: Codable, Equatable, Sendable {
    var city: String?
  }

  static let wireName = "KeyPathProbeIntent"
  static var parameters: [PartialIntentParameter<Self>] { [] }

  var identifier = "probe-1"
  var amount: CurrencyAmount?
  var tracked: Tracked?
  var address = Address()
  var observedSets = 0
  var observed: String? {
    didSet { observedSets += 1 }
  }
  var computedStorage: Int?
  var computed: Int? {
    get { computedStorage.map { $0 * 10 } }
    set { computedStorage = newValue.map { $0 / 10 } }
  }
  var box = Box()
}

/// Parameters made from key paths read and write every kind of property: stored ones in the
/// intent's own storage (at their offset), nested ones, and through the key path those with
/// observers, computed ones and a class's.
final class IntentParameterKeyPathTests: XCTestCase {
  private typealias Probe = KeyPathProbeIntent

  func testStoredProperties_areReadAndWritten_andWhatTheyReplaceIsReleased() {
    let amount = IntentParameter<Probe, CurrencyAmount>("amount", \.amount)
    let tracked = IntentParameter<Probe, Tracked>("tracked", \.tracked)
    let city = IntentParameter<Probe, String>("city", \.address.city)
    var intent = Probe()
    XCTAssertNil(amount.value(in: intent))
    XCTAssertNil(tracked.value(in: intent))

    amount.setValue(.usd(12_34), in: &intent)
    city.setValue("Cupertino", in: &intent)
    XCTAssertEqual(intent.amount, .usd(12_34))
    XCTAssertEqual(amount.value(in: intent), .usd(12_34))
    XCTAssertEqual(intent.address.city, "Cupertino")
    XCTAssertEqual(city.value(in: intent), "Cupertino")

    weak var first: Token?
    do {
      let token = Token()
      first = token
      tracked.setValue(Tracked(token), in: &intent)
    }
    XCTAssertNotNil(first, "the intent holds the value")
    let copy = intent
    tracked.setValue(Tracked(Token()), in: &intent)
    XCTAssertTrue(copy.tracked?.token === first, "writing one intent leaves its copies alone")
    XCTAssertFalse(intent.tracked?.token === first)
    _ = consume copy
    XCTAssertNil(first, "the replaced value was released")
    tracked.setValue(nil, in: &intent)
    XCTAssertNil(intent.tracked)
  }

  func testObservedComputedAndClassProperties_goThroughTheKeyPath() {
    let observed = IntentParameter<Probe, String>("observed", \.observed)
    let computed = IntentParameter<Probe, Int>("computed", \.computed)
    let note = IntentParameter<Probe, String>("note", \.box.note)
    var intent = Probe()

    observed.setValue("hello", in: &intent)
    XCTAssertEqual(intent.observed, "hello")
    XCTAssertEqual(intent.observedSets, 1, "the observer ran")
    XCTAssertEqual(observed.value(in: intent), "hello")

    computed.setValue(70, in: &intent)
    XCTAssertEqual(intent.computedStorage, 7)
    XCTAssertEqual(computed.value(in: intent), 70)

    note.setValue("in a class", in: &intent)
    XCTAssertEqual(intent.box.note, "in a class")
    XCTAssertEqual(note.value(in: intent), "in a class")
  }
}
