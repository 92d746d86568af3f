#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// An erased intent encodes in the dispatcher's JSON envelope, `{"intentName": …, "intent": {…}}`,
// and decodes through the ``IntentTypeRegistry`` in the decoder's user info.

extension AnyIntent: Codable {
  private enum CodingKeys: String, CodingKey {
    case intentName, intent
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(wireName, forKey: .intentName)
    try container.encode(base, forKey: .intent)
  }

  /// Decodes an intent whose type is registered in the decoder's ``IntentTypeRegistry``.
  ///
  /// - Throws: `DecodingError` if the decoder has no registry, the intent's name isn't
  ///   registered, or the intent is invalid.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let name = try container.decode(String.self, forKey: .intentName)
    guard let registry = IntentTypeRegistry.registry(in: decoder) else {
      throw DecodingError.dataCorruptedError(
        forKey: .intentName,
        in: container,
        debugDescription:
          "Decoding an intent needs an IntentTypeRegistry; use IntentTypeRegistry.decode(_:from:)."
      )
    }
    guard let type = registry.intentType(named: name) else {
      let known = registry.intentNames.joined(separator: ", ")
      throw DecodingError.dataCorruptedError(
        forKey: .intentName,
        in: container,
        debugDescription: "Unknown intent \(TextLimits.quoted(name)); known intents: \(known)."
      )
    }
    func decode<Decoded: Intent>(_ type: Decoded.Type) throws -> AnyIntent {
      AnyIntent(try container.decode(Decoded.self, forKey: .intent))
    }
    self = try decode(type)
  }
}

// MARK: - A new identifier

extension AnyIntent {
  /// Returns a copy of the intent with another identifier, for running a saved intent as a new
  /// request.
  ///
  /// A saved intent keeps the identifier it was saved with, and the idempotency store would
  /// replay its first result; give each run its own identifier:
  ///
  /// ```swift
  /// let fresh = try saved.replacingIdentifier(with: UUID().uuidString)
  /// if let transfer = fresh.value(as: TransferMoneyIntent.self) {
  ///   var conversation = try await engine.start(transfer)  // asks the final yes/no
  /// }
  /// ```
  ///
  /// The copy is made by rewriting the top-level `identifier` field of the intent's JSON and
  /// decoding it again, so every check the intent's decoder makes applies to the new identifier.
  ///
  /// - Parameter identifier: The new identifier.
  /// - Returns: The intent with the new identifier.
  /// - Throws: ``ShortcutError`` with code ``ShortcutError/Code/encodingFailed`` if the new
  ///   identifier is empty, too long or holds control characters, or the intent doesn't encode
  ///   its identifier as a top-level `identifier` field or rejects the new one.
  public func replacingIdentifier(with identifier: String) throws -> AnyIntent {
    if let problem = identifier.isEmpty ? "is empty" : TextLimits.problem(withName: identifier) {
      throw ShortcutError(
        code: .encodingFailed,
        message: "The identifier \(TextLimits.quoted(identifier)) \(problem)."
      )
    }
    func replace<Wrapped: Intent>(_ intent: Wrapped) throws -> AnyIntent {
      guard intent.identifier != identifier else { return self }
      do {
        let tree = try StrictJSONEncoder().tree(of: intent)
        guard tree.nodes[Int(JSONEncodingStorage.root)].kind == .object,
          let field = tree.member(named: "identifier", of: JSONEncodingStorage.root)
        else {
          throw ShortcutError(
            code: .encodingFailed,
            message: "\(Wrapped.wireName) doesn't encode its identifier as 'identifier'."
          )
        }
        tree.setString(field, identifier)
        let renamed = try StrictJSONDecoder().decode(Wrapped.self, from: tree.write())
        guard renamed.identifier == identifier else {
          throw ShortcutError(
            code: .encodingFailed,
            message: "\(Wrapped.wireName) didn't take the identifier \(TextLimits.quoted(identifier))."
          )
        }
        return AnyIntent(renamed)
      } catch let error as ShortcutError {
        throw error
      } catch {
        throw ShortcutError(
          code: .encodingFailed,
          message: "\(Wrapped.wireName) can't take a new identifier: \(error)."
        )
      }
    }
    return try replace(base)
  }
}
