// An outcome is written with its ending's name and, for readability, the response code's name
// and handling status beside the response itself:
//
//   {"code": "success", "ending": "handled", "intent": {…}, "intentName": "SendPaymentIntent",
//    "isReplay": false, "response": {"code": 3, …}, "status": "success"}

extension IntentOutcome: Encodable {}

extension IntentOutcome: JSONEncodable {
  func write(json: inout JSONValueWriter) throws(StrictJSONError) {
    let response = self.response
    try json.object { object throws(StrictJSONError) in
      if let response { object.string("code", response.code.name) }
      switch ending {
      case .handled: object.string("ending", "handled")
      case .needsUserInput: object.string("ending", "needsUserInput")
      case .confirmationFailed: object.string("ending", "confirmationFailed")
      case .intercepted: object.string("ending", "intercepted")
      case .failed(_, let failure):
        object.string("ending", "failed")
        object.string("failure", failure.description)
      }
      try object.writeAny("intent", intent)
      object.string("intentName", HandledIntent.wireName)
      object.bool("isReplay", isReplay)
      switch ending {
      case .needsUserInput(let request): try object.write("parameterRequest", request)
      case .intercepted(let phase, _): object.write("phase", phase)
      case .failed(_, let failure): object.string("phase", failure.phase.description)
      case .handled, .confirmationFailed: break
      }
      if let response {
        try object.writeAny("response", response)
        object.string("status", String(describing: response.handlingStatus))
      }
    }
  }
}
