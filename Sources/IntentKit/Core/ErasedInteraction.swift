#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An interaction as a ``UserActivity`` holds it, without naming ``Interaction``.
///
/// User activities belong to the bottom layer, which can't see Dispatch, where interactions
/// and the intent type registry live. Dispatch's ``Interaction`` conforms, and
/// `UserActivity.interaction` (declared in Dispatch) casts back; the activity stays `Sendable`
/// and `Hashable` through these requirements.
protocol ErasedInteraction: Sendable {
  /// Returns a Boolean value that indicates whether the other interaction is equal to this one.
  func isEqual(to other: any ErasedInteraction) -> Bool

  /// Hashes what equality compares.
  func hash(into hasher: inout Hasher)

  /// Writes the interaction as JSON.
  func write(json: inout JSONValueWriter) throws(StrictJSONError)
}

/// A value in a decoder's user info that reads the interactions user activities hold: the
/// ``IntentTypeRegistry``, which knows the intent types.
protocol ErasedInteractionReading: Sendable {
  /// Reads an interaction from JSON.
  func readInteraction(json: JSONValueReader) throws(StrictJSONError) -> any ErasedInteraction
}

enum ErasedInteractionReadingKey {
  /// The key under which a decoder's user info holds the reader of interactions, the
  /// ``IntentTypeRegistry``.
  static let key = CodingUserInfoKey(rawValue: "IntentKit.IntentTypeRegistry")

  /// Returns the reader a decoder's user info holds, if any.
  static func reader(in userInfo: [CodingUserInfoKey: Any]) -> (any ErasedInteractionReading)? {
    key.flatMap { userInfo[$0] as? any ErasedInteractionReading }
  }
}
