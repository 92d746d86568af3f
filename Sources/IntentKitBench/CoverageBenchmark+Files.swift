import IntentKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#endif

// Coverage files with many polygons: generated ones always, Natural Earth's when
// `Scripts/natural-earth.py` has fetched them. Each is loaded from GeoJSON text (MB/s, heap per
// vertex), then queried with the index against plain ray casting over the same polygons.

extension CoverageBenchmark {
  /// A coverage file to measure: its name and GeoJSON text.
  struct File {
    let name: String
    let text: Data
  }

  /// The generated files: a world of 1,400 islands and continents, like Natural Earth's 1:50m
  /// land, and a city of 10,000 small polygons, like an urban-areas file.
  static func generatedFiles() -> [File] {
    var random = SeededRandom(seed: 0x1A_4D)
    var world: [[LocationCoordinate]] = []
    // 50 × 28 cells over the world, one island per cell; one in twenty a large, rough one.
    for row in 0..<28 {
      for column in 0..<50 {
        let center = (-85 + (Double(row) + 0.5) * 170 / 28, -180 + (Double(column) + 0.5) * 7.2)
        let isLarge = random.below(20) == 0
        let radius = isLarge ? 2.5 + random.unit() * 0.4 : 0.2 + random.unit() * 1.5
        let count = isLarge ? 1_000 + random.below(1_500) : 8 + random.below(60)
        world.append(ring(count, center: center, radius: radius, random: &random))
      }
    }
    var city: [[LocationCoordinate]] = []
    // 125 × 80 blocks of about 0.008° × 0.006°, each with a small polygon.
    for row in 0..<80 {
      for column in 0..<125 {
        let center = (37.3 + (Double(row) + 0.5) * 0.006, -122.5 + (Double(column) + 0.5) * 0.008)
        let count = 6 + random.below(30)
        city.append(ring(count, center: center, radius: 0.002, random: &random))
      }
    }
    return [
      File(name: "generated world, 1,400 polygons", text: geoJSON(world)),
      File(name: "generated city, 10,000 polygons", text: geoJSON(city)),
    ]
  }

  /// The Natural Earth files `Scripts/natural-earth.py` writes, those that are there.
  static func naturalEarthFiles() -> [File] {
    let folder =
      ProcessInfo.processInfo.environment["INTENTKIT_NATURAL_EARTH"]
      ?? "/tmp/intentkit-natural-earth"
    return [
      ("ne_110m_countries", "Natural Earth 1:110m countries"),
      ("ne_10m_polygons", "Natural Earth 1:10m countries, polygon by polygon"),
    ].compactMap { file, name in
      FileManager.default.contents(atPath: "\(folder)/\(file).geojson").map {
        File(name: name, text: $0)
      }
    }
  }

  /// Loads a file and times queries on it: the rows of the table.
  static func measure(_ file: File, quick: Bool) async throws -> [BenchmarkResult] {
    // Loading: the median of a few loads, and the heap one area holds.
    var loads: [Double] = []
    for _ in 0..<(quick ? 1 : 3) {
      let (area, time) = try Harness.once { try CoverageArea(geoJSON: file.text) }
      loads.append(time)
      guard area.vertexCount > 0 else { throw BenchmarkError.unexpected("an empty area") }
    }
    let heapBefore = Harness.liveHeapBytes()
    let area = try CoverageArea(geoJSON: file.text)
    let heap = Harness.liveHeapBytes().flatMap { after in heapBefore.map { after - $0 } }
    let load = loads.sorted()[loads.count / 2]
    let megabytesPerSecond = Double(file.text.count) / 1e6 / (load / 1e9)
    let vertices = area.vertexCount

    var random = SeededRandom(seed: 0xF11E)
    let count = quick ? 4_096 : 16_384
    let mixed = points(count, near: nil, in: area, random: &random)
    let nearEdges = points(count, near: area.polygons, in: area, random: &random)
    var inside = 0
    for point in mixed + nearEdges {
      let indexed = area.contains(point)
      guard indexed == area.containsByRayCasting(point) else {
        throw BenchmarkError.unexpected(
          "\(file.name): contains and ray casting disagree at \(point)"
        )
      }
      if indexed { inside += 1 }
    }
    guard inside > 0, inside < 2 * count else {
      throw BenchmarkError.unexpected("\(file.name): \(inside) points inside: a lopsided mix")
    }

    var sink = 0
    let iterations = quick ? 200_000 : 2_000_000
    let indexed = await time(mixed, iterations: iterations, &sink) { area.contains($0) }
    let nearIndexed = await time(nearEdges, iterations: iterations, &sink) { area.contains($0) }
    let rayIterations = max(256, min(iterations, Int(4e9 / Double(vertices))) / (quick ? 8 : 1))
    let rayCasting = await time(mixed, iterations: rayIterations, &sink) {
      area.containsByRayCasting($0)
    }
    guard sink != 0 else { return [] }
    let speedUp = rayCasting / indexed
    let label = "coverage: \(file.name) (\(vertices) vertices)"
    return [
      BenchmarkResult(
        name: "\(label): load",
        value: megabytesPerSecond,
        unit: "MB/s",
        target: "≥ 50 MB/s",
        isMet: megabytesPerSecond >= 50
      ),
      BenchmarkResult(
        name: "\(label): heap per vertex",
        value: heap.map { Double($0) / Double(vertices) } ?? .nan,
        unit: "B"
      ),
      BenchmarkResult(
        name: "\(label): contains, mixed points",
        value: indexed,
        unit: "ns",
        target: "≤ 100 ns",
        isMet: indexed <= 100
      ),
      BenchmarkResult(
        name: "\(label): contains, points near edges",
        value: nearIndexed,
        unit: "ns"
      ),
      BenchmarkResult(
        name: "\(label): ray casting, mixed points (baseline)",
        value: rayCasting,
        unit: "ns"
      ),
      BenchmarkResult(
        name: "\(label): contains speed-up over ray casting",
        value: speedUp,
        unit: "×",
        target: "≥ 10×",
        isMet: speedUp >= 10
      ),
    ]
  }

