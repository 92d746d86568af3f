import IntentKit

/// An intent that stores a suggested phrase and its shortcut availability, as SiriKit's intents
/// do, and describes itself.
struct PhrasedIntent: Intent {
  typealias Response = ShortcutsSoupOfTheDayIntentResponse

  static let wireName = "PhrasedIntent"
  static let parameters: [PartialIntentParameter<Self>] = []

  let identifier: String
  var suggestedInvocationPhrase: String?
  var shortcutAvailability: ShortcutAvailabilityOptions = []

  var intentDescription: String? {
    "Order the soup of the day"
  }
}
