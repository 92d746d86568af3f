import IntentKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `intentkit handle`: reads one JSON intent, runs it through the sample world's dispatcher,
/// and answers with the JSON outcome.
///
/// The request is IntentKit's JSON envelope, such as
/// `{"intentName": "SendPaymentIntent", "intent": {"identifier": "p-1", "payee":
/// {"displayName": "Jane Appleseed"}, "currencyAmount": {"minorUnits": 5000, "currency": "USD"}}}`;
/// the answer is the encoded ``IntentOutcome``, one line of JSON. The dispatcher never asks
/// the user: a parameter that needs an answer ends the outcome with `needsUserInput`.
package enum HandleCommand {
  /// What handling a request produced.
  package struct Result: Equatable, Sendable {
    /// The JSON reply for standard output, if there is one.
    package let output: String?
    /// The error message for standard error, if there is one.
    package let error: String?
    /// The process's exit code.
    package let exitCode: Int32
  }

  /// Handles a request's bytes.
  ///
  /// - Returns: The outcome's JSON and exit code 0, or an `error: …` message and exit code 1
  ///   for a request the dispatcher refuses: bytes beyond its size limit, malformed JSON, an
  ///   unknown intent name or an invalid intent.
  package static func run(_ request: [UInt8], world: DemoWorld) async -> Result {
    let limit = world.dispatcher.configuration.maximumRequestSize
    guard request.count <= limit else {
      return failure("The request is larger than \(limit) bytes.")
    }
    do {
      let reply = try await world.dispatcher.dispatch(json: Data(request))
      return Result(output: String(decoding: reply, as: UTF8.self), error: nil, exitCode: 0)
    } catch let error as IntentDispatchError {
      return failure(error.message)
    } catch {
      return failure(String(describing: error))
    }
  }

  /// The result for a refused request; the message is printed escaped, as it may quote input.
  private static func failure(_ message: String) -> Result {
    Result(output: nil, error: "error: \(PrintableText.line(message))", exitCode: ExitCode.failure)
  }
}
