import IntentKit
import IntentKitDemoCore
import XCTest

/// The demo's scenarios, played in process: each ends as its definition says, and every run
/// prints the same text.
final class DemoRunnerTests: XCTestCase {
  func testRun_everyScenario_endsWithItsFinalAnswerAfterItsLastReply() async throws {
    var io = ScriptedIO()

    let played = try await DemoRunner.run(io: &io)

    XCTAssertEqual(played.count, DemoScenarios.all.count)
    for result in played {
      let title = result.scenario.title
      XCTAssertTrue(result.isFinished, "\(title) didn't finish")
      XCTAssertEqual(result.unusedReplies, 0, "\(title) ended before its last reply")
      XCTAssertEqual(result.finalAnswer, result.scenario.finalAnswer, title)
      XCTAssertEqual(result.transcript.first?.text, result.scenario.request, title)
    }
  }

  func testRun_coversTheSeedsRequests() {
    let requests = DemoScenarios.all.map(\.request)

    for request in [
      "Send $50 to Jane", "Send money to Jane with Payments", "Send money to Dave with Payments",
      "Send money", "学費1000円を支払って", "Pay my electricity bill", "Book a ride",
      "Book a ride to San Francisco", "Book a ride from Cupertino to San Francisco",
      "What's the status of my ride?", "Cancel my ride",
    ] {
      XCTAssertTrue(requests.contains(request), request)
    }
  }

  func testRun_twice_printsTheSameText() async throws {
    var first = ScriptedIO()
    var second = ScriptedIO()

    try await DemoRunner.run(io: &first)
    try await DemoRunner.run(io: &second)

    XCTAssertEqual(first.output, second.output)
  }

  func testRun_printsHeadingsTranscriptsBalancesAndHistory() async throws {
    var io = ScriptedIO()

    try await DemoRunner.run(io: &io)

    XCTAssertTrue(
      io.output.contains(
        """
        === 5. Bills: 学費1000円を支払って (pay 1000 yen tuition) ===
        The Japanese bill-payment article's request, in Japanese. The tuition bill is in yen, so it
        is paid from the Yen Wallet.

        User: 学費1000円を支払って
        Assistant: 今日、Yen Walletからイーカリットに1,000円を支払いますか？
        User: はい
        Assistant: イーカリットに1,000円を支払いました。

        Balances: Checking $900.00, Savings $5,000.00, Yen Wallet ¥98,000, Travel Card $0.00
        """
      ),
      io.output
    )
    XCTAssertTrue(io.output.contains("(2 minutes later: 2026-11-22 12:02 UTC)"), io.output)
    XCTAssertTrue(
      io.output.contains("  2026-11-22 12:00 UTC  $50.00 to Jane Appleseed, from Checking\n")
    )
  }

  func testRun_inJapanese_playsEveryScenarioToTheEnd() async throws {
    var io = ScriptedIO()

    let played = try await DemoRunner.run(language: .japanese, io: &io)

    for result in played {
      XCTAssertTrue(result.isFinished, result.scenario.title)
      XCTAssertEqual(result.unusedReplies, 0, result.scenario.title)
    }
    XCTAssertTrue(io.output.contains("Assistant: Jane Appleseedさんに$50.00を送金しました。"), io.output)
  }
}
