/// A polygon's edges with a uniform grid over its bounding box, for point-in-polygon queries
/// that don't grow with the number of vertices.
///
/// Each cell is precomputed as fully inside, fully outside, or mixed: a cell is mixed when an
/// edge, widened by ``padding``, passes through it, and a mixed cell lists those edges. A query in
/// an inside or outside cell is answered at once. A query in a mixed cell checks the cell's edges
/// for the boundary, then casts a ray along the cell's row, counting crossings in each mixed cell
/// until it reaches a cell whose state is known (or the end of the row, beyond which everything
/// is outside). Every crossing is counted in exactly one cell, the one whose longitude range holds
/// it, so the count is plain ray casting's.
///
/// Plain ray casting counts the crossings east of the point. Every ring crosses a parallel an
/// even number of times, so the crossings at or west of the point have the same parity; each
/// mixed cell stores which way has fewer edges to look at before a cell of known state.
struct CoverageGrid: Sendable {
  /// How far, in degrees, an edge's bounding box is widened before it is assigned to cells;
  /// far more than the rounding error of any crossing computed from coordinates within ±180.
  static let padding = 1e-9

  /// The largest number of columns of cells.
  static let maximumColumns = 256

  /// The largest number of rows of cells.
  ///
  /// Rows are thinner than columns are narrow: a query casts its ray along its row, so thin
  /// rows keep the edges it meets few.
  static let maximumRows = 4_096

  /// How many cell entries, per edge, the index may hold at most (about).
  static let entriesPerEdge = 8

  /// What is known about a cell: outside, inside, or mixed with flags.
  ///
  /// A mixed cell says which way a query in it counts crossings, and for each of its east and
  /// west sides whether the side is clear — no edge comes within ``padding`` of that side of the
  /// cell — and if so, whether the area just beyond it is inside. Beyond a clear side the answer
  /// is the same all along the side, so a ray that reaches it can stop there.
  private struct CellState: Equatable, Sendable {
    let rawValue: UInt8

    static let outside = CellState(rawValue: 0)
    static let inside = CellState(rawValue: 1)
    private static let mixed: UInt8 = 1 << 1
    private static let west: UInt8 = 1 << 2
    private static let eastClear: UInt8 = 1 << 3
    private static let eastInside: UInt8 = 1 << 4
    private static let westClear: UInt8 = 1 << 5
    private static let westInside: UInt8 = 1 << 6

    /// A mixed cell whose queries count crossings east of the point, or west if `goesWest`.
    static func mixed(goesWest: Bool) -> CellState {
      CellState(rawValue: mixed | (goesWest ? west : 0))
    }

    var isMixed: Bool {
      rawValue & Self.mixed != 0
    }

    /// Whether queries in the cell count crossings at or west of the point.
    var goesWest: Bool {
      rawValue & (Self.eastClear | Self.westClear) == Self.westClear
        || (rawValue & (Self.eastClear | Self.westClear) == 0 && rawValue & Self.west != 0)
    }

    /// Whether the area just beyond the side a ray leaves by is known: `nil` if the side isn't
    /// clear, else whether it is inside.
    func beyond(goingWest: Bool) -> Bool? {
      if goingWest {
        rawValue & Self.westClear == 0 ? nil : rawValue & Self.westInside != 0
      } else {
        rawValue & Self.eastClear == 0 ? nil : rawValue & Self.eastInside != 0
      }
    }

    /// The state with one side known to be clear, with whether beyond it is inside.
    func clearing(west isWest: Bool, beyondIsInside: Bool) -> CellState {
      let clear = isWest ? Self.westClear : Self.eastClear
      let inside = beyondIsInside ? (isWest ? Self.westInside : Self.eastInside) : 0
      return CellState(rawValue: rawValue | clear | inside)
    }
  }

