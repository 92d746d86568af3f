#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The JSON entry point for one intent type: decodes the request's intent, runs its route and
/// encodes the outcome.
struct WireRoute: Sendable {
  let intentType: ObjectIdentifier
  let run: @Sendable (Data, IntentDispatcher) async throws -> Data

  init<Routed: Intent>(_ intentType: Routed.Type) {
    self.intentType = ObjectIdentifier(intentType)
    self.run = { data, dispatcher in
      let request: WireRequest<Routed>
      do {
        request = try JSONDecoder().decode(WireRequest<Routed>.self, from: data)
      } catch let error as DecodingError {
        throw IntentDispatchError(
          code: .invalidIntent,
          intentName: Routed.wireName,
          message: "\(Routed.wireName): \(error.readableDescription)"
        )
      }
      let outcome = try await dispatcher.route(for: Routed.self).run(request.intent)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      return try encoder.encode(outcome)
    }
  }
}

/// The envelope of a JSON request: `{"intentName": "…", "intent": {…}}`.
struct WireRequest<Requested: Intent>: Decodable {
  let intent: Requested
}

/// The part of the envelope that names the intent.
struct WireRequestHeader: Decodable {
  let intentName: String
}

extension DecodingError {
  /// A sentence that names what was wrong and where, such as
  /// `missing field 'identifier' at intent`.
  var readableDescription: String {
    func path(_ codingPath: [any CodingKey]) -> String {
      let components = codingPath.map { key in
        key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
      }
      let joined = components.joined()
      return joined.hasPrefix(".") ? String(joined.dropFirst()) : joined
    }
    func location(_ context: Context) -> String {
      context.codingPath.isEmpty ? "the top level" : path(context.codingPath)
    }
    switch self {
    case .keyNotFound(let key, let context):
      let parent = context.codingPath.isEmpty ? "" : " in \(path(context.codingPath))"
      return "missing field '\(key.stringValue)'\(parent)"
    case .valueNotFound(let type, let context):
      return "missing \(type) value at \(location(context))"
    case .typeMismatch(let type, let context):
      return "expected \(type) at \(location(context))"
    case .dataCorrupted(let context):
      var description = Substring(context.debugDescription)
      while description.last == "." { description.removeLast() }
      // "The given data…" reads as a clause: lowercase a capital that starts a lowercase word.
      if let first = description.first, first.isUppercase,
        description.dropFirst().first?.isLowercase == true
      {
        description = first.lowercased() + description.dropFirst()
      }
      return "\(description) (at \(location(context)))"
    @unknown default:
      return String(describing: self)
    }
  }
}
