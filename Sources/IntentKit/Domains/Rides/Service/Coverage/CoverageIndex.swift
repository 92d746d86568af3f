/// One grid over every polygon of an area, for point-in-area queries whose cost grows with
/// neither the number of vertices nor the number of polygons.
///
/// The grid covers the bounding box of all the polygons with about ``cellsPerEdge`` cells per
/// edge, up to 512 columns and 4,096 thin rows. Each edge, widened by ``padding``, is listed in every cell it passes through, and a
/// cell's edges are grouped by polygon. A cell is marked *covered* when some polygon with no edge
/// in it covers it: that polygon covers the whole cell, so a query there is answered at once, as
/// is a query in a cell with no edges at all. These answers take two bits a cell, in a table
/// small enough to stay in the processor's cache.
///
/// Otherwise only the polygons with edges in the cell can cover the point, and each group
/// answers for its polygon by plain ray casting along the cell's row, restricted to that
/// polygon's edges: it counts the crossings in the query's own cell on one side of the point,
/// then in the cells it walks through to a precomputed *stop*, the first cell side that no edge of
/// the polygon comes near. Beyond that side the polygon's parity is the same all along the
/// side, so the group stores it. Every crossing is counted in exactly one cell, the one whose
/// longitude range holds it, with the same arithmetic as ``CoverageEdge/crossing(atY:)``, so the
/// answer is exactly plain ray casting's. A group walks east or west, whichever meets fewer
/// edges: a closed ring crosses every parallel an even number of times, so the crossings at or
/// west of the point have the same parity as those east of it.
///
/// A *crowded* cell, one with many edges, is cut into 2 to 64 horizontal strips, each with all
/// the cell's groups but only the edges that reach the strip (widened by ``padding``). A ray
/// along latitude y meets only edges that reach y, so a query reads the strip that holds it,
/// in its own cell and in the cells it walks through, and the answer is unchanged. Each strip's
/// groups stop at the first side no edge of their polygon comes near within the strip.
///
/// A group's header is stored in ``entries`` right before its edges, so a query reads the
/// state table, its cell, and two runs of entries, the group's longitudes and its latitudes,
/// whose places the cell table gives. The edges are stored as runs of consecutive edges, each
/// run as its vertices, so an edge that follows another takes one vertex, 16 bytes; a query
/// tests them two at a time, without a branch per edge (see `scan`).
struct CoverageIndex: Sendable {
  /// How far, in degrees, an edge is widened before it is assigned to cells; far more than the
  /// rounding error of any crossing computed from coordinates within ±180.
  static let padding = 1e-9

  /// The largest number of columns of cells.
  static let maximumColumns = 512

  /// The largest number of rows of cells.
  ///
  /// Rows are thinner than columns are narrow: a query casts its ray along its row, so thin
  /// rows keep the edges it meets few.
  static let maximumRows = 4_096

  /// How many cell entries, per edge, the index may hold at most (about).
  static let entriesPerEdge = 8

  /// How many cells the grid has per edge (about), before the maximums.
  ///
  /// Few cells keep the build short, since it makes a pass per row and per cell; the strips of
  /// crowded cells keep the edges a query reads few.
  static let cellsPerEdge = 2.0

  /// How many low bits of a ``cells`` value give a slot of ``entries``; the three above give
  /// the cell's strips.
  static let slotBits: UInt32 = 29

  /// The most edges a cell may have before it is cut into strips.
  static let crowdedEdgeCount = 8

  /// The number of edges per strip a crowded cell is cut for (about).
  static let edgesPerStrip = 3

  /// The base-two logarithm of the largest number of strips in a cell.
  static let maximumStripShift = 6

  /// What the state table says of a cell.
  enum State: UInt64 {
    /// No edge passes through the cell, and no polygon covers it.
    case outside = 0
    /// A polygon with no edge in the cell covers it all.
    case covered = 1
    /// Edges pass through the cell, and no polygon without edges there covers it.
    case mixed = 2
  }

  /// Returns the state of a cell.
  @inline(__always)
  static func state(of cell: Int, in states: UnsafeBufferPointer<UInt64>) -> UInt64 {
    (states[cell &>> 5] &>> UInt64((cell & 31) &* 2)) & 3
  }

  /// Two numbers: a vertex or a break between two runs of edges while a group is built; in
  /// ``CoverageIndex/entries``, two of a strip's numbers (headers' halves, longitudes in the
  /// strip's first half, latitudes in its second).
  struct Slot: Sendable {
    let x: Double
    let y: Double

    /// The vertex between two runs of a group's edges, not a number, stored as a longitude and
    /// a latitude like any other: every comparison with it is false, so no edge ends at it.
    static let runBreak = Slot(x: .nan, y: .nan)
  }

