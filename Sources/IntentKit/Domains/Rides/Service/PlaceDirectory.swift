/// The places a ride service knows by name, so that "San Francisco" can become a placemark with
/// a coordinate.
///
/// Names match case-, accent- and width-insensitively (``TextFolding``). A name that equals a
/// place's name matches that place alone; otherwise every place whose name contains every word
/// said matches, so "Oakland airport" finds Oakland International Airport and "airport" finds
/// every airport, to ask which one.
///
/// ```swift
/// let directory = PlaceDirectory([sanFrancisco, sfo, oakland])
/// directory.places(matching: "san francisco")  // [sanFrancisco]
/// directory.places(matching: "the airport")  // [sfo, …]
/// ```
public struct PlaceDirectory: Sendable {
  /// The places, in the order matches are returned.
  public let places: [Placemark]

  private let foldedNames: [[Substring]]

  /// Creates a directory of named places.
  public init(_ places: [Placemark]) {
    self.places = places
    self.foldedNames = places.map { TextFolding.fold($0.name ?? "").split(separator: " ") }
  }

  /// Returns the places that match a name.
  ///
  /// The place whose name it is matches alone; otherwise every place whose name contains each
  /// of its words matches. A leading "the" is ignored.
  public func places(matching name: String) -> [Placemark] {
    var words = TextFolding.fold(name).split(separator: " ")
    if words.first == "the" { words.removeFirst() }
    guard !words.isEmpty else { return [] }
    let exact = places.indices.filter { foldedNames[$0] == words }
    if !exact.isEmpty { return exact.map { places[$0] } }
    return places.indices.filter { index in
      words.allSatisfy(foldedNames[index].contains)
    }
    .map { places[$0] }
  }
}
