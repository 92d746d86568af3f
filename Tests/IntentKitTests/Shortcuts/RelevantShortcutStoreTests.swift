import Foundation
import IntentKit
import IntentKitTesting
import XCTest

final class RelevantShortcutStoreTests: XCTestCase {
  private let home = RideFixtures.coordinate(37.3349, -122.0090)
  private let work = RideFixtures.coordinate(37.7749, -122.4194)

  private func shortcut(_ note: String) throws -> Shortcut {
    var intent = ShortcutsFixtures.makeTransfer(
      from: "checking",
      to: "savings",
      amount: .usd(20_00),
      identifier: note
    )
    intent.transactionNote = note
    return try XCTUnwrap(Shortcut(intent: intent))
  }

  private func context(day: Int = 2, hour: Int, minute: Int = 0) -> RelevanceContext {
    RelevanceContext(date: ShortcutsFixtures.date(day: day, hour: hour, minute: minute))
  }

  private func notes(_ shortcuts: [RelevantShortcut]) -> [String] {
    shortcuts.compactMap {
      $0.shortcut.intent?.value(as: TransferMoneyIntent.self)?.transactionNote
    }
  }

  // MARK: - The seed's evening transfer

  func testSeedsEveningTransfer_isRelevantInTheEvening_andNotInTheMorning() async throws {
    let intent = ShortcutsFixtures.makeTransfer(
      from: "checking",
      to: "savings",
      amount: .usd(20_00)
    )
    let shortcut = try XCTUnwrap(Shortcut(intent: intent))
    var relevantShortcut = RelevantShortcut(shortcut: shortcut)
    relevantShortcut.relevanceProviders = [.dailyRoutine(situation: .evening)]
    let store = RelevantShortcutStore()

    try await store.setRelevantShortcuts([relevantShortcut])

    let evening = await store.relevantShortcuts(in: context(hour: 20, minute: 30))
    let morning = await store.relevantShortcuts(in: context(hour: 8))
    let toldEvening = await store.relevantShortcuts(
      in: RelevanceContext(date: ShortcutsFixtures.date(day: 2, hour: 13), situations: [.evening])
    )
    XCTAssertEqual(evening, [relevantShortcut])
    XCTAssertEqual(morning, [])
    XCTAssertEqual(toldEvening, [relevantShortcut])
    XCTAssertEqual(relevantShortcut.shortcutRole, .action)
  }

  func testMorningAndEveningHours_areConfigurable_inTheCalendarsTimeZone() async throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try XCTUnwrap(TimeZone(secondsFromGMT: 9 * 3_600))
    let store = RelevantShortcutStore(
      configuration: .init(calendar: calendar, morningHours: 6..<9, eveningHours: 21..<23)
    )
    try await store.setRelevantShortcuts([
      RelevantShortcut(
        shortcut: shortcut("morning"),
        relevanceProviders: [.dailyRoutine(situation: .morning)]
      )
    ])

