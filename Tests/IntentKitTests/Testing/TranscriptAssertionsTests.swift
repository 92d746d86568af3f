import IntentKit
import XCTest

@testable import IntentKitTesting

final class TranscriptAssertionsTests: XCTestCase {
  func testLineDiff_marksMissingAndUnexpectedLines() {
    let expected = """
      User: Send money to Jane
      Assistant: How much?
      User: 50
      """
    let actual = """
      User: Send money to Jane
      Assistant: How much do you want to send to Jane Appleseed?
      User: 50
      """

    XCTAssertEqual(
      lineDiff(expected, actual),
      """
        User: Send money to Jane
      + Assistant: How much do you want to send to Jane Appleseed?
      - Assistant: How much?
        User: 50
      """
    )
  }

  func testLineDiff_ofEqualTexts_hasNoMarkers() {
    XCTAssertEqual(lineDiff("a\nb", "a\nb"), "  a\n  b")
  }

  func testTranscriptText_indentsTheLinesOfAMultilineTurn() async throws {
    let conversation = try await ConversationEngine.testing().start(
      SendTipIntent(recipient: Person(displayName: "Jane")),
      saying: "Tip Jane"
    )

    XCTAssertEqual(
      transcriptText(conversation),
      """
      User: Tip Jane
      Assistant: Which Jane?
        1. Jane Appleseed
        2. Jane Doe
      """
    )
  }
}
