import IntentKitTesting
import XCTest

@testable import IntentKit

/// `HandleKey.isUsable` answers what `HandleKey.key(for:)` would, without building the key.
final class HandleKeyTests: XCTestCase {
  /// Characters that exercise every branch: ASCII letters and digits, the at sign, ASCII and
  /// other white space, full-width digits, accented and CJK letters, and an emoji.
  private let alphabet: [Character] = Array("ab9Z0@ .\t\n+-()１２３éü田中😀")

  func testIsUsable_agreesWithKey_forGeneratedHandlesOfEveryType() {
    var random = SeededRandomNumberGenerator(seed: 21)
    for _ in 0..<20_000 {
      let length = Int.random(in: 0...12, using: &random)
      let value = String((0..<length).map { _ in alphabet.randomElement(using: &random) ?? "a" })
      for type in [PersonHandle.HandleType.emailAddress, .phoneNumber, .unknown] {
        let handle = PersonHandle(value: value, type: type)
        XCTAssertEqual(
          HandleKey.isUsable(handle),
          HandleKey.key(for: handle) != nil,
          "\(type) \(value.debugDescription)"
        )
      }
    }
  }

  func testIsUsable_atTheEdges() {
    XCTAssertTrue(HandleKey.isUsable(.emailAddress("  jane@example.com ")))
    XCTAssertFalse(HandleKey.isUsable(.emailAddress("jane @example.com")))
    XCTAssertFalse(HandleKey.isUsable(.emailAddress("   ")))
    XCTAssertFalse(HandleKey.isUsable(PersonHandle(value: nil, type: .emailAddress)))
    let long = String(repeating: "a", count: TextLimits.maximumNameLength) + "@x"
    XCTAssertFalse(HandleKey.isUsable(.emailAddress(long)))
  }
}
