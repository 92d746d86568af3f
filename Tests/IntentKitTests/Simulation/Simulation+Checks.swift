import IntentKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// The auditor's model of the replies the assistant may give: checked after every step, beside
// the invariants the auditor checks on the services.

extension Simulation {
  /// Checks that the assistant's answer to a step is one the model allows.
  mutating func check(
    _ dialogue: any SimulatedDialogue,
    asked question: AskedQuestion?,
    reply: Reply?,
    fired: [InjectedFault]
  ) {
    let name = "#\(dialogue.number) \(dialogue.identifier)"
    let settlement = dialogue.settlement
    auditor.expect(
      dialogue.question != nil || settlement != nil,
      "\(name) neither asks nor ends"
    )
    switch dialogue.question {
    case .value(let parameter)?, .confirmation(let parameter)?:
      auditor.expect(
        dialogue.parameterNames.contains(parameter),
        "\(name) asks about \(parameter), which its intent doesn't have"
      )
    case .choice(let parameter, let count)?:
      auditor.expect(
        dialogue.parameterNames.contains(parameter) && count >= 1,
        "\(name) offers \(count) \(parameter)"
      )
    case .finalConfirmation?, nil:
      break
    }
    if reply == .cancel {
      auditor.expect(settlement == .cancelled, "\(name) went on after the user cancelled")
    }
    if question == .finalConfirmation, reply == .no {
      auditor.expect(settlement == .declined, "\(name) went on after the user said no")
    }
    if case .failed(let isTimeout)? = settlement {
      // A reused identifier may be refused by the ledger throwing, which ends it as failed.
      auditor.expect(
        !fired.isEmpty || (dialogue.role == .reuse && !isTimeout),
        "\(name) failed, but no fault was injected"
      )
      auditor.expect(
        !isTimeout || fired.contains(where: \.isHang),
        "\(name) timed out, but no provider hung"
      )
    }
    if case .handled(_, isSuccess: true)? = settlement {
      // A reuse whose replies led back to the first request's parameters is a plain replay.
      auditor.expect(
        dialogue.role != .reuse || auditor.records[dialogue.identifier]?.claim == dialogue.claim,
        "\(name) reused an identifier with other parameters and went through"
      )
      if dialogue.role == .fresh, dialogue.kind != .cancelRide {
        auditor.expect(
          question == .finalConfirmation && reply == .yes,
          "\(name) was handled without the user's final yes"
        )
      }
    }
  }

  /// The errors a step may throw: a reused identifier's rejection for a reuse.
  func allowedErrors(for dialogue: any SimulatedDialogue) -> Set<String> {
    dialogue.role == .reuse
      ? ["IntentDispatchError(\(IntentDispatchError.Code.idempotencyKeyReused))"] : []
  }

  /// Checks that a step that threw was allowed to, and changed nothing.
  mutating func checkThrown(
    _ error: any Error,
    by dialogue: any SimulatedDialogue,
    before: Data?,
    allowed: Set<String>
  ) {
    let name = "#\(dialogue.number) \(dialogue.identifier)"
    auditor.expect(allowed.contains(Self.name(of: error)), "\(name) threw \(error)")
    auditor.expect(
      (try? dialogue.encodedState()) == before,
      "\(name) threw \(Self.name(of: error)), but its conversation changed"
    )
  }

  /// An error's name for the trace: its type, and its code for the dispatcher's errors.
  static func name(of error: any Error) -> String {
    if let error = error as? IntentDispatchError { return "IntentDispatchError(\(error.code))" }
    return String(describing: type(of: error))
  }
}
