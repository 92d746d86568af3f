// Fares in exact minor units. Distances are measured in `Double` metres once, rounded to whole
// metres, and everything after that is integer arithmetic that rounds half up.

/// A trip's fare: its lines and their total.
struct RideFare: Hashable, Sendable {
  let lineItems: [RideFareLineItem]
  let total: CurrencyAmount
}

extension RideProduct {
  /// The metres in a mile, times 1,000, so that distances convert with integers.
  private static let millimetresPerMile: Int64 = 1_609_344

  /// Returns the fare of a trip.
  ///
  /// The lines are the base fare, the distance charge (metres × per-mile price ÷ 1,609.344,
  /// rounded half up to the minor unit), the booking fee, a minimum-fare adjustment if the sum
  /// is below the minimum fare, and, for shared rides, a surcharge for each passenger after the
  /// first.
  func fare(forMeters meters: Int64, partySize: Int) -> RideFare {
    let distanceCharge = Self.roundedHalfUp(
      meters * perMile.minorUnits * 1_000,
      dividedBy: Self.millimetresPerMile
    )
    let tenthsOfMiles = Self.roundedHalfUp(meters * 10_000, dividedBy: Self.millimetresPerMile)
    let miles = "\(tenthsOfMiles / 10).\(tenthsOfMiles % 10)"
    var lines = [
      RideFareLineItem(title: "Base fare", price: baseFare),
      RideFareLineItem(title: "Distance (\(miles) mi)", price: amount(distanceCharge)),
      RideFareLineItem(title: "Booking fee", price: bookingFee),
    ]
    var total = baseFare.minorUnits + distanceCharge + bookingFee.minorUnits
    if total < minimumFare.minorUnits {
      lines.append(
        RideFareLineItem(
          title: "Minimum fare adjustment",
          price: amount(minimumFare.minorUnits - total)
        )
      )
      total = minimumFare.minorUnits
    }
    if let percentage = additionalPassengerPercentage, partySize > 1 {
      let extra = Int64(partySize - 1)
      let surcharge = Self.roundedHalfUp(total * Int64(percentage) * extra, dividedBy: 100)
      lines.append(
        RideFareLineItem(title: "Additional passengers (\(extra))", price: amount(surcharge))
      )
      total += surcharge
    }
    return RideFare(lineItems: lines, total: amount(total))
  }

  /// Returns the indicative price range of a fare: from the fare rounded down to a whole major
  /// unit, to 125% of the fare rounded up to a whole major unit.
  func priceRange(for fare: RideFare) -> PriceRange {
    let unit = currency.minorUnitsPerMajorUnit
    let low = fare.total.minorUnits / unit * unit
    let high = (fare.total.minorUnits * 5 + 4 * unit - 1) / (4 * unit) * unit
    return PriceRange(minimum: amount(low), maximum: amount(high), currency: currency)
  }

  /// Returns the party-size options for a trip of this product: one option per party size
  /// when the price depends on it, otherwise one option for every size with no price of its own.
  func partySizeOptions(forMeters meters: Int64) -> [RidePartySizeOption] {
    guard additionalPassengerPercentage != nil else {
      let description =
        maximumPartySize == 1 ? "1 passenger" : "1–\(maximumPartySize) passengers"
      return [
        RidePartySizeOption(
          partySizeRange: 1...maximumPartySize,
          sizeDescription: description,
          priceRange: nil
        )
      ]
    }
    return (1...maximumPartySize).map { size in
      RidePartySizeOption(
        partySizeRange: size...size,
        sizeDescription: size == 1 ? "1 passenger" : "\(size) passengers",
        priceRange: priceRange(for: fare(forMeters: meters, partySize: size))
      )
    }
  }

  private func amount(_ minorUnits: Int64) -> CurrencyAmount {
    CurrencyAmount(minorUnits: minorUnits, currency: currency)
  }

  /// Returns `value / divisor` for a non-negative value, rounded half up.
  static func roundedHalfUp(_ value: Int64, dividedBy divisor: Int64) -> Int64 {
    (value + divisor / 2) / divisor
  }
}
