extension PromptCatalog {
  /// The ride-booking domain's Japanese prompts.
  static let ridesJapanesePrompts: [String: String] = [
    // 配車
    "RequestRideIntent.pickupLocation.name": "乗車地",
    "RequestRideIntent.pickupLocation.needsValue": "どこで乗車しますか？",
    "RequestRideIntent.pickupLocation.confirmationRequired": "現在地（{value}）から乗車しますか？",
    "RequestRideIntent.pickupLocation.disambiguation": "どちらで乗車しますか？",
    "RequestRideIntent.dropOffLocation.name": "目的地",
    "RequestRideIntent.dropOffLocation.needsValue": "どちらまで行きますか？",
    "RequestRideIntent.dropOffLocation.disambiguation": "どちらまで行きますか？",
    "RequestRideIntent.rideOptionName.name": "車種",
    "RequestRideIntent.rideOptionName.needsValue": "どの車種にしますか？",
    "RequestRideIntent.rideOptionName.disambiguation": "どの車種にしますか？",
    "RequestRideIntent.partySize.name": "人数",
    "RequestRideIntent.partySize.needsValue": "何名で乗車しますか？",
    "RequestRideIntent.partySize.unsupported": "{rideOptionName}に{value}名は乗車できません。",
    "RequestRideIntent.paymentMethod.name": "支払い方法",
    "RequestRideIntent.paymentMethod.needsValue": "お支払い方法を教えてください。",
    "RequestRideIntent.paymentMethod.disambiguation": "どれで支払いますか？",
    "RequestRideIntent.scheduledPickupTime.name": "乗車時刻",
    "RequestRideIntent.scheduledPickupTime.needsValue": "いつ乗車しますか？",
    "unsupported.unknownPlace": "{value}が見つかりませんでした。",
    "unsupported.unknownRideOption": "{value}は予約できる車種ではありません。",
    "unsupported.partySizeAboveLimit": "{rideOptionName}の定員は{limit}名です。",
    "unsupported.partySizeTooSmall": "乗車人数は1名以上にしてください。",
    "unsupported.unknownPaymentMethod": "{value}は登録されていません。",
    "unsupported.pickupTimeInPast": "その乗車時刻はもう過ぎています。",
    "RequestRideIntent.finalConfirmation":
      "{pickupLocation}から{dropOffLocation}まで{rideOptionName}を予約しますか？",
    "RequestRideIntent.success": "{rideOptionName}が向かっています。{eta}で到着します。",
    "RequestRideIntent.failure": "申し訳ありません。配車を予約できませんでした。",
    "RequestRideIntent.failureRequiringAppLaunchNoServiceInArea":
      "{pickupLocation}から{dropOffLocation}まではサービス対象外です。アプリで別の場所を選んでください。",
    "RequestRideIntent.failureRequiringAppLaunchPreviousRideNeedsCompletion":
      "進行中の乗車があります。先にアプリで完了してください。",
    "RequestRideIntent.failureRequiringAppLaunchServiceTemporarilyUnavailable":
      "現在ご利用いただける{rideOptionName}がありません。アプリでもう一度お試しください。",
    "RequestRideIntent.failureRequiringAppLaunchRideScheduledTooFar":
      "その乗車時刻は先すぎます。アプリで別の時刻を選んでください。",
    // 車種の一覧
    "ListRideOptionsIntent.success": "予約できる車種は次のとおりです：{options}。",
    "ListRideOptionsIntent.failureRequiringAppLaunchNoServiceInArea": "そこはサービス対象外です。アプリで続けてください。",
    "ride.optionSummary": "{name}（{price}、{eta}で到着）",
    // 乗車状況
    "GetRideStatusIntent.success": "{status}",
    "ride.status.unknown": "乗車状況がわかりません。",
    "ride.status.received": "{rideOption}の予約を受け付けました。{eta}で到着します。",
    "ride.status.confirmed": "{driver}さんが{vehicle}で向かっています。{eta}で到着します。",
    "ride.status.approachingPickup": "{driver}さんがまもなく到着します。あと{eta}です。",
    "ride.status.pickup": "{driver}さんが{pickup}でお待ちしています。",
    "ride.status.ongoing": "{dropOff}へ向かっています。あと{arrival}で到着します。",
    "ride.status.completed": "{dropOff}への乗車が完了しました。料金は{amount}でした。",
    "ride.status.canceled": "乗車はキャンセルされました。",
    "ride.status.none": "現在、乗車の予約はありません。",
    "ride.minutes.one": "1分",
    "ride.minutes.other": "{count}分",
    // キャンセル
    "CancelRideIntent.finalConfirmation": "乗車をキャンセルしますか？{cancellationTerms}",
    "CancelRideIntent.success": "乗車をキャンセルしました。{cancellationTerms}",
    "CancelRideIntent.failure": "申し訳ありません。その乗車はキャンセルできません。",
    "ride.cancellation.free": "今ならキャンセル料はかかりません。",
    "ride.cancellation.fee": "キャンセル料{cancellationFee}がかかります。",
    "ride.cancelled.free": "料金はかかっていません。",
    "ride.cancelled.fee": "キャンセル料{cancellationFee}をお支払いいただきました。",
    // 評価
    "SendRideFeedbackIntent.rating.name": "評価",
    "SendRideFeedbackIntent.tip.name": "チップ",
    "SendRideFeedbackIntent.finalConfirmation": "{feedback}を送信しますか？",
    "SendRideFeedbackIntent.success": "ありがとうございます。{feedback}を送信しました。",
    "SendRideFeedbackIntent.failure": "申し訳ありません。評価を送信できませんでした。",
    "ride.feedback.rating": "10段階で{rating}の評価",
    "ride.feedback.tip": "{tip}のチップ",
    "ride.feedback.ratingAndTip": "10段階で{rating}の評価と{tip}のチップ",
  ]
}
