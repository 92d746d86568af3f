// An outcome encodes with its ending's name and, for readability, the response code's name and
// handling status beside the response itself.

extension IntentOutcome: Encodable {
  private enum CodingKeys: String, CodingKey {
    case intentName, ending, intent, response, code, status, parameterRequest, phase, failure
    case isReplay
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Outcome.wireName, forKey: .intentName)
    try container.encode(intent, forKey: .intent)
    try container.encode(isReplay, forKey: .isReplay)
    if let response {
      try container.encode(response, forKey: .response)
      try container.encode(response.code.name, forKey: .code)
      try container.encode(String(describing: response.handlingStatus), forKey: .status)
    }
    switch ending {
    case .handled:
      try container.encode("handled", forKey: .ending)
    case .needsUserInput(let request):
      try container.encode("needsUserInput", forKey: .ending)
      try container.encode(request, forKey: .parameterRequest)
    case .confirmationFailed:
      try container.encode("confirmationFailed", forKey: .ending)
    case .intercepted(let phase, _):
      try container.encode("intercepted", forKey: .ending)
      try container.encode(phase, forKey: .phase)
    case .failed(_, let failure):
      try container.encode("failed", forKey: .ending)
      try container.encode(failure.phase.description, forKey: .phase)
      try container.encode(failure.description, forKey: .failure)
    }
  }
}
