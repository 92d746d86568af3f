#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// An interaction is written with its intent in the dispatcher's JSON envelope and its response
// typed for that intent; reading needs an ``IntentTypeRegistry`` (see ``AnyIntent``). Its date
// interval has Foundation's form, `{"duration": 0.0, "start": 786000000.25}` (seconds since
// 2001-01-01).

extension Interaction: Codable {}

extension Interaction: JSONCodable {
  init(json: JSONValueReader) throws(StrictJSONError) {
    let object = try json.object()
    let intent: AnyIntent = try object.decode("intent")
    func response<HandledIntent: Intent>(
      _ intent: HandledIntent
    ) throws(StrictJSONError) -> (any IntentResponse)? {
      try object.decodeAnyIfPresent("response", as: HandledIntent.Response.self)
    }
    self.init(
      erased: intent,
      response: try response(intent.base),
      identifier: try object.name("identifier"),
      groupIdentifier: try object.nameIfPresent("groupIdentifier"),
      dateInterval: try Self.dateInterval(object.value("dateInterval")),
      direction: try object.decode("direction")
    )
  }

  func write(json: inout JSONValueWriter) throws(StrictJSONError) {
    try json.object { object throws(StrictJSONError) in
      try object.object("dateInterval") { interval throws(StrictJSONError) in
        try interval.double("duration", dateInterval.duration)
        try interval.double("start", dateInterval.start.timeIntervalSinceReferenceDate)
      }
      object.write("direction", direction)
      object.stringIfPresent("groupIdentifier", groupIdentifier)
      object.string("identifier", identifier)
      try object.write("intent", intent)
      if let intentResponse {
        try object.writeAny("response", intentResponse)
      }
    }
  }

  /// Reads a date interval, refusing a negative or non-finite duration.
  private static func dateInterval(_ json: JSONValueReader) throws(StrictJSONError) -> DateInterval
  {
    let object = try json.object()
    let start = try object.double("start")
    let durationValue = try object.value("duration")
    let duration = try durationValue.double()
    guard duration >= 0 else {
      throw durationValue.invalid("a date interval's duration can't be negative")
    }
    return DateInterval(start: Date(timeIntervalSinceReferenceDate: start), duration: duration)
  }
}
