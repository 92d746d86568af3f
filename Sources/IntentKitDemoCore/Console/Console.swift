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
/// conversation too, and "cancel" ends one. The console reads and writes through a ``ToolIO``,
/// so tests drive it from memory.
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
  }

  /// Answers the current conversation's question, or starts a conversation about a request.
  private mutating func respond(to line: String) async {
    do {
      if var current = conversation {
        let seen = current.transcript.count
        conversation = nil
        try await current.reply(line)
        show(current.transcript.dropFirst(seen))
        if !current.isFinished { conversation = current }
        return
      }
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

  /// Writes the assistant's turns, each line printable (values the assistant repeats may come
  /// from input); the user's turns are what they just typed.
  private mutating func show(_ turns: some Sequence<ConversationTurn>) {
    for turn in turns where turn.speaker == .assistant {
      io.write(PrintableText.lines("\(turn)") + "\n")
    }
  }
}
