import Foundation
import IntentKit
import IntentKitTesting
import XCTest

final class SuggestionEngineTests: XCTestCase {
  private typealias Fixtures = ShortcutsFixtures

  private func transfer(
    to account: String,
    _ cents: Int64,
    note: String? = nil
  ) -> TransferMoneyIntent {
    var intent = Fixtures.makeTransfer(from: "checking", to: account, amount: .usd(cents))
    intent.transactionNote = note
    return intent
  }

  /// "savings 2000": the destination account and the amount in cents.
  private func label(_ suggestion: ShortcutSuggestion) -> String {
    let intent = suggestion.shortcut.intent?.value(as: TransferMoneyIntent.self)
    let account = intent?.toAccount?.nickname?.spokenPhrase ?? "?"
    return "\(account) \(intent?.transactionAmount?.amount?.minorUnits ?? 0)"
  }

  private func donate(
    _ intent: TransferMoneyIntent,
    at date: Date,
    to donations: DonationStore
  )
    async throws
  {
    try await donations.donate(
      Interaction(intent: intent, response: .init(code: .success), date: date, direction: .outgoing)
    )
  }

  // MARK: - A simulated month

  func testSimulatedMonth_suggestionsChangeAsDonationsAccumulate() async throws {
    let clock = ManualWallClock(now: Fixtures.monthStart)
    let engine = SuggestionEngine(clock: clock)
    let donations = DonationStore()
    var mornings: [Int: [String]] = [:]
    var evenings: [Int: [String]] = [:]

    for day in 1...31 {
      await clock.advance(to: Fixtures.date(day: day, hour: 7, minute: 30))
      mornings[day] = await engine.suggestions(from: donations).map(label)
      guard day <= 30 else { break }
      // Coffee money every morning: $5 for two weeks, then $7.
      await clock.advance(to: Fixtures.date(day: day, hour: 8, minute: day <= 14 ? 0 : 5))
      try await donate(
        transfer(to: "coffee", day <= 14 ? 5_00 : 7_00),
        at: clock.now,
        to: donations
      )
      if day == 1 {
        await clock.advance(to: Fixtures.date(day: 1, hour: 19))
        try await donate(transfer(to: "rent", 1_200_00), at: clock.now, to: donations)
      }
      // $20 to savings on most evenings from the second week.
      if day >= 8, day % 4 != 0 {
        await clock.advance(to: Fixtures.date(day: day, hour: 20, minute: day * 7 % 30))
        try await donate(transfer(to: "savings", 20_00), at: clock.now, to: donations)
      }
      await clock.advance(to: Fixtures.date(day: day, hour: 21))
      evenings[day] = await engine.suggestions(from: donations).map(label)
    }

    XCTAssertEqual(mornings[1], [])
    XCTAssertEqual(evenings[1], [], "one donation isn't a habit yet")
    XCTAssertEqual(evenings[3], ["coffee 500"])
    XCTAssertEqual(evenings[9], ["coffee 500"], "a single evening transfer so far")
    XCTAssertEqual(evenings[10], ["savings 2000", "coffee 500"])
    XCTAssertEqual(mornings[11], ["coffee 500", "savings 2000"])
    XCTAssertEqual(mornings[22], ["coffee 500", "coffee 700", "savings 2000"])
    XCTAssertEqual(mornings[24], ["coffee 700", "coffee 500", "savings 2000"])
    XCTAssertEqual(evenings[30], ["savings 2000", "coffee 700", "coffee 500"])
    XCTAssertEqual(mornings[31], ["coffee 700", "coffee 500", "savings 2000"])
  }

  func testEveningSavingsTransfer_topsEveningSuggestions_whileTheMorningHabitTopsMornings()
    async throws
  {
    let donations = DonationStore()
    for day in 1...30 {
      try await donate(
        transfer(to: "coffee", 5_00),
        at: Fixtures.date(day: day, hour: 8),
        to: donations
      )
      if day % 5 != 0 {
        let evening = Fixtures.date(day: day, hour: 19, minute: 30 + day % 20)
        try await donate(transfer(to: "savings", 20_00), at: evening, to: donations)
      }
    }
    let interactions = await donations.interactions()
    let engine = SuggestionEngine()

    let evening = engine.suggestions(from: interactions, at: Fixtures.date(day: 31, hour: 20))
    let morning = engine.suggestions(from: interactions, at: Fixtures.date(day: 31, hour: 8))

    XCTAssertEqual(evening.map(label), ["savings 2000", "coffee 500"])
    XCTAssertEqual(evening.first?.donationCount, 24)
    XCTAssertEqual(evening.first?.intentName, "TransferMoneyIntent")
    XCTAssertEqual(
      evening.first?.parameters["toAccount"],
      AnyParameterValue(PaymentAccount(nickname: "savings"))
    )
    XCTAssertEqual(morning.map(label), ["coffee 500", "savings 2000"])
  }

  // MARK: - Scoring

