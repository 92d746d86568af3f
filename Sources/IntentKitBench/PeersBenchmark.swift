import IntentKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The dialogue of the Python harnesses in `../shared/peers/` (ask-sdk-core and Bot Framework),
/// played by IntentKit with the same contacts, senders, amount, wording and ledger checks, so
/// that the three can be run one after another and compared; `../shared/peers/README.md` is the
/// specification, and BENCHMARKS.md has the side-by-side table.
///
/// Three modes, each a dialogue of three turns ("send money to Jane" → "How much do you want to
/// send to Jane Appleseed?" → "50" → "Send $50.00 to Jane Appleseed?" → "yes" → "Sent $50.00 to
/// Jane Appleseed."):
///
/// - **typed**, matched to ASK `invoke`: a parsed request in (slots as strings, dialog state,
///   confirmation status), a response out (SSML speech, directive, end of session); the
///   conversation is held in memory between turns.
/// - **text**, matched to Bot Framework's `adapter` mode: the user's words in, the reply's words
///   out; the conversation is held in memory between turns.
/// - **JSON**, matched to ASK `wire`: request JSON in, response JSON out, and the conversation
///   saved as JSON after each turn and resumed from it before the next.
///
/// The method is the peers': each dialogue's inputs are built before its turns, outside the
/// clocks; each turn is timed on its own with the wall clock (`ContinuousClock`, as the peers
/// use `perf_counter_ns`), and a repetition's time is the sum of its turns'. Each repetition
/// gets a new ledger and new engines, and its ledger is checked after it; a warm-up whose every
/// reply is checked word for word comes first. The figure is the median over
/// ``Harness/repetitions`` repetitions of the total time divided by 3N. One task plays every
/// turn, one after another, as the peers' engines run on one thread.
enum PeersBenchmark {
  static func run(quick: Bool) async throws -> [BenchmarkResult] {
    let dialogues = quick ? 1_000 : 20_000
    let warmUp = quick ? 200 : 2_000
    try await selfTest()
    var results: [BenchmarkResult] = []
    results += try await measure(TypedPeerMode.self, dialogues: dialogues, warmUp: warmUp)
    results += try await measure(TextPeerMode.self, dialogues: dialogues, warmUp: warmUp)
    results += try await measure(JSONPeerMode.self, dialogues: dialogues, warmUp: warmUp)
    let request = PeerWireRequest(JSONPeerMode.request(tag: "size", dialogue: 0, turn: 1))
    results.append(
      BenchmarkResult(
        name: "peers: JSON request size, turn 1",
        value: Double(try StrictJSONEncoder().encode(request).count),
        unit: "B"
      )
    )
    return results
  }

