/// A value that describes a task to continue in the app, SiriKit's use of `NSUserActivity`.
///
/// Responses whose code requires an app launch carry one, so that the app can pick the task up
/// where the assistant left it.
///
/// ```swift
/// let activity = UserActivity(activityType: "com.example.orderSoup", userInfo: ["soup": "clam"])
/// return OrderSoupIntentResponse(code: .continueInApp, userActivity: activity)
/// ```
public struct UserActivity: Hashable, Sendable, Codable {
  /// The kind of activity, in reverse-DNS form; by SiriKit's convention the intent's name when
  /// the system launches the app for an intent.
  public var activityType: String

  /// A user-visible title for the activity.
  public var title: String?

  /// The app's private state needed to resume the task.
  public var userInfo: [String: String]

  /// Creates an activity.
  public init(activityType: String, title: String? = nil, userInfo: [String: String] = [:]) {
    self.activityType = activityType
    self.title = title
    self.userInfo = userInfo
  }
}

// MARK: - JSON

extension UserActivity: JSONCodable {
  init(json: JSONValueReader) throws(StrictJSONError) {
    let object = try json.object()
    var userInfo: [String: String] = [:]
    for (name, value) in try object.value("userInfo").object().members {
      userInfo[name] = try value.string()
    }
    self.init(
      activityType: try object.string("activityType"),
      title: try object.stringIfPresent("title"),
      userInfo: userInfo
    )
  }

  func write(json: inout JSONValueWriter) throws(StrictJSONError) {
    try json.object { object throws(StrictJSONError) in
      object.string("activityType", activityType)
      object.stringIfPresent("title", title)
      try object.object("userInfo") { info in
        for key in userInfo.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
          info.string(dynamic: key, userInfo[key] ?? "")
        }
      }
    }
  }
}
