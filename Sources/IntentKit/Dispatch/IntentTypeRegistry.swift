#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// A list of intent types by wire name: what the dispatcher's JSON front end routes by, and what
/// decoding needs to turn stored donations and shortcuts back into typed intents.
///
/// Every ``IntentDispatcher`` keeps one, ``IntentDispatcher/intentTypes``, with the types it has
/// handlers for; use it to decode what the app saved, or make one for types without handlers.
///
/// An encoded ``AnyIntent`` names its type with the ``Intent/wireName``, in the dispatcher's JSON
/// envelope (`{"intentName": …, "intent": {…}}`); decoding looks that name up here. Decode
/// interactions, shortcuts, voice shortcuts and relevant shortcuts with ``decode(_:from:)`` or a
/// decoder from ``makeStrictJSONDecoder()``:
///
/// ```swift
/// let registry = IntentTypeRegistry([TransferMoneyIntent.self, SendPaymentIntent.self])
/// let data = try StrictJSONEncoder().encode(voiceShortcuts)
/// let restored = try registry.decode([VoiceShortcut].self, from: data)
/// ```
public struct IntentTypeRegistry: Sendable {
  private var entries: [String: Entry] = [:]

  /// One registered type, with the JSON entry point that decodes, routes and encodes it.
  private struct Entry: Sendable {
    let type: any Intent.Type
    let wireRoute: WireRoute
  }

  /// Creates a registry of intent types.
  ///
  /// - Precondition: No two types share a wire name.
  public init(_ types: [any Intent.Type] = []) {
    for type in types {
      register(type)
    }
  }

  /// Adds an intent type; adding the same type again does nothing.
  ///
  /// - Precondition: No other registered type has the same ``Intent/wireName``.
  public mutating func register(_ type: any Intent.Type) {
    func add<HandledIntent: Intent>(_ type: HandledIntent.Type) {
      if let existing = entries[HandledIntent.wireName] {
        precondition(
          existing.type == type,
          "Two intent types use the wire name '\(HandledIntent.wireName)'."
        )
        return
      }
      entries[HandledIntent.wireName] = Entry(type: type, wireRoute: WireRoute(type))
    }
    add(type)
  }

  /// The wire names of the registered types, sorted.
  public var intentNames: [String] {
    entries.keys.sorted()
  }

  /// Returns the intent type with a wire name, if one is registered.
  public func intentType(named name: String) -> (any Intent.Type)? {
    entries[name]?.type
  }

  /// The registered types, sorted by wire name.
  public var intentTypes: [any Intent.Type] {
    entries.sorted { $0.key < $1.key }.map(\.value.type)
  }

  /// The JSON entry point for the type with a wire name.
  func wireRoute(named name: String) -> WireRoute? {
    entries[name]?.wireRoute
  }

  /// Returns a strict JSON decoder that decodes intents of the registered types.
  public func makeStrictJSONDecoder() -> StrictJSONDecoder {
    var decoder = StrictJSONDecoder()
    if let key = Self.userInfoKey {
      decoder.userInfo[key] = self
    }
    return decoder
  }

  /// Decodes a value that holds intents, such as an ``Interaction`` or a ``VoiceShortcut``,
  /// from JSON, with ``StrictJSONDecoder``'s rules.
  ///
  /// - Throws: ``StrictJSONError`` if the JSON is invalid or names an intent type that isn't
  ///   registered.
  public func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
    try makeStrictJSONDecoder().decode(type, from: data)
  }

  /// The key under which a decoder's `userInfo` holds the registry.
  static var userInfoKey: CodingUserInfoKey? { ErasedInteractionReadingKey.key }

  /// Returns the registry a decoder's user info holds, if any.
  static func registry(in userInfo: [CodingUserInfoKey: Any]) -> IntentTypeRegistry? {
    userInfoKey.flatMap { userInfo[$0] as? IntentTypeRegistry }
  }
}
