import IntentKit
import IntentKitTesting
import XCTest

/// Yes and no said with more words after them, generated: a reply that starts with a yes is a
/// yes unless a later word takes it back, because a yes confirms payments; a no stays a no.
final class YesNoReadingTests: XCTestCase {
  private let context = DialogContext()

  private static let yes = ["yes", "yeah", "yep", "sure", "ok", "okay", "はい", "네", "응"]
  private static let no = ["no", "nope", "nah", "いいえ", "いや", "아니요", "아니"]
  private static let cancel = ["cancel", "stop"]
  private static let negations = ["not", "don't", "never", "wait", "but"]
  private static let neutral = ["please", "send", "it", "to", "jane", "now", "thanks", "fifty"]

  func testGeneratedReplies_answerUnlessALaterWordTakesItBack() {
    var random = SeededRandomNumberGenerator(seed: 0x7E5_0)
    let pools = [Self.yes, Self.no, Self.cancel, Self.negations, Self.neutral, Self.neutral]
    for _ in 0..<10_000 {
      let isYes = Bool.random(using: &random)
      let first = (isYes ? Self.yes : Self.no).randomElement(using: &random) ?? ""
      var words = [first]
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        words.append(pools.randomElement(using: &random)?.randomElement(using: &random) ?? "")
      }
      let rest = words.dropFirst()
      // Only a yes is taken back; a no moves nothing, so it stays a no.
      let takesBack =
        isYes
        && rest.contains { word in
          Self.no.contains(word) || Self.cancel.contains(word) || Self.negations.contains(word)
        }
      let reply = words.joined(separator: Bool.random(using: &random) ? ", " : " ")
      // A whole reply that is itself an answer ("yes please", "no thanks") reads as it is.
      let isWholeAnswer = ["yes please", "no thanks"].contains(words.joined(separator: " "))
      let expected: Bool? = isWholeAnswer || !takesBack ? isYes : nil
      XCTAssertEqual(Bool(reply: reply, context: context), expected, reply)
    }
  }

  func testContradictions_areNotAnswers() {
    for reply in [
      "yeah no", "yes, no", "yes but not to Jane", "ok wait", "はい いいえ", "yes, no. make it 40",
      "ok, no! send it", "yes, (no)", "はい、やっぱりいいえ", "はい、でも違います", "네 근데 안 돼요",
    ] {
      XCTAssertNil(Bool(reply: reply, context: context), reply)
    }
    for reply in ["no yes", "いいえ、大丈夫", "no, that's right"] {
      XCTAssertEqual(Bool(reply: reply, context: context), false, reply)
    }
    XCTAssertEqual(Bool(reply: "yes. please.", context: context), true)
    XCTAssertEqual(Bool(reply: "Yes, send it", context: context), true)
    XCTAssertEqual(Bool(reply: "no, don't send it", context: context), false)
    XCTAssertEqual(Bool(reply: "yes yes", context: context), true)
  }
}
