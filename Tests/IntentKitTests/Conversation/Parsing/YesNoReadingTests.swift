import IntentKit
import IntentKitTesting
import XCTest

/// Yes and no said with more words after them, generated: a reply that starts with a yes is a
/// yes only if every later word goes with a plain yes, because a yes confirms payments; a no
/// stays a no.
final class YesNoReadingTests: XCTestCase {
  private let context = DialogContext()

  private static let yes = ["yes", "yeah", "yep", "sure", "ok", "okay", "はい", "네", "응"]
  private static let no = ["no", "nope", "nah", "いいえ", "いや", "아니요", "아니"]
  private static let cancel = ["cancel", "stop"]
  /// Words that go with a plain yes.
  private static let companions = ["please", "send", "it", "now", "thanks", "お願いします", "주세요"]
  /// Words that may take a yes back, or that say more than yes.
  private static let others = ["not", "don't", "wait", "but", "forget", "jane", "fifty", "40"]

  func testGeneratedReplies_aYesOnlyWithWordsThatGoWithIt_aNoWhatever() {
    var random = SeededRandomNumberGenerator(seed: 0x7E5_0)
    let pools = [Self.yes, Self.no, Self.cancel, Self.companions, Self.companions, Self.others]
    for _ in 0..<10_000 {
      let isYes = Bool.random(using: &random)
      let first = (isYes ? Self.yes : Self.no).randomElement(using: &random) ?? ""
      var words = [first]
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        words.append(pools.randomElement(using: &random)?.randomElement(using: &random) ?? "")
      }
      let rest = words.dropFirst()
      // A yes stays a yes only with yes words and companions after it; a no moves nothing, so
      // it stays a no.
      let staysYes = rest.allSatisfy { Self.yes.contains($0) || Self.companions.contains($0) }
      let reply = words.joined(separator: Bool.random(using: &random) ? ", " : " ")
      let expected: Bool? = isYes ? (staysYes ? true : nil) : false
      XCTAssertEqual(Bool(reply: reply, context: context), expected, reply)
    }
  }

  func testContradictions_areNotAnswers() {
    for reply in [
      "yeah no", "yes, no", "yes but not to Jane", "ok wait", "はい いいえ", "yes, no. make it 40",
      "ok, no! send it", "yes, (no)", "はい、やっぱりいいえ", "はい、でも違います", "네 근데 안 돼요",
      "Okay, forget it", "Yes, don\u{2019}t send it", "yes, hold on", "はい、送らないでください",
      "네, 보내지 마세요", "네 취소할게요", "no problem, go ahead", "no worries",
    ] {
      XCTAssertNil(Bool(reply: reply, context: context), reply)
    }
    for reply in ["no yes", "いいえ、大丈夫", "no, that's right"] {
      XCTAssertEqual(Bool(reply: reply, context: context), false, reply)
    }
    for reply in ["yes. please.", "yes I do", "네, 보내 주세요", "Sure, go ahead", "yes, send it now"] {
      XCTAssertEqual(Bool(reply: reply, context: context), true, reply)
    }
    XCTAssertEqual(Bool(reply: "Yes, send it", context: context), true)
    XCTAssertEqual(Bool(reply: "no, don't send it", context: context), false)
    XCTAssertEqual(Bool(reply: "yes yes", context: context), true)
  }
}
