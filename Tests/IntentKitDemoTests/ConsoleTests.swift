import IntentKit
import IntentKitDemoCore
import IntentKitTesting
import XCTest

/// The console driven from memory: scripted lines in, the transcript out.
final class ConsoleTests: XCTestCase {
  private func session(
    _ lines: [String],
    language: Language = .english
  ) async throws -> (output: String, world: DemoWorld) {
    let world = try await DemoWorld.make(
      clock: ManualWallClock(now: DemoWorld.demoDate),
      language: language
    )
    var console = Console(io: ScriptedIO(lines: lines), world: world, language: language)
    await console.run()
    return (console.io.output, world)
  }

  func testRun_scriptedPayment_endsWithThePaymentMadeAndInTheHistory() async throws {
    let (output, world) = try await session(
      ["Send money to Jane", "the first one", "50", "yes", "history", "quit"]
    )

    XCTAssertTrue(
      output.contains(
        """
        > Send money to Jane
        Assistant: Which Jane?
          1. Jane Appleseed
          2. Jane Doe
        > the first one
        Assistant: How much do you want to send to Jane Appleseed?
        > 50
        Assistant: Send $50.00 to Jane Appleseed?
        > yes
        Assistant: Sent $50.00 to Jane Appleseed.
        > history
        Completed payments, newest first:
          2026-11-22 12:00 UTC  $50.00 to Jane Appleseed, from Checking
        > quit
        Bye.

        """
      ),
      output
    )
    let janes = try await world.ledger.balance(of: "jane-appleseed-usd")
    XCTAssertEqual(janes, .usd(50_00))
  }

  func testRun_greets_thenStopsAtTheEndOfInput() async throws {
    let (output, _) = try await session([])

    XCTAssertTrue(output.hasPrefix("IntentKit console over sample data"), output)
    XCTAssertFalse(output.contains("Bye."))
  }

  func testRun_quit_stopsReadingFurtherLines() async throws {
    let (output, world) = try await session(["quit", "Send $50 to Jane Appleseed", "yes"])

    XCTAssertTrue(output.hasSuffix("> quit\nBye.\n"), output)
    let checking = try await world.ledger.balance(of: "checking")
    XCTAssertEqual(checking, .usd(1_000_00))
  }

  func testRun_requestItDoesNotUnderstand_listsExamples() async throws {
    let (output, _) = try await session(["make me a sandwich"])

    XCTAssertTrue(
      output.contains(
        "Sorry, I don't understand that. I understand requests like:\n  Send $50 to Jane\n"
      ),
      output
    )
  }

  func testRun_help_listsExamplesAndCommands() async throws {
    let (output, _) = try await session(["help"])

    XCTAssertTrue(output.contains("  Book a ride from Cupertino to San Francisco\n"), output)
    XCTAssertTrue(output.contains("Commands: help, history (completed payments), quit."), output)
  }

  func testRun_historyBeforeAnyPayment_saysThereAreNone() async throws {
    let (output, _) = try await session(["history"])

    XCTAssertTrue(output.contains("> history\nNo payments yet.\n"), output)
  }

  func testRun_cancelDuringAConversation_endsItWithNothingSent() async throws {
    let (output, world) = try await session(["Send $50 to Jane Appleseed", "cancel", "history"])

    XCTAssertTrue(output.contains("> history\nNo payments yet.\n"), output)
    let checking = try await world.ledger.balance(of: "checking")
    XCTAssertEqual(checking, .usd(1_000_00))
  }

  func testRun_historyDuringAConversation_keepsTheConversationGoing() async throws {
    let (output, _) = try await session(["Send $50 to Jane Appleseed", "history", "yes"])

    XCTAssertTrue(output.hasSuffix("> yes\nAssistant: Sent $50.00 to Jane Appleseed.\n"), output)
  }

