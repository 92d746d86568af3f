// SiriKit's names for the ride-booking domain's response codes, which IntentKit nests in each
// response as `Code`, so that ported code such as `let code: RequestRideIntentResponseCode`
// compiles unchanged.

/// The outcomes of a ride request, SiriKit's `INRequestRideIntentResponseCode`.
public typealias RequestRideIntentResponseCode = RequestRideIntentResponse.Code

/// The outcomes of listing ride options, SiriKit's `INListRideOptionsIntentResponseCode`.
public typealias ListRideOptionsIntentResponseCode = ListRideOptionsIntentResponse.Code

/// The outcomes of a ride-status request, SiriKit's `INGetRideStatusIntentResponseCode`.
public typealias GetRideStatusIntentResponseCode = GetRideStatusIntentResponse.Code

/// The outcomes of cancelling a ride, SiriKit's `INCancelRideIntentResponseCode`.
public typealias CancelRideIntentResponseCode = CancelRideIntentResponse.Code

/// The outcomes of sending ride feedback, SiriKit's `INSendRideFeedbackIntentResponseCode`.
public typealias SendRideFeedbackIntentResponseCode = SendRideFeedbackIntentResponse.Code
