import XCTest

@testable import IntentKit

/// Resolvers bound with `ParameterResolver(_:_resolvingAt:of:resolveWithCompletion:)`, as the
/// handling protocols and generated code bind them, are called through the conformance of the
/// handler they were bound to: inline once the `async` shape is chosen, and never through the
/// registered handler when that is another.
final class ConformanceResolveTests: XCTestCase {
  private typealias Resolver = ParameterResolver<SendPaymentIntent>

  func testClosureResolver_hasNoConformance() throws {
    let resolver = Resolver(.note, resolve: { _ -> StringResolutionResult in .notRequired() })
    let call = try XCTUnwrap(Resolver._inlineCall(at: 0, in: [resolver]))
    guard case .method = call else { return XCTFail("A closure resolver is called as a closure.") }
  }

  func testConformance_isInlineOnlyOnceTheAsyncShapeWasChosen() async throws {
    let handler = NotingHandler(text: "by conformance", log: CallLog())
    let resolvers = handler.parameterResolvers
    let note = try XCTUnwrap(resolvers.firstIndex { $0.parameterName == "note" })
    XCTAssertNil(Resolver._inlineCall(at: note, in: resolvers), "not known yet")

    resolvers[note]._choice.settle(.alternative)
    XCTAssertNil(Resolver._inlineCall(at: note, in: resolvers), "completion chosen")

    resolvers[note]._choice.settle(.primary)
    let call = try XCTUnwrap(Resolver._inlineCall(at: note, in: resolvers))
    guard case .conformance = call else {
      return XCTFail("A resolver bound by index is called through the conformance.")
    }
    var intent = SendPaymentIntent(identifier: "inline")
    guard case .resolved = await call.resolve(&intent) else {
      return XCTFail("The handler's success should resolve the note.")
    }
    XCTAssertEqual(intent.note, "by conformance")
    for index in [-1, resolvers.count, Int.max, Int.min] {
      XCTAssertNil(Resolver._inlineCall(at: index, in: resolvers), "index \(index)")
    }
  }

  func testEachIndex_resolvesItsOwnParameter() async {
    let handler = NotingHandler(text: "a note", log: CallLog())
    let intent = SendPaymentIntent(
      identifier: "indices",
      payee: Person(displayName: "Jane"),
      currencyAmount: .usd(5_00)
    )
    for (index, resolver) in handler.parameterResolvers.enumerated() {
      var resolved = intent
      _ = await handler._resolveParameter(at: index, in: &resolved)
      XCTAssertEqual(
        resolver.parameterName == "note" ? "a note" : nil,
        resolved.note,
        "index \(index) resolves \(resolver.parameterName)"
      )
    }
  }

  func testForwardedResolvers_callTheHandlerTheyWereBoundTo_onEveryRequest() async throws {
    let (baseLog, wrapperLog) = (CallLog(), CallLog())
    let wrapper = ForwardingHandler(
      base: NotingHandler(text: "base's note", log: baseLog),
      log: wrapperLog
    )
    let route = try IntentDispatcher.with(wrapper, configuration: .init(idempotencyStore: nil))
      .route(for: SendPaymentIntent.self)

    for request in 0..<3 {
      let outcome = try await route.run(
        SendPaymentIntent(
          identifier: "forwarded-\(request)",
          payee: Person(displayName: "Jane"),
          currencyAmount: .usd(5_00)
        )
      )
      XCTAssertTrue(outcome.isHandled, "request \(request)")
      XCTAssertEqual(outcome.intent.note, "base's note", "request \(request)")
    }
    let (base, forwarded) = (await baseLog.count(of: "base's note"), await wrapperLog.calls)
    XCTAssertEqual(base, 3)
    XCTAssertEqual(forwarded, [], "the registered wrapper's own resolve method never runs")
  }
  func testResolversBoundToAnotherHandlerOfTheSameType_callThatHandler() async throws {
    let log = CallLog()
    let handler = DelegatingHandler(text: "own note", delegateText: "delegate's note", log: log)
    let route = try IntentDispatcher.with(handler, configuration: .init(idempotencyStore: nil))
      .route(for: SendPaymentIntent.self)
    XCTAssertNotNil(route._registration.lifecycle, "registered with its type known")

    for request in 0..<2 {
      let outcome = try await route.run(
        SendPaymentIntent(identifier: "delegated-\(request)", currencyAmount: .usd(5_00))
      )
      XCTAssertTrue(outcome.isHandled, "request \(request)")
      XCTAssertEqual(outcome.intent.note, "delegate's note", "request \(request)")
    }
    let (delegated, own) = (await log.count(of: "delegate's note"), await log.count(of: "own note"))
    XCTAssertEqual(delegated, 2)
    XCTAssertEqual(own, 0, "the registered handler's own resolve method never runs")
  }

