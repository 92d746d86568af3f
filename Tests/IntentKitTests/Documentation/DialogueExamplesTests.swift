import IntentKit
import IntentKitSamples
import IntentKitTesting
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Runs every dialogue the documentation shows and checks that the assistant says what the
/// documentation says it does.
///
/// It reads each ```` ```swift ```` block of the package's doc comments, articles and README,
/// and plays every block that starts a conversation with a written-out intent
/// (`engine.start(SendPaymentIntent(…))`, `script.start(…)` or `playConversation(…)`) and
/// claims what the assistant says, against
/// ``PaymentsSampleWorld``, the world the examples are written for. A block is read statement
/// by statement; a statement this test doesn't know fails it, so an example can't drift out of
/// the check by being written another way. What a block claims is checked as it stands:
///
/// - `// Assistant: …`, with `//   …` lines under it, is the assistant's last words;
/// - `print(conversation.assistantText ?? "")  // …` too, and
///   `print(conversation.response!.code)  // …` is the code the conversation ended with;
/// - `script.assert…` and `assertTranscript(…)` run as written, through `IntentKitTesting`.
///
/// Whitespace is compared loosely (a numbered list may be shown on one line), words exactly.
final class DialogueExamplesTests: XCTestCase {
  private static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Documentation
    .deletingLastPathComponent()  // IntentKitTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The intents the examples start with, by the code that writes them.
  private static let intents: [String: SendPaymentIntent] = [
    #"SendPaymentIntent(payee: Person(displayName: "Jane"))"#:
      SendPaymentIntent(payee: Person(displayName: "Jane")),
    #"SendPaymentIntent(payee: Person(displayName: "Jane Appleseed"))"#:
      SendPaymentIntent(payee: Person(displayName: "Jane Appleseed")),
    #"SendPaymentIntent(payee: Person(displayName: "Bob"))"#:
      SendPaymentIntent(payee: Person(displayName: "Bob")),
    #"SendPaymentIntent(payee: Person(displayName: "Jane"), currencyAmount: .usd(50_00))"#:
      SendPaymentIntent(payee: Person(displayName: "Jane"), currencyAmount: .usd(50_00)),
  ]

  func testEveryDialogueInTheDocumentation_playsAsWritten() async throws {
    let examples = try Self.dialogueExamples()
    // The examples this test was written against: a run that finds fewer has lost some.
    XCTAssertGreaterThanOrEqual(examples.count, 9, "found only \(examples.map(\.location))")
    for example in examples {
      do {
        let problems = try await play(example)
        XCTAssert(problems.isEmpty, problems.joined(separator: "\n"))
      } catch let error as ExampleError {
        XCTFail("\(error)")
      } catch {
        XCTFail("\(example.location): \(error)")
      }
    }
  }

  func testAWrongClaim_fails() async throws {
    let example = Example(
      location: "made up",
      lines: [
        "var conversation = try await engine.start(",
        #"  SendPaymentIntent(payee: Person(displayName: "Jane")),"#,
        #"  saying: "Send money to Jane""#,
        ")",
        "// Assistant: How much do you want to send to Jane Appleseed?",
      ]
    )
    let problems = try await play(example)
    XCTAssertEqual(problems.count, 1)
    XCTAssert(problems.first?.contains("Which Jane?") == true, "\(problems)")
  }

  func testAStatementTheTestDoesNotKnow_fails() async throws {
    let example = Example(
      location: "made up",
      lines: [
        #"var conversation = try await engine.start(SendPaymentIntent(payee: Person(displayName: "Jane")))"#,
        "conversation.intent.note = \"rent\"",
      ]
    )
    do {
      let problems = try await play(example)
      XCTFail("played a statement it doesn't know; problems: \(problems)")
    } catch {
      XCTAssert("\(error)".contains("doesn't know the statement"), "\(error)")
    }
  }

  // MARK: - Finding the examples

  private struct Example {
    /// Where the block starts, `path:line`.
    let location: String
    let lines: [String]
  }

  /// Every dialogue among the swift blocks of the package's documentation.
  private static func dialogueExamples() throws -> [Example] {
    let sources = packageRoot.appendingPathComponent("Sources")
    guard let walk = FileManager.default.enumerator(atPath: sources.path) else {
      throw CocoaError(.fileReadNoSuchFile)
    }
    var paths = ["README.md"]
    while let relative = walk.nextObject() as? String {
      if relative.hasSuffix(".swift") || relative.hasSuffix(".md") {
        paths.append("Sources/" + relative)
      }
    }
    return try paths.sorted().flatMap { path in
      let text = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
      return swiftBlocks(in: text, isSource: path.hasSuffix(".swift"), path: path)
        .filter(isDialogue)
    }
  }

