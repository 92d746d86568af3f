import IntentKit
import IntentKitTesting
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// An intent shaped as the intent-definition generator emits one, with a parameter of each type
// the generator maps to a new value: a Decimal, a URL, a String that supports multiple values, a
// File and an Object. It runs from a JSON request through the dispatcher, and through the
// conversation engine with text replies.

private struct FileReportIntent: Intent, PromptProviding {
  typealias Response = FileReportIntentResponse

  static let wireName = "FileReportIntent"
  static let parameters: [PartialIntentParameter<Self>] = [
    .init(.hours), .init(.link), .init(.tags), .init(.attachment), .init(.project),
  ]

  static let prompts = PromptCatalog([
    .english: [
      "FileReportIntent.hours.needsValue": "How many hours did you work?",
      "FileReportIntent.hours.confirmationRequired": "{value} hours, is that right?",
      "FileReportIntent.link.needsValue": "What's the link to the work?",
      "FileReportIntent.link.unsupported.insecureLink": "Sorry, {value} isn't a secure link.",
      "FileReportIntent.tags.needsValue": "Which tags should it have?",
      "FileReportIntent.project.disambiguation": "Which project is it for?",
      "FileReportIntent.success":
        "Filed {hours} hours on {project}, tagged {tags}, with {attachment}.",
    ]
  ])

  let identifier: String
  var hours: Decimal?
  var link: URL?
  var tags: [String]?
  var attachment: File?
  var project: Object?
}

extension IntentParameter where Root == FileReportIntent, Value == Decimal {
  fileprivate static let hours = IntentParameter("hours", \.hours)
}

extension IntentParameter where Root == FileReportIntent, Value == URL {
  fileprivate static let link = IntentParameter("link", \.link)
}

extension IntentParameter where Root == FileReportIntent, Value == [String] {
  fileprivate static let tags = IntentParameter("tags", \.tags)
}

extension IntentParameter where Root == FileReportIntent, Value == File {
  fileprivate static let attachment = IntentParameter("attachment", \.attachment)
}

extension IntentParameter where Root == FileReportIntent, Value == Object {
  fileprivate static let project = IntentParameter("project", \.project)
}

private struct FileReportIntentResponse: IntentResponse {
  enum Code: Int, IntentResponseCode {
    case unspecified = 0, ready, continueInApp, inProgress, success, failure
    case failureRequiringAppLaunch

    var handlingStatus: IntentHandlingStatus {
      switch self {
      case .unspecified: .unspecified
      case .ready: .ready
      case .inProgress: .inProgress
      case .success: .success
      case .failure: .failure
      case .continueInApp, .failureRequiringAppLaunch: .deferredToApplication
      }
    }
  }

  let code: Code
  var userActivity: UserActivity?
  var reportID: String?

  init(code: Code, userActivity: UserActivity?) {
    self.code = code
    self.userActivity = userActivity
  }
}

/// The reports filed, shared by every copy of the handler.
private actor ReportLog {
  private(set) var filed: [FileReportIntent] = []

  func file(_ intent: FileReportIntent) -> String {
    filed.append(intent)
    return "report-\(filed.count)"
  }
}

/// Hours above 12 need a yes; links must be https; attachments must be plain text; a project
/// the app doesn't know is chosen from its projects.
private struct ReportHandler: IntentHandling {
  static let projects = [
    Object(identifier: "p-1", display: "IntentKit"),
    Object(identifier: "p-2", display: "Swift on Linux", pronunciationHint: nil, subtitle: "Ports"),
  ]

  let log: ReportLog

  var parameterResolvers: [ParameterResolver<FileReportIntent>] {
    [
      ParameterResolver(.hours, resolve: resolveHours(for:)),
      ParameterResolver(.link, resolve: resolveLink(for:)),
      ParameterResolver(.tags, resolve: resolveTags(for:)),
      ParameterResolver(.attachment, resolve: resolveAttachment(for:)),
      ParameterResolver(.project, resolve: resolveProject(for:)),
    ]
  }

  func resolveHours(for intent: FileReportIntent) async -> Resolution<Decimal> {
    guard let hours = intent.hours else { return .needsValue() }
    if hours <= 0 { return .unsupported() }
    if hours > 12 { return .confirmationRequired(with: hours) }
    return .success(with: hours)
  }

  func resolveLink(for intent: FileReportIntent) async -> URLResolutionResult {
    guard let link = intent.link else { return .needsValue() }
    guard link.scheme?.lowercased() == "https" else {
      return .unsupported(forReason: UnsupportedReason("insecureLink"))
    }
    return .success(with: link)
  }

  func resolveTags(for intent: FileReportIntent) async -> Resolution<[String]> {
    guard let tags = intent.tags, !tags.isEmpty else { return .needsValue() }
    return .success(with: tags)
  }

