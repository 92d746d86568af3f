import IntentKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Point-in-area queries on a 100,000-vertex polygon with holes, then on files of many polygons
/// (generated, and Natural Earth's where fetched): the index against plain ray casting over every
/// edge, in the same run; and how fast the files load.
enum CoverageBenchmark {
  /// Coordinates in the exterior ring, its closing one included.
  static let exteriorCount = 80_000
  /// The holes, and the coordinates in each.
  static let holeCount = 8
  static let holeVertexCount = 2_500

  static func run(quick: Bool) async throws -> [BenchmarkResult] {
    var random = SeededRandom(seed: 0xC0_7E4A)
    let shape = try CoverageShape(random: &random)
    let (area, build) = Harness.once { CoverageArea(polygons: [shape.polygon]) }
    guard area.vertexCount == exteriorCount + holeCount * holeVertexCount else {
      throw BenchmarkError.unexpected("the polygon has \(area.vertexCount) vertices")
    }

    let count = quick ? 8_192 : 32_768
    let mixed = shape.points(count, random: &random)
    let nearEdges = shape.points(count, kinds: [.nearExterior, .nearHole], random: &random)
    guard mixed.count == count, nearEdges.count == count else {
      throw BenchmarkError.unexpected("points outside the valid range")
    }

    // Every point, both answers; and the mix must exercise both.
    var inside = 0
    for point in mixed + nearEdges {
      let indexed = area.contains(point)
      guard indexed == area.containsByRayCasting(point) else {
        throw BenchmarkError.unexpected("contains and ray casting disagree at \(point)")
      }
      if indexed { inside += 1 }
    }
    guard inside > count / 4, inside < 2 * count - count / 4 else {
      throw BenchmarkError.unexpected("\(inside) points inside: a lopsided mix")
    }

    var sink = 0
    let iterations = quick ? 400_000 : 4_000_000
    let indexed = await time(mixed, iterations: iterations, &sink) { area.contains($0) }
    let indexedNearEdges = await time(nearEdges, iterations: iterations, &sink) {
      area.contains($0)
    }
    let rayCasting = await time(mixed, iterations: quick ? 128 : 1_024, &sink) {
      area.containsByRayCasting($0)
    }
    var next = 0
    let allocations = await Harness.allocations(iterations: 100_000) {
      next = (next + 1) & (mixed.count - 1)
      sink &+= area.contains(mixed[next]) ? 1 : 0
    }
    guard sink != 0 else { return [] }

    var files: [BenchmarkResult] = []
    for file in generatedFiles() + naturalEarthFiles() {
      Progress.phase("coverage: \(file.name)")
      files += try await measure(file, quick: quick)
    }

    let speedUp = rayCasting / indexed
    return [
      BenchmarkResult(
        name: "coverage: index build, 100k vertices, 8 holes",
        value: build / 1e6,
        unit: "ms"
      ),
      BenchmarkResult(
        name: "coverage: contains, mixed points",
        value: indexed,
        unit: "ns",
        target: "≤ 50 ns",
        isMet: indexed <= 50
      ),
      BenchmarkResult(
        name: "coverage: contains, points within ~10 m of an edge",
        value: indexedNearEdges,
        unit: "ns"
      ),
      BenchmarkResult(
        name: "coverage: ray casting, mixed points (baseline)",
        value: rayCasting,
        unit: "ns"
      ),
      BenchmarkResult(
        name: "coverage: contains speed-up over ray casting",
        value: speedUp,
        unit: "×",
        target: "≥ 1000×",
        isMet: speedUp >= 1_000
      ),
      BenchmarkResult(
        name: "coverage: points checked against ray casting",
        value: Double(mixed.count + nearEdges.count),
        unit: "points",
        target: "all agree",
        isMet: true
      ),
      BenchmarkResult(
        name: "coverage: allocations per contains",
        value: allocations ?? .nan,
        unit: "allocs"
      ),
    ] + files
  }

  /// The median nanoseconds per query, cycling through the points (a power-of-two count), 64
  /// queries per timed call so that the harness's own cost per call doesn't count.
  static func time(
    _ points: [LocationCoordinate],
    iterations: Int,
    _ sink: inout Int,
    _ contains: (LocationCoordinate) -> Bool
  ) async -> Double {
    let batch = min(64, iterations)
    var next = 0
    var found = 0
    let result = await Harness.time(iterations: iterations / batch) {
      for _ in 0..<batch {
        next = (next + 1) & (points.count - 1)
        found &+= contains(points[next]) ? 1 : 0
      }
    }
    sink &+= found
    return result.median / Double(batch)
  }
}

