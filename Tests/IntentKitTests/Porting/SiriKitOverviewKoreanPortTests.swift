import Foundation
import IntentKit
import IntentKitTesting
import XCTest

// A port of the Swift code of the Korean SiriKit overview (seeds/sirikit-overview-ko.md), as a
// SiriKit developer would make it, compiled and run. Its ride handler mixes the iOS 10 SDK's
// Swift 3 names (`resolvePartySize(forRequestRide:with:)`, `confirm(requestRide:completion:)`)
// with a current one (`handle(intent:completion:)`); its `simulator` is the balloon-ride
// simulator of the tutorial the overview follows. `TransferMoneyIntent` is the seed's custom
// intent, which SiriKit generates from an .intentdefinition file and IntentKit has written in
// Swift. Its name is also IntentKit's `TransferMoneyIntent` (SiriKit's `INTransferMoneyIntent`):
// the app's own declaration wins in its module, and the two can't share a dispatcher, whose
// wire names must differ.
//
// How to read it: `IN` is dropped throughout, and every other edit is marked by a comment
// `// PORT(n): what and why` on the line above the one it changes (the 100-column limit leaves
// no room at the end of most lines); n counts edits across the five files in this folder. Not
// edits: swift-format's layout (indentation, line breaks, the `return`s and `case let`s it
// rewrites), `private` on the sample's top-level declarations (so that each file's `Contact` or
// `IntentHandler` stays its own), and lint's `swift-format-ignore` for the seeds' force unwraps.
// Everything after "Sample app scaffolding" is the app code the seed calls but doesn't show.
//
// Not ported: the Info.plist keys (`NSExtensionPrincipalClass`, `IntentsSupported`,
// `IntentsRestrictedWhileLocked`), the app delegate's `application(_:continue:restorationHandler:)`
// (UIKit), the Intents UI view controllers (`INUIHostedViewControlling`,
// `INUIAddVoiceShortcutViewController`, `INUIEditVoiceShortcutViewController`: UIKit), and the
// .intentdefinition file.

// MARK: - Port of the extension's principal class (Phase 2)

// PORT(40): no `INExtension` subclass: its `handler(for:)` becomes registering each handler with an
//   `IntentDispatcher`, which routes by intent type; an intent with no handler throws
//   `handlerNotFound` where `handler(for:)` returned `nil`
private func makeDispatcher(simulator: BalloonSimulator) -> IntentDispatcher {
  var dispatcher = IntentDispatcher()
  dispatcher.register(RideIntentHandler(simulator: simulator))
  return dispatcher
}

// MARK: - Port of the ride handler (2.1 Resolve, 2.2 Confirm, 2.3 Handle)

// PORT(41): `final`: handlers are `Sendable`, and only a final class can be
private final class RideIntentHandler: NSObject, RequestRideIntentHandling {
  let simulator: BalloonSimulator

  init(simulator: BalloonSimulator) {
    self.simulator = simulator
  }

  func resolvePartySize(
    forRequestRide intent: RequestRideIntent,
    with completion: @escaping (IntegerResolutionResult) -> Void
  ) {
    switch intent.partySize {
    case .none:
      completion(.needsValue())
    case .some(let p) where simulator.checkNumberOfPassengers(p):
      completion(.success(with: p))
    default:
      completion(.unsupported())
    }
  }

  func confirm(
    requestRide intent: RequestRideIntent,
    completion: @escaping (RequestRideIntentResponse) -> Void
  ) {
    let responseCode: RequestRideIntentResponseCode
    if let location = intent.pickupLocation?.location,
      simulator.pickupWithinRange(location)
    {
      responseCode = .ready
    } else {
      responseCode = .failureRequiringAppLaunchNoServiceInArea
    }
    let response = RequestRideIntentResponse(code: responseCode, userActivity: nil)
    completion(response)
  }

  func handle(
    intent: RequestRideIntent,
    completion: @escaping (RequestRideIntentResponse) -> Void
  ) {

    // 1
    guard let pickup = intent.pickupLocation?.location else {
      let response = RequestRideIntentResponse(
        code: .failure,
        userActivity: .none
      )
      completion(response)
      return
    }

    // 2
    let dropoff =
      intent.dropOffLocation?.location ?? pickup.randomPointWithin(radius: 10_000)

    // 3
    // PORT(42): `var`: the response is a value, and gets its ride status below
    var response: RequestRideIntentResponse
    // 4
    if let balloon = simulator.requestRide(pickup: pickup, dropoff: dropoff) {
      // 5
      // PORT(43): `var`: a ride status is a value
      var status = RideStatus()
      status.rideIdentifier = balloon.driver.name
      status.phase = .confirmed
      status.vehicle = balloon.rideIntentVehicle
      status.driver = balloon.driver.rideIntentDriver
      status.estimatedPickupDate = balloon.etaAtNextDestination
      status.pickupLocation = intent.pickupLocation
      status.dropOffLocation = intent.dropOffLocation

      response = RequestRideIntentResponse(code: .success, userActivity: .none)
      response.rideStatus = status
    } else {
      response = RequestRideIntentResponse(
        code: .failureRequiringAppLaunchNoServiceInArea,
        userActivity: .none
      )
    }

    completion(response)

  }
}