  func testRun_rideBookedCheckedAndCancelled_answersEachStep() async throws {
    let (output, _) = try await session([
      "Cancel my ride", "Book a ride from Cupertino to San Francisco", "Small car", "1", "yes",
      "What's the status of my ride?", "Cancel my ride", "yes",
    ])

    XCTAssertTrue(output.contains("> Cancel my ride\nYou don't have a ride to cancel.\n"), output)
    XCTAssertTrue(
      output.contains("Assistant: Your Small car is on the way; it arrives in 8 minutes.")
    )
    XCTAssertTrue(output.contains("Assistant: Your request for a Small car was received"), output)
    XCTAssertTrue(
      output.hasSuffix("Assistant: Your ride is cancelled. You weren't charged.\n"),
      output
    )
  }

  func testRun_inJapanese_greetsAndTheAssistantSpeaksJapanese() async throws {
    let (output, _) = try await session(["学費1000円を支払って", "はい", "履歴"], language: .japanese)

    XCTAssertTrue(output.hasPrefix("IntentKit コンソール"), output)
    XCTAssertTrue(output.contains("アシスタント：今日、Yen Walletからイーカリットに1,000円を支払いますか？"), output)
    XCTAssertTrue(output.contains("アシスタント：イーカリットに1,000円を支払いました。"), output)
    XCTAssertTrue(
      output.contains("完了した支払い（新しい順）：\n  2026-11-22 12:00 UTC  イーカリットへ 1,000円（Yen Walletから）"),
      output
    )
  }

  func testRun_inKorean_sendsAPayment() async throws {
    let (output, _) = try await session(["Jane Appleseed에게 50달러 보내줘", "네"], language: .korean)

    XCTAssertTrue(output.contains("어시스턴트: Jane Appleseed 님에게 $50.00을(를) 송금했습니다."), output)
  }

