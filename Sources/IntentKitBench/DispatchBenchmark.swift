import IntentKit

/// A three-parameter intent for measuring the lifecycle's own cost.
struct ProbeIntent: Intent {
  typealias Response = ProbeResponse

  static let wireName = "BenchProbeIntent"
  static let parameters: [PartialIntentParameter<Self>] = [
    .init(.first), .init(.second), .init(.third),
  ]

  let identifier: String
  var first: Int?
  var second: Int?
  var third: Int?
}

extension IntentParameter where Root == ProbeIntent, Value == Int {
  static let first = IntentParameter("first", \.first)
  static let second = IntentParameter("second", \.second)
  static let third = IntentParameter("third", \.third)
}

struct ProbeResponse: IntentResponse {
  enum Code: Int, IntentResponseCode {
    case unspecified, ready, success, failure

    var handlingStatus: IntentHandlingStatus {
      switch self {
      case .unspecified: .unspecified
      case .ready: .ready
      case .success: .success
      case .failure: .failure
      }
    }
  }

  let code: Code
  var userActivity: UserActivity?

  init(code: Code, userActivity: UserActivity?) {
    self.code = code
    self.userActivity = userActivity
  }
}

/// A handler of ``ProbeIntent``, in the shape `intentkit-generate` writes for an intent
/// definition's intent: both shapes of each resolve method, with SiriKit's defaults.
protocol ProbeIntentHandling: IntentHandling where HandledIntent == ProbeIntent {
  func resolveFirst(for intent: ProbeIntent) async -> IntegerResolutionResult
  func resolveFirst(
    for intent: ProbeIntent,
    with completion: @escaping @Sendable (IntegerResolutionResult) -> Void
  )
  func resolveSecond(for intent: ProbeIntent) async -> IntegerResolutionResult
  func resolveSecond(
    for intent: ProbeIntent,
    with completion: @escaping @Sendable (IntegerResolutionResult) -> Void
  )
  func resolveThird(for intent: ProbeIntent) async -> IntegerResolutionResult
  func resolveThird(
    for intent: ProbeIntent,
    with completion: @escaping @Sendable (IntegerResolutionResult) -> Void
  )
}

extension ProbeIntentHandling {
  var parameterResolvers: [ParameterResolver<ProbeIntent>] {
    [
      ParameterResolver(
        .first,
        _resolvingAt: 0,
        of: self,
        resolveWithCompletion: resolveFirst(for:with:)
      ),
      ParameterResolver(
        .second,
        _resolvingAt: 1,
        of: self,
        resolveWithCompletion: resolveSecond(for:with:)
      ),
      ParameterResolver(
        .third,
        _resolvingAt: 2,
        of: self,
        resolveWithCompletion: resolveThird(for:with:)
      ),
    ]
  }

  @inline(__always)
  func _resolveParameter(at index: Int, in intent: inout ProbeIntent) async -> _ResolutionStep {
    switch index {
    case 0: _ResolutionStep(await resolveFirst(for: intent), for: .first, in: &intent)
    case 1: _ResolutionStep(await resolveSecond(for: intent), for: .second, in: &intent)
    case 2: _ResolutionStep(await resolveThird(for: intent), for: .third, in: &intent)
    default: preconditionFailure("\(Self.self) binds no resolver at index \(index).")
    }
  }

  func resolveFirst(for intent: ProbeIntent) async -> IntegerResolutionResult {
    .unimplemented(for: .first, in: intent)
  }

  func resolveFirst(
    for intent: ProbeIntent,
    with completion: @escaping @Sendable (IntegerResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .first, in: intent))
  }

  func resolveSecond(for intent: ProbeIntent) async -> IntegerResolutionResult {
    .unimplemented(for: .second, in: intent)
  }

  func resolveSecond(
    for intent: ProbeIntent,
    with completion: @escaping @Sendable (IntegerResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .second, in: intent))
  }

  func resolveThird(for intent: ProbeIntent) async -> IntegerResolutionResult {
    .unimplemented(for: .third, in: intent)
  }

  func resolveThird(
    for intent: ProbeIntent,
    with completion: @escaping @Sendable (IntegerResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .third, in: intent))
  }
}

/// A handler that does nothing, with methods the optimizer can't fold away, so that both the
/// direct baseline and the dispatcher pay for real calls.
struct NoOpHandler: ProbeIntentHandling {
  @inline(never) func resolveFirst(for intent: ProbeIntent) async -> IntegerResolutionResult {
    .success(with: intent.first ?? 1)
  }