  /// The header of a polygon's edges listed in one cell (or strip).
  ///
  /// It says how a query answers for that polygon, and comes before the edges: runs of
  /// consecutive edges, each run as its vertices in order, with a ``Slot/runBreak`` between
  /// runs, and one more after the last vertex if that makes the edges even in number, for a
  /// query reads them in pairs.
  ///
  /// In ``CoverageIndex/entries`` a strip of a cell is two halves of equal length. The first
  /// holds each group's header's first number followed by its vertices' longitudes; the second,
  /// at the same places, the header's second number and the latitudes. So a query loads two
  /// consecutive edges' coordinates as they lie, with no shuffling, and finds the latitudes
  /// from the cell table alone, without waiting for the header's count.
  struct Group: Sendable {
    /// How many vertices and breaks follow the header, in each half; odd, or 0.
    var count: UInt32
    /// The polygon the edges belong to.
    let polygon: UInt32
    /// The last column a query's ray walks through before the parity beyond is known.
    let stop: UInt16
    /// ``goesWest``, ``isInsideBeyond`` and ``isLast``.
    var flags: UInt8

    static let goesWest: UInt8 = 1
    static let isInsideBeyond: UInt8 = 2
    /// The cell's (or strip's) last group.
    static let isLast: UInt8 = 4

    init(count: UInt32, polygon: UInt32, stop: UInt16, flags: UInt8) {
      (self.count, self.polygon, self.stop, self.flags) = (count, polygon, stop, flags)
    }

    /// Reads the header at a number of ``CoverageIndex/entries``, given as two numbers a slot:
    /// its first number there, its second `half` numbers on, in the second half of its strip.
    @inline(__always)
    init(_ entries: UnsafeBufferPointer<Double>, at number: Int, half: Int) {
      self.init(bits: entries[number].bitPattern, entries[number &+ half].bitPattern)
    }

    @inline(__always)
    private init(bits first: UInt64, _ second: UInt64) {
      count = UInt32(truncatingIfNeeded: first)
      polygon = UInt32(truncatingIfNeeded: first &>> 32)
      stop = UInt16(truncatingIfNeeded: second)
      flags = UInt8(truncatingIfNeeded: second &>> 16)
    }

    /// The header as a slot: its fields in the bits of two numbers, the first of which goes to
    /// a strip's first half of ``CoverageIndex/entries`` and the second to its second half.
    var slot: Slot {
      Slot(
        x: Double(bitPattern: UInt64(count) | UInt64(polygon) << 32),
        y: Double(bitPattern: UInt64(stop) | UInt64(flags) << 16)
      )
    }
  }

  /// A polygon's bounding box.
  struct Box: Sendable {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity

    func contains(x: Double, y: Double) -> Bool {
      x >= minX && x <= maxX && y >= minY && y <= maxY
    }
  }

  /// Every edge of every polygon, polygon by polygon: the reference ray cast reads these.
  let edges: [CoverageEdge]
  /// Where each polygon's edges start in ``edges``, and their count at the end.
  let polygonEdgeStarts: [Int]
  /// Each polygon's bounding box.
  let boxes: [Box]
  /// The bounding box of every polygon.
  let bounds: Box
  let columns: Int
  let rows: Int
  /// The `columns + 1` cell boundaries in longitude, and the `rows + 1` in latitude.
  let xs: [Double]
  let ys: [Double]
  let columnScale: Double
  let rowScale: Double
  /// The ``State`` of every cell, two bits per cell and 32 cells a word, in row-major order.
  ///
  /// A quarter of a byte per cell keeps the table in the processor's cache, and most queries
  /// need nothing else.
  let states: [UInt64]
  /// For every cell in row-major order, then once more: the slot in ``entries`` where the cell's
  /// groups start, so the next cell's start ends them, in the low ``slotBits`` bits (room for
  /// 2²⁹ slots, 8 GiB of entries: an area that needs more gets no grid), and above them the
  /// base-two logarithm of the cell's number of strips (0 for a cell that isn't crowded).
  ///
  /// Four bytes a cell keep the table small enough to stay in the processor's cache.
  let cells: [UInt32]
  /// Every cell's groups, each a ``Group`` header followed by its edges, copied into each cell
  /// (and strip) they pass through; a crowded cell's strips take equal numbers of slots, and
  /// each strip is two halves, longitudes then latitudes (see ``Group``).
  ///
  /// Consecutive edges share their common vertex, so an edge takes about 16 bytes.
  let entries: [Slot]

  // MARK: - Queries