// MARK: - Port of 4.1 Suggesting Shortcuts to Users

extension ShortcutsScreen {
  func suggestShortcuts() async {
    // Add a user activity to the list of suggestions.
    var suggestions = [Shortcut(userActivity: orderFavoriteBeverageUserActivity)]

    // Add an intent to the list of suggestions. To create
    // a shortcut from an intent, the intent must be valid.
    if let shortcut = Shortcut(intent: orderSoupOfTheDayIntent) {
      suggestions.append(shortcut)
    }

    // Suggest the shortcuts.
    // PORT(44): no `shared` center: the app makes one and passes it on
    // PORT(45): `await`: the center is an actor
    await voiceShortcutCenter.setShortcutSuggestions(suggestions)
  }
}

// MARK: - Port of 4.2 Donating Shortcuts

extension DonatingTransferScreen {
  // PORT(46): `async`: donating is
  func makeTransfer(from sender: String, to receiver: String, amount: Decimal) async {
    // PORT(47): `var`: an intent is a value
    var intent = TransferMoneyIntent()
    // PORT(48): no `NSDecimalNumber(decimal:)`: the amount is a `Decimal`
    intent.amount = CurrencyAmount(amount: amount, currencyCode: "USD")
    intent.fromAccount = sender
    intent.toAccount = receiver
    let interaction = Interaction(intent: intent, response: nil)
    do {
      // PORT(49): `donate(to:)` takes the app's donation store (there is no system-wide one) and is
      //   `async throws`, not a completion handler
      try await interaction.donate(to: donations)
    } catch {
      print("Could not donate the intent")
      return
    }
    print("Successcully donated the intent!")
  }
}

// MARK: - Port of 4.3 Relevant Shortcuts

extension RelevantTransferScreen {
  // PORT(50): `async`: setting relevant shortcuts is
  func makeTransfer(from sender: String, to receiver: String, amount: Decimal) async {
    // PORT(51): `var`: an intent is a value
    var intent = TransferMoneyIntent()
    // PORT(52): no `NSDecimalNumber(decimal:)`: the amount is a `Decimal`
    intent.amount = CurrencyAmount(amount: amount, currencyCode: "USD")
    intent.fromAccount = sender
    intent.toAccount = receiver
    guard let shortcut = Shortcut(intent: intent) else {
      return
    }
    // PORT(53): `var`: a relevant shortcut is a value
    var relevantShortcut = RelevantShortcut(shortcut: shortcut)
    // PORT(54): a provider is a `RelevanceProvider` case, not an `INDailyRoutineRelevanceProvider`
    //   object
    relevantShortcut.relevanceProviders = [.dailyRoutine(situation: .evening)]
    // PORT(55): no `default` store: the app makes one and passes it on
    // PORT(56): `try? await` for `completionHandler: nil`: the store is an actor and its setter
    //   throws
    try? await relevantShortcuts.setRelevantShortcuts([relevantShortcut])
  }
}

// MARK: - Sample app scaffolding (not part of the port)

/// The tutorial's balloon-ride simulator: balloons within 20 km of the launch site, up to four
/// passengers.
private final class BalloonSimulator: Sendable {
  let launchSite: LocationCoordinate
  let serviceRadius: Double = 20_000

  init(launchSite: LocationCoordinate) {
    self.launchSite = launchSite
  }

  func checkNumberOfPassengers(_ count: Int) -> Bool {
    (1...4).contains(count)
  }

  func pickupWithinRange(_ location: LocationCoordinate) -> Bool {
    launchSite.meters(to: location) <= serviceRadius
  }

  func requestRide(pickup: LocationCoordinate, dropoff: LocationCoordinate) -> Balloon? {
    guard pickupWithinRange(pickup) else { return nil }
    return Balloon(
      driver: Balloon.Driver(name: "Sky Captain"),
      etaAtNextDestination: Date(timeIntervalSinceNow: 10 * 60)
    )
  }
}

private struct Balloon: Sendable {
  struct Driver: Sendable {
    let name: String
    var rideIntentDriver: RideDriver { RideDriver(displayName: name) }
  }

