import Foundation
import IntentKit
import XCTest

final class RideValuesTests: XCTestCase {
  private let english = DialogContext()
  private let japanese = DialogContext(language: .japanese)
  private let korean = DialogContext(language: .korean)

  func testRidePhase_rawValues_matchSiriKit() {
    let phases: [(RidePhase, Int)] = [
      (.unknown, 0), (.received, 1), (.confirmed, 2), (.ongoing, 3), (.completed, 4),
      (.approachingPickup, 5), (.pickup, 6),
    ]

    for (phase, rawValue) in phases {
      XCTAssertEqual(phase.rawValue, rawValue, "\(phase)")
    }
    XCTAssertEqual(RidePhase.allCases.count, 7)
  }

  func testRideFeedbackTypeOptions_bits_matchSiriKit() throws {
    XCTAssertEqual(RideFeedbackTypeOptions.rate.rawValue, 1)
    XCTAssertEqual(RideFeedbackTypeOptions.tip.rawValue, 2)
    XCTAssertEqual(([.rate, .tip] as RideFeedbackTypeOptions).rawValue, 3)
    XCTAssertEqual(try StrictJSONEncoder().encode([RideFeedbackTypeOptions.tip]), Data("[2]".utf8))
  }

  func testRideCompletionStatus_factories_setTheFlagsSiriKitDescribes() {
    let completed = RideCompletionStatus.completed(settled: .usd(24_75))
    let owed = RideCompletionStatus.completed(outstanding: .usd(24_75))
    let feedback = RideCompletionStatus.completed(feedbackType: [.rate, .tip])
    let missed = RideCompletionStatus.canceledMissedPickup()
    let fee = RideCompletionStatus.canceledByUser(outstandingFee: .usd(5_00))

    XCTAssertTrue(completed.isCompleted)
    XCTAssertFalse(completed.isCanceled)
    XCTAssertFalse(completed.isOutstanding)
    XCTAssertEqual(completed.paymentAmount, .usd(24_75))
    XCTAssertTrue(owed.isOutstanding)
    XCTAssertEqual(feedback.feedbackType, [.rate, .tip])
    XCTAssertNil(feedback.paymentAmount)
    XCTAssertTrue(missed.isCanceled)
    XCTAssertTrue(missed.isMissedPickup)
    XCTAssertFalse(RideCompletionStatus.canceledByService().isMissedPickup)
    XCTAssertTrue(RideCompletionStatus.canceledByService().isCanceled)
    XCTAssertEqual(fee.outcome, .canceledByUser)
    XCTAssertEqual(fee.paymentAmount, .usd(5_00))
    XCTAssertTrue(fee.isOutstanding)
    XCTAssertFalse(RideCompletionStatus.canceledByUser(settledFee: .usd(5_00)).isOutstanding)
    XCTAssertNil(RideCompletionStatus.canceledByUser().paymentAmount)
  }

  func testPriceRange_initializers_orderBoundsAndKeepOpenEnds() throws {
    let range = try PriceRange(firstPrice: .usd(68_00), secondPrice: .usd(56_00))

    XCTAssertEqual(range.minimumPrice, .usd(56_00))
    XCTAssertEqual(range.maximumPrice, .usd(68_00))
    XCTAssertEqual(range.currency, .usd)
    XCTAssertNil(PriceRange(minimumPrice: .usd(7_00)).maximumPrice)
    XCTAssertNil(PriceRange(maximumPrice: .jpy(1_000)).minimumPrice)
    XCTAssertEqual(
      PriceRange(price: .eur(9_50)).minimumPrice,
      PriceRange(price: .eur(9_50)).maximumPrice
    )
    XCTAssertThrowsError(try PriceRange(firstPrice: .usd(1_00), secondPrice: .eur(2_00))) {
      XCTAssertEqual(($0 as? MoneyError)?.code, .currencyMismatch)
    }
  }

  func testPriceRange_spokenPhrase_readsPerLanguage() throws {
    let range = try PriceRange(firstPrice: .usd(56_00), secondPrice: .usd(68_00))
    let yen = try PriceRange(firstPrice: .jpy(5_600), secondPrice: .jpy(6_800))

    XCTAssertEqual(range.spokenPhrase(in: english), "$56.00–$68.00")
    XCTAssertEqual(PriceRange(minimumPrice: .usd(7_00)).spokenPhrase(in: english), "from $7.00")
    XCTAssertEqual(PriceRange(maximumPrice: .usd(10_00)).spokenPhrase(in: english), "up to $10.00")
    XCTAssertEqual(PriceRange(price: .usd(6_00)).spokenPhrase(in: english), "$6.00")
    XCTAssertEqual(yen.spokenPhrase(in: japanese), "5,600円〜6,800円")
    XCTAssertEqual(PriceRange(minimumPrice: .krw(7_000)).spokenPhrase(in: korean), "7,000원부터")
  }

  func testPriceRange_decoding_rejectsMissingBoundsMixedCurrenciesAndInvertedBounds() throws {
    let valid = Data(
      #"{"minimumPrice":{"minorUnits":100,"currency":"USD"},"currency":"USD"}"#.utf8
    )
    let invalid = [
      #"{"currency":"USD"}"#,
      #"{"minimumPrice":{"minorUnits":100,"currency":"EUR"},"currency":"USD"}"#,
      #"{"minimumPrice":{"minorUnits":500,"currency":"USD"},"#
        + #""maximumPrice":{"minorUnits":100,"currency":"USD"},"currency":"USD"}"#,
    ]

    XCTAssertEqual(
      try StrictJSONDecoder().decode(PriceRange.self, from: valid),
      PriceRange(minimumPrice: .usd(1_00))
    )
    for document in invalid {
      XCTAssertThrowsError(
        try StrictJSONDecoder().decode(PriceRange.self, from: Data(document.utf8))
      )
    }
  }

  func testRideDriver_person_isReachableByPhone() {
    let driver = RideDriver(
      phoneNumber: "+1 408 555 0101",
      displayName: "John Appleseed",
      rating: "4.9"
    )

    XCTAssertEqual(driver.person.displayName, "John Appleseed")
    XCTAssertEqual(driver.person.personHandle, .phoneNumber("+1 408 555 0101"))
  }

  func testRideStatus_codable_roundTripsANestedStatus() throws {
    var option = RideOption(name: "Small car", estimatedPickupDate: .testNow)
    option.priceRange = try PriceRange(firstPrice: .usd(6_00), secondPrice: .usd(9_00))
    option.fareLineItems = [RideFareLineItem(title: "Base fare", price: .usd(2_50))]
    option.availablePartySizeOptions = [
      RidePartySizeOption(partySizeRange: 1...4, sizeDescription: "1–4 passengers", priceRange: nil)
    ]
    var status = RideStatus(rideIdentifier: "ride-1", phase: .completed)
    status.rideOption = option
    status.completionStatus = .completed(settled: .usd(7_00))
    status.vehicle = RideVehicle(location: RideFixtures.coordinate(37, -122), course: 90)
    status.pickupLocation = Placemark(name: "Apple Park")

    let decoded = try StrictJSONDecoder().decode(
      RideStatus.self,
      from: StrictJSONEncoder().encode(status)
    )

    XCTAssertEqual(decoded, status)
  }
}