  /// Returns a Boolean value that indicates whether the point lies inside any polygon or on its
  /// boundary, by plain ray casting over every edge of each polygon whose bounding box holds it.
  func containsByRayCasting(x: Double, y: Double) -> Bool {
    for polygon in boxes.indices where boxes[polygon].contains(x: x, y: y) {
      var isInside = false
      for edge in edges[polygonEdgeStarts[polygon]..<polygonEdgeStarts[polygon + 1]] {
        if edge.contains(x: x, y: y) { return true }
        if let crossing = edge.crossing(atY: y), x < crossing { isInside.toggle() }
      }
      if isInside { return true }
    }
    return false
  }

  /// Returns a Boolean value that indicates whether the point lies inside any polygon or on its
  /// boundary, using the grid; always the same answer as ``containsByRayCasting(x:y:)``.
  ///
  /// Most points fall in a cell that the state table answers for, so this part is kept short;
  /// a point in a mixed cell goes on to `mixedCellContains`. An index without a grid (see
  /// `init(polygons:slotLimit:)`) casts rays.
  func contains(x: Double, y: Double) -> Bool {
    guard bounds.contains(x: x, y: y) else { return false }
    guard columns > 0 else { return containsByRayCasting(x: x, y: y) }
    let column = xs.withUnsafeBufferPointer {
      Self.cell(of: x, in: $0, scale: columnScale, origin: bounds.minX)
    }
    let row = ys.withUnsafeBufferPointer {
      Self.cell(of: y, in: $0, scale: rowScale, origin: bounds.minY)
    }
    let rowStart = row &* columns
    let state = states.withUnsafeBufferPointer { Self.state(of: rowStart &+ column, in: $0) }
    if state != State.mixed.rawValue { return state == State.covered.rawValue }
    return mixedCellContains(x: x, y: y, column: column, row: row)
  }

  /// Answers for a point in a mixed cell, with the index's tables borrowed.
  @inline(never)
  private func mixedCellContains(x: Double, y: Double, column: Int, row: Int) -> Bool {
    // Where y falls in the row, in strips of the row's height over 2^maximumStripShift.
    let strip = min(
      max(0, Int((y - ys[row]) * rowScale * Double(1 << Self.maximumStripShift))),
      (1 << Self.maximumStripShift) - 1
    )
    return cells.withUnsafeBufferPointer { cells in
      entries.withUnsafeBufferPointer { slots in
        // A strip's longitudes, then its latitudes, are read as numbers, two a slot.
        slots.withMemoryRebound(to: Double.self) { entries in
          Self.mixedCellContains(
            x: x,
            y: y,
            column: column,
            rowStart: row &* columns,
            Storage(columns: columns, xs: xs, strip: strip, cells: cells, entries: entries)
          )
        }
      }
    }
  }

  /// The strip a latitude falls in, of a row cut into `1 << shift` strips, from the strip it
  /// falls in when cut into `1 << maximumStripShift`.
  ///
  /// Both the query and the build derive strips this way, so a strip's edges are those a query
  /// in it can meet.
  @inline(__always)
  static func strip(_ finest: Int, shift: UInt32) -> Int {
    finest &>> (UInt32(maximumStripShift) &- shift)
  }

  /// The index's tables, borrowed for the length of a query.
  private struct Storage {
    let columns: Int
    let xs: [Double]
    /// The query's strip of its row, of the finest cut.
    let strip: Int
    let cells: UnsafeBufferPointer<UInt32>
    /// ``CoverageIndex/entries`` as two numbers a slot.
    let entries: UnsafeBufferPointer<Double>

    /// Where a cell's first group header is, in the query's strip if the cell is crowded: its
    /// number in ``entries``, and how many numbers on the strip's second half starts; or `nil`
    /// if the cell has no groups.
    ///
    /// A cell that isn't crowded has one strip, the 0th of any query: no branch on which it is.
    /// Both are known from the cell table alone, so a query loads a group's header and both its
    /// halves at once, without waiting for the header to say where the second half is.
    @inline(__always)
    func firstGroup(ofCell cell: Int) -> (number: Int, half: Int)? {
      let mask: UInt32 = 1 << CoverageIndex.slotBits - 1
      let value = cells[cell]
      let (start, end) = (Int(value & mask), Int(cells[cell + 1] & mask))
      guard start < end else { return nil }
      let shift = value &>> CoverageIndex.slotBits
      // A strip of `stride` slots holds 2 × stride numbers, in two halves of `stride`.
      let stride = (end &- start) &>> shift
      return (2 &* (start &+ CoverageIndex.strip(strip, shift: shift) &* stride), stride)
    }
  }