  let driver: Driver
  let etaAtNextDestination: Date
  var rideIntentVehicle: RideVehicle { RideVehicle(manufacturer: "Cameron", model: "Balloon") }
}

extension LocationCoordinate {
  /// The tutorial's random drop-off: here, for repeatable tests, the point `radius` metres north.
  fileprivate func randomPointWithin(radius: Double) -> LocationCoordinate {
    let degrees = radius / 111_320
    return (try? LocationCoordinate(latitude: latitude + degrees, longitude: longitude)) ?? self
  }

  /// The distance to another point, in metres, on a flat approximation good for a city.
  fileprivate func meters(to other: LocationCoordinate) -> Double {
    let north = (other.latitude - latitude) * 111_320
    let east = (other.longitude - longitude) * 111_320 * cos(latitude * .pi / 180)
    return (north * north + east * east).squareRoot()
  }
}

/// The seed's custom intent, which Xcode would generate from the intent definition.
private struct TransferMoneyIntent: Intent {
  typealias Response = TransferMoneyIntentResponse

  static let wireName = "TransferMoneyIntent"
  static let parameters: [PartialIntentParameter<Self>] = [
    .init(IntentParameter("amount", \.amount)),
    .init(IntentParameter("fromAccount", \.fromAccount)),
    .init(IntentParameter("toAccount", \.toAccount)),
  ]

  var identifier = UUID().uuidString
  var amount: CurrencyAmount?
  var fromAccount: String?
  var toAccount: String?
}

private struct TransferMoneyIntentResponse: IntentResponse {
  enum Code: Int, IntentResponseCode {
    case unspecified = 0, ready, continueInApp, inProgress, success, failure
    case failureRequiringAppLaunch

    var handlingStatus: IntentHandlingStatus {
      switch self {
      case .unspecified: .unspecified
      case .ready: .ready
      case .inProgress: .inProgress
      case .success: .success
      case .failure: .failure
      case .continueInApp, .failureRequiringAppLaunch: .deferredToApplication
      }
    }
  }

  let code: Code
  var userActivity: UserActivity?

  init(code: Code, userActivity: UserActivity?) {
    self.code = code
    self.userActivity = userActivity
  }
}

/// Where the seed's shortcut code runs: screens of the app, with the stores IntentKit has instead
/// of SiriKit's shared ones.
private struct ShortcutsScreen {
  let voiceShortcutCenter: VoiceShortcutCenter
  let orderFavoriteBeverageUserActivity: UserActivity
  let orderSoupOfTheDayIntent: OrderSoupIntent
}

private struct DonatingTransferScreen {
  let donations: DonationStore
}

private struct RelevantTransferScreen {
  let relevantShortcuts: RelevantShortcutStore
}

// MARK: - The seed's scenarios, run

final class SiriKitOverviewKoreanPortTests: XCTestCase {
  private let launchSite = RideFixtures.coordinate(37.3230, -122.0322)
  private var cupertino: Placemark {
    Placemark(name: "Cupertino", coordinate: launchSite)
  }
  private var sanFrancisco: Placemark {
    Placemark(name: "San Francisco", coordinate: RideFixtures.coordinate(37.7749, -122.4194))
  }

  private func dispatcher() -> IntentDispatcher {
    makeDispatcher(simulator: BalloonSimulator(launchSite: launchSite))
  }

  func testPartySize_ofTwo_isAcceptedAndTheBalloonBooked() async throws {
    let outcome = try await dispatcher().dispatch(
      RequestRideIntent(pickupLocation: cupertino, dropOffLocation: sanFrancisco, partySize: 2)
    )

    XCTAssertEqual(outcome.response?.code, .success)
    let status = try XCTUnwrap(outcome.response?.rideStatus)
    XCTAssertEqual(status.rideIdentifier, "Sky Captain")
    XCTAssertEqual(status.phase, .confirmed)
    XCTAssertEqual(status.driver?.displayName, "Sky Captain")
    XCTAssertEqual(status.vehicle?.model, "Balloon")
    XCTAssertEqual(status.pickupLocation, cupertino)
    XCTAssertEqual(status.dropOffLocation, sanFrancisco)
  }

  func testPartySize_ofSix_isUnsupported() async throws {
    let outcome = try await dispatcher().dispatch(
      RequestRideIntent(pickupLocation: cupertino, dropOffLocation: sanFrancisco, partySize: 6)
    )

    XCTAssertEqual(outcome.parameterRequest?.parameterName, "partySize")
    XCTAssertEqual(outcome.parameterRequest?.resolution(as: Int.self), .unsupported(reason: nil))
  }

