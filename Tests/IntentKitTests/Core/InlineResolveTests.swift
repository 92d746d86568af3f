import XCTest

@testable import IntentKit

/// The lifecycle's hot path takes a resolver's `async` method straight from the route's array,
/// only when that is the shape the handler implements; every other case goes the slow way.
final class InlineResolveTests: XCTestCase {
  private typealias Resolver = ParameterResolver<ProbeIntent>

  private let asyncOnly = Resolver(
    .second,
    resolve: { intent -> Resolution<Int> in .success(with: (intent.second ?? 0) + 1) }
  )
  private let completionOnly = Resolver(
    .first,
    resolveWithCompletion: { (_, completion: @Sendable (Resolution<String>) -> Void) in
      completion(.success(with: "by completion"))
    }
  )
  private let bothShapes = Resolver(
    .third,
    resolve: { _ -> Resolution<String> in .success(with: "async") },
    resolveWithCompletion: { (_, completion: @Sendable (Resolution<String>) -> Void) in
      completion(.success(with: "completion"))
    }
  )

  func testAsyncOnlyResolver_isInline_andWritesWhatItResolves() async throws {
    let call = try XCTUnwrap(Resolver._inlineCall(at: 1, in: [completionOnly, asyncOnly]))
    var intent = ProbeIntent(identifier: "inline", second: 41)

    guard case .resolved = await call.resolve(&intent) else {
      return XCTFail("The async resolver's success should resolve the parameter.")
    }
    XCTAssertEqual(intent.second, 42)
  }

  func testIndexOutsideTheArray_isNotInline() {
    let resolvers = [asyncOnly, asyncOnly]
    for index in [-1, 2, 3, Int.max, Int.min] {
      XCTAssertNil(Resolver._inlineCall(at: index, in: resolvers), "index \(index)")
    }
    XCTAssertNil(Resolver._inlineCall(at: 0, in: []))
  }

  func testCompletionOnlyResolver_isNotInline() {
    XCTAssertNil(Resolver._inlineCall(at: 0, in: [completionOnly]))
  }

  func testResolverWithBothShapes_isInlineOnlyOnceTheAsyncShapeWasChosen() async throws {
    let resolvers = [bothShapes]
    XCTAssertNil(Resolver._inlineCall(at: 0, in: resolvers), "the shape isn't known yet")

    bothShapes._choice.settle(.alternative)
    XCTAssertNil(Resolver._inlineCall(at: 0, in: resolvers), "the completion shape was chosen")

    bothShapes._choice.settle(.primary)
    let call = try XCTUnwrap(Resolver._inlineCall(at: 0, in: resolvers))
    var intent = ProbeIntent(identifier: "inline")
    _ = await call.resolve(&intent)
    XCTAssertEqual(intent.third, "async")
  }
}
