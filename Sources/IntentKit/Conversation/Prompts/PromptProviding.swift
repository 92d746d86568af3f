/// A type of intent whose conversations bring their own wording, such as a domain's intents.
///
/// A ``ConversationEngine`` speaks with its configuration's ``ConversationEngine/Configuration/prompts``
/// on top of the prompts of every intent type its dispatcher has a handler for, so registering a
/// domain's handlers is all it takes for the assistant to speak about that domain. The app's own
/// templates win over an intent's for the same key and language.
///
/// ```swift
/// extension OrderSoupIntent: PromptProviding {
///   static let prompts = PromptCatalog([
///     .english: ["OrderSoupIntent.soup.needsValue": "Which soup would you like?"],
///   ])
/// }
/// ```
public protocol PromptProviding: Intent {
  /// The templates the assistant uses in this intent's conversations, by language.
  static var prompts: PromptCatalog { get }
}

extension PromptCatalog {
  /// The prompts of every intent type in a registry that provides prompts, merged in the
  /// order of their wire names.
  init(providedBy registry: IntentTypeRegistry) {
    self.init()
    for type in registry.intentTypes {
      guard let provider = type as? any PromptProviding.Type else { continue }
      self = merging(provider.prompts)
    }
  }
}
