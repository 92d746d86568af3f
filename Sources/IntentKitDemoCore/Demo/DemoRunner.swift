package import IntentKit

/// Plays the demo's scenarios over one sample world on a fixed clock and prints each
/// transcript: what `intentkit demo` does.
///
/// Every run prints the same text: the clock is a ``DemoClock`` at
/// ``DemoWorld/demoDate`` that moves only when a scenario says so, intents have fixed
/// identifiers, and the sample data has a fixed order.
package enum DemoRunner {
  /// A scenario as it was played.
  package struct Played: Sendable {
    /// The scenario.
    package let scenario: DemoScenario
    /// Every turn, the user's request first; empty if the request wasn't understood.
    package let transcript: [ConversationTurn]
    /// The replies the conversation ended before using.
    package let unusedReplies: Int
    /// A Boolean value that indicates whether the conversation ended.
    package let isFinished: Bool

    /// The assistant's last words.
    package var finalAnswer: String? {
      transcript.last { $0.speaker == .assistant }?.text
    }
  }

  /// Plays scenarios in order and writes their transcripts.
  ///
  /// - Parameters:
  ///   - scenarios: The scenarios; all of them by default.
  ///   - language: The language for scenarios that don't set their own.
  ///   - io: Where the transcripts are written.
  /// - Returns: The scenarios as played.
  /// - Throws: An error if the world can't be built or a conversation fails to start, which
  ///   the tests rule out.
  @discardableResult
  package static func run(
    _ scenarios: [DemoScenario] = DemoScenarios.all,
    language: Language = .english,
    io: inout some ToolIO
  ) async throws -> [Played] {
    let clock = DemoClock(now: DemoWorld.demoDate)
    let world = try await DemoWorld.make(clock: clock, language: language)
    let parser = UtteranceParser()
    io.write(
      """
      IntentKit demo: the seeds' scenarios, played over the sample data.
      The clock reads \(PaymentHistory.timestamp(clock.now)); every run prints the same.

      """
    )
    var played: [Played] = []
    for (offset, scenario) in scenarios.enumerated() {
      io.write("\n=== \(offset + 1). \(scenario.title) ===\n\(wrapped(scenario.about))\n")
      if scenario.minutesLater > 0 {
        clock.advance(by: .seconds(60 * scenario.minutesLater))
        let later = laterText(minutes: scenario.minutesLater)
        io.write("(\(later) later: \(PaymentHistory.timestamp(clock.now)))\n")
      }
      io.write("\n")
      let result = try await play(
        scenario,
        identifier: "demo-\(offset + 1)",
        world: world,
        parser: parser,
        language: scenario.language ?? language
      )
      if result.transcript.isEmpty {
        io.write("User: \(scenario.request)\n(The parser didn't understand this request.)\n")
      } else {
        io.write(result.transcript.map(\.description).joined(separator: "\n") + "\n")
      }
      if scenario.showsBalances {
        io.write("\n" + (await balances(in: world, language: language)) + "\n")
      }
      played.append(result)
    }
    io.write("\n=== After the demo ===\n")
    io.write(await PaymentHistory.text(in: world, language: language) + "\n")
    return played
  }

  /// Plays one scenario: parses its request, starts the conversation and gives the replies
  /// until it ends.
  static func play(
    _ scenario: DemoScenario,
    identifier: String,
    world: DemoWorld,
    parser: UtteranceParser,
    language: Language
  ) async throws -> Played {
    let parsed = parser.parse(
      scenario.request,
      identifier: identifier,
      currentRide: await world.currentRideIdentifier()
    )
    guard case .intent(let intent, let unusableAmount) = parsed else {
      return Played(
        scenario: scenario,
        transcript: [],
        unusedReplies: scenario.replies.count,
        isFinished: false
      )
    }
    var conversation = try await intent.start(
      with: world.engine,
      saying: scenario.request,
      language: language,
      unusableAmount: unusableAmount
    )
    var replies = scenario.replies[...]
    while !conversation.isFinished, let reply = replies.popFirst() {
      try await conversation.reply(reply)
    }
    return Played(
      scenario: scenario,
      transcript: conversation.transcript,
      unusedReplies: replies.count,
      isFinished: conversation.isFinished
    )
  }

  /// Returns "2 minutes" or "3 hours".
  static func laterText(minutes: Int) -> String {
    if minutes % 60 == 0 { return minutes == 60 ? "1 hour" : "\(minutes / 60) hours" }
    return minutes == 1 ? "1 minute" : "\(minutes) minutes"
  }

  /// Returns text wrapped at word boundaries into lines of at most `width` characters.
  static func wrapped(_ text: String, width: Int = 92) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += line.isEmpty ? String(word) : " " + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines.joined(separator: "\n")
  }

  /// Returns the user's balances on one line.
  static func balances(in world: DemoWorld, language: Language) async -> String {
    var parts: [String] = []
    for account in world.payments.userAccounts {
      guard let balance = try? await world.ledger.balance(of: account.id) else { continue }
      let name = account.nickname?.spokenPhrase ?? account.id.rawValue
      parts.append("\(name) \(balance.formatted(in: language))")
    }
    return "Balances: " + parts.joined(separator: ", ")
  }
}
