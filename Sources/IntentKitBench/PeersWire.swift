import IntentKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An Alexa request envelope as JSON carries it, with the members the ASK harness's envelopes
/// have: about 900 bytes for the dialogue's requests.
struct PeerWireRequest: Codable, Sendable {
  /// The skill's or the device's identifier.
  struct Application: Codable, Sendable { var applicationId: String }
  /// The user's identifier.
  struct User: Codable, Sendable { var userId: String }
  /// The device and its interfaces.
  struct Device: Codable, Sendable {
    var deviceId: String
    var supportedInterfaces: [String: String]
  }
  /// The session: whether it is new, its id, its attributes.
  struct Session: Codable, Sendable {
    var new: Bool
    var sessionId: String
    var application: Application
    var attributes: [String: String]
    var user: User
  }
  /// The system part of the context.
  struct System: Codable, Sendable {
    var application: Application
    var user: User
    var device: Device
    var apiEndpoint: String
    var apiAccessToken: String
  }
  /// The context: the system.
  struct Context: Codable, Sendable {
    var system: System
    enum CodingKeys: String, CodingKey { case system = "System" }
  }
  /// A slot: its name, the value heard and its confirmation status.
  struct Slot: Codable, Sendable {
    var name: String
    var value: String?
    var confirmationStatus: String
  }
  /// The intent: its name, confirmation status and slots.
  struct Intent: Codable, Sendable {
    var name: String
    var confirmationStatus: PeerRequest.Confirmation
    var slots: [String: Slot]
  }
  /// The request proper.
  struct Request: Codable, Sendable {
    var type: String
    var requestId: String
    var timestamp: String
    var locale: String
    var dialogState: PeerRequest.DialogState
    var intent: Intent
  }

  var version: String
  var session: Session
  var context: Context
  var request: Request

  /// The ASK harness's skill id.
  static let skillID = "amzn1.ask.skill.00000000-0000-0000-0000-000000000001"

  /// Wraps a typed request in an envelope as the ASK harness builds it.
  init(_ request: PeerRequest) {
    let user = User(userId: request.userID)
    let application = Application(applicationId: Self.skillID)
    version = "1.0"
    session = Session(
      new: request.dialogState == .started,
      sessionId: request.sessionID,
      application: application,
      attributes: [:],
      user: user
    )
    context = Context(
      system: System(
        application: application,
        user: user,
        device: Device(deviceId: "amzn1.ask.device.BENCH", supportedInterfaces: [:]),
        apiEndpoint: "https://api.amazonalexa.com",
        apiAccessToken: "bench-token"
      )
    )
    let slots = [
      "payee": Slot(name: "payee", value: request.payee, confirmationStatus: "NONE"),
      "amount": Slot(name: "amount", value: request.amount, confirmationStatus: "NONE"),
    ]
    self.request = Request(
      type: "IntentRequest",
      requestId: request.requestID,
      timestamp: "2026-11-22T12:00:00Z",
      locale: "en-US",
      dialogState: request.dialogState,
      intent: Intent(name: "SendPayment", confirmationStatus: request.confirmation, slots: slots)
    )
  }

  /// The typed request the envelope carries.
  var typed: PeerRequest {
    PeerRequest(
      requestID: request.requestId,
      sessionID: session.sessionId,
      userID: context.system.user.userId,
      intentName: request.intent.name,
      dialogState: request.dialogState,
      confirmation: request.intent.confirmationStatus,
      payee: request.intent.slots["payee"]?.value,
      amount: request.intent.slots["amount"]?.value
    )
  }
}

/// An Alexa response envelope as JSON carries it: the speech, a reprompt while the dialogue
/// goes on, the dialog directive with the updated intent, and whether the session ends.
struct PeerWireResponse: Codable, Sendable {
  /// Speech as SSML.
  struct Speech: Codable, Sendable {
    var type = "SSML"
    var ssml: String
  }
  /// What to say if the user says nothing.
  struct Reprompt: Codable, Sendable { var outputSpeech: Speech }
  /// A dialog directive.
  struct Directive: Codable, Sendable {
    var type: String
    var slotToElicit: String?
    var updatedIntent: PeerWireRequest.Intent
  }
  /// The response proper.
  struct Body: Codable, Sendable {
    var outputSpeech: Speech
    var reprompt: Reprompt?
    var directives: [Directive]?
    var shouldEndSession: Bool
  }

  var version = "1.0"
  var response: Body

  /// Writes a response for the intent a request carried.
  init(_ response: PeerResponse, intent: PeerWireRequest.Intent) {
    let speech = Speech(ssml: response.ssml)
    let directive: Directive? =
      switch response.directive {
      case .elicitSlot(let slot)?:
        Directive(type: "Dialog.ElicitSlot", slotToElicit: slot, updatedIntent: intent)
      case .confirmIntent?: Directive(type: "Dialog.ConfirmIntent", updatedIntent: intent)
      case nil: nil
      }
    self.response = Body(
      outputSpeech: speech,
      reprompt: response.shouldEndSession ? nil : Reprompt(outputSpeech: speech),
      directives: directive.map { [$0] },
      shouldEndSession: response.shouldEndSession
    )
  }
}

/// The ASK harness's skill over the wire, JSON in and JSON out every turn.
///
/// The conversation is saved as JSON after every turn and resumed from it before the next, by
/// session id, as a stateless server keeps it in a store. Both directions use IntentKit's
/// ``StrictJSONDecoder`` and ``StrictJSONEncoder``.
final class PeerWireSkill {
  private let skill: PeerSkill
  /// The saved conversations, by session id.
  private var saved: [String: Data] = [:]

  /// Creates a skill over a world's engines.
  init(engines: [String: ConversationEngine]) {
    self.skill = PeerSkill(engines: engines)
  }

  /// Plays one turn from request JSON to response JSON.
  func turn(_ json: Data) async throws -> Data {
    let envelope = try StrictJSONDecoder().decode(PeerWireRequest.self, from: json)
    let request = envelope.typed
    let stored = try saved.removeValue(forKey: request.sessionID).map {
      try StrictJSONDecoder().decode(Conversation<SendPaymentIntent>.self, from: $0)
    }
    let (conversation, response) = try await skill.turn(request, continuing: consume stored)
    if !conversation.isFinished {
      saved[request.sessionID] = try StrictJSONEncoder().encode(conversation)
    }
    return try StrictJSONEncoder().encode(
      PeerWireResponse(response, intent: envelope.request.intent)
    )
  }

  /// Saves a conversation as the skill saves it, for the self-test's re-delivered turn.
  func save(_ conversation: Data, session: String) {
    saved[session] = conversation
  }

  /// Returns the saved conversation of a session, for the self-test.
  func savedConversation(session: String) -> Data? {
    saved[session]
  }

  /// The number of conversations still saved.
  var openConversations: Int { saved.count }
}
