import IntentKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// One simulated conversation, seen without its intent type: what the assistant asked, how it
// ended, and what the request claims, so the simulator and the auditor can treat every domain
// alike.

/// The requests the simulated users make.
enum DialogueKind: String, CaseIterable, Sendable {
  case sendPayment, requestPayment, payBill, requestRide, cancelRide

  /// A Boolean value that indicates whether handling the request moves money in the ledger.
  var movesMoney: Bool { self == .sendPayment || self == .payBill }
}

/// Why a conversation was started.
enum DialogueRole: Equatable, Sendable {
  /// A new request.
  case fresh
  /// The same request again, after the first attempt timed out: the user retries.
  case retry
  /// A request that reuses an earlier request's identifier with different parameters.
  case reuse
}

/// What the assistant is waiting for, without the conversation's intent type.
enum AskedQuestion: Equatable, Sendable, CustomStringConvertible {
  case value(parameter: String)
  case choice(parameter: String, count: Int)
  case confirmation(parameter: String)
  case finalConfirmation

  var description: String {
    switch self {
    case .value(let parameter): "asks for \(parameter)"
    case .choice(let parameter, let count): "offers \(count) \(parameter)"
    case .confirmation(let parameter): "confirms \(parameter)"
    case .finalConfirmation: "asks to go ahead"
    }
  }
}

/// How a conversation ended, without its intent type.
enum Settlement: Equatable, Sendable, CustomStringConvertible {
  case handled(code: String, isSuccess: Bool)
  case confirmationFailed(code: String)
  case intercepted(code: String)
  case failed(isTimeout: Bool)
  case cancelled
  case declined
  case retryLimitReached

  var description: String {
    switch self {
    case .handled(let code, _): "handled: \(code)"
    case .confirmationFailed(let code): "confirmation failed: \(code)"
    case .intercepted(let code): "intercepted: \(code)"
    case .failed(let isTimeout): isTimeout ? "failed: timed out" : "failed: threw"
    case .cancelled: "cancelled"
    case .declined: "declined"
    case .retryLimitReached: "retry limit reached"
    }
  }
}

/// What a request asks for, as far as it is resolved: the auditor matches postings against it.
struct Claim: Equatable, Sendable {
  var amount: CurrencyAmount?
  /// The contact paid or asked to pay.
  var contact: String?
  /// The account a bill is paid into.
  var payeeAccount: LedgerAccount.ID?
  /// Where a ride goes.
  var destination: String?
}

/// A conversation the simulator drives, whatever its intent type.
protocol SimulatedDialogue: Sendable {
  var number: Int { get }
  var kind: DialogueKind { get }
  var role: DialogueRole { get }
  var identifier: String { get }
  var question: AskedQuestion? { get }
  var settlement: Settlement? { get }
  var turnCount: Int { get }
  var parameterNames: [String] { get }
  /// What the request claims, from the conversation's intent as resolved so far.
  var claim: Claim { get }
  /// The ride the request booked, for ride requests that were handled.
  var bookedRide: String? { get }

  mutating func start(with engine: ConversationEngine) async throws
  mutating func reply(_ reply: Reply, with engine: ConversationEngine) async throws
  /// Saves the conversation with ``StrictJSONEncoder`` and continues with the copy
  /// ``StrictJSONDecoder`` reads back, as a server would.
  mutating func resumeFromStorage() throws
  /// The conversation's encoded state, to check that a failed step changed nothing.
  func encodedState() throws -> Data
  /// A Boolean value that indicates whether another delivery of this conversation ended alike.
  func endsLike(_ other: any SimulatedDialogue) -> Bool
  /// Delivers the handled request again, straight to the dispatcher, as a client retrying its
  /// last call would; returns whether the outcome repeats the conversation's response: the whole
  /// response when the dispatcher replays it from its idempotency store, else its code, or
  /// success where it was in progress.
  func redeliver(to dispatcher: IntentDispatcher) async throws -> Bool
  /// A new conversation about the same resolved request: a retry after a timeout.
  func retry(number: Int) -> any SimulatedDialogue
  /// A new conversation that reuses this request's identifier with different parameters.
  func reuse(number: Int) -> (any SimulatedDialogue)?
}

