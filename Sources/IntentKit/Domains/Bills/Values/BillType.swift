/// The kinds of bill; cases and raw values match SiriKit's `INBillType`.
///
/// ``PayBillIntent`` and ``SearchForBillsIntent`` hold a bill type that isn't optional, as in
/// SiriKit: ``unknown`` means "not given". In a conversation a bill type is read from its name
/// in English, Japanese or Korean ("electricity", "電気", "전기") and spoken in the
/// conversation's language, from the prompt catalog's `value.BillType.<case>` entries.
public enum BillType: Int, Hashable, Sendable, Codable, CaseIterable, ParameterValue {
  /// The kind isn't known, or wasn't given.
  case unknown = 0
  /// Car insurance.
  case autoInsurance = 1
  /// Cable television.
  case cable = 2
  /// A car lease.
  case carLease = 3
  /// A car loan.
  case carLoan = 4
  /// A credit card.
  case creditCard = 5
  /// Electricity.
  case electricity = 6
  /// Gas.
  case gas = 7
  /// Garbage collection and recycling.
  case garbageAndRecycling = 8
  /// Health insurance.
  case healthInsurance = 9
  /// Home insurance.
  case homeInsurance = 10
  /// Internet service.
  case internet = 11
  /// Life insurance.
  case lifeInsurance = 12
  /// A mortgage.
  case mortgage = 13
  /// A music streaming subscription.
  case musicStreaming = 14
  /// A phone plan.
  case phone = 15
  /// Rent.
  case rent = 16
  /// Sewer service.
  case sewer = 17
  /// A student loan.
  case studentLoan = 18
  /// A traffic ticket.
  case trafficTicket = 19
  /// Tuition.
  case tuition = 20
  /// Utilities.
  case utilities = 21
  /// Water.
  case water = 22
}

/// The resolution of a bill type parameter, SiriKit's `INBillTypeResolutionResult`.
public typealias BillTypeResolutionResult = Resolution<BillType>