  let edges: [CoverageEdge]
  let minX: Double
  let minY: Double
  let maxX: Double
  let maxY: Double
  private let columns: Int
  private let rows: Int
  private let xs: [Double]
  private let ys: [Double]
  private let columnScale: Double
  private let rowScale: Double
  private let states: [CellState]
  private let cellStarts: [UInt32]
  private let cellEdges: [CoverageEdge]

  /// Builds the index of a polygon's rings.
  init(rings: [[LocationCoordinate]]) {
    var edges: [CoverageEdge] = []
    for ring in rings {
      for index in ring.indices.dropLast() {
        let (start, end) = (ring[index], ring[index + 1])
        edges.append(
          CoverageEdge(x0: start.longitude, y0: start.latitude, x1: end.longitude, y1: end.latitude)
        )
      }
    }
    let points = rings.joined()
    self.edges = edges
    minX = points.map(\.longitude).min() ?? 0
    maxX = points.map(\.longitude).max() ?? 0
    minY = points.map(\.latitude).min() ?? 0
    maxY = points.map(\.latitude).max() ?? 0
    let (columns, rows) = Self.divisions(of: edges, width: maxX - minX, height: maxY - minY)
    self.columns = columns
    self.rows = rows
    xs = Self.bounds(from: minX, to: maxX, count: columns)
    ys = Self.bounds(from: minY, to: maxY, count: rows)
    columnScale = maxX > minX ? Double(columns) / (maxX - minX) : 0
    rowScale = maxY > minY ? Double(rows) / (maxY - minY) : 0

    let (starts, indices) = Self.assign(edges, xs: xs, ys: ys, columnScale, rowScale, minX, minY)
    cellStarts = starts.map { UInt32(truncatingIfNeeded: $0) }
    cellEdges = indices.map { edges[$0] }
    states = Self.states(edges: edges, indices: indices, starts: starts, xs: xs, ys: ys)
  }

  // MARK: - Queries

  /// Returns a Boolean value that indicates whether the point lies inside the polygon or on its
  /// boundary, by plain ray casting over every edge.
  func containsByRayCasting(x: Double, y: Double) -> Bool {
    guard x >= minX, x <= maxX, y >= minY, y <= maxY else { return false }
    var isInside = false
    for edge in edges {
      if edge.contains(x: x, y: y) { return true }
      if let crossing = edge.crossing(atY: y), x < crossing { isInside.toggle() }
    }
    return isInside
  }

  /// Returns a Boolean value that indicates whether the point lies inside the polygon or on its
  /// boundary, using the grid; always the same answer as ``containsByRayCasting(x:y:)``.
  func contains(x: Double, y: Double) -> Bool {
    guard x >= minX, x <= maxX, y >= minY, y <= maxY else { return false }
    let column = Self.cell(of: x, in: xs, scale: columnScale, origin: minX)
    let rowStart = Self.cell(of: y, in: ys, scale: rowScale, origin: minY) * columns
    let state = states[rowStart + column]
    if state == .outside { return false }
    if state == .inside { return true }
    let goesWest = state.goesWest
    let west = column == 0 ? -Double.infinity : xs[column]
    let east = column == columns - 1 ? Double.infinity : xs[column + 1]
    var crossings = 0
    let cell = rowStart + column
    for edge in cellEdges[Int(cellStarts[cell])..<Int(cellStarts[cell + 1])] {
      if edge.contains(x: x, y: y) { return true }
      guard let crossing = edge.crossing(atY: y) else { continue }
      if goesWest ? (west <= crossing && crossing <= x) : (x < crossing && crossing < east) {
        crossings += 1
      }
    }
    if let beyondIsInside = state.beyond(goingWest: goesWest) {
      return beyondIsInside != (crossings % 2 == 1)
    }
    var current = column
    while true {
      current += goesWest ? -1 : 1
      guard current >= 0, current < columns else { return crossings % 2 == 1 }
      let cell = rowStart + current
      let state = states[cell]
      if state == .outside { return crossings % 2 == 1 }
      if state == .inside { return crossings % 2 == 0 }
      let lower = current == 0 ? -Double.infinity : xs[current]
      let upper = current == columns - 1 ? Double.infinity : xs[current + 1]
      for edge in cellEdges[Int(cellStarts[cell])..<Int(cellStarts[cell + 1])] {
        if let crossing = edge.crossing(atY: y), lower <= crossing, crossing < upper {
          crossings += 1
        }
      }
      if let beyondIsInside = state.beyond(goingWest: goesWest) {
        return beyondIsInside != (crossings % 2 == 1)
      }
    }
  }

