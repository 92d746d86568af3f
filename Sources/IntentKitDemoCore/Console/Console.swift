package import IntentKit

/// The interactive console: the user types a request, the parser turns it into an intent, and
/// the conversation engine plays the assistant until the conversation ends.
///
/// ```
/// > Send money to Jane
/// Assistant: Which Jane?
///   1. Jane Appleseed
///   2. Jane Doe
/// > the first one
/// Assistant: How much do you want to send to Jane Appleseed?
/// ```
///
/// Between conversations the console also takes commands: `help` (examples), `history`
/// (completed payments, newest first) and `quit`; `help`, `history` and `quit` work during a
/// conversation too, and "cancel" ends one. A new request typed while the assistant waits for an
/// answer that it can't take as one ("Send $5 to Bob" at "Send $50.00 to Jane?") cancels the
/// conversation and starts the new one. At the end of input (Ctrl-D) a conversation still
/// waiting is cancelled, and said to be. The assistant's label is in the console's language
/// (`Assistant:`, `アシスタント：`, `어시스턴트:`). The console reads and writes through a
/// ``ToolIO``, so tests drive it from memory.
package struct Console<IO: ToolIO> {
  /// Where the console reads and writes.
  package private(set) var io: IO

  /// The sample world the conversations run in.
  let world: DemoWorld

  /// The language the assistant and the console speak.
  let language: Language

  /// The console's own words.
  let text: ConsoleText

  /// The parser that turns requests into intents.
  let parser = UtteranceParser()

  /// The conversation waiting for the user's reply, if any.
  private var conversation: (any ConversationDriving)?

  /// How many requests the console has started, for intent identifiers.
  private var requestCount = 0

  /// Creates a console over a world.
  package init(io: IO, world: DemoWorld, language: Language) {
    self.io = io
    self.world = world
    self.language = language
    self.text = ConsoleText(language: language)
  }

  /// The commands the console takes, in any of its languages.
  enum Command {
    case help, history, quit

    init?(_ line: String) {
      switch TextFolding.fold(line) {
      case "help", "?", "ヘルプ", "도움말": self = .help
      case "history", "履歴", "내역": self = .history
      case "quit", "exit", "q", "bye", "終了", "종료": self = .quit
      default: return nil
      }
    }
  }

  /// Runs the console until the user quits or the input ends.
  package mutating func run() async {
    io.write(text.greeting + "\n")
    while let line = await io.readLine(prompt: "> ") {
      let request = Utterance.trimmed(line)
      guard !request.isEmpty else { continue }
      switch Command(request) {
      case .quit?:
        await cancelConversation()
        io.write(text.goodbye + "\n")
        return
      case .help?:
        io.write(text.help + "\n")
      case .history?:
        io.write(await PaymentHistory.text(in: world, language: language) + "\n")
      case nil:
        await respond(to: request)
      }
    }
    await cancelConversation()
  }

  /// Answers the current conversation's question, or starts a conversation about a request.
  private mutating func respond(to line: String) async {
    do {
      if let current = conversation {
        let seen = current.transcript.count
        conversation = nil
        var answered = current
        try await answered.reply(line)
        let turns = answered.transcript.dropFirst(seen)
        if !Self.took(turns), isRequest(line) {
          // Not an answer, but a request of its own: leave this conversation for it.
          conversation = current
          await cancelConversation()
          await start(line)
          return
        }
        show(turns)
        if !answered.isFinished { conversation = answered }
        return
      }
      await start(line)
    } catch {
      io.write(text.failure(String(describing: error)) + "\n")
    }
  }

  /// Starts a conversation about a request, or says why there is none.
  private mutating func start(_ line: String) async {
    do {
      requestCount += 1
      let parsed = parser.parse(
        line,
        identifier: "console-\(requestCount)",
        currentRide: await world.currentRideIdentifier()
      )
      switch parsed {
      case .notUnderstood:
        io.write(text.notUnderstood + "\n")
      case .noRideToCancel:
        io.write(text.noRideToCancel + "\n")
      case .intent(let intent, let unusableAmount):
        let started = try await intent.start(
          with: world.engine,
          saying: line,
          language: language,
          unusableAmount: unusableAmount
        )
        show(started.transcript)
        if !started.isFinished { conversation = started }
      }
    } catch {
      io.write(text.failure(String(describing: error)) + "\n")
    }
  }

  /// A Boolean value that indicates whether a line is a request the parser understands.
  private func isRequest(_ line: String) -> Bool {
    // "Cancel my ride" is a request whether or not there is a ride to cancel.
    guard case .intent = parser.parse(line, identifier: "", currentRide: "") else { return false }
    return true
  }

  /// A Boolean value that indicates whether the assistant took the user's line as an answer: it
  /// didn't say that it didn't understand, that the value can't be used, or that it gave up.
  private static func took(_ turns: some Sequence<ConversationTurn>) -> Bool {
    !turns.contains { turn in
      switch turn.event {
      case .didNotUnderstand, .rejectedValue, .gaveUp: true
      default: false
      }
    }
  }

  /// Cancels the conversation waiting for an answer, if any, and shows the assistant saying so.
  private mutating func cancelConversation() async {
    guard var current = conversation else { return }
    conversation = nil
    let seen = current.transcript.count
    do {
      try await current.cancel()
      show(current.transcript.dropFirst(seen))
    } catch {
      io.write(text.failure(String(describing: error)) + "\n")
    }
  }

  /// Writes the assistant's turns in the console's language, each line printable (values the
  /// assistant repeats may come from input); the user's turns are what they just typed.
  private mutating func show(_ turns: some Sequence<ConversationTurn>) {
    let context = world.engine.dialogContext(for: language)
    for turn in turns where turn.speaker == .assistant {
      io.write(PrintableText.lines(turn.transcriptLine(in: context)) + "\n")
    }
  }
}
