#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A type that expresses, as a value, a request for an app to do something on the user's behalf.
///
/// An intent is SiriKit's `INIntent` as a Swift value: its parameters are optional stored
/// properties that resolution fills in, its ``identifier`` names this one request and doubles as
/// the idempotency key from confirm to handle, and ``wireName`` names its type in JSON.
///
/// Conforming types list their parameters in ``parameters`` in SiriKit's initializer order;
/// the dispatcher and the conversation engine resolve them in that order.
///
/// ```swift
/// struct OrderSoupIntent: Intent {
///   typealias Response = OrderSoupIntentResponse
///   static let wireName = "OrderSoupIntent"
///   static let parameters: [PartialIntentParameter<Self>] = [.init(.soup), .init(.quantity)]
///
///   let identifier: String
///   var soup: Soup?
///   var quantity: Int?
/// }
/// ```
public protocol Intent: Sendable, Codable, Equatable {
  /// The response that confirming or handling this intent produces.
  associatedtype Response: IntentResponse

  /// The stable name that identifies this intent type in JSON and in prompt catalogs.
  ///
  /// Keep it unchanged across releases: stored conversations and JSON clients depend on it.
  static var wireName: String { get }

  /// The intent's parameters, in SiriKit's initializer order.
  ///
  /// Resolution walks this list in order. A parameter that the handler has no resolver for is
  /// accepted as given, as SiriKit does when a `resolve…` method isn't implemented.
  static var parameters: [PartialIntentParameter<Self>] { get }

  /// A Boolean value that indicates whether the assistant asks a final yes/no question before
  /// handling.
  ///
  /// Intents that move money or book rides return `true`, so that a conversation never handles
  /// them without the user's explicit consent. The default is `false`.
  static var requiresFinalConfirmation: Bool { get }

  /// A Boolean value that indicates whether the intent may run only while the device is
  /// unlocked.
  ///
  /// This is SiriKit's `IntentsRestrictedWhileLocked`.
  /// Payment intents return `true`, as SiriKit requires; a device-state policy refuses them
  /// while the device is locked. The default is `false`.
  static var requiresUnlockedDevice: Bool { get }

  /// A value that identifies this request and serves as its idempotency key.
  ///
  /// Handling an intent whose identifier was already handled returns the first result again.
  var identifier: String { get }

  /// A description of what the intent does, for the user, SiriKit's `intentDescription`
  /// (iOS 11); `nil` by default.
  ///
  /// SiriKit derives it from the intent definition and never lets the app set it; an intent
  /// type that has one returns it from a computed property.
  var intentDescription: String? { get }

  /// The phrase the app suggests for a voice shortcut that runs this intent, SiriKit's
  /// `suggestedInvocationPhrase` (iOS 12); `nil` by default.
  ///
  /// SiriKit stores it on each intent and lets the app set it. The requirement is get-only so
  /// that intents without one need no storage: an intent type that suggests phrases declares
  /// a stored `var suggestedInvocationPhrase: String?`, which satisfies it and stays settable,
  /// and encodes it with its other properties. ``Shortcut/suggestedInvocationPhrase`` reads it.
  var suggestedInvocationPhrase: String? { get }

  /// The system experiences in which a shortcut for this intent is offered, SiriKit's
  /// `shortcutAvailability` (iOS 14); empty by default.
  ///
  /// Like ``suggestedInvocationPhrase``, an intent type that needs it per value declares a
  /// stored `var shortcutAvailability: ShortcutAvailabilityOptions`; one that offers all its
  /// values in the same experiences returns a constant.
  var shortcutAvailability: ShortcutAvailabilityOptions { get }
}

extension Intent {
  /// The default implementation, which returns `false`.
  public static var requiresFinalConfirmation: Bool { false }

  /// The default implementation, which returns `false`.
  public static var requiresUnlockedDevice: Bool { false }

  /// The default implementation, which returns `nil`.
  public var intentDescription: String? { nil }

  /// The default implementation, which returns `nil`.
  public var suggestedInvocationPhrase: String? { nil }

  /// The default implementation, which returns no options.
  public var shortcutAvailability: ShortcutAvailabilityOptions { [] }

  /// Returns a new, unique identifier for an intent: a random UUID string.
  ///
  /// Use it as the default identifier in an intent's initializer:
  /// `init(identifier: String = OrderSoupIntent.makeIdentifier(), …)`.
  public static func makeIdentifier() -> String {
    UUID().uuidString
  }

  /// Returns the parameter with the given name, if the intent declares one.
  public static func parameter(named name: String) -> PartialIntentParameter<Self>? {
    parameters.first { $0.name == name }
  }
}