  /// The swift blocks of a Markdown file, or of a Swift file's `///` comments.
  private static func swiftBlocks(in text: String, isSource: Bool, path: String) -> [Example] {
    var blocks: [Example] = []
    var current: (start: Int, lines: [String])?
    for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      var line = Substring(rawLine)
      if isSource {
        let trimmed = line.drop { $0 == " " }
        guard trimmed.hasPrefix("///") else {
          current = nil
          continue
        }
        line = trimmed.dropFirst(3)
        if line.hasPrefix(" ") { line = line.dropFirst() }
      }
      let fence = line.trimmingCharacters(in: .whitespaces)
      if current == nil, fence == "```swift" {
        current = (number + 2, [])
      } else if let block = current, fence == "```" {
        blocks.append(Example(location: "\(path):\(block.start)", lines: block.lines))
        current = nil
      } else if current != nil {
        current?.lines.append(String(line))
      }
    }
    return blocks
  }

  /// Whether the block starts a conversation with an intent written out, and claims something
  /// about what the assistant says; a block without a claim is a fragment, not a dialogue.
  private static func isDialogue(_ example: Example) -> Bool {
    let code = example.lines.joined(separator: "\n")
    let claims = ["// Assistant:", "print(conversation.", "script.assert", "assertTranscript("]
    guard claims.contains(where: code.contains) else { return false }
    return ["engine.start(", "script.start(", "playConversation("].contains { call in
      guard let range = code.range(of: call) else { return false }
      let argument = code[range.upperBound...].drop { $0 == " " || $0 == "\n" }
      return argument.first?.isUppercase == true
    }
  }

  // MARK: - Playing an example

  /// Plays an example's statements in order against a fresh sample world, and returns where
  /// the assistant said something else than the example claims; `script.assert…` and
  /// `assertTranscript` report through XCTest, as they do in a user's tests.
  ///
  /// - Throws: ``ExampleError`` for a statement it can't play.
  private func play(_ example: Example) async throws -> [String] {
    let world = try await PaymentsSampleWorld.make()
    let engine = ConversationEngine(dispatcher: world.dispatcher())
    var conversation: Conversation<SendPaymentIntent>?
    var script = ConversationScript<SendPaymentIntent>(engine: engine)
    var statements = Self.statements(of: example.lines)[...]
    var problems: [String] = []
    var context: DialogContext?
    var reason: UnsupportedReason?

    func failure(_ message: String) -> String { "\(example.location): \(message)" }

    while let statement = statements.popFirst() {
      let code = statement.trimmingCharacters(in: .whitespaces)
      if code.isEmpty || Self.isSetUp(code) { continue }

      if let expected = Self.claim(in: code, prefix: "// Assistant:") {
        var said = expected
        while let next = statements.first?.trimmingCharacters(in: .whitespaces),
          next.hasPrefix("//"), !next.hasPrefix("// Assistant:")
        {
          said += " " + next.dropFirst(2)
          statements.removeFirst()
        }
        problems += Self.mismatch(conversation?.assistantText, said, failure(code))
      } else if code.hasPrefix("//") {
        continue  // A remark.
      } else if code.hasPrefix("print(conversation.assistantText") {
        guard let said = Self.trailingComment(of: code) else {
          throw ExampleError(failure("no claim: \(code)"))
        }
        problems += Self.mismatch(conversation?.assistantText, said, failure(code))
      } else if code.hasPrefix("print(conversation.response!.code)") {
        guard let claimed = Self.trailingComment(of: code) else {
          throw ExampleError(failure("no claim: \(code)"))
        }
        let actual = conversation?.response.map { "\($0.code)" } ?? "(no response)"
        problems += Self.mismatch(actual, claimed, failure(code))
      } else if code == "let context = engine.dialogContext(for: .english)" {
        context = engine.dialogContext(for: .english)
      } else if let arguments = Self.arguments(
        of: code,
        call: "let reason = CurrencyAmount.unsupportedReason("
      ) {
        let reply = try Self.string(arguments[0], "forReply:", failure)
        guard arguments.dropFirst() == ["context: context"], let context else {
          throw ExampleError(failure("a reason read without the context: \(code)"))
        }
        reason = CurrencyAmount.unsupportedReason(forReply: reply, context: context)
      } else if let arguments = Self.arguments(of: code, call: "engine.start(") {
        let (intent, saying) = try intentAndUtterance(arguments, failure)
        if let argument = arguments.first(where: { $0.hasPrefix("rejecting:") }) {
          guard argument == #"rejecting: ["currencyAmount": reason].compactMapValues { $0 }"# else {
            throw ExampleError(failure("this test doesn't know the rejection `\(argument)`"))
          }
          let rejecting = ["currencyAmount": reason].compactMapValues { $0 }
          conversation = try await engine.start(intent, saying: saying, rejecting: rejecting)
        } else {
          conversation = try await engine.start(intent, saying: saying)
        }
      } else if let arguments = Self.arguments(of: code, call: "engine.reply(") {
        guard arguments.last == "to: &conversation" else {
          throw ExampleError(failure("replies to another conversation: \(code)"))
        }
        var playing = try XCTUnwrap(conversation, failure("a reply before the start"))
        try await engine.reply(try Self.reply(arguments[0], failure), to: &playing)
        conversation = playing
      } else if code.hasPrefix("let saved = try StrictJSONEncoder().encode(conversation)") {
        _ = try StrictJSONEncoder().encode(try XCTUnwrap(conversation))
      } else if let arguments = Self.arguments(of: code, call: "script.start(") {
        let (intent, saying) = try intentAndUtterance(arguments, failure)
        try await script.start(intent, saying: saying)
      } else if let arguments = Self.arguments(of: code, call: "script.reply(") {
        try await script.reply(try Self.reply(arguments[0], failure))
      } else if let arguments = Self.arguments(of: code, call: "script.assertOffers(") {
        let options = try Self.stringArray(arguments[0], failure)
        let parameter = try arguments.dropFirst().first.map { try Self.string($0, "for:", failure) }
        script.assertOffers(options, for: parameter)
      } else if let arguments = Self.arguments(of: code, call: "script.assertAsks(") {
        script.assertAsks(for: try Self.string(arguments[0], "for:", failure))
      } else if let arguments = Self.arguments(
        of: code,
        call: "script.assertAsksFinalConfirmation("
      ) {
        script.assertAsksFinalConfirmation(try Self.string(arguments[0], "", failure))
      } else if let arguments = Self.arguments(of: code, call: "script.assertEnded(") {
        let name = try XCTUnwrap(Self.value(arguments[0], label: "with: ."), failure(code))
        let code = try XCTUnwrap(
          SendPaymentIntentResponse.Code.allCases.first { "\($0)" == name },
          failure("no response code named \(name)")
        )
        script.assertEnded(with: code)
      } else if let arguments = Self.arguments(of: code, call: "playConversation(") {
        let (intent, saying) = try intentAndUtterance(arguments, failure)
        let replies =
          try arguments.first { $0.hasPrefix("replies:") }
          .map { try Self.stringArray(String($0.dropFirst("replies:".count)), failure) } ?? []
        conversation = try await playConversation(
          intent,
          saying: saying,
          replies: replies.map(Reply.text),
          with: engine
        )
      } else if let arguments = Self.arguments(of: code, call: "assertTranscript(") {
        guard arguments.first == "conversation" else {
          throw ExampleError(failure("checks another conversation: \(code)"))
        }
        let expected = try Self.multilineString(arguments.dropFirst().first ?? "", failure)
        assertTranscript(try XCTUnwrap(conversation, failure("no conversation")), expected)
      } else {
        throw ExampleError(
          failure("this test doesn't know the statement `\(code)`; teach it or rewrite it")
        )
      }
    }
    return problems
  }

  /// A problem if the words differ, whitespace aside; a claim in quotes is compared unquoted.
  private static func mismatch(_ actual: String?, _ claimed: String, _ where: String) -> [String] {
    func words(_ text: String) -> String {
      text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    let claimed =
      claimed.hasPrefix("\"") && claimed.hasSuffix("\"")
      ? String(claimed.dropFirst().dropLast()) : claimed
    let actual = words(actual ?? "(nothing)")
    guard actual != words(claimed) else { return [] }
    return ["\(`where`): the example says \"\(words(claimed))\", the assistant said \"\(actual)\""]
  }

  private func intentAndUtterance(
    _ arguments: [String],
    _ failure: (String) -> String
  ) throws -> (SendPaymentIntent, String?) {
    let written = arguments[0]
    let intent = try XCTUnwrap(
      Self.intents[written],
      failure("add `\(written)` to DialogueExamplesTests.intents")
    )
    let saying = try arguments.first { $0.hasPrefix("saying:") }
      .map { try Self.string($0, "saying:", failure) }
    return (intent, saying)
  }

  // MARK: - Reading statements

  /// Lines joined into statements: a call that spans lines is one statement.
  private static func statements(of lines: [String]) -> [String] {
    var statements: [String] = []
    var pending = ""
    for line in lines {
      pending += pending.isEmpty ? line : "\n" + line
      if depth(of: pending) <= 0 {
        statements.append(pending)
        pending = ""
      }
    }
    if !pending.isEmpty { statements.append(pending) }
    return statements
  }

  /// How many brackets are open at the end of the code, outside strings and comments.
  private static func depth(of code: String) -> Int {
    var depth = 0
    var inString = false
    var previous: Character = " "
    var characters = code[...]
    while let character = characters.popFirst() {
      if character == "\"", previous != "\\" {
        inString.toggle()
      } else if !inString {
        if character == "/", characters.first == "/" {
          characters = characters.drop { $0 != "\n" }
        } else if "([".contains(character) {
          depth += 1
        } else if ")]".contains(character) {
          depth -= 1
        }
      }
      previous = character
    }
    return depth
  }

  private static func isSetUp(_ code: String) -> Bool {
    [
      "let world = try await PaymentsSampleWorld.make()",
      "let engine = ConversationEngine(dispatcher: world.dispatcher())",
      "let engine = ConversationEngine(dispatcher: dispatcher)",
      "var script = ConversationScript<SendPaymentIntent>(engine: engine)",
      "func test", "}",
    ].contains { code.hasPrefix($0) }
  }

  private static func claim(in code: String, prefix: String) -> String? {
    code.hasPrefix(prefix) ? code.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces) : nil
  }

  private static func trailingComment(of code: String) -> String? {
    code.range(of: #"\)\s+//"#, options: .regularExpression).map {
      code[$0.upperBound...].trimmingCharacters(in: .whitespaces)
    }
  }

  /// The top-level arguments of the call that the statement makes, if it makes that call.
  private static func arguments(of statement: String, call: String) -> [String]? {
    guard let range = statement.range(of: call) else { return nil }
    let before = statement[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
    let accepted = [
      "", "try await", "var conversation = try await", "conversation = try await",
      "let conversation = try await",
    ]
    guard accepted.contains(before) else { return nil }
    var arguments: [String] = []
    var current = ""
    var depth = 1
    var inString = false
    var previous: Character = " "
    for character in statement[range.upperBound...] {
      if character == "\"", previous != "\\" { inString.toggle() }
      if !inString {
        if "([".contains(character) { depth += 1 }
        if ")]".contains(character) { depth -= 1 }
        if depth == 0 { break }
        if depth == 1, character == "," {
          arguments.append(current)
          current = ""
          previous = character
          continue
        }
      }
      current.append(character)
      previous = character
    }
    arguments.append(current)
    return arguments.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
      .filter { !$0.isEmpty }
  }

  private static func value(_ argument: String, label: String) -> String? {
    argument.hasPrefix(label) ? String(argument.dropFirst(label.count)) : nil
  }

  /// A one-line string literal, after its label.
  private static func string(
    _ argument: String,
    _ label: String,
    _ failure: (String) -> String
  ) throws -> String {
    let literal = try XCTUnwrap(value(argument, label: label), failure("expected `\(label)`"))
      .trimmingCharacters(in: .whitespaces)
    guard literal.count >= 2, literal.hasPrefix("\""), literal.hasSuffix("\""),
      !literal.dropFirst().dropLast().contains("\"")
    else {
      throw ExampleError(failure("not a plain string literal: \(argument)"))
    }
    return String(literal.dropFirst().dropLast())
  }

  private static func stringArray(
    _ argument: String,
    _ failure: (String) -> String
  ) throws -> [String] {
    let literal = argument.trimmingCharacters(in: .whitespaces)
    guard literal.hasPrefix("["), literal.hasSuffix("]") else {
      throw ExampleError(failure("not an array literal: \(argument)"))
    }
    return try literal.dropFirst().dropLast().split(separator: ",").map {
      try string($0.trimmingCharacters(in: .whitespaces), "", failure)
    }
  }

  /// A `"""` literal, with the closing delimiter's indentation taken off every line.
  private static func multilineString(
    _ argument: String,
    _ failure: (String) -> String
  ) throws -> String {
    var lines = argument.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count >= 2, lines.first == "\"\"\"", let last = lines.popLast(),
      last.trimmingCharacters(in: .whitespaces) == "\"\"\""
    else {
      throw ExampleError(failure("not a multi-line string literal: \(argument)"))
    }
    let indentation = last.prefix { $0 == " " }.count
    return lines.dropFirst().map { $0.dropFirst(indentation) }.joined(separator: "\n")
  }

  private static func reply(_ argument: String, _ failure: (String) -> String) throws -> Reply {
    switch argument {
    case ".yes": return .yes
    case ".no": return .no
    default:
      if let index = value(argument, label: ".choice(index: ").flatMap({ Int($0.dropLast()) }) {
        return .choice(index: index)
      }
      return .text(try string(argument, "", failure))
    }
  }

  private struct ExampleError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
}
