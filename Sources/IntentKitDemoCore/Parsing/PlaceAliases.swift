/// The sample places' names in Japanese and Korean, so that "クパチーノからサンフランシスコまで"
/// books the same ride as "from Cupertino to San Francisco"; the ride handlers match English
/// names.
enum PlaceAliases {
  private static let englishNames: [String: String] = [
    "アップルパーク": "Apple Park", "クパチーノ": "Cupertino", "サンフランシスコ": "San Francisco",
    "パロアルト": "Palo Alto", "マウンテンビュー": "Mountain View", "サンノゼ": "San Jose",
    "サンホセ": "San Jose", "オークランド": "Oakland", "トレジャーアイランド": "Treasure Island",
    "サクラメント": "Sacramento", "空港": "the airport",
    "サンフランシスコ国際空港":
      "San Francisco International Airport",
    "애플 파크": "Apple Park", "애플파크": "Apple Park", "쿠퍼티노": "Cupertino",
    "샌프란시스코": "San Francisco", "팔로알토": "Palo Alto", "팔로 알토": "Palo Alto",
    "마운틴뷰": "Mountain View", "마운틴 뷰": "Mountain View", "산호세": "San Jose",
    "새너제이": "San Jose", "오클랜드": "Oakland", "새크라멘토": "Sacramento", "공항": "the airport",
  ]

  /// Returns the English name of a sample place named in Japanese or Korean, or the name as
  /// given.
  static func englishName(for name: String) -> String {
    englishNames[name] ?? name
  }

  /// Returns a Boolean value that indicates whether a name is a sample place's Japanese or
  /// Korean name, or is written in Latin letters.
  static func isKnown(_ name: String) -> Bool {
    englishNames[name] != nil || Utterance.script(of: name) == .latin
  }
}
