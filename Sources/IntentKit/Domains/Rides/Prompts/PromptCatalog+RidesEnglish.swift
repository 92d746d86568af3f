extension PromptCatalog {
  /// The ride-booking domain's English prompts.
  static let ridesEnglishPrompts: [String: String] = [
    // Book a ride
    "RequestRideIntent.pickupLocation.name": "pickup location",
    "RequestRideIntent.pickupLocation.needsValue": "Where should I pick you up?",
    "RequestRideIntent.pickupLocation.confirmationRequired":
      "Should I pick you up at your current location, {value}?",
    "RequestRideIntent.pickupLocation.disambiguation": "Which place should I pick you up at?",
    "RequestRideIntent.dropOffLocation.name": "destination",
    "RequestRideIntent.dropOffLocation.needsValue": "Where do you want to go?",
    "RequestRideIntent.dropOffLocation.disambiguation": "Which place do you want to go to?",
    "RequestRideIntent.rideOptionName.name": "ride option",
    "RequestRideIntent.rideOptionName.needsValue": "Which ride would you like?",
    "RequestRideIntent.rideOptionName.disambiguation": "Which ride would you like?",
    "RequestRideIntent.partySize.name": "party size",
    "RequestRideIntent.partySize.needsValue": "How many people are riding?",
    "RequestRideIntent.partySize.unsupported":
      "Sorry, a {rideOptionName} can't take {value} people.",
    "RequestRideIntent.paymentMethod.name": "payment method",
    "RequestRideIntent.paymentMethod.needsValue": "How do you want to pay?",
    "RequestRideIntent.paymentMethod.disambiguation": "Which one do you want to pay with?",
    "RequestRideIntent.scheduledPickupTime.name": "pickup time",
    "RequestRideIntent.scheduledPickupTime.needsValue": "When should I pick you up?",
    "unsupported.unknownPlace": "Sorry, I couldn't find {value}.",
    "unsupported.unknownRideOption": "Sorry, {value} isn't a ride I can book.",
    "unsupported.partySizeAboveLimit": "A {rideOptionName} seats up to {limit} people.",
    "unsupported.partySizeTooSmall": "A ride needs at least one passenger.",
    "unsupported.unknownPaymentMethod": "Sorry, you haven't set up {value} for rides.",
    "unsupported.pickupTimeInPast": "Sorry, that pickup time has already passed.",
    "RequestRideIntent.finalConfirmation":
      "Book a {rideOptionName} from {pickupLocation} to {dropOffLocation}?",
    "RequestRideIntent.success": "Your {rideOptionName} is on the way; it arrives in {eta}.",
    "RequestRideIntent.failure": "Sorry, I couldn't book that ride.",
    "RequestRideIntent.failureRequiringAppLaunchNoServiceInArea":
      "Sorry, there's no service from {pickupLocation} to {dropOffLocation}. "
      + "Please choose other places in the app.",
    "RequestRideIntent.failureRequiringAppLaunchPreviousRideNeedsCompletion":
      "You already have a ride in progress. Please finish it in the app first.",
    "RequestRideIntent.failureRequiringAppLaunchServiceTemporarilyUnavailable":
      "Sorry, no {rideOptionName} is available right now. Please try again in the app.",
    "RequestRideIntent.failureRequiringAppLaunchRideScheduledTooFar":
      "Sorry, that pickup time is too far ahead. Please choose another time in the app.",
    // Ride options
    "ListRideOptionsIntent.success": "Here are the rides I can book: {options}.",
    "ListRideOptionsIntent.failureRequiringAppLaunchNoServiceInArea":
      "Sorry, there's no service there. Please continue in the app.",
    "ride.optionSummary": "{name}, {price}, pickup in {eta}",
    // Ride status
    "GetRideStatusIntent.success": "{status}",
    "ride.status.unknown": "I don't know the status of your ride.",
    "ride.status.received": "Your request for a {rideOption} was received; pickup in {eta}.",
    "ride.status.confirmed": "{driver} is coming in a {vehicle}; pickup in {eta}.",
    "ride.status.approachingPickup": "{driver} is almost there; pickup in {eta}.",
    "ride.status.pickup": "{driver} is waiting for you at {pickup}.",
    "ride.status.ongoing": "You're on your way to {dropOff}; arriving in {arrival}.",
    "ride.status.completed": "Your ride to {dropOff} is complete. The fare was {amount}.",
    "ride.status.canceled": "Your ride was cancelled.",
    "ride.status.none": "You don't have a ride right now.",
    "ride.minutes.one": "1 minute",
    "ride.minutes.other": "{count} minutes",
    // Cancel
    "CancelRideIntent.finalConfirmation": "Cancel your ride? {cancellationTerms}",
    "CancelRideIntent.success": "Your ride is cancelled. {cancellationTerms}",
    "CancelRideIntent.failure": "Sorry, that ride can't be cancelled.",
    "ride.cancellation.free": "There's no charge to cancel now.",
    "ride.cancellation.fee": "Cancelling now costs {cancellationFee}.",
    "ride.cancelled.free": "You weren't charged.",
    "ride.cancelled.fee": "You were charged a {cancellationFee} cancellation fee.",
    // Feedback
    "SendRideFeedbackIntent.rating.name": "rating",
    "SendRideFeedbackIntent.tip.name": "tip",
    "SendRideFeedbackIntent.finalConfirmation": "Send {feedback} for your ride?",
    "SendRideFeedbackIntent.success": "Thanks! I've sent {feedback}.",
    "SendRideFeedbackIntent.failure": "Sorry, I couldn't send that feedback.",
    "ride.feedback.rating": "a rating of {rating} out of 10",
    "ride.feedback.tip": "a {tip} tip",
    "ride.feedback.ratingAndTip": "a rating of {rating} out of 10 and a {tip} tip",
  ]
}