  // MARK: - Building

  /// Chooses the numbers of columns and rows: up to 2√n columns and 16√n rows for n edges,
  /// within the maximums, and few enough that the edges' spans across cells stay within about
  /// ``entriesPerEdge`` entries per edge, whatever the edges' lengths.
  private static func divisions(
    of edges: [CoverageEdge],
    width: Double,
    height: Double
  ) -> (columns: Int, rows: Int) {
    let count = Double(max(1, edges.count))
    var spanX = 0.0
    var spanY = 0.0
    for edge in edges {
      spanX += abs(edge.x1 - edge.x0)
      spanY += abs(edge.y1 - edge.y0)
    }
    // An edge spanning `s` in a row of height h enters about s / h + 1 rows; likewise columns.
    let budget = count * Double(entriesPerEdge / 2)
    func divisions(_ wanted: Double, _ limit: Int, extent: Double, span: Double) -> Int {
      var divisions = min(wanted, Double(limit))
      if span > 0, extent > 0 { divisions = min(divisions, budget * extent / span) }
      return max(1, Int(divisions))
    }
    return (
      divisions(count.squareRoot() * 2, maximumColumns, extent: width, span: spanX),
      divisions(count.squareRoot() * 16, maximumRows, extent: height, span: spanY)
    )
  }

  /// The `count + 1` cell boundaries from `low` to `high`, ending exactly at `high`.
  private static func bounds(from low: Double, to high: Double, count: Int) -> [Double] {
    (0...count).map { $0 == count ? high : low + (high - low) * Double($0) / Double(count) }
  }

  /// Returns the cell that holds a value within the bounds, consistent with `bounds`: cell `i`
  /// holds values from `bounds[i]` up to, but not including, `bounds[i + 1]`; the last cell also
  /// holds its upper bound.
  @inline(__always)
  private static func cell(
    of value: Double,
    in bounds: [Double],
    scale: Double,
    origin: Double
  ) -> Int {
    let last = bounds.count - 2
    let estimate = (value - origin) * scale
    var cell = estimate > 0 ? min(last, Int(min(estimate, Double(last)))) : 0
    while cell > 0, value < bounds[cell] { cell -= 1 }
    while cell < last, value >= bounds[cell + 1] { cell += 1 }
    return cell
  }

  /// Lists, for every cell in row-major order, the edges that pass through it, widened by
  /// ``padding``: for each row the edge's bounding box spans, the edge is clipped to the row's
  /// latitudes and assigned to the columns that clipped part spans.
  private static func assign(
    _ edges: [CoverageEdge],
    xs: [Double],
    ys: [Double],
    _ columnScale: Double,
    _ rowScale: Double,
    _ minX: Double,
    _ minY: Double
  ) -> (starts: [Int], indices: [Int]) {
    let columns = xs.count - 1
    let cellCount = columns * (ys.count - 1)
    var spans: [(edge: Int, row: Int, columns: ClosedRange<Int>)] = []
    spans.reserveCapacity(edges.count * 2)
    var counts = [Int](repeating: 0, count: cellCount + 1)
    for (edgeIndex, edge) in edges.enumerated() {
      let bottom = cell(of: min(edge.y0, edge.y1) - padding, in: ys, scale: rowScale, origin: minY)
      let top = cell(of: max(edge.y0, edge.y1) + padding, in: ys, scale: rowScale, origin: minY)
      for row in bottom...top {
        let (west, east) = edge.longitudes(between: ys[row] - padding, and: ys[row + 1] + padding)
        let low = cell(of: west - padding, in: xs, scale: columnScale, origin: minX)
        let high = cell(of: east + padding, in: xs, scale: columnScale, origin: minX)
        spans.append((edgeIndex, row, low...high))
        for column in low...high { counts[row * columns + column + 1] += 1 }
      }
    }
    for cell in 0..<cellCount { counts[cell + 1] += counts[cell] }
    var next = counts
    var indices = [Int](repeating: 0, count: counts[cellCount])
    for span in spans {
      for column in span.columns {
        let cell = span.row * columns + column
        indices[next[cell]] = span.edge
        next[cell] += 1
      }
    }
    return (counts, indices)
  }

