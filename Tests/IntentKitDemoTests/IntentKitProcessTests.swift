import Foundation
import IntentKitDemoCore
import XCTest

/// Runs the built `intentkit` executable as a process, as a user would, with a deadline on
/// every run.
final class IntentKitProcessTests: XCTestCase {
  private func run(_ arguments: [String], input: String = "") throws -> ProcessRunner.Result {
    try ProcessRunner.run(
      BuiltExecutable.url(named: "intentkit"),
      arguments: arguments,
      input: input
    )
  }

  func testDemo_exitsZero_andPrintsEveryScenariosFinalAnswer() throws {
    let result = try run(["demo"])

    XCTAssertEqual(result.status, 0, result.errorOutput)
    for scenario in DemoScenarios.all {
      XCTAssertTrue(
        result.output.contains("Assistant: \(scenario.finalAnswer)\n"),
        "The demo doesn't end '\(scenario.title)' with \"\(scenario.finalAnswer)\":\n\(result.output)"
      )
    }
    XCTAssertTrue(result.output.contains("User: 学費1000円を支払って"))
    XCTAssertTrue(result.errorOutput.isEmpty, result.errorOutput)
  }

  func testGenerate_soupDefinition_printsItsSwiftWithTheJapaneseTranslation() throws {
    let definition = Self.tests
      .appendingPathComponent(
        "IntentKitGeneratedTests/Definitions/Base.lproj/OrderSoup.intentdefinition"
      )

    let result = try run(["generate", definition.path])

    XCTAssertEqual(result.status, 0, result.errorOutput)
    XCTAssertTrue(result.output.contains("struct OrderSoupIntent: Intent {"), result.output)
    XCTAssertTrue(result.output.contains("protocol OrderSoupIntentHandling: IntentHandling"))
    XCTAssertTrue(result.output.contains(#""OrderSoupIntent.soup.needsValue": "どのスープになさいますか？","#))
    XCTAssertTrue(result.errorOutput.isEmpty, result.errorOutput)
  }

  func testGenerate_unsupportedDefinition_exitsOneNamingTheFileAndKeyPath() throws {
    let definition = Self.tests
      .appendingPathComponent(
        "IntentKitGeneratorTests/Malformed/UnsupportedDistanceType.intentdefinition"
      )

    let result = try run(["generate", definition.path, "--output", NSTemporaryDirectory()])

    XCTAssertEqual(result.status, ExitCode.failure)
    XCTAssertTrue(result.output.isEmpty, result.output)
    XCTAssertTrue(
      result.errorOutput.hasPrefix(
        definition.path
          + ":146:6: error: INIntents[0].INIntentParameters[1].INIntentParameterType: Xcode offers the Distance type"
      ),
      result.errorOutput
    )
  }

  /// The package's `Tests` folder.
  private static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()

  func testDemo_printsTheSameTextEveryRun() throws {
    let first = try run(["demo"])
    let second = try run(["demo"])

    XCTAssertEqual(first.output, second.output)
  }

  func testHandle_withValidPayment_printsASuccessOutcomeAndExitsZero() throws {
    let request = """
      {"intentName": "SendPaymentIntent", "intent": {"identifier": "p-1",
       "payee": {"displayName": "Jane Appleseed"},
       "currencyAmount": {"minorUnits": 5000, "currency": "USD"}}}
      """

    let result = try run(["handle"], input: request)

    XCTAssertEqual(result.status, 0, result.errorOutput)
    XCTAssertTrue(result.output.contains(#""code":"success""#), result.output)
    let reply = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
    XCTAssertEqual(reply?["ending"] as? String, "handled")
    XCTAssertEqual(reply?["intentName"] as? String, "SendPaymentIntent")
    XCTAssertTrue(result.errorOutput.isEmpty, result.errorOutput)
  }

  func testHandle_withMalformedJSON_exitsNonZeroWithAMessage() throws {
    let result = try run(["handle"], input: #"{"intentName": "SendPaymentIntent", "intent": {"#)

    XCTAssertEqual(result.status, ExitCode.failure)
    XCTAssertTrue(result.output.isEmpty, result.output)
    XCTAssertTrue(result.errorOutput.hasPrefix("error: "), result.errorOutput)
    XCTAssertTrue(result.errorOutput.contains("isn't valid JSON"), result.errorOutput)
  }

  func testHandle_withUnknownIntent_exitsNonZeroNamingTheKnownOnes() throws {
    let result = try run(["handle"], input: #"{"intentName": "OrderPizzaIntent", "intent": {}}"#)

    XCTAssertEqual(result.status, ExitCode.failure)
    XCTAssertTrue(result.errorOutput.contains("'OrderPizzaIntent'"), result.errorOutput)
    XCTAssertTrue(result.errorOutput.contains("SendPaymentIntent"), result.errorOutput)
  }

  func testConsole_scriptedOnStandardInput_endsWithThePaymentMade() throws {
    // The sample data has two Janes, so the assistant asks which one before the amount.
    let session = ["Send money to Jane", "Jane Appleseed", "50", "yes", "history", "quit"]

    let result = try run([], input: session.joined(separator: "\n") + "\n")

    XCTAssertEqual(result.status, 0, result.errorOutput)
    let output = result.output
    XCTAssertTrue(output.contains("> Send money to Jane\nAssistant: Which Jane?"), output)
    XCTAssertTrue(
      output.contains("> 50\nAssistant: Send $50.00 to Jane Appleseed?\n"),
      output
    )
    XCTAssertTrue(output.contains("> yes\nAssistant: Sent $50.00 to Jane Appleseed.\n"), output)
    XCTAssertTrue(output.contains("$50.00 to Jane Appleseed, from Checking"), output)
    XCTAssertTrue(output.hasSuffix("> quit\nBye.\n"), output)
  }

  func testConsole_withFullNameOnStandardInput_sendsWithoutAskingWhichJane() throws {
    let result = try run([], input: "Send money to Jane Appleseed\n50\nyes\n")

    XCTAssertEqual(result.status, 0, result.errorOutput)
    XCTAssertTrue(result.output.contains("Assistant: Sent $50.00 to Jane Appleseed.\n"))
    XCTAssertFalse(result.output.contains("Which Jane?"))
  }

  func testConsole_inJapanese_paysTheSeedsTuitionBill() throws {
    let result = try run(["--language", "ja"], input: "学費1000円を支払って\nはい\n")

    XCTAssertEqual(result.status, 0, result.errorOutput)
    XCTAssertTrue(result.output.contains("アシスタント：イーカリットに1,000円を支払いました。\n"), result.output)
  }

  func testConsole_onATerminal_endOfInputEndsThePromptsLine_andCancelsWhatWaits() throws {
    // util-linux's `script` runs the console on a pseudo-terminal and passes on the end of its
    // input as a Ctrl-D.
    let script = URL(fileURLWithPath: "/usr/bin/script")
    guard FileManager.default.isExecutableFile(atPath: script.path) else {
      throw XCTSkip("No /usr/bin/script to run the console on a terminal")
    }
    let console = try BuiltExecutable.url(named: "intentkit").path

    let result = try ProcessRunner.run(
      script,
      arguments: ["-qec", "'\(console)'", "/dev/null"],
      input: "Send $5 to Bob\n"
    )

    XCTAssertEqual(result.status, 0, result.errorOutput)
    XCTAssertTrue(
      result.output.hasSuffix("> \r\nAssistant: OK, I've cancelled that. Nothing was done.\r\n"),
      result.output
    )
  }

  func testUnknownArgument_exitsTwoWithUsageOnStandardError() throws {
    let result = try run(["--colour"])

    XCTAssertEqual(result.status, ExitCode.usage)
    XCTAssertTrue(result.output.isEmpty, result.output)
    XCTAssertTrue(result.errorOutput.contains("Unknown argument '--colour'"), result.errorOutput)
    XCTAssertTrue(result.errorOutput.contains("USAGE: intentkit"), result.errorOutput)
  }

  func testHelp_printsTheUsageAndExitsZero() throws {
    let result = try run(["--help"])

    XCTAssertEqual(result.status, 0)
    XCTAssertTrue(result.output.contains("USAGE: intentkit"), result.output)
  }

  func testControlCharactersInInput_neverReachStandardOutputOrErrorRaw() throws {
    let hostileRequest = #"{"intentName": "\u001b[2J\u001b[31mSendPaymentIntent", "intent": {}}"#
    let handle = try run(["handle"], input: hostileRequest)
    let argument = try run(["--language", "\u{1B}[31mja"])
    let console = try run([], input: HostileInput.lines.joined(separator: "\ncancel\n") + "\n")

    XCTAssertEqual(handle.status, ExitCode.failure)
    XCTAssertTrue(handle.errorOutput.contains(#"'\u{1B}[2J\u{1B}[31mSendPaymentIntent'"#))
    XCTAssertEqual(argument.status, ExitCode.usage)
    XCTAssertTrue(argument.errorOutput.contains(#"Unknown language '\u{1B}[31mja'"#))
    XCTAssertEqual(console.status, 0, console.errorOutput)
    XCTAssertTrue(console.output.contains(#"> Send $50 to Jane\u{1B}[31m"#), console.output)
    for result in [handle, argument, console] {
      XCTAssertEqual(result.output.rawControlScalars, [], result.output)
      XCTAssertEqual(result.errorOutput.rawControlScalars, [], result.errorOutput)
    }
  }
}