  /// Times a mode: a checked warm-up, then the repetitions; returns its rows.
  static func measure<Mode: PeerMode>(
    _ mode: Mode.Type,
    dialogues: Int,
    warmUp: Int
  ) async throws -> [BenchmarkResult] {
    Progress.phase("peers: \(Mode.name), \(Progress.grouped(warmUp)) dialogues of warm-up")
    _ = try await play(Mode.self, tag: "\(Mode.name)-warm", dialogues: warmUp, checked: true)
    var perTurn: [Double] = []
    var turns: [[Double]] = [[], [], []]
    for repetition in 0..<Harness.repetitions {
      let sums = try await play(
        Mode.self,
        tag: "\(Mode.name)-rep\(repetition)",
        dialogues: dialogues,
        checked: false
      )
      let total = sums.reduce(0, +) / 1_000 / Double(3 * dialogues)
      perTurn.append(total)
      for turn in 0..<3 { turns[turn].append(sums[turn] / 1_000 / Double(dialogues)) }
      Progress.writeToStandardError(
        "intentkit-bench:   peers: \(Mode.name) rep \(repetition + 1)/\(Harness.repetitions): "
          + "\(Report.fixed(total, 2)) µs/turn (t1 \(Report.fixed(turns[0].last ?? 0, 2)), "
          + "t2 \(Report.fixed(turns[1].last ?? 0, 2)), t3 \(Report.fixed(turns[2].last ?? 0, 2)))\n"
      )
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    let labels = [
      "turn 1 (start, amount asked)", "turn 2 (amount, confirmation asked)", "turn 3 (yes, paid)",
    ]
    return [
      BenchmarkResult(
        name:
          "peers: \(Mode.name) (≈ \(Mode.peer)), per turn, wall clock, N = \(Progress.grouped(dialogues))",
        value: median(perTurn),
        unit: "µs"
      )
    ]
      + (0..<3).map { turn in
        BenchmarkResult(
          name: "peers: \(Mode.name), \(labels[turn])",
          value: median(turns[turn]),
          unit: "µs"
        )
      }
  }

  /// Plays `dialogues` dialogues on a new world and returns the nanoseconds spent in turns 1, 2
  /// and 3; checks every reply when `checked`, and the ledger in any case.
  static func play<Mode: PeerMode>(
    _ mode: Mode.Type,
    tag: String,
    dialogues: Int,
    checked: Bool
  ) async throws -> [Double] {
    let senders = (0..<PeersWorld.senderCount).map(Mode.sender)
    let world = try await PeersWorld.make(senders: senders)
    let player = Mode(world: world)
    let clock = ContinuousClock()
    var sums: [Duration] = [.zero, .zero, .zero]
    for dialogue in 0..<dialogues {
      let (first, second, third) = try player.inputs(tag: tag, dialogue: dialogue)
      let start = clock.now
      let reply1 = try await player.turn(first)
      let end1 = clock.now
      let reply2 = try await player.turn(second)
      let end2 = clock.now
      let reply3 = try await player.turn(third)
      let end3 = clock.now
      sums[0] += end1 - start
      sums[1] += end2 - end1
      sums[2] += end3 - end2
      if checked {
        try check(
          [player.summary(of: reply1), player.summary(of: reply2), player.summary(of: reply3)],
          dialogue: dialogue
        )
      }
    }
    guard player.openConversations == 0 else {
      throw BenchmarkError.unexpected("peers: \(player.openConversations) dialogues left open")
    }
    try await world.verify(dialogues: dialogues) { Mode.key(tag: tag, dialogue: $0) }
    return sums.map(Harness.nanoseconds)
  }

  /// Checks a dialogue's replies word for word, and their directives where the mode has them.
  static func check(_ replies: [PeerTurnSummary], dialogue: Int) throws {
    let payee = PeersWorld.payee(ofDialogue: dialogue).name
    let expected = [
      PeerTurnSummary(
        text: "How much do you want to send to \(payee)?",
        directive: .elicitSlot("amount"),
        endsSession: false
      ),
      PeerTurnSummary(
        text: "Send $50.00 to \(payee)?",
        directive: .confirmIntent,
        endsSession: false
      ),
      PeerTurnSummary(text: "Sent $50.00 to \(payee).", directive: nil, endsSession: true),
    ]
    for (reply, wanted) in zip(replies, expected) {
      guard reply.text == wanted.text,
        reply.endsSession == nil
          || (reply.endsSession == wanted.endsSession && reply.directive == wanted.directive)
      else {
        throw BenchmarkError.unexpected("peers: dialogue \(dialogue) replied \(reply)")
      }
    }
  }
}

/// What a check reads of one reply: its words, its directive and whether it ends the session;
/// `endsSession` is `nil` for the text mode, whose replies are words only.
struct PeerTurnSummary: Equatable, Sendable {
  var text: String
  var directive: PeerResponse.Directive?
  var endsSession: Bool?
}

/// One way of playing the peers' dialogue: its inputs, its turn and how to read its replies.
protocol PeerMode: AnyObject {
  /// What one turn takes.
  associatedtype Input
  /// What one turn gives back.
  associatedtype Output

  /// The mode's name in the table.
  static var name: String { get }
  /// The peer mode it is matched to.
  static var peer: String { get }
  /// The user id of sender `sender`.
  static func sender(_ sender: Int) -> String
  /// The idempotency key of dialogue `dialogue`'s payment.
  static func key(tag: String, dialogue: Int) -> String

  /// Creates a player over a new world.
  init(world: PeersWorld)
  /// Builds the three inputs of a dialogue.
  func inputs(tag: String, dialogue: Int) throws -> (Input, Input, Input)
  /// Plays one turn.
  func turn(_ input: Input) async throws -> Output
  /// Reads a reply for the checks.
  func summary(of output: Output) throws -> PeerTurnSummary
  /// The number of conversations not yet finished.
  var openConversations: Int { get }
}
