#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

extension IntentDispatcher {
  /// Runs the lifecycle of an intent given as JSON and returns the outcome as JSON.
  ///
  /// The request names the intent type by its ``Intent/wireName`` and carries the intent:
  ///
  /// ```json
  /// {"intentName": "OrderSoupIntent",
  ///  "intent": {"identifier": "order-1", "soup": "clamChowder", "quantity": 2}}
  /// ```
  ///
  /// The request is read by ``StrictJSONDecoder``'s rules: the whole document must be JSON as
  /// RFC 8259 defines it, including members nobody reads; no object may have two members with
  /// the same name; and an integer field, such as an amount's `minorUnits`, takes only an
  /// integer literal in its range, never `5000.0` or `4999.9999999999999999`.
  ///
  /// The reply is the encoded ``IntentOutcome``, written by ``StrictJSONEncoder`` (members
  /// sorted, so equal outcomes are equal bytes), with the ending, the resolved intent, the
  /// response and its code's name:
  ///
  /// ```json
  /// {"code":"success","ending":"handled","intent":{…},"intentName":"OrderSoupIntent",
  ///  "isReplay":false,"response":{"code":3,…},"status":"success"}
  /// ```
  ///
  /// - Parameter json: The request, at most ``Configuration/maximumRequestSize`` bytes and
  ///   ``Configuration/maximumRequestDepth`` levels deep.
  /// - Returns: The outcome, as UTF-8 JSON.
  /// - Throws: ``IntentDispatchError`` naming the path and the rule broken, and nothing runs:
  ///   ``IntentDispatchError/Code/requestTooLarge`` for a request beyond the size or depth
  ///   limit, ``IntentDispatchError/Code/malformedRequest`` for text that isn't JSON, a
  ///   duplicate member name or a missing `intentName`,
  ///   ``IntentDispatchError/Code/unknownIntentName``, or
  ///   ``IntentDispatchError/Code/invalidIntent`` for a missing field, a wrong type, an inexact
  ///   number or a value outside its limits. Otherwise as ``dispatch(_:)``.
  public func dispatch(json: Data) async throws -> Data {
    let document = try readRequest(json)
    let request = try envelope(of: document)
    return try await request.route.run(document, request.intent, _routes)
  }

  /// Reads a request's text, refusing what isn't strict JSON within the configured limits.
  private func readRequest(_ json: Data) throws(IntentDispatchError) -> JSONDocument {
    let limits = JSONReader.Limits(
      maximumDepth: configuration.maximumRequestDepth,
      maximumSize: configuration.maximumRequestSize
    )
    do {
      return try JSONDocument(parsing: json, limits: limits)
    } catch {
      let code: IntentDispatchError.Code =
        error.code == .tooLarge || error.code == .tooDeep ? .requestTooLarge : .malformedRequest
      throw IntentDispatchError(
        code: code,
        intentName: nil,
        message: error.code == .invalidJSON
          ? "The request isn't valid JSON: \(error)." : "The request can't be read: \(error)."
      )
    }
  }

  /// Finds the route the request names and the entry of its intent.
  private func envelope(
    of document: JSONDocument
  ) throws(IntentDispatchError) -> (route: WireRoute, intent: Int) {
    func malformed(_ problem: String) -> IntentDispatchError {
      IntentDispatchError(
        code: .malformedRequest,
        intentName: nil,
        message: "The request isn't an intent envelope: \(problem)."
      )
    }
    guard document.entries[0].kind == .object else {
      throw malformed("it must be a JSON object with 'intentName' and 'intent'")
    }
    guard let nameIndex = document.member(named: "intentName", in: 0) else {
      throw malformed("missing field 'intentName'")
    }
    guard document.entries[nameIndex].kind == .string else {
      throw malformed("'intentName' must be a string")
    }
    let name = document.string(at: nameIndex)
    guard let route = wireRoute(named: name) else {
      let known = intentTypes.intentNames.joined(separator: ", ")
      throw IntentDispatchError(
        code: .unknownIntentName,
        intentName: TextLimits.excerpt(name),
        message: "No handler is registered for \(TextLimits.quoted(name)); known intents: \(known)."
      )
    }
    guard let intent = document.member(named: "intent", in: 0) else {
      throw IntentDispatchError(
        code: .invalidIntent,
        intentName: name,
        message: "\(name): intent: is required but missing."
      )
    }
    return (route, intent)
  }
}