/// A wobbly star with holes, and points to ask about it.
struct CoverageShape {
  /// Where a query point comes from.
  enum Kind: CaseIterable {
    /// Anywhere in the bounding box, widened by a tenth: inside, outside, in holes, beyond.
    case anywhere
    /// Within about 10 m of the exterior ring.
    case nearExterior
    /// In or around a hole.
    case inHole
    /// Within about 10 m of a hole's ring.
    case nearHole
  }

  let center = (latitude: 37.5, longitude: -122.0)
  let radius = 0.5
  let polygon: CoveragePolygon
  private let exterior: [LocationCoordinate]
  private let holes: [[LocationCoordinate]]
  private let holeCenters: [(latitude: Double, longitude: Double)]
  private let holeRadius: Double

  init(random: inout SeededRandom) throws {
    let (center, radius) = (self.center, self.radius)
    var holeCenters = [(latitude: Double, longitude: Double)]()
    holeCenters.append(center)
    for index in 0..<(CoverageBenchmark.holeCount - 1) {
      let angle = Double(index) / Double(CoverageBenchmark.holeCount - 1) * 2 * .pi
      holeCenters.append(
        (center.latitude + 0.4 * radius * sin(angle), center.longitude + 0.4 * radius * cos(angle))
      )
    }
    let holeRadius = 0.1 * radius
    exterior = try Self.ring(
      CoverageBenchmark.exteriorCount,
      center: center,
      radius: radius,
      wobbles: [(7, 0.2), (61, 0.04), (523, 0.006), (4_001, 0.000_8)],
      random: &random
    )
    holes = try holeCenters.map { holeCenter in
      try Self.ring(
        CoverageBenchmark.holeVertexCount,
        center: holeCenter,
        radius: holeRadius,
        wobbles: [(5, 0.15), (37, 0.02), (331, 0.002)],
        random: &random
      )
    }
    self.holeCenters = holeCenters
    self.holeRadius = holeRadius
    polygon = try CoveragePolygon(exterior: exterior, holes: holes)
  }

  /// A closed ring of `count` coordinates: a circle whose radius wobbles with the given
  /// frequencies and amplitudes, like a boundary that is rough at several scales, plus noise of
  /// about one edge length per vertex; star-shaped, so never self-crossing.
  private static func ring(
    _ count: Int,
    center: (latitude: Double, longitude: Double),
    radius: Double,
    wobbles: [(frequency: Double, amplitude: Double)],
    random: inout SeededRandom
  ) throws -> [LocationCoordinate] {
    var ring: [LocationCoordinate] = []
    ring.reserveCapacity(count)
    for index in 0..<(count - 1) {
      let angle = Double(index) / Double(count - 1) * 2 * .pi
      var scale = 1 + 4 / Double(count) * (2 * random.unit() - 1)
      for wobble in wobbles { scale += wobble.amplitude * sin(wobble.frequency * angle) }
      ring.append(
        try LocationCoordinate(
          latitude: center.latitude + radius * scale * sin(angle),
          longitude: center.longitude + radius * scale * cos(angle)
        )
      )
    }
    ring.append(ring[0])
    return ring
  }

  /// `count` points, each of a kind drawn in turn from `kinds`.
  func points(
    _ count: Int,
    kinds: [Kind] = Kind.allCases,
    random: inout SeededRandom
  ) -> [LocationCoordinate] {
    (0..<count).compactMap { index in
      let (latitude, longitude) = point(kinds[index % kinds.count], &random)
      return try? LocationCoordinate(latitude: latitude, longitude: longitude)
    }
  }

  private func point(_ kind: Kind, _ random: inout SeededRandom) -> (Double, Double) {
    switch kind {
    case .anywhere:
      let span = 2.6 * radius
      return (
        center.latitude - span / 2 + span * random.unit(),
        center.longitude - span / 2 + span * random.unit()
      )
    case .nearExterior:
      return near(exterior, &random)
    case .inHole:
      let hole = holeCenters[random.below(holeCenters.count)]
      let angle = 2 * .pi * random.unit()
      let distance = 1.3 * holeRadius * random.unit()
      return (hole.latitude + distance * sin(angle), hole.longitude + distance * cos(angle))
    case .nearHole:
      return near(holes[random.below(holes.count)], &random)
    }
  }

  /// A point on a random edge of a ring, moved up to 1e-4 degrees (about 10 m) either way.
  private func near(_ ring: [LocationCoordinate], _ random: inout SeededRandom) -> (Double, Double)
  {
    let index = random.below(ring.count - 1)
    let (start, end) = (ring[index], ring[index + 1])
    let fraction = random.unit()
    let offset = 1e-4 * (2 * random.unit() - 1)
    return (
      start.latitude + (end.latitude - start.latitude) * fraction + offset,
      start.longitude + (end.longitude - start.longitude) * fraction - offset
    )
  }
}