  func testRecency_aDonationOneHalfLifeOldCountsHalf() {
    let now = Fixtures.date(day: 20, hour: 12)
    let halfLifeAgo = Fixtures.date(day: 6, hour: 12)
    let interactions = [
      Interaction(intent: transfer(to: "savings", 20_00), response: nil, date: now),
      Interaction(intent: transfer(to: "savings", 20_00), response: nil, date: now),
      Interaction(intent: transfer(to: "rent", 20_00), response: nil, date: halfLifeAgo),
      Interaction(intent: transfer(to: "rent", 20_00), response: nil, date: halfLifeAgo),
    ]

    let suggestions = SuggestionEngine().suggestions(from: interactions, at: now)

    XCTAssertEqual(suggestions.map(label), ["savings 2000", "rent 2000"])
    XCTAssertEqual(suggestions.map(\.score), [2, 1])
  }

  func testTimeOfDay_affinityFallsLinearlyToTheFloor_aroundTheClock() {
    let engine = SuggestionEngine()
    func score(donatedAt hour: Int, minute: Int = 0, queriedAt queryHour: Int) -> Double {
      let donations = (1...2).map { day in
        Interaction(
          intent: transfer(to: "savings", 20_00),
          response: nil,
          date: Fixtures.date(day: 10 + day, hour: hour, minute: minute)
        )
      }
      let config = SuggestionEngine.Configuration(halfLife: .seconds(1_000_000_000))
      let engine = SuggestionEngine(configuration: config, clock: engine.clock)
      return engine.suggestions(from: donations, at: Fixtures.date(day: 13, hour: queryHour))
        .first?.score ?? -1
    }

    XCTAssertEqual(score(donatedAt: 20, queriedAt: 20), 2, accuracy: 1e-3)
    XCTAssertEqual(score(donatedAt: 18, minute: 30, queriedAt: 20), 1.1, accuracy: 1e-3)
    XCTAssertEqual(score(donatedAt: 1, queriedAt: 23), 0.8, accuracy: 1e-3)
    XCTAssertEqual(score(donatedAt: 8, queriedAt: 20), 0.2, accuracy: 1e-3)
  }

  func testSuggestions_dontDependOnTheOrderOfTheDonations() {
    let interactions = (1...12).map { index in
      Interaction(
        intent: transfer(to: ["savings", "rent", "coffee"][index % 3], Int64(index % 2 + 1) * 100),
        response: nil,
        identifier: "i-\(index)",
        date: Fixtures.date(day: index, hour: 6 + index)
      )
    }
    let engine = SuggestionEngine()
    let date = Fixtures.date(day: 13, hour: 12)

    let forward = engine.suggestions(from: interactions, at: date)
    let backward = engine.suggestions(from: interactions.reversed(), at: date)

    XCTAssertEqual(forward, backward)
    XCTAssertEqual(forward.count, 6)
    XCTAssertEqual(forward.map(\.score), forward.map(\.score).sorted(by: >))
  }

  func testFailedFutureAndOneOffDonations_areNotSuggested() {
    let now = Fixtures.date(day: 10, hour: 20)
    let interactions = [
      Interaction(intent: transfer(to: "rent", 100), response: nil, date: now),
      Interaction(intent: transfer(to: "savings", 100), response: .init(code: .success), date: now),
      Interaction(
        intent: transfer(to: "savings", 100),
        response: .init(code: .failureInsufficientFunds),
        date: now
      ),
      Interaction(
        intent: transfer(to: "savings", 100),
        response: nil,
        date: now.addingTimeInterval(60)
      ),
    ]

    let suggestions = SuggestionEngine().suggestions(from: interactions, at: now)

    XCTAssertEqual(suggestions, [])
  }

  func testIgnoredParameters_groupDonationsThatDifferOnlyInThem() {
    let now = Fixtures.date(day: 10, hour: 20)
    let interactions = ["for the trip", "rainy day"].map { note in
      Interaction(intent: transfer(to: "savings", 20_00, note: note), response: nil, date: now)
    }

    let grouped = SuggestionEngine(configuration: .init(ignoredParameters: ["transactionNote"]))
      .suggestions(from: interactions, at: now)
    let separate = SuggestionEngine().suggestions(from: interactions, at: now)

    XCTAssertEqual(grouped.map(\.donationCount), [2])
    XCTAssertNil(grouped.first?.parameters["transactionNote"])
    XCTAssertEqual(separate, [])
  }

  func testMaximumSuggestionCount_limitsTheResult() {
    let now = Fixtures.date(day: 10, hour: 20)
    let interactions = (1...5).flatMap { cents in
      [now, now].map {
        Interaction(intent: transfer(to: "savings", Int64(cents)), response: nil, date: $0)
      }
    }

    let suggestions = SuggestionEngine(configuration: .init(maximumSuggestionCount: 3))
      .suggestions(from: interactions, at: now)

    XCTAssertEqual(suggestions.count, 3)
  }
}