  func resolveAttachment(for intent: FileReportIntent) async -> FileResolutionResult {
    guard let file = intent.attachment else { return .notRequired() }
    guard file.typeIdentifier == "public.plain-text" else { return .unsupported() }
    return .success(with: file)
  }

  func resolveProject(for intent: FileReportIntent) async -> ObjectResolutionResult {
    guard let known = Self.projects.first(where: { $0.identifier == intent.project?.identifier })
    else { return .disambiguation(with: Self.projects) }
    return .success(with: known)
  }

  func handle(intent: FileReportIntent) async throws -> FileReportIntentResponse {
    var response = FileReportIntentResponse(code: .success)
    response.reportID = await log.file(intent)
    return response
  }
}

/// The members of a dispatch reply that the tests read.
private struct DispatchReply: Decodable {
  let ending: String
  let intent: FileReportIntent
  let response: FileReportIntentResponse?
  let parameterRequest: ParameterRequest<FileReportIntent>?
}

final class GeneratedIntentValuesTests: XCTestCase {
  private let log = ReportLog()
  private let notes = File(
    data: Data("notes".utf8),
    filename: "notes.txt",
    typeIdentifier: "public.plain-text"
  )

  private var dispatcher: IntentDispatcher {
    IntentDispatcher.with(ReportHandler(log: log))
  }

  private var engine: ConversationEngine {
    ConversationEngine(dispatcher: dispatcher, configuration: .init(now: { .testNow }))
  }

  private func dispatch(_ intent: String) async throws -> DispatchReply {
    let request = #"{"intentName": "FileReportIntent", "intent": \#(intent)}"#
    let reply = try await dispatcher.dispatch(json: Data(request.utf8))
    return try StrictJSONDecoder().decode(DispatchReply.self, from: reply)
  }

  // MARK: - JSON requests

