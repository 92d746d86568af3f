#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// An erased intent is written in the dispatcher's JSON envelope, `{"intent": {…}, "intentName": …}`,
// and read through the ``IntentTypeRegistry`` in the decoder's user info.

extension AnyIntent: Codable {}

extension AnyIntent: JSONCodable {
  /// Reads an intent whose type is registered in the decoder's ``IntentTypeRegistry``.
  init(json: JSONValueReader) throws(StrictJSONError) {
    let object = try json.object()
    let nameValue = try object.value("intentName")
    let name = try nameValue.string()
    guard let registry = IntentTypeRegistry.registry(in: json.context.userInfo) else {
      throw nameValue.invalid(
        "Decoding an intent needs an IntentTypeRegistry; use IntentTypeRegistry.decode(_:from:)"
      )
    }
    guard let type = registry.intentType(named: name) else {
      let known = registry.intentNames.joined(separator: ", ")
      throw nameValue.invalid("Unknown intent \(TextLimits.quoted(name)); known intents: \(known)")
    }
    func decode<HandledIntent: Intent>(
      _ type: HandledIntent.Type
    ) throws(StrictJSONError) -> AnyIntent {
      AnyIntent(try object.decodeAny("intent", as: HandledIntent.self))
    }
    self = try decode(type)
  }

  func write(json: inout JSONValueWriter) throws(StrictJSONError) {
    try json.object { object throws(StrictJSONError) in
      try object.writeAny("intent", base)
      object.string("intentName", wireName)
    }
  }
}
