#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The JSON entry point for one intent type: decodes the request's intent from the document
/// already read, runs its route and encodes the outcome.
struct WireRoute: Sendable {
  let run: @Sendable (JSONDocument, Int, IntentDispatcher) async throws -> Data

  init<Routed: Intent>(_ intentType: Routed.Type) {
    self.run = { document, intentIndex, dispatcher in
      let intent: Routed
      do {
        intent = try StrictJSONDecoder().decode(Routed.self, from: document, at: intentIndex)
      } catch {
        throw IntentDispatchError(
          code: .invalidIntent,
          intentName: Routed.wireName,
          message: "\(Routed.wireName): \(error)."
        )
      }
      let outcome = try await dispatcher.route(for: Routed.self).run(intent)
      do {
        return try StrictJSONEncoder().encodedOutput(outcome).data
      } catch {
        throw IntentDispatchError(
          code: .invalidIntent,
          intentName: Routed.wireName,
          message:
            "\(Routed.wireName): the intent ran, but its outcome can't be written as JSON: \(error)."
        )
      }
    }
  }
}