  /// Classifies every cell: an empty cell is inside or outside, by the parity of the row's edge
  /// crossings east of its centre along the row's middle parallel; a mixed cell counts towards
  /// the side with fewer edges before a cell of known state.
  private static func states(
    edges: [CoverageEdge],
    indices: [Int],
    starts: [Int],
    xs: [Double],
    ys: [Double]
  ) -> [CellState] {
    let columns = xs.count - 1
    var states = [CellState](repeating: .mixed(goesWest: false), count: starts.count - 1)
    var lastRowSeen = [Int](repeating: -1, count: edges.count)
    for row in 0..<(ys.count - 1) {
      let first = row * columns
      let middle = (ys[row] + ys[row + 1]) / 2
      var crossings: [Double] = []
      for cell in first..<(first + columns) {
        for edgeIndex in indices[starts[cell]..<starts[cell + 1]]
        where lastRowSeen[edgeIndex] != row {
          lastRowSeen[edgeIndex] = row
          if let crossing = edges[edgeIndex].crossing(atY: middle) { crossings.append(crossing) }
        }
      }
      crossings.sort()
      let counts = (0..<columns).map { starts[first + $0 + 1] - starts[first + $0] }
      for column in 0..<columns where counts[column] == 0 {
        let centre = (xs[column] + xs[column + 1]) / 2
        let east = crossings.count - firstIndex(in: crossings, above: centre)
        states[first + column] = east % 2 == 1 ? .inside : .outside
      }
      // The edges a query would scan beyond its own cell, eastward and westward.
      var eastCost = [Int](repeating: 0, count: columns)
      var westCost = [Int](repeating: 0, count: columns)
      for column in (0..<(columns - 1)).reversed() where counts[column] > 0 {
        eastCost[column] = counts[column + 1] == 0 ? 0 : counts[column + 1] + eastCost[column + 1]
      }
      for column in 1..<max(1, columns) where counts[column] > 0 {
        westCost[column] = counts[column - 1] == 0 ? 0 : counts[column - 1] + westCost[column - 1]
      }
      for column in 0..<columns where counts[column] > 0 && westCost[column] < eastCost[column] {
        states[first + column] = .mixed(goesWest: true)
      }
      // Clear sides, and whether the area beyond each is inside: the parity of the crossings
      // east of the side along the row's middle parallel.
      for column in 0..<columns where counts[column] > 0 {
        let cellEdges = indices[starts[first + column]..<starts[first + column + 1]].map {
          edges[$0]
        }
        for isWest in [false, true] {
          guard isWest ? column > 0 : column < columns - 1 else { continue }
          let side = isWest ? xs[column] : xs[column + 1]
          let isClear = !cellEdges.contains { edge in
            edge.comesNear(x: side, between: ys[row], and: ys[row + 1], within: padding)
          }
          guard isClear else { continue }
          let east = crossings.count - firstIndex(in: crossings, above: side)
          states[first + column] = states[first + column].clearing(
            west: isWest,
            beyondIsInside: east % 2 == 1
          )
        }
      }
    }
    return states
  }

  /// Returns the index of the first value greater than `value` in a sorted array.
  private static func firstIndex(in sorted: [Double], above value: Double) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle] > value { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