  @inline(never) func resolveSecond(for intent: ProbeIntent) async -> IntegerResolutionResult {
    .success(with: intent.second ?? 2)
  }

  @inline(never) func resolveThird(for intent: ProbeIntent) async -> IntegerResolutionResult {
    .success(with: intent.third ?? 3)
  }

  @inline(never) func confirm(intent: ProbeIntent) async throws -> ProbeResponse {
    ProbeResponse(code: .ready)
  }

  @inline(never) func handle(intent: ProbeIntent) async throws -> ProbeResponse {
    ProbeResponse(code: .success)
  }
}

/// The same handler written against `IntentHandling` alone, with method references.
///
/// Its resolvers are bound by hand in `parameterResolvers`, so each resolve call goes through
/// the closures Swift makes for them. This was the benchmark's handler until the handling
/// protocols' resolvers were called through the conformance.
struct MethodReferenceHandler: IntentHandling {
  var parameterResolvers: [ParameterResolver<ProbeIntent>] {
    [
      ParameterResolver(.first, resolve: resolveFirst(for:)),
      ParameterResolver(.second, resolve: resolveSecond(for:)),
      ParameterResolver(.third, resolve: resolveThird(for:)),
    ]
  }

  @inline(never) func resolveFirst(for intent: ProbeIntent) async -> Resolution<Int> {
    .success(with: intent.first ?? 1)
  }

  @inline(never) func resolveSecond(for intent: ProbeIntent) async -> Resolution<Int> {
    .success(with: intent.second ?? 2)
  }

  @inline(never) func resolveThird(for intent: ProbeIntent) async -> Resolution<Int> {
    .success(with: intent.third ?? 3)
  }

  @inline(never) func confirm(intent: ProbeIntent) async throws -> ProbeResponse {
    ProbeResponse(code: .ready)
  }

  @inline(never) func handle(intent: ProbeIntent) async throws -> ProbeResponse {
    ProbeResponse(code: .success)
  }
}

