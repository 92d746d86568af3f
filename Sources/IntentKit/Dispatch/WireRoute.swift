#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The JSON entry point for one intent type: decodes the request's intent from the document
/// already read, runs its route and encodes the outcome.
struct WireRoute: Sendable {
  let run: @Sendable (JSONDocument, Int, _RouteTable) async throws -> Data

  init<HandledIntent: Intent>(_ intentType: HandledIntent.Type) {
    self.run = { document, intentIndex, routes in
      let intent: HandledIntent
      do {
        intent = try StrictJSONDecoder().decode(HandledIntent.self, from: document, at: intentIndex)
      } catch {
        throw IntentDispatchError(
          code: .invalidIntent,
          intentName: HandledIntent.wireName,
          message: "\(HandledIntent.wireName): \(error)."
        )
      }
      let outcome = try await routes.route(for: HandledIntent.self).run(intent)
      do {
        return try StrictJSONEncoder().encodedOutput(outcome).data
      } catch {
        throw IntentDispatchError(
          code: .invalidIntent,
          intentName: HandledIntent.wireName,
          message:
            "\(HandledIntent.wireName): the intent ran, but its outcome can't be written as JSON: \(error)."
        )
      }
    }
  }
}