  func testJSONRequest_withEveryValue_isHandled_withEveryDigitAndByteKept() async throws {
    let hours = "7.250000000000000000000000000000000001"  // 37 significant digits

    let reply = try await dispatch(
      #"""
      {"identifier": "r-1", "hours": \#(hours), "link": "https://example.com/pr/42",
       "tags": ["swift", "linux"],
       "attachment": {"data": "bm90ZXM=", "filename": "notes.txt", "typeIdentifier": "public.plain-text"},
       "project": {"identifier": "p-2", "displayString": "Swift"}}
      """#
    )

    XCTAssertEqual(reply.ending, "handled")
    XCTAssertEqual(reply.response?.reportID, "report-1")
    let filed = await log.filed
    XCTAssertEqual(filed.count, 1)
    let intent = try XCTUnwrap(filed.first)
    XCTAssertEqual(intent.hours?.description, hours)
    XCTAssertEqual(intent.link, URL(string: "https://example.com/pr/42"))
    XCTAssertEqual(intent.tags, ["swift", "linux"])
    XCTAssertEqual(intent.attachment, notes)
    XCTAssertEqual(intent.project, ReportHandler.projects[1], "resolved to the app's object")
    XCTAssertEqual(reply.intent, intent)
  }

  func testJSONRequest_withoutAProject_asksToChooseAmongTheObjects() async throws {
    let reply = try await dispatch(
      #"{"identifier": "r-1", "hours": 2.5, "link": "https://example.com", "tags": ["a"]}"#
    )

    XCTAssertEqual(reply.ending, "needsUserInput")
    let request = try XCTUnwrap(reply.parameterRequest)
    XCTAssertEqual(request.parameterName, "project")
    XCTAssertEqual(
      request.resolution(as: Object.self),
      .disambiguation(with: ReportHandler.projects)
    )
    XCTAssertEqual(reply.intent.hours, Decimal(string: "2.5"))
    let filed = await log.filed
    XCTAssertEqual(filed, [])
  }

  func testJSONRequest_withValuesThatDontRead_isRefusedWithATypedError() async {
    let cases: [(intent: String, path: String)] = [
      (#"{"identifier": "r-1", "hours": "7.5"}"#, "hours"),
      (#"{"identifier": "r-1", "hours": 1234567890123456789012345678901234567890}"#, "hours"),
      (#"{"identifier": "r-1", "link": ""}"#, "link"),
      (#"{"identifier": "r-1", "link": 42}"#, "link"),
      (#"{"identifier": "r-1", "tags": ["a", 1]}"#, "tags[1]"),
      (#"{"identifier": "r-1", "tags": "a"}"#, "tags"),
      (#"{"identifier": "r-1", "attachment": {"filename": "a", "data": "%%"}}"#, "attachment.data"),
      (#"{"identifier": "r-1", "attachment": {"data": ""}}"#, "attachment.filename"),
      (#"{"identifier": "r-1", "project": {"identifier": "p-1"}}"#, "project.displayString"),
    ]

    for (intent, path) in cases {
      do {
        _ = try await dispatch(intent)
        XCTFail("\(intent) was accepted")
      } catch let error as IntentDispatchError {
        XCTAssertEqual(error.code, .invalidIntent, intent)
        XCTAssertTrue(error.message.contains("intent.\(path)"), "\(intent): \(error.message)")
      } catch {
        XCTFail("\(intent): \(error)")
      }
    }
    let filed = await log.filed
    XCTAssertEqual(filed, [], "nothing ran")
  }

  // MARK: - Conversations

  func testConversation_withTextReplies_readsAndSpeaksEveryValue() async throws {
    let request = try StrictJSONDecoder().decode(
      FileReportIntent.self,
      from: Data(
        #"{"identifier": "r-2", "attachment": {"data": "bm90ZXM=", "filename": "notes.txt", "typeIdentifier": "public.plain-text"}}"#
          .utf8
      )
    )
    var conversation = try await engine.start(request, saying: "File my report")

    for reply in ["lots", "12.5"] {
      try await engine.reply(.text(reply), to: &conversation)
    }
    // Stored while confirming the Decimal, which is written as a number; resumed from JSON.
    let stored = try StrictJSONEncoder().encode(conversation)
    XCTAssertTrue(
      String(decoding: stored, as: UTF8.self).contains(
        #""question":{"kind":"confirmation","parameter":"hours","value":12.5}"#
      )
    )
    conversation = try StrictJSONDecoder().decode(Conversation<FileReportIntent>.self, from: stored)
    for reply in ["yes", "my website", "http://example.com/pr/42", "https://example.com/pr/42"] {
      try await engine.reply(.text(reply), to: &conversation)
    }
    try await engine.reply(.value(["swift", "linux"]), to: &conversation)
    // Stored while choosing among the objects, resumed from JSON.
    conversation = try StrictJSONDecoder().decode(
      Conversation<FileReportIntent>.self,
      from: try StrictJSONEncoder().encode(conversation)
    )
    try await engine.reply("the second one", to: &conversation)

    assertTranscript(
      conversation,
      """
      User: File my report
      Assistant: How many hours did you work?
      User: lots
      Assistant: Sorry, I didn't understand. Say a number, like 2.5. How many hours did you work?
      User: 12.5
      Assistant: 12.5 hours, is that right?
      User: yes
      Assistant: What's the link to the work?
      User: my website
      Assistant: Sorry, I didn't understand. Say a web address, like https://example.com. \
      What's the link to the work?
      User: http://example.com/pr/42
      Assistant: Sorry, http://example.com/pr/42 isn't a secure link. What's the link to the work?
      User: https://example.com/pr/42
      Assistant: Which tags should it have?
      User: swift and linux
      Assistant: Which project is it for?
        1. IntentKit
        2. Swift on Linux
      User: the second one
      Assistant: Filed 12.5 hours on Swift on Linux, tagged swift and linux, with notes.txt.
      """
    )
    XCTAssertEqual(conversation.response?.code, .success)
    let filed = await log.filed
    XCTAssertEqual(
      filed,
      [
        FileReportIntent(
          identifier: "r-2",
          hours: Decimal(string: "12.5"),
          link: URL(string: "https://example.com/pr/42"),
          tags: ["swift", "linux"],
          attachment: notes,
          project: ReportHandler.projects[1]
        )
      ]
    )
  }

  func testConversation_aTextReplyForTheTags_isOneTag() async throws {
    var conversation = try await engine.start(
      FileReportIntent(
        identifier: "r-3",
        hours: 1,
        link: URL(string: "https://example.com"),
        project: ReportHandler.projects[0]
      ),
      language: .japanese
    )

    try await engine.reply("swift, linux", to: &conversation)

    XCTAssertEqual(conversation.response?.code, .success)
    XCTAssertEqual(conversation.intent.tags, ["swift, linux"])
  }

  func testConversation_aFileOrObjectInWords_getsItsHint_andATypedReplyIsTaken() async throws {
    var conversation = try await engine.start(
      FileReportIntent(
        identifier: "r-4",
        hours: 1,
        link: URL(string: "https://example.com"),
        tags: ["a"],
        attachment: File(data: Data(), filename: "photo.jpg", typeIdentifier: "public.jpeg")
      )
    )
    XCTAssertEqual(conversation.question, .value(parameter: "attachment"))

    try await engine.reply("notes.txt", to: &conversation)
    XCTAssertEqual(
      conversation.assistantText,
      "Sorry, I can't take a file in words. Please choose one. What attachment would you like?"
    )
    try await engine.reply(.value(notes), to: &conversation)
    XCTAssertEqual(
      conversation.question,
      .choice(parameter: "project", options: ReportHandler.projects.map(AnyParameterValue.init))
    )
    try await engine.reply(.value(ReportHandler.projects[0]), to: &conversation)

    XCTAssertEqual(conversation.response?.code, .success)
    XCTAssertEqual(conversation.intent.attachment, notes)
    XCTAssertEqual(conversation.intent.project, ReportHandler.projects[0])
  }
}
