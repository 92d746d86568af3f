import IntentKit

// The disturbances that replay a step: a client that goes away mid-step, a request delivered
// again to the dispatcher, and a final yes delivered twice.

extension Simulation {
  /// Replies in a task that is cancelled before the reply starts: the client went away.
  mutating func advanceInCancelledTask(
    _ dialogue: any SimulatedDialogue,
    reply: Reply,
    asked question: AskedQuestion,
    allowed: Set<String>
  ) async {
    let engine = world.engine
    let before = try? dialogue.encodedState()
    let (after, thrown) = await Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return await Self.replying(reply, to: dialogue, with: engine)
    }.value
    let fired = collectFired()
    record(after, saying: "\(reply) (task cancelled)", fired: fired, thrown: thrown)
    if let thrown {
      checkThrown(thrown, by: after, before: before, allowed: allowed)
      active.append(after)
      return
    }
    check(after, asked: question, reply: reply, fired: fired)
    conclude(after)
  }

  /// Delivers a handled request again, straight to the dispatcher: the outcome must repeat.
  mutating func redeliver() async {
    guard let dialogue = reusable.randomElement(using: &generator) else { return }
    stats.faults["redelivered to the dispatcher", default: 0] += 1
    let name = "#\(dialogue.number) \(dialogue.identifier)"
    do {
      let repeats = try await dialogue.redeliver(to: world.engine.dispatcher)
      auditor.expect(repeats, "\(name) delivered again answered differently")
      trace.append("\(stepNumber) \(name) redelivered → \(repeats ? "same outcome" : "differs")")
    } catch {
      auditor.expect(false, "\(name) delivered again threw \(error)")
      trace.append("\(stepNumber) \(name) redelivered → throws \(Self.name(of: error))")
    }
  }

  /// Delivers the final yes twice, one after the other or at once: both deliveries must end
  /// alike, and the request must take effect once.
  mutating func deliverTwice(
    _ dialogue: any SimulatedDialogue,
    concurrently: Bool,
    asked question: AskedQuestion
  ) async {
    stats.faults[concurrently ? "delivered twice at once" : "delivered twice", default: 0] += 1
    let engine = world.engine
    let first: (any SimulatedDialogue, (any Error)?)
    let second: (any SimulatedDialogue, (any Error)?)
    if concurrently {
      async let one = Self.replying(.yes, to: dialogue, with: engine)
      async let two = Self.replying(.yes, to: dialogue, with: engine)
      (first, second) = await (one, two)
    } else {
      first = await Self.replying(.yes, to: dialogue, with: engine)
      second = await Self.replying(.yes, to: dialogue, with: engine)
    }
    let fired = collectFired()
    let inUse = "IntentDispatchError(\(IntentDispatchError.Code.idempotencyKeyInUse))"
    switch (first.1, second.1) {
    case (nil, nil):
      auditor.expect(
        first.0.endsLike(second.0),
        "#\(dialogue.number) delivered twice ended differently: "
          + "\(first.0.settlement.map(String.init(describing:)) ?? "open") and "
          + "\(second.0.settlement.map(String.init(describing:)) ?? "open")"
      )
    case (nil, let error?), (let error?, nil):
      auditor.expect(
        concurrently && Self.name(of: error) == inUse,
        "#\(dialogue.number) delivered twice threw \(error)"
      )
    case (let one?, let two?):
      auditor.expect(false, "#\(dialogue.number) delivered twice threw both times: \(one), \(two)")
    }
    let delivered = first.1 == nil ? first.0 : second.0
    record(
      delivered,
      saying: "yes, twice\(concurrently ? " at once" : "")",
      fired: fired,
      thrown: nil
    )
    check(delivered, asked: question, reply: .yes, fired: fired)
    conclude(delivered)
  }

  static func replying(
    _ reply: Reply,
    to dialogue: any SimulatedDialogue,
    with engine: ConversationEngine
  ) async -> (any SimulatedDialogue, (any Error)?) {
    var dialogue = dialogue
    do {
      try await dialogue.reply(reply, with: engine)
      return (dialogue, nil)
    } catch {
      return (dialogue, error)
    }
  }
}
