import IntentKit

// A three-parameter intent whose handler is scripted per test and records every call, for tests
// of the lifecycle's mechanics.

struct ProbeIntent: Intent {
  typealias Response = ProbeIntentResponse

  static let wireName = "ProbeIntent"
  static let parameters: [PartialIntentParameter<Self>] = [
    .init(.first), .init(.second), .init(.third),
  ]

  let identifier: String
  var first: String?
  var second: Int?
  var third: String?

  init(identifier: String, first: String? = nil, second: Int? = nil, third: String? = nil) {
    self.identifier = identifier
    self.first = first
    self.second = second
    self.third = third
  }
}

extension IntentParameter where Root == ProbeIntent, Value == String {
  static let first = IntentParameter("first", \.first)
  static let third = IntentParameter("third", \.third)
}

extension IntentParameter where Root == ProbeIntent, Value == Int {
  static let second = IntentParameter("second", \.second)
}

struct ProbeIntentResponse: IntentResponse {
  enum Code: Int, IntentResponseCode {
    case unspecified = 0, ready, inProgress, success, failure, failureRequiringAppLaunch
    case failureSpecial

    var handlingStatus: IntentHandlingStatus {
      switch self {
      case .unspecified: .unspecified
      case .ready: .ready
      case .inProgress: .inProgress
      case .success: .success
      case .failure, .failureSpecial: .failure
      case .failureRequiringAppLaunch: .deferredToApplication
      }
    }
  }

  let code: Code
  var userActivity: UserActivity?
  var note: String?

  init(code: Code, userActivity: UserActivity?) {
    self.code = code
    self.userActivity = userActivity
  }
}

/// Records the calls a handler receives, in order.
actor CallLog {
  private(set) var calls: [String] = []

  func record(_ call: String) {
    calls.append(call)
  }

  func count(of call: String) -> Int {
    calls.filter { $0 == call }.count
  }
}

/// A handler whose every method is a closure, recording each call in a log.
///
/// Its resolvers are listed out of declaration order on purpose: the dispatcher must still call
/// them in the intent's parameter order.
struct ProbeHandler: IntentHandling {
  typealias Resolve<Value> = @Sendable (ProbeIntent) async -> Resolution<Value>
  typealias Respond = @Sendable (ProbeIntent) async throws -> ProbeIntentResponse

  let log = CallLog()
  var resolveFirst: Resolve<String> = { $0.first.map { .success(with: $0) } ?? .needsValue() }
  var resolveSecond: Resolve<Int> = { $0.second.map { .success(with: $0) } ?? .needsValue() }
  var resolveThird: Resolve<String> = { _ in .notRequired() }
  var confirmIntent: Respond = { _ in ProbeIntentResponse(code: .ready) }
  var handleIntent: Respond = { _ in ProbeIntentResponse(code: .success) }

  var parameterResolvers: [ParameterResolver<ProbeIntent>] {
    let log = log
    let (first, second, third) = (resolveFirst, resolveSecond, resolveThird)
    return [
      ParameterResolver(.third) { intent in
        await log.record("resolve third")
        return await third(intent)
      },
      ParameterResolver(.first) { intent in
        await log.record("resolve first")
        return await first(intent)
      },
      ParameterResolver(.second) { intent in
        await log.record("resolve second")
        return await second(intent)
      },
    ]
  }

  func confirm(intent: ProbeIntent) async throws -> ProbeIntentResponse {
    await log.record("confirm")
    return try await confirmIntent(intent)
  }

  func handle(intent: ProbeIntent) async throws -> ProbeIntentResponse {
    await log.record("handle")
    return try await handleIntent(intent)
  }
}

/// An error a scripted handler throws.
struct ProbeError: Error, Equatable {
  let message: String
}

extension IntentDispatcher {
  /// A dispatcher with one handler and the given configuration.
  static func with<Handler: IntentHandling>(
    _ handler: Handler,
    configuration: Configuration = Configuration()
  ) -> IntentDispatcher {
    var dispatcher = IntentDispatcher(configuration: configuration)
    dispatcher.register(handler)
    return dispatcher
  }
}