  /// Answers for a point in a mixed cell: whether a polygon with edges in the cell covers it.
  private static func mixedCellContains(
    x: Double,
    y: Double,
    column: Int,
    rowStart: Int,
    _ storage: Storage
  ) -> Bool {
    let columns = storage.columns
    let west = column == 0 ? -Double.infinity : storage.xs[column]
    let east = column == columns - 1 ? Double.infinity : storage.xs[column + 1]
    // The bounds of a westward scan of the point's own cell.
    let (westBound, xUp) = (west.nextDown, x.nextUp)
    // A mixed cell has groups.
    guard let (first, half) = storage.firstGroup(ofCell: rowStart + column) else { return false }
    var number = first
    while true {
      let group = Group(storage.entries, at: number, half: half)
      let numbers = number &+ 1..<number &+ 1 &+ Int(group.count)
      let goesWest = group.flags & Group.goesWest != 0
      // West of the point: west <= crossing <= x. East: x < crossing < east. A Double is at or
      // above `bound` exactly when it is above `bound.nextDown`, and likewise below. The bounds
      // are chosen in bits, not by a branch: which way a group walks is as unpredictable as
      // the point, and the mispredicted branch cost about 1.5 ns a query.
      let westward = UInt64(0) &- UInt64((group.flags & Group.goesWest) / Group.goesWest)
      let after = Double(bitPattern: westBound.bitPattern & westward | x.bitPattern & ~westward)
      let before = Double(bitPattern: xUp.bitPattern & westward | east.bitPattern & ~westward)
      let scan = Self.scan(
        storage.entries,
        numbers,
        half: half,
        x: x,
        y: y,
        after: after,
        before: before
      )
      if scan.isOnEdge { return true }
      var crossings = scan.crossings
      var current = column
      let stop = Int(group.stop)
      while current != stop {
        current += goesWest ? -1 : 1
        crossings += Self.crossings(
          of: group.polygon,
          row: rowStart,
          column: current,
          y: y,
          storage
        )
      }
      // Inside if the parities here and beyond the stop differ. Which is as unpredictable as the
      // answer, so it is worked out in bits and only the last group's return is a branch.
      let isInside = (crossings ^ Int(group.flags / Group.isInsideBeyond)) & 1
      if isInside | Int(group.flags & Group.isLast) != 0 { return isInside != 0 }
      number = numbers.upperBound
    }
  }

  /// Counts the crossings at latitude `y` of a polygon's edges in a cell, within the cell's
  /// longitudes: from its west side, included, to its east side, excluded.
  private static func crossings(
    of polygon: UInt32,
    row rowStart: Int,
    column: Int,
    y: Double,
    _ storage: Storage
  ) -> Int {
    let lower = column == 0 ? -Double.infinity : storage.xs[column]
    let upper = column == storage.columns - 1 ? Double.infinity : storage.xs[column + 1]
    // A cell's groups are in polygon order.
    guard let (first, half) = storage.firstGroup(ofCell: rowStart + column) else { return 0 }
    var number = first
    var group = Group(storage.entries, at: number, half: half)
    while group.polygon < polygon {
      guard group.flags & Group.isLast == 0 else { return 0 }
      number += 1 + Int(group.count)
      group = Group(storage.entries, at: number, half: half)
    }
    guard group.polygon == polygon else { return 0 }
    let numbers = number + 1..<number + 1 + Int(group.count)
    // No point's x lies beyond every Double, so the scan's finding of it on an edge is ignored.
    return scan(
      storage.entries,
      numbers,
      half: half,
      x: .infinity,
      y: y,
      after: lower.nextDown,
      before: upper
    ).crossings
  }

