import IntentKit
import XCTest

/// Calling a handler's payee method directly, in either result type, answers what the handler
/// implements: the current shape and SiriKit's iOS 10 overload of the same form (`async`, or
/// completion handler) forward to each other, and a handler that implements neither gets
/// SiriKit's default, without a loop. (Calling one form doesn't reach the other form; the
/// dispatcher finds whichever the handler implements.)
final class PayeeOverloadCallTests: XCTestCase {
  private let dave = SendPaymentIntent(payee: Person(displayName: "Dave"))

  private func completed<Result: Sendable>(
    _ call: (@escaping @Sendable (Result) -> Void) -> Void
  ) async -> Result {
    await withCheckedContinuation { continuation in call { continuation.resume(returning: $0) } }
  }

  func testIOS10ResultType_ofAHandlerWithTheCurrentAsyncShape_isTheHandlersAnswer() async {
    let handler = AsyncPayeeHandler()

    let old: PersonResolutionResult = await handler.resolvePayee(for: dave)

    XCTAssertEqual(old.unsupportedReason?.identifier, "noAccount")
  }

  func testCurrentResultType_ofAHandlerWithTheIOS10Shapes_isTheHandlersAnswer() async {
    let asyncHandler = LegacyAsyncPayeeHandler()
    let completionHandler = LegacyCompletionPayeeHandler()

    let fromAsync: SendPaymentPayeeResolutionResult = await asyncHandler.resolvePayee(for: dave)
    let fromCompletion: SendPaymentPayeeResolutionResult = await completed {
      completionHandler.resolvePayee(for: dave, with: $0)
    }

    XCTAssertEqual(fromAsync.unsupportedReason?.identifier, "noAccount")
    XCTAssertEqual(fromCompletion.unsupportedReason?.identifier, "noAccount")
  }

  func testEveryShape_ofAHandlerThatImplementsNone_isSiriKitsDefault() async {
    let handler = PayeeDefaultsOnlyHandler()

    let current: SendPaymentPayeeResolutionResult = await handler.resolvePayee(for: dave)
    let old: PersonResolutionResult = await handler.resolvePayee(for: dave)
    let currentCompleted: SendPaymentPayeeResolutionResult = await completed {
      handler.resolvePayee(for: dave, with: $0)
    }
    let oldCompleted: PersonResolutionResult = await completed {
      handler.resolvePayee(for: dave, with: $0)
    }

    let asGiven = Person(displayName: "Dave")
    XCTAssertEqual(current.resolution, .success(asGiven))
    XCTAssertEqual(old, .success(asGiven))
    XCTAssertEqual(currentCompleted.resolution, .success(asGiven))
    XCTAssertEqual(oldCompleted, .success(asGiven))
  }
}

/// A send-payment handler that implements only handle.
private struct PayeeDefaultsOnlyHandler: SendPaymentIntentHandling {
  func handle(intent: SendPaymentIntent) async throws -> SendPaymentIntentResponse {
    SendPaymentIntentResponse(code: .success)
  }
}