/// A conversation about one intent type.
struct Dialogue<Talked: Intent>: SimulatedDialogue {
  let number: Int
  let kind: DialogueKind
  let role: DialogueRole
  let request: Talked
  let claimOf: @Sendable (Talked) -> Claim
  let bookedRideOf: @Sendable (Talked.Response) -> String?
  let varied: @Sendable (Talked) -> Talked?
  private(set) var conversation: Conversation<Talked>?

  init(
    number: Int,
    kind: DialogueKind,
    role: DialogueRole = .fresh,
    request: Talked,
    claim: @escaping @Sendable (Talked) -> Claim = { _ in Claim() },
    bookedRide: @escaping @Sendable (Talked.Response) -> String? = { _ in nil },
    varied: @escaping @Sendable (Talked) -> Talked? = { _ in nil }
  ) {
    self.number = number
    self.kind = kind
    self.role = role
    self.request = request
    self.claimOf = claim
    self.bookedRideOf = bookedRide
    self.varied = varied
  }

  var identifier: String { request.identifier }
  var turnCount: Int { conversation?.transcript.count ?? 0 }
  var parameterNames: [String] { Talked.parameters.map(\.name) }
  var claim: Claim { claimOf(conversation?.intent ?? request) }

  var bookedRide: String? {
    guard case .handled(let response)? = conversation?.ending else { return nil }
    return bookedRideOf(response)
  }

  var question: AskedQuestion? {
    switch conversation?.question {
    case .value(let parameter)?: .value(parameter: parameter)
    case .choice(let parameter, let options)?: .choice(parameter: parameter, count: options.count)
    case .confirmation(let parameter, _)?: .confirmation(parameter: parameter)
    case .finalConfirmation?: .finalConfirmation
    case nil: nil
    }
  }

  var settlement: Settlement? {
    switch conversation?.ending {
    case .handled(let response)?:
      .handled(
        code: response.code.name,
        // A bill scheduled for a later day is in progress: accepted, as a success is.
        isSuccess: [.success, .inProgress].contains(response.code.handlingStatus)
      )
    case .confirmationFailed(let response)?: .confirmationFailed(code: response.code.name)
    case .intercepted(_, let response)?: .intercepted(code: response.code.name)
    case .failed(_, let failure)?: .failed(isTimeout: failure.isTimeout)
    case .cancelled?: .cancelled
    case .declined?: .declined
    case .retryLimitReached?: .retryLimitReached
    case nil: nil
    }
  }

  mutating func start(with engine: ConversationEngine) async throws {
    conversation = try await engine.start(request)
  }

  mutating func reply(_ reply: Reply, with engine: ConversationEngine) async throws {
    guard var conversation else { return }
    // Written back even when the engine throws, so the auditor sees whether a failed step
    // left the conversation as it was, as the engine promises.
    defer { self.conversation = conversation }
    try await engine.reply(reply, to: &conversation)
  }

  mutating func resumeFromStorage() throws {
    guard let conversation else { return }
    let data = try StrictJSONEncoder().encode(conversation)
    self.conversation = try StrictJSONDecoder().decode(Conversation<Talked>.self, from: data)
  }

  func encodedState() throws -> Data {
    try StrictJSONEncoder().encode(conversation)
  }

  func endsLike(_ other: any SimulatedDialogue) -> Bool {
    guard let other = other as? Self else { return false }
    return conversation?.ending == other.conversation?.ending
  }

  func redeliver(to dispatcher: IntentDispatcher) async throws -> Bool {
    guard let conversation, case .handled(let response)? = conversation.ending else {
      return false
    }
    let outcome = try await dispatcher.dispatch(conversation.intent)
    guard let again = outcome.response else { return false }
    if outcome.isReplay { return again == response }
    // Handled afresh: the same code, or a payment that was in progress has completed since.
    return again.code == response.code
      || (response.code.handlingStatus == .inProgress && again.code.handlingStatus == .success)
  }

  func retry(number: Int) -> any SimulatedDialogue {
    Dialogue(
      number: number,
      kind: kind,
      role: .retry,
      request: conversation?.intent ?? request,
      claim: claimOf,
      bookedRide: bookedRideOf,
      varied: varied
    )
  }

  func reuse(number: Int) -> (any SimulatedDialogue)? {
    guard let changed = varied(conversation?.intent ?? request) else { return nil }
    return Dialogue(
      number: number,
      kind: kind,
      role: .reuse,
      request: changed,
      claim: claimOf,
      bookedRide: bookedRideOf,
      varied: varied
    )
  }
}
