extension PromptCatalog {
  /// The ride-booking domain's Korean prompts.
  static let ridesKoreanPrompts: [String: String] = [
    // 차량 호출
    "RequestRideIntent.pickupLocation.name": "출발지",
    "RequestRideIntent.pickupLocation.needsValue": "어디에서 탑승하시겠어요?",
    "RequestRideIntent.pickupLocation.confirmationRequired": "현재 위치({value})에서 탑승하시겠어요?",
    "RequestRideIntent.pickupLocation.disambiguation": "어느 곳에서 탑승하시겠어요?",
    "RequestRideIntent.dropOffLocation.name": "목적지",
    "RequestRideIntent.dropOffLocation.needsValue": "어디로 가시겠어요?",
    "RequestRideIntent.dropOffLocation.disambiguation": "어느 곳으로 가시겠어요?",
    "RequestRideIntent.rideOptionName.name": "차량 종류",
    "RequestRideIntent.rideOptionName.needsValue": "어떤 차량으로 하시겠어요?",
    "RequestRideIntent.rideOptionName.disambiguation": "어떤 차량으로 하시겠어요?",
    "RequestRideIntent.partySize.name": "인원",
    "RequestRideIntent.partySize.needsValue": "몇 명이 타시나요?",
    "RequestRideIntent.partySize.unsupported": "{rideOptionName} 차량에는 {value}명이 탈 수 없습니다.",
    "RequestRideIntent.paymentMethod.name": "결제 수단",
    "RequestRideIntent.paymentMethod.needsValue": "어떻게 결제하시겠어요?",
    "RequestRideIntent.paymentMethod.disambiguation": "어느 것으로 결제하시겠어요?",
    "RequestRideIntent.scheduledPickupTime.name": "탑승 시간",
    "RequestRideIntent.scheduledPickupTime.needsValue": "언제 탑승하시겠어요?",
    "unsupported.unknownPlace": "{value}을(를) 찾을 수 없습니다.",
    "unsupported.unknownRideOption": "{value}은(는) 예약할 수 있는 차량이 아닙니다.",
    "unsupported.partySizeAboveLimit": "{rideOptionName} 차량은 최대 {limit}명까지 탈 수 있습니다.",
    "unsupported.partySizeTooSmall": "탑승 인원은 1명 이상이어야 합니다.",
    "unsupported.unknownPaymentMethod": "{value}은(는) 등록되어 있지 않습니다.",
    "unsupported.pickupTimeInPast": "그 탑승 시간은 이미 지났습니다.",
    "RequestRideIntent.finalConfirmation":
      "{pickupLocation}에서 {dropOffLocation}까지 가는 {rideOptionName}, 예약할까요?",
    "RequestRideIntent.success": "{rideOptionName} 차량이 가고 있습니다. {eta} 후에 도착합니다.",
    "RequestRideIntent.failure": "죄송합니다. 차량을 예약하지 못했습니다.",
    "RequestRideIntent.failureRequiringAppLaunchNoServiceInArea":
      "{pickupLocation}에서 {dropOffLocation}까지는 서비스 지역이 아닙니다. 앱에서 다른 장소를 선택해 주세요.",
    "RequestRideIntent.failureRequiringAppLaunchPreviousRideNeedsCompletion":
      "이미 진행 중인 탑승이 있습니다. 먼저 앱에서 완료해 주세요.",
    "RequestRideIntent.failureRequiringAppLaunchServiceTemporarilyUnavailable":
      "지금은 이용할 수 있는 {rideOptionName} 차량이 없습니다. 앱에서 다시 시도해 주세요.",
    "RequestRideIntent.failureRequiringAppLaunchRideScheduledTooFar":
      "그 탑승 시간은 너무 먼 미래입니다. 앱에서 다른 시간을 선택해 주세요.",
    // 차량 종류 목록
    "ListRideOptionsIntent.success": "예약할 수 있는 차량은 다음과 같습니다: {options}.",
    "ListRideOptionsIntent.failureRequiringAppLaunchNoServiceInArea":
      "그곳은 서비스 지역이 아닙니다. 앱에서 계속해 주세요.",
    "ride.optionSummary": "{name}({price}, {eta} 후 도착)",
    // 탑승 상태
    "GetRideStatusIntent.success": "{status}",
    "ride.status.unknown": "탑승 상태를 알 수 없습니다.",
    "ride.status.received": "{rideOption} 예약을 접수했습니다. {eta} 후에 도착합니다.",
    "ride.status.confirmed": "{driver} 기사님이 {vehicle} 차량으로 가고 있습니다. {eta} 후에 도착합니다.",
    "ride.status.approachingPickup": "{driver} 기사님이 곧 도착합니다. {eta} 남았습니다.",
    "ride.status.pickup": "{driver} 기사님이 {pickup}에서 기다리고 있습니다.",
    "ride.status.ongoing": "{dropOff}으로(로) 가는 중입니다. {arrival} 후에 도착합니다.",
    "ride.status.completed": "{dropOff}까지의 탑승이 끝났습니다. 요금은 {amount}였습니다.",
    "ride.status.canceled": "탑승이 취소되었습니다.",
    "ride.status.none": "지금은 예약된 탑승이 없습니다.",
    "ride.minutes.one": "1분",
    "ride.minutes.other": "{count}분",
    // 취소
    "CancelRideIntent.finalConfirmation": "탑승을 취소할까요? {cancellationTerms}",
    "CancelRideIntent.success": "탑승을 취소했습니다. {cancellationTerms}",
    "CancelRideIntent.failure": "죄송합니다. 그 탑승은 취소할 수 없습니다.",
    "ride.cancellation.free": "지금 취소하면 수수료가 없습니다.",
    "ride.cancellation.fee": "취소 수수료는 {cancellationFee}입니다.",
    "ride.cancelled.free": "수수료는 부과되지 않았습니다.",
    "ride.cancelled.fee": "{cancellationFee}의 취소 수수료가 부과되었습니다.",
    // 평가
    "SendRideFeedbackIntent.rating.name": "평점",
    "SendRideFeedbackIntent.tip.name": "팁",
    "SendRideFeedbackIntent.finalConfirmation": "{feedback}을(를) 보낼까요?",
    "SendRideFeedbackIntent.success": "감사합니다. {feedback}을(를) 보냈습니다.",
    "SendRideFeedbackIntent.failure": "죄송합니다. 평가를 보내지 못했습니다.",
    "ride.feedback.rating": "10점 만점에 {rating}점",
    "ride.feedback.tip": "{tip} 팁",
    "ride.feedback.ratingAndTip": "10점 만점에 {rating}점과 {tip} 팁",
  ]
}
