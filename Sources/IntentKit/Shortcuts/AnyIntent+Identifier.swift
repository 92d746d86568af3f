#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// Running a saved intent again: a copy with a new identifier, made through its JSON.

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
    func replace<HandledIntent: Intent>(_ intent: HandledIntent) throws -> AnyIntent {
      guard intent.identifier != identifier else { return self }
      do {
        var json = try StrictJSONEncoder().encodedBytes(intent)
        let document = try JSONDocument(
          parsing: json,
          limits: JSONReader.Limits(maximumDepth: .max, maximumSize: .max)
        )
        guard document.entries[0].kind == .object,
          let field = document.member(named: "identifier", in: 0),
          document.entries[field].kind == .string
        else {
          throw ShortcutError(
            code: .encodingFailed,
            message: "\(HandledIntent.wireName) doesn't encode its identifier as 'identifier'."
          )
        }
        // Replace the string, quotes included, and keep every other byte.
        let start = Int(document.entries[field].start) - 1
        let end = start + Int(document.entries[field].length) + 2
        let replacement = JSONOutput()
        JSONTextWriter.appendString(identifier, to: replacement)
        json.replaceSubrange(start..<end, with: replacement.bytes)
        let renamed = try StrictJSONDecoder().decode(HandledIntent.self, from: json)
        guard renamed.identifier == identifier else {
          throw ShortcutError(
            code: .encodingFailed,
            message:
              "\(HandledIntent.wireName) didn't take the identifier \(TextLimits.quoted(identifier))."
          )
        }
        return AnyIntent(renamed)
      } catch let error as ShortcutError {
        throw error
      } catch {
        throw ShortcutError(
          code: .encodingFailed,
          message: "\(HandledIntent.wireName) can't take a new identifier: \(error)."
        )
      }
    }
    return try replace(base)
  }
}