  func testRun_linesWithControlCharacters_areEchoedAndAnsweredWithoutThem() async throws {
    let lines =
      HostileInput.lines.flatMap { [$0, "cancel"] } + [
        "Send money to Jane", "\u{1B}[2J", "Jane\u{1B}", "cancel", "Send $50 to Jane Appleseed",
        "\u{1B}[31myes", "cancel", "history",
      ]

    let (output, world) = try await session(lines)

    XCTAssertEqual(output.rawControlScalars, [], output)
    XCTAssertTrue(output.contains(#"> Send $50 to Jane\u{1B}[31m"#), output)
    XCTAssertTrue(output.contains("> history\nNo payments yet.\n"), output)
    let checking = try await world.ledger.balance(of: "checking")
    XCTAssertEqual(checking, .usd(1_000_00))
  }

  func testRun_anErrorDuringAConversation_isReportedAndTheConsoleCarriesOn() async throws {
    // A second console over the same world numbers its requests from 1 again, so its first
    // request reuses the identifier of the first console's payment.
    let world = try await DemoWorld.make(clock: ManualWallClock(now: DemoWorld.demoDate))
    var first = Console(
      io: ScriptedIO(lines: ["Send $50 to Jane Appleseed", "yes"]),
      world: world,
      language: .english
    )
    await first.run()
    var second = Console(
      io: ScriptedIO(lines: ["Send $20 to Bob Brown", "help"]),
      world: world,
      language: .english
    )

    await second.run()

    let output = second.io.output
    XCTAssertTrue(
      output.contains(
        "Sorry, something went wrong: idempotencyKeyReused: The identifier 'console-1' was "
          + "already used for a different intent.\n> help\n"
      ),
      output
    )
    XCTAssertEqual(output.rawControlScalars, [], output)
  }

  // MARK: - Amounts, new requests and the end of input

  func testRun_requestWithAnAmountItCantUse_saysWhy_andNeverOffersThePreviousAmount()
    async throws
  {
    let (output, _) = try await session([
      "Send $5 to Bob", "yes", "Send $12.345 to Bob", "cancel", "Send -5 dollars to Bob",
      "cancel", "Send $99999999999999999999 to Bob",
    ])

    XCTAssertTrue(
      output.contains(
        """
        > Send $12.345 to Bob
        Assistant: $12.345 has more decimals than dollars allow. How much do you want to send to Bob Brown?
        """
      ),
      output
    )
    XCTAssertTrue(output.contains("Assistant: -5 dollars is less than zero. How much"), output)
    XCTAssertTrue(
      output.contains(
        "Assistant: $99999999999999999999 is more than any amount I can handle. How much"
      ),
      output
    )
    XCTAssertFalse(output.contains("$5.00 again"), output)
    XCTAssertFalse(output.contains("Please answer yes or no"), output)
  }

  func testRun_newRequestAtAQuestion_cancelsTheConversationAndStartsTheNewOne() async throws {
    let (output, world) = try await session([
      "Send $5 to Bob", "Send $3 to Jane Appleseed", "yes", "Book a ride to SFO", "Where to?",
      "Send money to Jane Appleseed",
    ])

    XCTAssertTrue(
      output.contains(
        """
        > Send $5 to Bob
        Assistant: Send $5.00 to Bob Brown?
        > Send $3 to Jane Appleseed
        Assistant: OK, I've cancelled that. Nothing was done.
        Assistant: Send $3.00 to Jane Appleseed?
        > yes
        Assistant: Sent $3.00 to Jane Appleseed.
        """
      ),
      output
    )
    XCTAssertTrue(
      output.hasSuffix(
        """
        > Send money to Jane Appleseed
        Assistant: OK, I've cancelled that. Nothing was done.
        Assistant: Do you want to send $3.00 again?
        Assistant: OK, I've cancelled that. Nothing was done.

        """
      ),
      output
    )
    let bob = try await world.ledger.balance(of: "bob-brown-usd")
    XCTAssertEqual(bob, .usd(0))
  }

  func testRun_answerThatAlsoReadsAsARequest_isTakenAsTheAnswer() async throws {
    let (output, _) = try await session(["Send money", "Jane Appleseed", "5", "yes"])

    XCTAssertTrue(output.hasSuffix("> yes\nAssistant: Sent $5.00 to Jane Appleseed.\n"), output)
  }

  func testRun_endOfInputAtAQuestion_saysTheConversationIsCancelled() async throws {
    let (output, world) = try await session(["Send $50 to Jane Appleseed"])

    XCTAssertTrue(
      output.hasSuffix(
        """
        > Send $50 to Jane Appleseed
        Assistant: Send $50.00 to Jane Appleseed?
        Assistant: OK, I've cancelled that. Nothing was done.

        """
      ),
      output
    )
    let checking = try await world.ledger.balance(of: "checking")
    XCTAssertEqual(checking, .usd(1_000_00))
  }

  func testRun_endOfInputOnATerminal_endsThePromptsLine() async throws {
    let world = try await DemoWorld.make(clock: ManualWallClock(now: DemoWorld.demoDate))
    var console = Console(
      io: ScriptedIO(lines: ["help"], isTerminal: true),
      world: world,
      language: .english
    )

    await console.run()

    XCTAssertTrue(
      console.io.output.hasSuffix("Commands: help, history (completed payments), quit.\n> \n")
    )
  }

  func testRun_quitDuringAConversation_saysItIsCancelled_thenBye() async throws {
    let (output, _) = try await session(["Send $50 to Jane Appleseed", "quit"])

    XCTAssertTrue(
      output.hasSuffix("> quit\nAssistant: OK, I've cancelled that. Nothing was done.\nBye.\n"),
      output
    )
  }

  // MARK: - What the help and the README say

  func testRun_everyExampleTheHelpAndTheREADMEGive_startsAConversationThatGoesSomewhere()
    async throws
  {
    let readme = ["Send money to Jane", "Book a ride to SFO"]
    for language in [Language.english, .japanese, .korean] {
      for example in ConsoleText(language: language).examples + readme {
        let (output, _) = try await session([example], language: language)
        let answer = output.components(separatedBy: "> \(example)\n").last ?? ""

        for refusal in [
          "Sorry", "すみません", "죄송합니다", "申し訳", "見つかりません", "찾을 수 없", "isn't supported",
        ] {
          XCTAssertFalse(answer.contains(refusal), "\(language): \(example)\n\(answer)")
        }
      }
    }
  }

  func testRun_bookARideToSFO_confirmsThePickupThenOffersRides() async throws {
    let (output, _) = try await session(["Book a ride to SFO", "yes"])

    XCTAssertTrue(
      output.contains(
        """
        > yes
        Assistant: Which ride would you like?
          1. Small car
        """
      ),
      output
    )
  }
}
