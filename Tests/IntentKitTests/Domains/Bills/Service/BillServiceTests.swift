import IntentKit
import IntentKitTesting
import XCTest

final class BillServiceTests: XCTestCase {
  private func request(
    _ billID: String = "water-11",
    amount: CurrencyAmount = .usd(30_00),
    account: LedgerAccount.ID = "checking",
    day: Date = .day(11, 22),
    key: String = "pay-1"
  ) -> BillPaymentRequest {
    BillPaymentRequest(
      billID: billID,
      account: account,
      amount: amount,
      day: day,
      idempotencyKey: key
    )
  }

  // MARK: - Setting up

  func testAdd_refusesInvalidOrDuplicateBills_andAddsNothing() async throws {
    let bills = try await BillsFixture.english()
    let before = await bills.service.bills()
    let details = BillDetails(
      billType: .gas,
      paymentStatus: .unpaid,
      billPayee: BillPayee(nickname: "Gas Co"),
      amountDue: .usd(40_00),
      dueDate: .day(11, 30)
    )
    var noPayee = details
    noPayee.billPayee = nil
    var mixed = details
    mixed.minimumDue = .jpy(100)
    var minimumAboveDue = details
    minimumAboveDue.minimumDue = .usd(50_00)
    var negative = details
    negative.lateFee = .usd(-1)

    let refusals: [(Bill, BillServiceError.Code)] = [
      (Bill(id: "water-11", details: details, payeeAccount: "payee:water"), .duplicateBill),
      (Bill(id: "gas-1", details: noPayee, payeeAccount: "payee:water"), .invalidBill),
      (Bill(id: "gas-2", details: mixed, payeeAccount: "payee:water"), .invalidBill),
      (Bill(id: "gas-3", details: minimumAboveDue, payeeAccount: "payee:water"), .invalidBill),
      (Bill(id: "gas-4", details: negative, payeeAccount: "payee:water"), .invalidBill),
    ]
    for (bill, code) in refusals {
      await assertThrowsError({ try await bills.service.add(bill) }) { error in
        XCTAssertEqual((error as? BillServiceError)?.code, code, bill.id)
      }
    }

    let after = await bills.service.bills()
    XCTAssertEqual(after, before)
    let balances = try await bills.balances()
    XCTAssertEqual(balances["checking"], 1_000_00)
  }

  func testAddPaymentAccount_withAnAccountTheLedgerLacks_throwsAccountNotFound() async throws {
    let bills = try await BillsFixture.english()

    await assertThrowsError({ try await bills.service.addPaymentAccount("brokerage") }) {
      XCTAssertEqual(($0 as? BillServiceError)?.code, .accountNotFound)
    }

    let accounts = await bills.service.paymentAccounts()
    XCTAssertEqual(accounts.map(\.id), ["checking", "savings"])
    let checking = try await bills.balance("checking")
    XCTAssertEqual(checking, 1_000_00)
  }

  // MARK: - Matching

  func testPayeesMatching_byNicknameOrganisationNumberOrPart_ignoringCaseAndWidth() async throws {
    let bills = try await BillsFixture.english()
    let service = bills.service

    let byNickname = await service.payees(matching: BillPayee(nickname: "ＣＩＴＹ power"))
    let byOrganisation = await service.payees(matching: BillPayee(nickname: "first bank"))
    let byNumber = await service.payees(
      matching: BillPayee(nickname: "the card", number: "4111")
    )
    let byPart = await service.payees(matching: BillPayee(nickname: "water"))
    let none = await service.payees(matching: BillPayee(nickname: "Gas Co"))

    XCTAssertEqual(byNickname, [.cityPower])
    XCTAssertEqual(byOrganisation, [.visa])
    XCTAssertEqual(byNumber, [.visa])
    XCTAssertEqual(byPart, [.waterWorks])
    XCTAssertEqual(none, [])
    let balances = try await bills.balances()
    XCTAssertEqual(balances["checking"], 1_000_00)
  }

  func testPayableBill_isTheUnpaidBill_andNoneOnceItIsPaid() async throws {
    let bills = try await BillsFixture.english()

    let phone = await bills.service.payableBill(for: .mobileCo, billType: nil)
    let water = await bills.service.payableBill(for: .waterWorks, billType: nil)
    try await bills.service.pay(request())
    let paidWater = await bills.service.payableBill(for: .waterWorks, billType: nil)

    XCTAssertNil(phone, "the phone bill is already paid")
    XCTAssertEqual(water?.id, "water-11")
    XCTAssertNil(paidWater)
    let checking = try await bills.balance("checking")
    XCTAssertEqual(checking, 970_00)
  }

