/// The places a ride service knows by name, so that "San Francisco" can become a placemark with
/// a coordinate.
///
/// Names match case-, accent- and width-insensitively (IntentKit's text folding). A name that equals a
/// place's name, or one of its aliases, matches that place alone; otherwise every place whose
/// name contains every word said matches, so "Oakland airport" finds Oakland International
/// Airport and "airport" finds every airport, to ask which one. Aliases are the other names a
/// place goes by: an airport's code, or its name in another language, which a reply can say on
/// its own ("SFO", "サンフランシスコ", "샌프란시스코").
///
/// ```swift
/// let directory = PlaceDirectory(
///   [sanFrancisco, sfo, oakland],
///   aliases: ["San Francisco International Airport": ["SFO"], "San Francisco": ["サンフランシスコ"]]
/// )
/// directory.places(matching: "san francisco")  // [sanFrancisco]
/// directory.places(matching: "サンフランシスコ")  // [sanFrancisco]
/// directory.places(matching: "sfo")  // [sfo]
/// directory.places(matching: "the airport")  // [sfo, …]
/// ```
public struct PlaceDirectory: Sendable {
  /// The places, in the order matches are returned.
  public let places: [Placemark]

  /// The other names of places, keyed by the place's name.
  public let aliases: [String: [String]]

  private let foldedNames: [[Substring]]

  /// The places each alias names, keyed by the alias's folded words joined by single spaces.
  private let placesByAlias: [String: [Int]]

  /// Creates a directory of named places.
  ///
  /// - Parameters:
  ///   - places: The places, in the order matches are returned.
  ///   - aliases: Other names of places, keyed by the place's ``Placemark/name``: codes such as
  ///     "SFO", and names in other languages. An alias of several places matches them all; an
  ///     alias keyed by a name no place has is ignored.
  public init(_ places: [Placemark], aliases: [String: [String]] = [:]) {
    self.places = places
    self.aliases = aliases
    self.foldedNames = places.map { TextFolding.fold($0.name ?? "").split(separator: " ") }
    var placesByAlias: [String: [Int]] = [:]
    for (index, place) in places.enumerated() {
      for alias in place.name.flatMap({ aliases[$0] }) ?? [] {
        let key = Self.key(alias)
        if !key.isEmpty, placesByAlias[key]?.contains(index) != true {
          placesByAlias[key, default: []].append(index)
        }
      }
    }
    self.placesByAlias = placesByAlias
  }

  /// Returns a name's folded words joined by single spaces, without a leading "the".
  private static func key(_ name: String) -> String {
    var words = TextFolding.fold(name).split(separator: " ")
    if words.first == "the" { words.removeFirst() }
    return words.joined(separator: " ")
  }

  /// Returns the places that match a name.
  ///
  /// The place whose name it is matches alone, then the places it is an alias of; otherwise
  /// every place whose name contains each of its words matches. A leading "the" is ignored.
  public func places(matching name: String) -> [Placemark] {
    var words = TextFolding.fold(name).split(separator: " ")
    if words.first == "the" { words.removeFirst() }
    guard !words.isEmpty else { return [] }
    let exact = places.indices.filter { foldedNames[$0] == words }
    if !exact.isEmpty { return exact.map { places[$0] } }
    if let aliased = placesByAlias[words.joined(separator: " ")] {
      return aliased.map { places[$0] }
    }
    return places.indices.filter { index in
      words.allSatisfy(foldedNames[index].contains)
    }
    .map { places[$0] }
  }
}