  func testRegistration_callsResolversOnTheHandlersType_whenTheyAreBoundToIt() throws {
    let noting = NotingHandler(text: "a note", log: CallLog())
    let own = _HandlerRegistration(resolvers: noting.parameterResolvers, handler: noting)
    XCTAssertEqual(
      _TypedCalls(noting, steps: own.steps).resolvers.map { $0?.index },
      [0, 1, 2],
      "each resolver is called on the handler's type, at its index"
    )

    let wrapper = ForwardingHandler(base: noting, log: CallLog())
    let forwarded = _HandlerRegistration(resolvers: wrapper.parameterResolvers, handler: wrapper)
    XCTAssertEqual(
      _TypedCalls(wrapper, steps: forwarded.steps).resolvers.map { $0 == nil },
      [true, true, true],
      "resolvers bound to another type are called through their conformance"
    )

    var dispatcher = IntentDispatcher()
    dispatcher.register(SendPaymentIntent.self) { _ in SendPaymentIntentResponse(code: .success) }
    XCTAssertNil(
      try dispatcher.route(for: SendPaymentIntent.self)._registration.lifecycle,
      "a closure registration runs the lifecycle through its handler's existential"
    )
  }
}

/// Resolves the note to a fixed text, recording each call; accepts every other value as given.
private struct NotingHandler: SendPaymentIntentHandling {
  let text: String
  let log: CallLog

  func resolveNote(for intent: SendPaymentIntent) async -> StringResolutionResult {
    await log.record(text)
    return .success(with: text)
  }

  func handle(intent: SendPaymentIntent) async throws -> SendPaymentIntentResponse {
    SendPaymentIntentResponse(code: .success)
  }
}

/// A handler that forwards its resolvers to another, with a resolve method of its own that must
/// not run.
private struct ForwardingHandler: SendPaymentIntentHandling {
  let base: NotingHandler
  let log: CallLog

  var parameterResolvers: [ParameterResolver<SendPaymentIntent>] {
    base.parameterResolvers
  }

  func resolveNote(for intent: SendPaymentIntent) async -> StringResolutionResult {
    await log.record("wrapper's note")
    return .success(with: "wrapper's note")
  }

  func handle(intent: SendPaymentIntent) async throws -> SendPaymentIntentResponse {
    try await base.handle(intent: intent)
  }
}

/// A handler whose note resolver is bound to another handler of its own type.
private struct DelegatingHandler: SendPaymentIntentHandling {
  let text: String
  let delegateText: String?
  let log: CallLog

  var parameterResolvers: [ParameterResolver<SendPaymentIntent>] {
    guard let delegateText else { return [] }
    let delegate = DelegatingHandler(text: delegateText, delegateText: nil, log: log)
    return [
      ParameterResolver(
        .note,
        _resolvingAt: 2,
        of: delegate,
        resolveWithCompletion: delegate.resolveNote(for:with:)
          as _ResolveCompletion<StringResolutionResult>
      )
    ]
  }

  func resolveNote(for intent: SendPaymentIntent) async -> StringResolutionResult {
    await log.record(text)
    return .success(with: text)
  }

  func handle(intent: SendPaymentIntent) async throws -> SendPaymentIntentResponse {
    SendPaymentIntentResponse(code: .success)
  }
}