  // MARK: - Paying now

  func testPay_today_debitsTheAccountCreditsThePayee_andMarksTheBillPaid() async throws {
    let bills = try await BillsFixture.english()

    let payment = try await bills.service.pay(request())

    XCTAssertEqual(payment.status, .completed)
    XCTAssertEqual(payment.posting?.transfer.amount, .usd(30_00))
    XCTAssertEqual(payment.posting?.idempotencyKey, "pay-1")
    let bill = await bills.service.bill("water-11")
    XCTAssertEqual(bill?.details.paymentStatus, .completed)
    XCTAssertEqual(bill?.details.paymentDate, .day(11, 22))
    let balances = try await bills.balances()
    XCTAssertEqual(balances["checking"], 970_00)
    XCTAssertEqual(balances["payee:water"], 30_00)
    let userTotal = await bills.ledger.userTotal(in: .usd)
    XCTAssertEqual(userTotal, 6_000_00, "money moved, none was made")
  }

  func testPay_theSameRequestTwice_returnsTheFirstPayment_andDebitsOnce() async throws {
    let bills = try await BillsFixture.english()

    let first = try await bills.service.pay(request())
    let second = try await bills.service.pay(request())

    XCTAssertEqual(second, first)
    let postings = await bills.ledger.postings(involving: "payee:water")
    XCTAssertEqual(postings.count, 1)
    let balances = try await bills.balances()
    XCTAssertEqual(balances["checking"], 970_00)
    XCTAssertEqual(balances["payee:water"], 30_00)
  }

  func testPay_theSameKeyForAnotherPayment_throwsReused_andMovesNothingMore() async throws {
    let bills = try await BillsFixture.english()
    try await bills.service.pay(request())
    let before = try await bills.balances()

    await assertThrowsError({
      try await bills.service.pay(self.request("city-power-11", amount: .usd(82_40)))
    }) { XCTAssertEqual(($0 as? BillServiceError)?.code, .idempotencyKeyReused) }

    let after = try await bills.balances()
    XCTAssertEqual(after, before)
    let cityPower = await bills.status(ofBill: "city-power-11")
    XCTAssertEqual(cityPower, .unpaid)
  }

  func testPay_aSecondTimeWithANewKey_isRefusedBecauseTheBillIsPaid() async throws {
    let bills = try await BillsFixture.english()
    try await bills.service.pay(request())

    await assertThrowsError({ try await bills.service.pay(self.request(key: "pay-2")) }) {
      XCTAssertEqual(($0 as? BillServiceError)?.code, .billNotPayable)
    }

    let balances = try await bills.balances()
    XCTAssertEqual(balances["checking"], 970_00)
    XCTAssertEqual(balances["payee:water"], 30_00)
  }

  func testPay_withInsufficientFunds_failsAndDebitsNothing_andLeavesTheBillUnpaid() async throws {
    let bills = try await BillsFixture.english()
    let before = try await bills.balances()

    let payment = try await bills.service.pay(request("rent-12", amount: .usd(1_800_00)))

    XCTAssertEqual(payment.status, .failed)
    XCTAssertEqual(payment.failure?.ledgerErrorCode, .insufficientFunds)
    XCTAssertNil(payment.posting)
    let rent = await bills.service.bill("rent-12")
    XCTAssertEqual(rent?.details.paymentStatus, .unpaid)
    XCTAssertNil(rent?.details.paymentDate)
    let after = try await bills.balances()
    XCTAssertEqual(after, before)
  }

