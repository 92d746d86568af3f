package import IntentKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// The bills: two electricity bills (for "pay my electricity bill"), the seed article's tuition
// bill in yen from イーカリット (for "学費1000円を支払って"), water, rent, a credit card and a phone
// bill already paid. Due dates count from the day the world is built, so the bills make sense on
// any clock.

extension DemoData {
  /// A bill payee with the ledger account its payments credit.
  struct PayeeAccount: Sendable {
    let payee: BillPayee
    let account: LedgerAccount.ID
    let currency: Currency
  }

  /// A bill as sample data: its payee, what it's for, what it asks, and when it's due.
  struct SampleBill: Sendable {
    let id: String
    let payee: PayeeAccount
    let billType: BillType
    let amountDue: CurrencyAmount
    var minimumDue: CurrencyAmount? = nil
    var lateFee: CurrencyAmount? = nil
    /// Days from today to the due date; negative for a past date.
    let dueInDays: Int
    /// Days from today to the day it was paid, for a bill already paid.
    var paidInDays: Int? = nil
  }

  static let cityPower = PayeeAccount(
    payee: BillPayee(
      nickname: "City Power",
      number: "CP-100",
      organizationName: "City Power & Light"
    ),
    account: "payee:city-power",
    currency: .usd
  )
  static let greenEnergy = PayeeAccount(
    payee: BillPayee(
      nickname: "Green Energy",
      number: "GE-200",
      organizationName: "Green Energy Co."
    ),
    account: "payee:green-energy",
    currency: .usd
  )
  static let waterWorks = PayeeAccount(
    payee: BillPayee(nickname: "Water Works", organizationName: "County Water"),
    account: "payee:water-works",
    currency: .usd
  )
  static let oakStreet = PayeeAccount(
    payee: BillPayee(nickname: "Oak Street Apartments"),
    account: "payee:oak-street",
    currency: .usd
  )
  static let visa = PayeeAccount(
    payee: BillPayee(nickname: "Visa", number: "4111", organizationName: "First Bank"),
    account: "payee:visa",
    currency: .usd
  )
  static let mobileCo = PayeeAccount(
    payee: BillPayee(nickname: "Mobile Co"),
    account: "payee:mobile-co",
    currency: .usd
  )
  /// The school of the Japanese seed article, paid in yen.
  static let ekarit = PayeeAccount(
    payee: BillPayee(nickname: "イーカリット", number: "EK-042", organizationName: "イーカリット株式会社"),
    account: "payee:ekarit",
    currency: .jpy
  )

  /// Every bill payee, in the order their bills are listed.
  static let payeeAccounts = [
    cityPower, greenEnergy, ekarit, waterWorks, oakStreet, visa, mobileCo,
  ]

  /// The bill payees, for the parser to recognise.
  package static var billPayees: [BillPayee] {
    payeeAccounts.map(\.payee)
  }

  /// The bills, in the order the service lists them.
  static let bills: [SampleBill] = [
    SampleBill(
      id: "city-power",
      payee: cityPower,
      billType: .electricity,
      amountDue: .usd(82_40),
      dueInDays: 6
    ),
    SampleBill(
      id: "green-energy",
      payee: greenEnergy,
      billType: .electricity,
      amountDue: .usd(45_10),
      dueInDays: 8
    ),
    SampleBill(
      id: "ekarit-tuition",
      payee: ekarit,
      billType: .tuition,
      amountDue: .jpy(1_000),
      dueInDays: 8
    ),
    SampleBill(
      id: "water",
      payee: waterWorks,
      billType: .water,
      amountDue: .usd(30_00),
      lateFee: .usd(5_00),
      dueInDays: 3
    ),
    SampleBill(
      id: "rent",
      payee: oakStreet,
      billType: .rent,
      amountDue: .usd(1_800_00),
      dueInDays: 9
    ),
    SampleBill(
      id: "visa",
      payee: visa,
      billType: .creditCard,
      amountDue: .usd(1_250_00),
      minimumDue: .usd(35_00),
      lateFee: .usd(25_00),
      dueInDays: 13
    ),
    SampleBill(
      id: "phone",
      payee: mobileCo,
      billType: .phone,
      amountDue: .usd(60_00),
      dueInDays: -7,
      paidInDays: -12
    ),
  ]

  /// The ledger accounts that receive bill payments; they have no holder, so the payments
  /// handlers never suggest them as the last payee.
  static var payeeLedgerAccounts: [LedgerAccount] {
    payeeAccounts.map { payee in
      LedgerAccount(
        id: payee.account,
        currency: payee.currency,
        nickname: payee.payee.nickname,
        accountType: .unknown,
        organizationName: payee.payee.organizationName
      )
    }
  }

  /// Returns the bills as a bill service holds them, with due dates counted from `today`.
  static func makeBills(today: Date, calendar: Calendar) -> [Bill] {
    func day(_ offset: Int) -> DateComponents {
      let date = today.addingTimeInterval(TimeInterval(offset) * 24 * 60 * 60)
      return calendar.dateComponents([.year, .month, .day], from: date)
    }
    return bills.map { sample in
      Bill(
        id: sample.id,
        details: BillDetails(
          billType: sample.billType,
          paymentStatus: sample.paidInDays == nil ? .unpaid : .completed,
          billPayee: sample.payee.payee,
          amountDue: sample.amountDue,
          minimumDue: sample.minimumDue,
          lateFee: sample.lateFee,
          dueDate: day(sample.dueInDays),
          paymentDate: sample.paidInDays.map(day)
        ),
        payeeAccount: sample.payee.account,
        statementBalance: sample.billType == .creditCard ? sample.amountDue : nil
      )
    }
  }
}
