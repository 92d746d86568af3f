import IntentKit
import IntentKitDemoCore
import XCTest

/// The hand-written command-line parsing, and what the tool does with a bad command line.
final class InvocationTests: XCTestCase {
  private func parse(_ arguments: [String]) -> Result<Invocation, Invocation.UsageError> {
    Result { () throws(Invocation.UsageError) in try Invocation.parse(arguments) }
  }

  func testParse_commandsAndLanguages_areRead() {
    XCTAssertEqual(parse([]), .success(Invocation(command: .console, language: .english)))
    XCTAssertEqual(parse(["demo"]), .success(Invocation(command: .demo)))
    XCTAssertEqual(
      parse(["handle", "--language", "ja"]),
      .success(Invocation(command: .handle, language: .japanese))
    )
    XCTAssertEqual(
      parse(["--language=ko"]),
      .success(Invocation(command: .console, language: .korean))
    )
    XCTAssertEqual(parse(["-l", "en", "demo"]), .success(Invocation(command: .demo)))
    XCTAssertEqual(parse(["--help"]), .success(Invocation(command: .help)))
    XCTAssertEqual(parse(["-h"]), .success(Invocation(command: .help)))
  }

  func testParse_generate_passesEveryArgumentOnToTheGenerator() {
    XCTAssertEqual(
      parse(["generate", "A.intentdefinition", "--output", "Out/", "--language", "ja"]),
      .success(
        Invocation(
          command: .generate(["A.intentdefinition", "--output", "Out/", "--language", "ja"])
        )
      )
    )
    // Only as the first argument: elsewhere it's a file name the other commands don't take.
    XCTAssertEqual(
      parse(["demo", "generate"]),
      .failure(Invocation.UsageError(message: "Unknown argument 'generate'."))
    )
  }

  func testRun_generateWithoutFiles_exitsTwoWithTheGeneratorsUsage() async {
    var io = ScriptedIO()

    let status = await IntentKitTool.run(["generate"], io: &io)

    XCTAssertEqual(status, ExitCode.usage)
    XCTAssertEqual(io.output, "")
    XCTAssertTrue(io.errorOutput.contains("USAGE: intentkit generate"), io.errorOutput)
  }

  func testParse_badCommandLines_sayWhatIsWrong() {
    let cases: [([String], String)] = [
      (["bogus"], "Unknown argument 'bogus'."),
      (["demo", "handle"], "Give one command, not 'demo' and 'handle'."),
      (["--language"], "--language needs a value: en, ja or ko."),
      (["--language", "fr"], "Unknown language 'fr'; use en, ja or ko."),
      (["--language=xx"], "Unknown language 'xx'; use en, ja or ko."),
    ]

    for (arguments, message) in cases {
      XCTAssertEqual(
        parse(arguments),
        .failure(Invocation.UsageError(message: message)),
        "\(arguments)"
      )
    }
  }

  func testRun_withBadCommandLine_exitsTwoWithUsageOnStandardError() async {
    var io = ScriptedIO()

    let status = await IntentKitTool.run(["--verbose"], io: &io)

    XCTAssertEqual(status, ExitCode.usage)
    XCTAssertEqual(io.output, "")
    XCTAssertTrue(
      io.errorOutput.hasPrefix("error: Unknown argument '--verbose'.\n\nUSAGE:"),
      io.errorOutput
    )
  }

  func testRun_help_printsUsageAndExitsZero() async {
    var io = ScriptedIO()

    let status = await IntentKitTool.run(["help"], io: &io)

    XCTAssertEqual(status, ExitCode.success)
    XCTAssertEqual(io.output, IntentKitTool.usage + "\n")
  }

  func testRun_handle_readsStandardInputAndWritesTheOutcome() async {
    let request = #"{"intentName": "SearchForAccountsIntent", "intent": {"identifier": "a-1"}}"#
    var io = ScriptedIO(input: Array(request.utf8))

    let status = await IntentKitTool.run(["handle"], io: &io)

    XCTAssertEqual(status, ExitCode.success, io.errorOutput)
    XCTAssertTrue(io.output.contains(#""intentName":"SearchForAccountsIntent""#), io.output)
    XCTAssertTrue(io.output.hasSuffix("}\n"), io.output)
  }

  func testRun_handleWithMalformedJSON_exitsOneWithTheMessageOnStandardError() async {
    var io = ScriptedIO(input: Array("not json".utf8))

    let status = await IntentKitTool.run(["handle"], io: &io)

    XCTAssertEqual(status, ExitCode.failure)
    XCTAssertEqual(io.output, "")
    XCTAssertTrue(io.errorOutput.hasPrefix("error: "), io.errorOutput)
  }

  func testParse_argumentsWithControlCharacters_areQuotedEscaped() {
    let long = "--" + String(repeating: "v", count: 60_000)
    let cases: [([String], String)] = [
      (["bo\u{1B}[31mgus"], #"Unknown argument 'bo\u{1B}[31mgus'."#),
      (["\u{202E}omed"], #"Unknown argument '\u{202E}omed'."#),
      (["--language", "f\u{0}r"], #"Unknown language 'f\u{0}r'; use en, ja or ko."#),
      (["--language=\u{9B}31m"], #"Unknown language '\u{9B}31m'; use en, ja or ko."#),
      ([long], "Unknown argument '--\(String(repeating: "v", count: 62))…'."),
    ]

    for (arguments, message) in cases {
      XCTAssertEqual(
        parse(arguments),
        .failure(Invocation.UsageError(message: message)),
        message
      )
    }
  }

  func testRun_withControlCharactersInArguments_writesNoRawControlCharacters() async {
    for argument in HostileInput.lines {
      var io = ScriptedIO()

      let status = await IntentKitTool.run([argument], io: &io)

      XCTAssertEqual(status, ExitCode.usage)
      XCTAssertTrue(io.errorOutput.hasPrefix("error: Unknown argument '"), io.errorOutput)
      XCTAssertEqual(io.errorOutput.rawControlScalars, [], io.errorOutput)
    }
  }
}
