#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// A ride in the assistant's words: the placeholders ride responses give their prompts.

extension RideStatus {
  /// The ride's placeholders: `{eta}` (time to pickup, "5 minutes"), `{arrival}` (time to
  /// drop-off), `{price}`, `{rideOption}`, `{driver}`, `{vehicle}`, `{pickup}`, `{dropOff}`,
  /// `{amount}` (the amount paid or owed once the ride ended) and `{status}`, a sentence about
  /// the ride's phase.
  func dialogArguments(in context: DialogContext) -> [String: String] {
    var arguments: [String: String] = [:]
    if let pickup = estimatedPickupDate {
      arguments["eta"] = Self.duration(from: context.now, to: pickup, in: context)
    }
    if let dropOff = estimatedDropOffDate {
      arguments["arrival"] = Self.duration(from: context.now, to: dropOff, in: context)
    }
    arguments["price"] = rideOption?.priceRange?.spokenPhrase(in: context)
    arguments["rideOption"] = rideOption?.name
    arguments["driver"] = driver?.displayName
    arguments["vehicle"] = vehicle?.spokenPhrase
    arguments["pickup"] = pickupLocation?.spokenPhrase(in: context)
    arguments["dropOff"] = dropOffLocation?.spokenPhrase(in: context)
    arguments["amount"] = completionStatus?.paymentAmount?.spokenPhrase(in: context)
    let phaseKey =
      if let completionStatus, completionStatus.isCanceled {
        "ride.status.canceled"
      } else {
        "ride.status.\(phase)"
      }
    if let template = context.prompts.template(forKey: phaseKey, language: context.language) {
      arguments["status"] = PromptTemplate.renderIfComplete(template, arguments)
    }
    return arguments
  }

  /// A duration from `start` to `end` in whole minutes, rounded up, as the catalog words it:
  /// "1 minute", "5 minutes", "5分", "5분".
  static func duration(from start: Date, to end: Date, in context: DialogContext) -> String {
    let seconds = end.timeIntervalSince(start)
    // Dates can come from a stored conversation: clamp a huge interval instead of trapping on
    // its conversion to `Int` (a quadrillion minutes is past any real ride).
    let minutes = seconds > 0 ? Int(min((seconds / 60).rounded(.up), 1e15)) : 0
    let key = minutes == 1 ? "ride.minutes.one" : "ride.minutes.other"
    let template =
      context.prompts.template(forKey: key, language: context.language) ?? "{count} min"
    return PromptTemplate.render(template, ["count": String(minutes)])
  }
}

extension RideVehicle {
  /// The vehicle as the assistant describes it: "Toyota Prius (7ABC123)".
  var spokenPhrase: String? {
    let name = [manufacturer, model].compactMap { $0 }.joined(separator: " ")
    switch (name.isEmpty, registrationPlate) {
    case (true, nil): return nil
    case (true, let plate?): return plate
    case (false, nil): return name
    case (false, let plate?): return "\(name) (\(plate))"
    }
  }
}