  func testPay_withABadRequest_throwsItsCode_andChangesNothing() async throws {
    let bills = try await BillsFixture.english()
    let before = try await bills.balances()
    let cases: [(BillPaymentRequest, BillServiceError.Code)] = [
      (request("nope"), .billNotFound),
      (request("phone-11", amount: .usd(60_00)), .billNotPayable),
      (request(account: "payee:visa"), .accountNotFound),
      (request(amount: .jpy(3_000)), .currencyUnsupported),
      (request(amount: .usd(0)), .nonPositiveAmount),
      (request(amount: .usd(-5_00)), .nonPositiveAmount),
      (request(day: .day(11, 21)), .dateInPast),
    ]

    for (bad, code) in cases {
      await assertThrowsError({ try await bills.service.pay(bad) }) { error in
        XCTAssertEqual((error as? BillServiceError)?.code, code, "\(bad)")
      }
    }
    await bills.service.signOut()
    await assertThrowsError({ try await bills.service.pay(self.request()) }) {
      XCTAssertEqual(($0 as? BillServiceError)?.code, .notSignedIn)
    }

    let after = try await bills.balances()
    XCTAssertEqual(after, before)
    let payments = await bills.service.payments()
    XCTAssertEqual(payments, [])
    let water = await bills.status(ofBill: "water-11")
    XCTAssertEqual(water, .unpaid)
  }

  func testPay_concurrentlyForOneBillWithManyKeys_paysItOnce() async throws {
    let bills = try await BillsFixture.english()
    let service = bills.service

    let outcomes = await withTaskGroup(of: PaymentStatus?.self) { group in
      for index in 0..<20 {
        group.addTask {
          let request = BillPaymentRequest(
            billID: "water-11",
            account: "checking",
            amount: .usd(30_00),
            day: .day(11, 22),
            idempotencyKey: "pay-\(index)"
          )
          return try? await service.pay(request).status
        }
      }
      var statuses: [PaymentStatus?] = []
      for await status in group { statuses.append(status) }
      return statuses
    }

    XCTAssertEqual(outcomes.filter { $0 == .completed }.count, 1)
    XCTAssertEqual(outcomes.filter { $0 == nil }.count, 19, "the others find the bill paid")
    let balances = try await bills.balances()
    XCTAssertEqual(balances["checking"], 970_00)
    XCTAssertEqual(balances["payee:water"], 30_00)
  }

  // MARK: - Validating

  func testValidate_forToday_reportsInsufficientFunds_butNotForALaterDay() async throws {
    let bills = try await BillsFixture.english()
    let rentToday = request("rent-12", amount: .usd(1_800_00))
    let rentLater = request("rent-12", amount: .usd(1_800_00), day: .day(11, 30))

    await assertThrowsError({ try await bills.service.validate(rentToday) }) {
      XCTAssertEqual(($0 as? LedgerError)?.code, .insufficientFunds)
    }
    try await bills.service.validate(rentLater)

    let payments = await bills.service.payments()
    XCTAssertEqual(payments, [], "validating pays nothing")
    let checking = try await bills.balance("checking")
    XCTAssertEqual(checking, 1_000_00)
  }

  // MARK: - Searching

  func testBills_filterByEveryCriterion_comparingCalendarDays() async throws {
    let bills = try await BillsFixture.english()
    let november = DateComponentsRange(start: DateComponents(year: 2026, month: 11))
    let service = bills.service

    let unpaidInNovember = await service.bills(status: .unpaid, dueDateRange: november)
    let electricity = await service.bills(billType: .electricity)
    let visa = await service.bills(payee: BillPayee(nickname: "visa"))
    let paidEarlyNovember = await service.bills(
      paymentDateRange: DateComponentsRange(start: .day(11, 1), end: .day(11, 15))
    )
    let dueByNovember28 = await service.bills(
      dueDateRange: DateComponentsRange(start: nil, end: .day(11, 28))
    )
    let dueOnNovember30 = await service.bills(dueDateRange: .day(11, 30))
    let invalidDay = await service.bills(dueDateRange: .day(2, 30))

    XCTAssertEqual(unpaidInNovember.map(\.id), ["water-11", "city-power-11", "green-energy-11"])
    XCTAssertEqual(electricity.map(\.id), ["city-power-11", "green-energy-11"])
    XCTAssertEqual(visa.map(\.id), ["visa-12"])
    XCTAssertEqual(paidEarlyNovember.map(\.id), ["phone-11"])
    XCTAssertEqual(dueByNovember28.map(\.id), ["phone-11", "water-11", "city-power-11"])
    XCTAssertEqual(dueOnNovember30.map(\.id), ["green-energy-11"])
    XCTAssertEqual(invalidDay, [])
    let checking = try await bills.balance("checking")
    XCTAssertEqual(checking, 1_000_00)
  }
}
