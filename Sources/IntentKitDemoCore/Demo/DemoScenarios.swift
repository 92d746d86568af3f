import IntentKit

/// The seeds' scenarios, in the order the demo plays them over one world, so that each one
/// sees what the ones before it did: payments from Apple's payments sample, the Japanese
/// bill-payment article's request, a bill that needs a choice, and Apple's ride-booking sample
/// followed by a status and a cancellation.
package enum DemoScenarios {
  /// Every scenario, in order.
  package static let all: [DemoScenario] = payments + bills + rides

  /// Apple's payments sample: every parameter, a missing amount, an unknown payee, nothing.
  package static let payments = [
    DemoScenario(
      title: "Payments: every parameter given",
      about: "Apple's payments sample. The sample data has two contacts called Jane, so the "
        + "assistant asks which one.",
      request: "Send $50 to Jane",
      replies: ["the first one", "yes"],
      finalAnswer: "Sent $50.00 to Jane Appleseed.",
      showsBalances: true
    ),
    DemoScenario(
      title: "Payments: a missing amount",
      about: "Apple's payments sample; the app's name is noise. The assistant suggests the "
        + "last amount; the user gives another.",
      request: "Send money to Jane with Payments",
      replies: ["Jane Doe", "no", "25", "yes"],
      finalAnswer: "Sent $25.00 to Jane Doe.",
      showsBalances: true
    ),
    DemoScenario(
      title: "Payments: a payee who isn't a contact",
      about: "Apple's payments sample: nobody is called Dave, so the assistant explains and "
        + "asks again.",
      request: "Send money to Dave with Payments",
      replies: ["Bob", "yes", "yes"],
      finalAnswer: "Sent $25.00 to Bob Brown.",
      showsBalances: true
    ),
    DemoScenario(
      title: "Payments: nothing given",
      about: "Apple's payments sample: the assistant suggests the last payee. Kenji takes yen "
        + "only, so it asks how much rather than suggest the last amount, in dollars.",
      request: "Send money",
      replies: ["no", "Kenji", "1000円", "yes"],
      finalAnswer: "Sent ¥1,000 to Kenji Tanaka.",
      showsBalances: true
    ),
  ]

  /// The Japanese article's tuition bill, and an electricity bill from two payees.
  package static let bills = [
    DemoScenario(
      title: "Bills: 学費1000円を支払って (pay 1000 yen tuition)",
      about: "The Japanese bill-payment article's request, in Japanese. The tuition bill is in "
        + "yen, so it is paid from the Yen Wallet.",
      request: "学費1000円を支払って",
      language: .japanese,
      replies: ["はい"],
      finalAnswer: "イーカリットに1,000円を支払いました。",
      showsBalances: true
    ),
    DemoScenario(
      title: "Bills: which electricity bill?",
      about: "Two payees sent an electricity bill, so the assistant asks which one, then how "
        + "much.",
      request: "Pay my electricity bill",
      replies: ["the second one", "the amount due", "yes"],
      finalAnswer: "Paid $45.10 to Green Energy.",
      showsBalances: true
    ),
  ]

  /// Apple's ride-booking sample, with a status and a cancellation between the bookings.
  package static let rides = [
    DemoScenario(
      title: "Rides: book a ride",
      about: "Apple's ride-booking sample with nothing given: the assistant offers the "
        + "rider's location, Apple Park, and asks the rest.",
      request: "Book a ride",
      replies: ["yes", "San Francisco", "Small car", "1", "yes"],
      finalAnswer: "Your Small car is on the way; it arrives in 5 minutes."
    ),
    DemoScenario(
      title: "Rides: the ride's status",
      about: "Two minutes later, the driver has accepted the ride.",
      request: "What's the status of my ride?",
      replies: [],
      minutesLater: 2,
      finalAnswer: "John Appleseed is coming in a Toyota Prius (7ABC123); pickup in 3 minutes."
    ),
    DemoScenario(
      title: "Rides: cancel the ride",
      about: "Cancelling before the car arrives is free.",
      request: "Cancel my ride",
      replies: ["yes"],
      finalAnswer: "Your ride is cancelled. You weren't charged."
    ),
    DemoScenario(
      title: "Rides: book a ride to San Francisco",
      about: "Apple's ride-booking sample with the drop-off given.",
      request: "Book a ride to San Francisco",
      replies: ["yes", "large", "3", "yes"],
      finalAnswer: "Your Large car is on the way; it arrives in 31 minutes."
    ),
    DemoScenario(
      title: "Rides: book a ride from Cupertino to San Francisco",
      about: "Apple's ride-booking sample with both places given, three hours later, once the "
        + "last ride is over.",
      request: "Book a ride from Cupertino to San Francisco",
      replies: ["the first one", "one", "yes"],
      minutesLater: 180,
      finalAnswer: "Your Small car is on the way; it arrives in 8 minutes."
    ),
  ]
}