  /// Counts the edges of a group that cross the parallel at latitude `y` strictly between two
  /// longitudes, and finds whether the point (`x`, `y`) lies on one of them.
  ///
  /// The edges go two at a time through the lanes of SIMD registers, with no branch on what an
  /// edge does: whether an edge near the point crosses its parallel on one side or the other
  /// can't be predicted, and mispredicted branches were most of what a query near an edge cost.
  /// Each lane does the arithmetic of ``CoverageEdge/crossing(atY:)``, and the test of the line
  /// of ``CoverageEdge/contains(x:y:)``, the same operations in the same order, so it finds the
  /// same crossings as plain ray casting, bit for bit. The line's test holds for almost no
  /// point; when it holds for some edge, `isOnEdge` tests the group's edges whole. An "edge"
  /// from or to a run break has a coordinate that is not a number, so its crossing is not a
  /// number and it neither crosses nor holds the point.
  @inline(__always)
  private static func scan(
    _ entries: UnsafeBufferPointer<Double>,
    _ numbers: Range<Int>,
    half: Int,
    x: Double,
    y: Double,
    after low: Double,
    before high: Double
  ) -> (crossings: Int, isOnEdge: Bool) {
    typealias Lanes = SIMD2<Double>
    typealias Mask = SIMDMask<SIMD2<Int64>>
    let (x, y) = (Lanes(repeating: x), Lanes(repeating: y))
    let (low, high) = (Lanes(repeating: low), Lanes(repeating: high))
    var crossings = SIMD2<Int64>()
    var isOnLine = Mask()
    // The vertices' longitudes, and `half` numbers on their latitudes: two consecutive edges'
    // ends lie one number after their starts.
    guard let base = entries.baseAddress, !numbers.isEmpty else { return (0, false) }
    let count = numbers.count
    // reason: the builder lays out every group's longitudes, and its latitudes `half` numbers
    // on, within the entries, and the loads below read no number past them.
    let xs = UnsafeRawPointer(base + numbers.lowerBound)
    let ys = xs + half &* MemoryLayout<Double>.stride
    func lanes(_ numbers: UnsafeRawPointer, _ index: Int) -> Lanes {
      numbers.loadUnaligned(fromByteOffset: index &* MemoryLayout<Double>.stride, as: Lanes.self)
    }
    // The edges start at every vertex but the last, and come in pairs: a group with an odd
    // number of edges ends with a break, whose "edge" is never counted.
    var start = 0
    while start < count &- 1 {
      let (x0, y0) = (lanes(xs, start), lanes(ys, start))
      let (x1, y1) = (lanes(xs, start &+ 1), lanes(ys, start &+ 1))
      // crossing(atY:): a horizontal edge never crosses, so its division by zero is ignored.
      let crosses = (y0 .> y) .^ (y1 .> y)
      let (dx, dy, rise) = (x1 - x0, y1 - y0, y - y0)
      let crossing = x0 + rise * dx / dy
      let counts = crosses .& (low .< crossing) .& (crossing .< high)
      crossings &+= SIMD2<Int64>().replacing(with: 1, where: counts)
      // The test of the line of contains(x:y:), which holds for almost no point.
      isOnLine = isOnLine .| (dx * rise .== dy * (x - x0))
      start &+= 2
    }
    let crossingCount = Int(crossings.wrappedSum())
    guard any(isOnLine) else { return (crossingCount, false) }
    return (crossingCount, isOnEdge(xs, ys, count: count, x: x[0], y: y[0]))
  }

  /// Returns whether a point lies on one of a group's edges, by
  /// ``CoverageEdge/contains(x:y:)``: the rare case of a point on the line through one, which
  /// `scan` leaves to it.
  @inline(never)
  private static func isOnEdge(
    _ xs: UnsafeRawPointer,
    _ ys: UnsafeRawPointer,
    count: Int,
    x: Double,
    y: Double
  ) -> Bool {
    func number(_ numbers: UnsafeRawPointer, _ index: Int) -> Double {
      numbers.load(fromByteOffset: index &* MemoryLayout<Double>.stride, as: Double.self)
    }
    for start in 0..<(count - 1) {
      let edge = CoverageEdge(
        x0: number(xs, start),
        y0: number(ys, start),
        x1: number(xs, start + 1),
        y1: number(ys, start + 1)
      )
      if edge.contains(x: x, y: y) { return true }
    }
    return false
  }

  /// Returns the cell that holds a value, consistent with `bounds`: cell `i` holds values from
  /// `bounds[i]` up to, but not including, `bounds[i + 1]`; the last cell also holds its upper
  /// bound; values beyond the bounds fall in the first or last cell.
  ///
  /// Queries and the build both find cells this way. The estimate is clamped to the cells, then
  /// rounded half a cell down by adding 1.5 × 2⁵², which leaves the integer in the low bits of
  /// the sum with none of the range checks of `Int(_:)`; that lands within a cell of the answer,
  /// and the comparisons with the bounds settle it.
  @inline(__always)
  static func cell(
    of value: Double,
    in bounds: UnsafeBufferPointer<Double>,
    scale: Double,
    origin: Double
  ) -> Int {
    let last = bounds.count &- 2
    let estimate = min(max((value - origin) * scale, 0), Double(last))
    let rounded = (estimate - 0.5 + 0x1.8p52).bitPattern & ((1 << 51) - 1)
    var cell = min(Int(truncatingIfNeeded: rounded), last)
    while cell > 0, value < bounds[cell] { cell &-= 1 }
    while cell < last, value >= bounds[cell &+ 1] { cell &+= 1 }
    return cell
  }
}
