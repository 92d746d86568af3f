/// The system experiences in which a shortcut is offered, SiriKit's
/// `INShortcutAvailabilityOptions` (iOS 14).
///
/// An intent (``Intent/shortcutAvailability``) or an activity
/// (``UserActivity/shortcutAvailability``) states where its shortcut makes sense, such as the
/// wind-down before sleep; ``Shortcut/shortcutAvailability`` reads it from either, and
/// ``VoiceShortcutCenter/shortcutSuggestions(availableFor:)`` picks the suggestions for an
/// experience. An empty set, the default, offers the shortcut in no particular experience.
///
/// ```swift
/// var activity = UserActivity(activityType: "com.example.journal")
/// activity.shortcutAvailability = [.sleepJournaling, .sleepWrapUpYourDay]
/// ```
///
/// The options keep SiriKit's names and order. Their raw bits, `1 << 0` through `1 << 6` in that
/// order, are IntentKit's: the SDK's values weren't captured, so don't exchange raw values with
/// code built against SiriKit. JSON names the options instead, as an array in this order:
/// `["sleepJournaling", "sleepWrapUpYourDay"]`.
public struct ShortcutAvailabilityOptions: OptionSet, Sendable, Hashable, Codable {
  /// The options' bits.
  public let rawValue: Int

  /// Creates options from their bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Offered during the wind-down before sleep, among mindfulness shortcuts.
  public static let sleepMindfulness = Self(rawValue: 1 << 0)

  /// Offered during the wind-down before sleep, among journaling shortcuts.
  public static let sleepJournaling = Self(rawValue: 1 << 1)

  /// Offered during the wind-down before sleep, among music shortcuts.
  public static let sleepMusic = Self(rawValue: 1 << 2)

  /// Offered during the wind-down before sleep, among podcast shortcuts.
  public static let sleepPodcasts = Self(rawValue: 1 << 3)

  /// Offered during the wind-down before sleep, among reading shortcuts.
  public static let sleepReading = Self(rawValue: 1 << 4)

  /// Offered during the wind-down before sleep, among shortcuts that wrap up the day.
  public static let sleepWrapUpYourDay = Self(rawValue: 1 << 5)

  /// Offered during the wind-down before sleep, among yoga and stretching shortcuts.
  public static let sleepYogaAndStretching = Self(rawValue: 1 << 6)

  /// Every option with its name, in SiriKit's order.
  static let named: [(name: String, option: Self)] = [
    ("sleepMindfulness", .sleepMindfulness),
    ("sleepJournaling", .sleepJournaling),
    ("sleepMusic", .sleepMusic),
    ("sleepPodcasts", .sleepPodcasts),
    ("sleepReading", .sleepReading),
    ("sleepWrapUpYourDay", .sleepWrapUpYourDay),
    ("sleepYogaAndStretching", .sleepYogaAndStretching),
  ]

  /// The bits of every named option.
  static let knownBits = named.reduce(0) { $0 | $1.option.rawValue }

  /// The names of the options in the set, in SiriKit's order; `nil` if the set has bits no
  /// option names.
  public var names: [String]? {
    guard rawValue & ~Self.knownBits == 0 else { return nil }
    return Self.named.filter { contains($0.option) }.map(\.name)
  }

  /// Creates options from their names, or returns `nil` if a name isn't an option's.
  public init?(names: some Sequence<String>) {
    var options: Self = []
    for name in names {
      guard let option = Self.named.first(where: { $0.name == name })?.option else { return nil }
      options.insert(option)
    }
    self = options
  }
}

// MARK: - CustomStringConvertible

extension ShortcutAvailabilityOptions: CustomStringConvertible {
  /// The options' names, such as `[sleepJournaling, sleepReading]`, and any unnamed bits in
  /// hexadecimal.
  public var description: String {
    var parts = Self.named.filter { contains($0.option) }.map(\.name)
    let unnamed = rawValue & ~Self.knownBits
    if unnamed != 0 { parts.append("0x" + String(unnamed, radix: 16)) }
    return "[" + parts.joined(separator: ", ") + "]"
  }
}

// MARK: - JSON

extension ShortcutAvailabilityOptions: JSONCodable {
  // An option set would get `Codable` from its raw value too; these choose the names.

  /// Reads the options from an array of their names.
  ///
  /// - Throws: A ``StrictJSONError`` (or, from other decoders, a `DecodingError`) if the value
  ///   isn't an array of strings, or a name isn't an option's or is listed twice.
  public init(from decoder: any Decoder) throws {
    self = try JSONBridge.decode(Self.self, from: decoder)
  }

  /// Writes the options as an array of their names, in SiriKit's order.
  ///
  /// - Throws: ``StrictJSONError`` with code ``StrictJSONError/Code/unencodableValue`` if the
  ///   set has bits that no option names.
  public func encode(to encoder: any Encoder) throws {
    try JSONBridge.encode(self, to: encoder)
  }

  /// Reads an array of option names, refusing a name that isn't an option's and a name given
  /// twice.
  init(json: JSONValueReader) throws(StrictJSONError) {
    var options: Self = []
    for element in try json.array() {
      let name = try element.string()
      guard let option = Self.named.first(where: { $0.name == name })?.option else {
        let known = Self.named.map(\.name).joined(separator: ", ")
        throw element.invalid(
          "\(TextLimits.quoted(name)) is not a shortcut availability option; known options: \(known)"
        )
      }
      guard !options.contains(option) else {
        throw element.invalid("\(TextLimits.quoted(name)) is listed twice")
      }
      options.insert(option)
    }
    self = options
  }

  /// Writes the options' names in SiriKit's order.
  ///
  /// - Throws: ``StrictJSONError`` with code ``StrictJSONError/Code/unencodableValue`` if the
  ///   set has bits that no option names.
  func write(json: inout JSONValueWriter) throws(StrictJSONError) {
    guard let names else {
      throw StrictJSONError(
        code: .unencodableValue,
        path: "",
        message: "shortcut availability \(description) has bits that no option names"
      )
    }
    json.strings(names)
  }
}
