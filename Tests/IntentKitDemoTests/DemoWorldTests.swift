import IntentKit
import IntentKitDemoCore
import IntentKitSamples
import IntentKitTesting
import XCTest

/// The embedded sample data: who can be paid, what the user holds, the bills, and where rides
/// go.
final class DemoWorldTests: XCTestCase {
  private func world() async throws -> DemoWorld {
    try await DemoWorld.make(clock: ManualWallClock(now: DemoWorld.demoDate))
  }

  func testContacts_haveTwoJanesAndNoDave() async throws {
    let world = try await world()

    let janes = await world.payments.directory.contacts(matching: "Jane")
    let daves = await world.payments.directory.contacts(matching: "Dave")

    XCTAssertEqual(janes.map(\.displayName).sorted(), ["Jane Appleseed", "Jane Doe"])
    XCTAssertTrue(daves.isEmpty)
  }

  func testAccounts_holdTheOpeningBalances() async throws {
    let world = try await world()

    var balances: [String: CurrencyAmount] = [:]
    for account in world.payments.userAccounts {
      balances[account.nickname?.spokenPhrase ?? ""] = try await world.ledger.balance(
        of: account.id
      )
    }

    XCTAssertEqual(
      balances,
      [
        "Checking": .usd(1_000_00), "Savings": .usd(5_000_00), "Yen Wallet": .jpy(100_000),
        "Travel Card": .usd(0),
      ]
    )
  }

  func testBills_includeTheSeedsTuitionInYenAndTwoElectricityBills() async throws {
    let world = try await world()

    let bills = await world.bills.bills()
    let tuition = bills.filter { $0.details.billType == .tuition }
    let electricity = bills.filter { $0.details.billType == .electricity }

    XCTAssertEqual(tuition.map(\.details.amountDue), [.jpy(1_000)])
    XCTAssertEqual(tuition.first?.payee?.nickname?.spokenPhrase, "イーカリット")
    XCTAssertEqual(
      electricity.compactMap(\.payee?.nickname?.spokenPhrase),
      ["City Power", "Green Energy"]
    )
    XCTAssertEqual(
      electricity.first?.details.dueDate,
      DateComponents(year: 2026, month: 11, day: 28),
      "due dates count from the clock's today"
    )
  }

  func testCoverage_readFromGeoJSON_isTheBayAreaAndCoversTheSamplePlaces() async throws {
    let world = try await world()
    let configuration = world.rides.configuration

    let covered = ["Apple Park", "Cupertino", "San Francisco", "Palo Alto", "Oakland"].map { name in
      world.rides.places(matching: name).first.map(world.rides.covers) ?? false
    }
    let sacramento = world.rides.places(matching: "Sacramento").first.map(world.rides.covers)

    XCTAssertEqual(try CoverageArea(geoJSON: DemoData.coverageGeoJSON), CoverageArea.bayArea)
    XCTAssertEqual(covered, [true, true, true, true, true])
    XCTAssertEqual(sacramento, false)
    XCTAssertFalse(configuration.fleet.isEmpty)
    XCTAssertEqual(configuration.products.map(\.name), ["Small car", "Large car", "Shared ride"])
  }

  func testDispatcher_routesEveryDomainsIntents() async throws {
    let world = try await world()

    let names = world.dispatcher.intentTypes.intentNames

    for name in ["SendPaymentIntent", "PayBillIntent", "RequestRideIntent", "CancelRideIntent"] {
      XCTAssertTrue(names.contains(name), name)
    }
  }
}