  func testPartySize_whenMissing_isAskedForInKorean() async throws {
    let outcome = try await dispatcher().dispatch(
      RequestRideIntent(pickupLocation: cupertino, dropOffLocation: sanFrancisco)
    )
    var script = ConversationScript<RequestRideIntent>(
      engine: ConversationEngine(dispatcher: dispatcher(), configuration: .init(language: .korean))
    )

    try await script.start(
      RequestRideIntent(pickupLocation: cupertino, dropOffLocation: sanFrancisco),
      saying: "기구 태워 줘"
    )
    script.assertAsks(for: "partySize")
    try await script.reply("2")
    script.assertAsksFinalConfirmation()
    try await script.reply("네")

    XCTAssertEqual(outcome.parameterRequest?.resolution(as: Int.self), .needsValue)
    script.assertEnded(with: .success)
    XCTAssertEqual(script.conversation?.intent.partySize, 2)
  }

  func testConfirm_withAPickupOutsideTheServiceArea_failsAndBooksNothing() async throws {
    let outside = try await dispatcher().dispatch(
      RequestRideIntent(pickupLocation: sanFrancisco, dropOffLocation: cupertino, partySize: 1)
    )
    let unplaced = try await dispatcher().dispatch(
      RequestRideIntent(pickupLocation: Placemark(name: "Cupertino"), partySize: 1)
    )

    for outcome in [outside, unplaced] {
      guard case .confirmationFailed(let response) = outcome.ending else {
        XCTFail("Expected confirm to refuse, got \(outcome.ending)")
        continue
      }
      XCTAssertEqual(response.code, .failureRequiringAppLaunchNoServiceInArea)
    }
  }

  func testHandle_withNoDropOff_booksToAPointNearThePickup() async throws {
    let outcome = try await dispatcher().dispatch(
      RequestRideIntent(pickupLocation: cupertino, partySize: 3)
    )

    XCTAssertEqual(outcome.response?.code, .success)
    XCTAssertNil(outcome.response?.rideStatus?.dropOffLocation, "the status keeps the intent's")
  }

  func testSuggestShortcuts_suggestsTheActivityAndTheValidIntent() async {
    let center = VoiceShortcutCenter()
    let activity = UserActivity(activityType: "com.example.orderFavoriteBeverage")
    let soupOfTheDay = OrderSoupIntent(identifier: "soup-of-the-day", soup: .clamChowder)
    let screen = ShortcutsScreen(
      voiceShortcutCenter: center,
      orderFavoriteBeverageUserActivity: activity,
      orderSoupOfTheDayIntent: soupOfTheDay
    )

    await screen.suggestShortcuts()

    let suggestions = await center.shortcutSuggestions
    XCTAssertEqual(suggestions, [.userActivity(activity), .intent(AnyIntent(soupOfTheDay))])
  }

  func testMakeTransfer_donatesTheTransferWithTheExactAmount() async throws {
    let donations = DonationStore()

    await DonatingTransferScreen(donations: donations)
      .makeTransfer(from: "checking", to: "savings", amount: Decimal(string: "12.34") ?? 0)

    let donated = await donations.interactions()
    XCTAssertEqual(donated.count, 1)
    let transfer = try XCTUnwrap(donated.first?.intent.value(as: TransferMoneyIntent.self))
    XCTAssertEqual(transfer.amount, .usd(12_34))
    XCTAssertEqual(transfer.fromAccount, "checking")
    XCTAssertEqual(transfer.toAccount, "savings")
    XCTAssertNil(donated.first?.intentResponse)
  }

  func testMakeTransfer_withAFractionOfACent_donatesNoAmountRatherThanARoundedOne() async throws {
    let donations = DonationStore()

    await DonatingTransferScreen(donations: donations)
      .makeTransfer(from: "checking", to: "savings", amount: Decimal(string: "12.345") ?? 0)

    let transfer = await donations.interactions().first?.intent.value(as: TransferMoneyIntent.self)
    XCTAssertNotNil(transfer)
    XCTAssertNil(transfer?.amount)
  }

  func testMakeTransfer_offersTheTransferEveryEvening() async throws {
    let store = RelevantShortcutStore()

    await RelevantTransferScreen(relevantShortcuts: store)
      .makeTransfer(from: "checking", to: "savings", amount: 20)

    let relevant = await store.relevantShortcuts()
    XCTAssertEqual(relevant.count, 1)
    XCTAssertEqual(relevant.first?.relevanceProviders, [.dailyRoutine(situation: .evening)])
    let transfer = relevant.first?.shortcut.intent?.value(as: TransferMoneyIntent.self)
    XCTAssertEqual(transfer?.amount, .usd(20_00))
  }
}