  /// `count` points (a power of two): anywhere in the area's bounding box, or, given polygons,
  /// on a random edge moved up to 1e-4° (about 10 m) either way.
  private static func points(
    _ count: Int,
    near polygons: [CoveragePolygon]?,
    in area: CoverageArea,
    random: inout SeededRandom
  ) -> [LocationCoordinate] {
    let vertices = area.polygons.flatMap(\.exterior)
    let (west, east) = (
      vertices.map(\.longitude).min() ?? 0, vertices.map(\.longitude).max() ?? 0
    )
    let (south, north) = (vertices.map(\.latitude).min() ?? 0, vertices.map(\.latitude).max() ?? 0)
    var points: [LocationCoordinate] = []
    while points.count < count {
      let (latitude, longitude): (Double, Double)
      if let polygons, !polygons.isEmpty {
        let ring = polygons[random.below(polygons.count)].exterior
        let index = random.below(ring.count - 1)
        let (start, end) = (ring[index], ring[index + 1])
        let fraction = random.unit()
        let offset = 1e-4 * (2 * random.unit() - 1)
        latitude = start.latitude + (end.latitude - start.latitude) * fraction + offset
        longitude = start.longitude + (end.longitude - start.longitude) * fraction - offset
      } else {
        latitude = south + (north - south) * random.unit()
        longitude = west + (east - west) * random.unit()
      }
      if let point = try? LocationCoordinate(latitude: latitude, longitude: longitude) {
        points.append(point)
      }
    }
    return points
  }

  /// A closed star-shaped ring of `count` coordinates, with a rough, wobbling radius.
  private static func ring(
    _ count: Int,
    center: (latitude: Double, longitude: Double),
    radius: Double,
    random: inout SeededRandom
  ) -> [LocationCoordinate] {
    let phase = random.unit() * 2 * .pi
    var ring = (0..<count).map { index in
      let angle = Double(index) / Double(count) * 2 * .pi
      let scale = 0.8 + 0.15 * sin(5 * angle + phase) + 0.05 * random.unit()
      return (
        latitude: center.latitude + radius * scale * sin(angle),
        longitude: center.longitude + radius * scale * cos(angle)
      )
    }
    ring.append(ring[0])
    return ring.compactMap {
      try? LocationCoordinate(latitude: $0.latitude, longitude: $0.longitude)
    }
  }

  /// A `FeatureCollection` of one `Polygon` feature per ring, numbers written in full.
  private static func geoJSON(_ rings: [[LocationCoordinate]]) -> Data {
    var text = #"{"type":"FeatureCollection","features":["#
    for (index, ring) in rings.enumerated() {
      if index > 0 { text += "," }
      text += #"{"type":"Feature","properties":{"id":\#(index)},"geometry":{"#
      text += #""type":"Polygon","coordinates":[["#
      text += ring.map { "[\($0.longitude),\($0.latitude)]" }.joined(separator: ",")
      text += "]]}}"
    }
    text += "]}"
    return Data(text.utf8)
  }
}
