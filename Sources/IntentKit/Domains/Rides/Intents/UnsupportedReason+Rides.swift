// The reasons the ride handlers give for values they can't use. SiriKit's ride intents have no
// unsupported-reason enumerations, so these are IntentKit's.

extension UnsupportedReason {
  /// No known place has the name given.
  public static let unknownPlace = UnsupportedReason("unknownPlace")

  /// The service offers no ride option with the name given.
  public static let unknownRideOption = UnsupportedReason("unknownRideOption")

  /// The party size is zero or negative.
  public static let partySizeTooSmall = UnsupportedReason("partySizeTooSmall")

  /// The rider has no payment method like the one given.
  public static let unknownPaymentMethod = UnsupportedReason("unknownPaymentMethod")

  /// The scheduled pickup time has passed.
  public static let pickupTimeInPast = UnsupportedReason("pickupTimeInPast")

  /// Returns the reason for a party larger than the ride option seats; its `{limit}` argument
  /// is the most the option seats.
  public static func partySizeAboveLimit(_ limit: Int) -> UnsupportedReason {
    UnsupportedReason("partySizeAboveLimit", arguments: ["limit": String(limit)])
  }
}