    // 22:00 UTC is 07:00 the next day at UTC+9.
    let atSeven = await store.relevantShortcuts(in: context(hour: 22))
    let atNine = await store.relevantShortcuts(in: context(day: 3, hour: 0))
    XCTAssertEqual(notes(atSeven), ["morning"])
    XCTAssertEqual(notes(atNine), [])
  }

  // MARK: - Providers

  func testSituations_matchWhenTheContextListsThem() async throws {
    let store = RelevantShortcutStore()
    let situations = DailyRoutineSituation.allCases.filter { $0 != .morning && $0 != .evening }
    try await store.setRelevantShortcuts(
      try situations.map { situation in
        RelevantShortcut(
          shortcut: try shortcut("\(situation)"),
          relevanceProviders: [.dailyRoutine(situation: situation)]
        )
      }
    )

    let atGym = await store.relevantShortcuts(
      in: RelevanceContext(date: .testNow, situations: [.gym, .headphonesConnected])
    )
    XCTAssertEqual(notes(atGym), ["gym", "headphonesConnected"])
  }

  func testDateRange_matchesFromItsStartToItsEnd() async throws {
    let store = RelevantShortcutStore()
    let start = ShortcutsFixtures.date(day: 25, hour: 0)
    let end = ShortcutsFixtures.date(day: 28, hour: 0)
    try await store.setRelevantShortcuts([
      RelevantShortcut(
        shortcut: shortcut("rent week"),
        relevanceProviders: [.date(start: start, end: end)]
      )
    ])

    let inside = await store.relevantShortcuts(in: context(day: 26, hour: 12))
    let atEnd = await store.relevantShortcuts(in: RelevanceContext(date: end))
    let after = await store.relevantShortcuts(in: context(day: 28, hour: 1))
    XCTAssertEqual(notes(inside), ["rent week"])
    XCTAssertEqual(notes(atEnd), ["rent week"])
    XCTAssertEqual(notes(after), [])
  }

  func testPointInTime_matchesWithinTheTolerance_closerScoresHigher() async throws {
    let store = RelevantShortcutStore()
    let payday = ShortcutsFixtures.date(day: 15, hour: 9)
    try await store.setRelevantShortcuts([
      RelevantShortcut(
        shortcut: shortcut("payday"),
        relevanceProviders: [.date(start: payday, end: nil)]
      )
    ])

    let onTime = await store.matches(in: RelevanceContext(date: payday))
    let halfHourLate = await store.matches(in: context(day: 15, hour: 9, minute: 30))
    let twoHoursLate = await store.matches(in: context(day: 15, hour: 11))
    XCTAssertEqual(onTime.map(\.score), [1])
    XCTAssertEqual(halfHourLate.map(\.score), [0.75])
    XCTAssertEqual(twoHoursLate, [])
  }

  func testLocation_matchesInsideTheRegion_closerToTheCentreScoresHigher() async throws {
    let store = RelevantShortcutStore()
    let region = try Region(center: home, radius: 500, identifier: "home")
    try await store.setRelevantShortcuts([
      RelevantShortcut(shortcut: shortcut("home"), relevanceProviders: [.location(region: region)])
    ])

    let atCentre = await store.matches(in: RelevanceContext(date: .testNow, location: home))
    let nearby = RideFixtures.coordinate(home.latitude + 0.002, home.longitude)
    let atNearby = await store.matches(in: RelevanceContext(date: .testNow, location: nearby))
    let atWork = await store.matches(in: RelevanceContext(date: .testNow, location: work))
    let nowhere = await store.matches(in: RelevanceContext(date: .testNow))
    XCTAssertEqual(atCentre.map(\.score), [1])
    XCTAssertEqual(atNearby.count, 1)
    XCTAssertLessThan(atNearby.first?.score ?? 1, 1)
    XCTAssertGreaterThan(atNearby.first?.score ?? 0, 0.5)
    XCTAssertEqual(atWork, [])
    XCTAssertEqual(nowhere, [])
  }

  // MARK: - Ranking

  func testRanking_moreMatchingKindsFirst_thenTheAppsOrder_andEveryKindMustMatch() async throws {
    let store = RelevantShortcutStore()
    let homeRegion = try Region(center: home, radius: 200)
    let workRegion = try Region(center: work, radius: 200)
    try await store.setRelevantShortcuts([
      RelevantShortcut(shortcut: shortcut("anytime")),
      RelevantShortcut(
        shortcut: shortcut("evening"),
        relevanceProviders: [.dailyRoutine(situation: .evening)]
      ),
      RelevantShortcut(
        shortcut: shortcut("evening at home"),
        relevanceProviders: [.dailyRoutine(situation: .evening), .location(region: homeRegion)]
      ),
      RelevantShortcut(
        shortcut: shortcut("evening at work"),
        relevanceProviders: [.dailyRoutine(situation: .evening), .location(region: workRegion)]
      ),
      RelevantShortcut(
        shortcut: shortcut("morning or evening"),
        relevanceProviders: [
          .dailyRoutine(situation: .morning), .dailyRoutine(situation: .evening),
        ],
        shortcutRole: .information
      ),
    ])

    let matches = await store.matches(
      in: RelevanceContext(date: ShortcutsFixtures.date(day: 2, hour: 20), location: home)
    )

    XCTAssertEqual(
      notes(matches.map(\.relevantShortcut)),
      ["evening at home", "evening", "morning or evening", "anytime"]
    )
    XCTAssertEqual(matches.map(\.score), [2, 1, 1, 0])
    XCTAssertEqual(matches[2].matchedProviders, [.dailyRoutine(situation: .evening)])
  }

  func testSetRelevantShortcuts_rangeEndingBeforeItStarts_throwsAndKeepsTheEarlierOnes()
    async throws
  {
    let store = RelevantShortcutStore()
    let earlier = RelevantShortcut(shortcut: try shortcut("earlier"))
    try await store.setRelevantShortcuts([earlier])
    let backwards = RelevanceProvider.date(
      start: ShortcutsFixtures.date(day: 2, hour: 0),
      end: ShortcutsFixtures.date(day: 1, hour: 0)
    )

    await assertThrowsError({
      try await store.setRelevantShortcuts([
        RelevantShortcut(shortcut: try self.shortcut("backwards"), relevanceProviders: [backwards])
      ])
    }) {
      XCTAssertEqual(($0 as? ShortcutError)?.code, .invalidRelevanceProvider)
    }
    let kept = await store.relevantShortcuts()
    XCTAssertEqual(kept, [earlier])
    let unvalidated = store.match(
      RelevantShortcut(shortcut: try shortcut("backwards"), relevanceProviders: [backwards]),
      in: context(hour: 12)
    )
    XCTAssertNil(unvalidated)
  }

  func testRelevantShortcuts_roundTripThroughJSON() throws {
    let region = try Region(center: home, radius: 150, identifier: "home")
    let relevantShortcut = RelevantShortcut(
      shortcut: try shortcut("all"),
      relevanceProviders: [
        .date(start: .testNow, end: nil), .dailyRoutine(situation: .commute),
        .location(region: region),
      ],
      shortcutRole: .information
    )

    let data = try StrictJSONEncoder().encode([relevantShortcut])
    let decoded = try IntentTypeRegistry([TransferMoneyIntent.self])
      .decode([RelevantShortcut].self, from: data)

    XCTAssertEqual(decoded, [relevantShortcut])
  }

  func testSituationsAndRoles_keepSiriKitsRawValues() {
    XCTAssertEqual(DailyRoutineSituation.allCases.map(\.rawValue), Array(0...9))
    XCTAssertEqual(DailyRoutineSituation.evening.rawValue, 1)
    XCTAssertEqual(DailyRoutineSituation.gym.rawValue, 5)
    XCTAssertEqual(DailyRoutineSituation.commute.rawValue, 6)
    XCTAssertEqual(DailyRoutineSituation.physicalActivityIncomplete.rawValue, 9)
    XCTAssertEqual(RelevantShortcutRole.allCases.map(\.rawValue), [0, 1])
  }
}
