import IntentKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// The payees and days of bill tests. "Today" is Sunday, 22 November 2026 (`Date.testNow`).

extension BillPayee {
  /// The school of the seed article: the user pays its tuition in yen.
  static let ekarit = BillPayee(
    nickname: "イーカリット",
    number: "EK-042",
    organizationName: "イーカリット株式会社"
  )
  static let cityPower = BillPayee(
    nickname: "City Power",
    number: "CP-100",
    organizationName: "City Power & Light"
  )
  static let greenEnergy = BillPayee(
    nickname: "Green Energy",
    number: "GE-200",
    organizationName: "Green Energy Co."
  )
  static let visa = BillPayee(nickname: "Visa", number: "4111", organizationName: "First Bank")
  static let waterWorks = BillPayee(nickname: "Water Works", organizationName: "County Water")
  static let oakStreet = BillPayee(nickname: "Oak Street Apartments")
  static let mobileCo = BillPayee(nickname: "Mobile Co")
}

extension DateComponents {
  /// A day in 2026.
  static func day(_ month: Int, _ day: Int) -> DateComponents {
    DateComponents(year: 2026, month: month, day: day)
  }
}

extension DateComponentsRange {
  /// A single day in 2026.
  static func day(_ month: Int, _ day: Int) -> DateComponentsRange {
    DateComponentsRange(start: .day(month, day))
  }
}

extension Date {
  /// The start of a day in 2026, UTC.
  static func day(_ month: Int, _ day: Int) -> Date {
    Calendar.gregorianUTC.date(from: DateComponents(year: 2026, month: month, day: day))
      ?? .distantPast
  }
}