/// The dispatcher's full non-interactive lifecycle against the same handler methods called
/// directly.
enum DispatchBenchmark {
  static func run(quick: Bool) async throws -> [BenchmarkResult] {
    let iterations = quick ? 20_000 : 200_000
    let handler = NoOpHandler()
    let intent = ProbeIntent(identifier: "probe", first: 1, second: 2, third: 3)
    var sink = 0

    let direct = try await Harness.time(iterations: iterations) {
      var resolved = intent
      if case .success(let value) = await handler.resolveFirst(for: resolved) {
        resolved.first = value
      }
      if case .success(let value) = await handler.resolveSecond(for: resolved) {
        resolved.second = value
      }
      if case .success(let value) = await handler.resolveThird(for: resolved) {
        resolved.third = value
      }
      if try await handler.confirm(intent: resolved).code.proceedsToHandle {
        sink &+= try await handler.handle(intent: resolved).code.rawValue
      }
    }

    var bare = IntentDispatcher(configuration: .init(deadlines: .none, idempotencyStore: nil))
    bare.register(handler)
    let route = try bare.route(for: ProbeIntent.self)
    let routed = try await Harness.time(iterations: iterations) {
      sink &+= try await route.run(intent).isHandled ? 1 : 0
    }
    let dispatched = try await Harness.time(iterations: iterations) {
      sink &+= try await bare.dispatch(intent).isHandled ? 1 : 0
    }
    let referenceRoute = try IntentDispatcher.with(
      MethodReferenceHandler(),
      configuration: .init(deadlines: .none, idempotencyStore: nil)
    ).route(for: ProbeIntent.self)
    let routedByReference = try await Harness.time(iterations: iterations) {
      sink &+= try await referenceRoute.run(intent).isHandled ? 1 : 0
    }
    let routedAllocations = try await Harness.allocations(iterations: iterations) {
      sink &+= try await route.run(intent).isHandled ? 1 : 0
    }

    // Each policy runs fresh identifiers, as a server sees them: a store that only replayed
    // would skip confirm and handle. A store is first filled past its capacity, so that every
    // timed lifecycle also evicts one entry, as on a server that has been up for a while; the
    // cost of a store that is still growing is reported apart.
    let policyIterations = quick ? 4_000 : 20_000
    let capacity = IdempotencyStore().capacity
    let timedPerPolicy = policyIterations * (Harness.repetitions + 1)
    let unique = (0..<(timedPerPolicy * 7 + 2 * (capacity + 1_000))).map {
      ProbeIntent(identifier: "probe-\($0)", first: 1, second: 2, third: 3)
    }
    var next = 0
    func timePolicy(
      _ configuration: IntentDispatcher.Configuration,
      filled: Bool = true
    ) async throws -> (median: Double, minimum: Double) {
      let route = try IntentDispatcher.with(handler, configuration: configuration)
        .route(for: ProbeIntent.self)
      if filled, let store = configuration.idempotencyStore {
        for _ in 0...store.capacity {
          guard next < unique.count else { throw BenchmarkError.ranOutOfIntents }
          defer { next += 1 }
          sink &+= try await route.run(unique[next]).isHandled ? 1 : 0
        }
      }
      return try await Harness.time(iterations: policyIterations) {
        guard next < unique.count else { throw BenchmarkError.ranOutOfIntents }
        defer { next += 1 }
        sink &+= try await route.run(unique[next]).isHandled ? 1 : 0
      }
    }
    // The policies' baseline: the lean route timed in the same loop over the same fresh
    // identifiers, so that a ratio holds only the configuration's cost.
    let leanFresh = try await timePolicy(.init(deadlines: .none, idempotencyStore: nil))
    let withDeadlines = try await timePolicy(.init(idempotencyStore: nil))
    let withStore = try await timePolicy(.init(deadlines: .none))
    let withGrowingStore = try await timePolicy(.init(deadlines: .none), filled: false)
    let withPolicies = try await timePolicy(.init())
    let withPoliciesGrowing = try await timePolicy(.init(), filled: false)
    var preemptive = IntentDispatcher.Configuration()
    preemptive.deadlines.enforcement = .preemptive
    let withPreemptive = try await timePolicy(preemptive, filled: false)
    guard sink != 0 else { return [] }

    return [
      BenchmarkResult(
        name: "dispatch: handler methods called directly",
        value: direct.median,
        unit: "ns"
      ),
      BenchmarkResult(
        name: "dispatch: route.run, no deadlines or store",
        value: routed.median,
        unit: "ns",
        baseline: direct.median,
        target: "≤ 4× direct",
        isMet: routed.median <= 4 * direct.median
      ),
      BenchmarkResult(
        name: "dispatch: route.run, resolvers as method references",
        value: routedByReference.median,
        unit: "ns",
        baseline: direct.median
      ),
      BenchmarkResult(
        name: "dispatch: dispatcher.dispatch (type lookup)",
        value: dispatched.median,
        unit: "ns",
        baseline: direct.median
      ),
      BenchmarkResult(
        name: "dispatch: allocations per lifecycle",
        value: routedAllocations ?? .nan,
        unit: "allocs",
        target: "≤ 2",
        isMet: routedAllocations.map { $0 <= 2 }
      ),
      BenchmarkResult(
        name: "dispatch: route.run, lean, fresh identifiers (policies' baseline)",
        value: leanFresh.median,
        unit: "ns",
        baseline: routed.median
      ),
      BenchmarkResult(
        name: "dispatch: route.run, cooperative deadlines only",
        value: withDeadlines.median,
        unit: "ns",
        baseline: leanFresh.median
      ),
      BenchmarkResult(
        name: "dispatch: route.run, idempotency store only (full)",
        value: withStore.median,
        unit: "ns",
        baseline: leanFresh.median
      ),
      BenchmarkResult(
        name: "dispatch: route.run, idempotency store still growing",
        value: withGrowingStore.median,
        unit: "ns",
        baseline: leanFresh.median
      ),
      BenchmarkResult(
        name: "dispatch: route.run, default configuration (store full)",
        value: withPolicies.median,
        unit: "ns",
        baseline: leanFresh.median,
        target: "≤ 1.5× lean",
        isMet: withPolicies.median <= 1.5 * leanFresh.median
      ),
      BenchmarkResult(
        name: "dispatch: route.run, default configuration (store growing)",
        value: withPoliciesGrowing.median,
        unit: "ns",
        baseline: leanFresh.median
      ),
      BenchmarkResult(
        name: "dispatch: default, preemptive deadlines",
        value: withPreemptive.median,
        unit: "ns",
        baseline: leanFresh.median
      ),
    ]
  }
}

extension IntentDispatcher {
  /// A dispatcher with one handler.
  static func with<Handler: IntentHandling>(
    _ handler: Handler,
    configuration: Configuration = Configuration()
  ) -> IntentDispatcher {
    var dispatcher = IntentDispatcher(configuration: configuration)
    dispatcher.register(handler)
    return dispatcher
  }
}
