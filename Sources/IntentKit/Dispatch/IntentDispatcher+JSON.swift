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
  /// The reply is the encoded ``IntentOutcome``, with the ending, the resolved intent, the
  /// response and its code's name:
  ///
  /// ```json
  /// {"code": "success", "ending": "handled", "intent": {…}, "intentName": "OrderSoupIntent",
  ///  "isReplay": false, "response": {"code": 3, …}, "status": "success"}
  /// ```
  ///
  /// - Parameter json: The request, at most ``Configuration/maximumRequestSize`` bytes.
  /// - Returns: The outcome, as UTF-8 JSON with sorted keys.
  /// - Throws: ``IntentDispatchError`` naming the problem: ``IntentDispatchError/Code/requestTooLarge``,
  ///   ``IntentDispatchError/Code/malformedRequest`` for invalid JSON or a missing `intentName`,
  ///   ``IntentDispatchError/Code/unknownIntentName``, or
  ///   ``IntentDispatchError/Code/invalidIntent`` for a missing field, a wrong type or a value
  ///   outside its limits. Otherwise as ``dispatch(_:)``.
  public func dispatch(json: Data) async throws -> Data {
    guard json.count <= configuration.maximumRequestSize else {
      throw IntentDispatchError(
        code: .requestTooLarge,
        intentName: nil,
        message:
          "The request is \(json.count) bytes; the limit is \(configuration.maximumRequestSize)."
      )
    }
    let header: WireRequestHeader
    do {
      header = try JSONDecoder().decode(WireRequestHeader.self, from: json)
    } catch let error as DecodingError {
      throw IntentDispatchError(
        code: .malformedRequest,
        intentName: nil,
        message: "The request isn't an intent envelope: \(error.readableDescription)."
      )
    }
    guard let route = wireRoute(named: header.intentName) else {
      let known = registeredIntentNames.joined(separator: ", ")
      throw IntentDispatchError(
        code: .unknownIntentName,
        intentName: header.intentName,
        message: "No handler is registered for '\(header.intentName)'; known intents: \(known)."
      )
    }
    return try await route.run(json, self)
  }
}
