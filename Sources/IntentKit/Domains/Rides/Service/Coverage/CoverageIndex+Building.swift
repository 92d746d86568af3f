// Building the grid of a ``CoverageIndex``: assigning edges to cells, then, row by row, which
// cells are covered, and where each group's ray stops and what lies beyond.

extension CoverageIndex {
  /// Builds the index of an area's polygons.
  ///
  /// An area whose grid would need `slotLimit` slots of entries or more (2²⁹ unless a test says
  /// fewer), more than the cell table can address, gets no grid: its queries are answered by
  /// plain ray casting, slowly but right, rather than from a table that wrapped.
  init(polygons: [CoveragePolygon], slotLimit: Int = 1 << Int(CoverageIndex.slotBits)) {
    var edges: [CoverageEdge] = []
    edges.reserveCapacity(polygons.reduce(0) { $0 + $1.vertexCount })
    var edgePolygons: [UInt32] = []
    edgePolygons.reserveCapacity(edges.capacity)
    var polygonEdgeStarts = [0]
    var boxes: [Box] = []
    var bounds = Box()
    for (index, polygon) in polygons.enumerated() {
      var box = Box()
      for ring in CollectionOfOne(polygon.exterior) + polygon.holes {
        for (start, end) in zip(ring, ring.dropFirst()) {
          edges.append(
            CoverageEdge(
              x0: start.longitude,
              y0: start.latitude,
              x1: end.longitude,
              y1: end.latitude
            )
          )
          edgePolygons.append(UInt32(truncatingIfNeeded: index))
          box.minX = min(box.minX, start.longitude)
          box.maxX = max(box.maxX, start.longitude)
          box.minY = min(box.minY, start.latitude)
          box.maxY = max(box.maxY, start.latitude)
        }
      }
      polygonEdgeStarts.append(edges.count)
      boxes.append(box)
      bounds.minX = min(bounds.minX, box.minX)
      bounds.maxX = max(bounds.maxX, box.maxX)
      bounds.minY = min(bounds.minY, box.minY)
      bounds.maxY = max(bounds.maxY, box.maxY)
    }
    self.edges = edges
    self.polygonEdgeStarts = polygonEdgeStarts
    self.boxes = boxes
    self.bounds = bounds
    guard !edges.isEmpty,
      let grid = Self.grid(
        of: edges,
        edgePolygons: edgePolygons,
        polygonCount: polygons.count,
        bounds: bounds,
        slotLimit: slotLimit
      )
    else {
      (columns, rows, xs, ys, columnScale, rowScale) = (0, 0, [], [], 0, 0)
      (states, cells, entries) = ([], [0], [])
      return
    }
    (columns, rows, xs, ys) = (grid.columns, grid.rows, grid.xs, grid.ys)
    (columnScale, rowScale) = (grid.columnScale, grid.rowScale)
    (states, cells, entries) = (grid.states, grid.cells, grid.entries)
  }

  /// Builds the grid over the edges, or returns `nil` if its entries would take `slotLimit`
  /// slots or more.
  private static func grid(
    of edges: [CoverageEdge],
    edgePolygons: [UInt32],
    polygonCount: Int,
    bounds: Box,
    slotLimit: Int
  ) -> Builder? {
    let (width, height) = (bounds.maxX - bounds.minX, bounds.maxY - bounds.minY)
    let (columns, rows) = divisions(of: edges, width: width, height: height)
    var builder = Builder(
      edges: edges,
      edgePolygons: edgePolygons,
      polygonCount: polygonCount,
      xs: Self.bounds(from: bounds.minX, to: bounds.maxX, count: columns),
      ys: Self.bounds(from: bounds.minY, to: bounds.maxY, count: rows),
      columnScale: width > 0 ? Double(columns) / width : 0,
      rowScale: height > 0 ? Double(rows) / height : 0
    )
    return builder.build(slotLimit: slotLimit) ? builder : nil
  }

  /// Chooses the numbers of columns and rows: about ``cellsPerEdge`` cells per edge, rows eight
  /// times as many as columns (√(n/4) columns and 8√(n/4) rows for n edges at two cells an
  /// edge), within the maximums, and few enough that the edges' spans across cells stay within about
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
    let columns = (count * cellsPerEdge / 8).squareRoot()
    return (
      divisions(columns, maximumColumns, extent: width, span: spanX),
      divisions(columns * 8, maximumRows, extent: height, span: spanY)
    )
  }

  /// The `count + 1` cell boundaries from `low` to `high`, ending exactly at `high`.
  private static func bounds(from low: Double, to high: Double, count: Int) -> [Double] {
    (0...count).map { $0 == count ? high : low + (high - low) * Double($0) / Double(count) }
  }
}

/// The work of building a ``CoverageIndex``'s cells, groups and entries.
private struct Builder {
  let edges: [CoverageEdge]
  let edgePolygons: [UInt32]
  let xs: [Double]
  let ys: [Double]
  let columnScale: Double
  let rowScale: Double
  let columns: Int
  let rows: Int

  var states: [UInt64] = []
  var cells: [UInt32] = []
  var entries: [CoverageIndex.Slot] = []

  /// Where each cell's edges start in `cellEdges`, and their count at the end.
  private var cellStarts: [Int] = []
  /// The edges of every cell, in row-major order of cells and edge order within a cell, so that
  /// a polygon's edges in a cell are together.
  private var cellEdges: [UInt32] = []
  /// Per polygon, whether its parity is odd at the point a row's sweep has reached.
  private var parities: [Bool]
  /// Per polygon, its crossings of the middle parallel of the row being built, in the row's
  /// crossings sorted by polygon; empty for every polygon between rows.
  private var crossingRanges: [Range<Int>]
  /// Per edge, the last row whose crossings it was added to.
  private var lastRowSeen: [Int32]
  /// The finest strips each edge of a cell reaches, while a cell's strips are chosen.
  private var stripRanges: [(first: Int, last: Int)] = []
  /// A cell's strips, and where each starts, while they are written.
  private var stripSlots: [CoverageIndex.Slot] = []
  private var stripStarts: [Int] = []

  /// A polygon's edges in one cell of the row being built.
  private struct RowGroup {
    let column: Int
    let polygon: UInt32
    /// The group's range in `cellEdges`.
    let edges: Range<Int>
    /// Whether an edge of the group comes near the cell's west or east side.
    var isNearWest = false
    var isNearEast = false
    /// The strips of the row, of the finest cut, where an edge of the group comes near the
    /// cell's west or east side (or may: a bit to spare on either side).
    var westStrips: UInt64 = 0
    var eastStrips: UInt64 = 0
  }

  /// The strips of a row, of the finest cut, that latitudes from `low` to `high` come within
  /// the padding of, with one to spare on either side.
  private func strips(from low: Double, to high: Double, row: Int) -> UInt64 {
    let finest = CoverageIndex.maximumStripShift
    guard rowScale > 0 else { return .max }
    let scale = rowScale * Double(1 << finest)
    func strip(_ latitude: Double) -> Int {
      Int(min(max((latitude - ys[row]) * scale, -2), Double(1 << finest) + 1))
    }
    let first = max(0, strip(low - CoverageIndex.padding) - 1)
    let last = min((1 << finest) - 1, strip(high + CoverageIndex.padding) + 1)
    guard first <= last else { return 0 }
    let count = last - first + 1
    return count == 64 ? .max : ((1 << UInt64(count)) - 1) << UInt64(first)
  }

  init(
    edges: [CoverageEdge],
    edgePolygons: [UInt32],
    polygonCount: Int,
    xs: [Double],
    ys: [Double],
    columnScale: Double,
    rowScale: Double
  ) {
    self.edges = edges
    self.edgePolygons = edgePolygons
    self.xs = xs
    self.ys = ys
    self.columnScale = columnScale
    self.rowScale = rowScale
    columns = xs.count - 1
    rows = ys.count - 1
    parities = [Bool](repeating: false, count: polygonCount)
    crossingRanges = [Range<Int>](repeating: 0..<0, count: polygonCount)
    lastRowSeen = [Int32](repeating: -1, count: edges.count)
  }

  /// Builds the cells and their entries; returns `false`, leaving them incomplete, once the
  /// entries reach `slotLimit` slots.
  mutating func build(slotLimit: Int) -> Bool {
    assignEdges()
    cells.reserveCapacity(columns * rows + 1)
    states = [UInt64](repeating: 0, count: (columns * rows + 31) / 32)
    // A group's header, its vertices and the breaks between runs come to 2 to 2.4 slots an edge
    // on the files we measure; an array that grew past its reservation would be copied to twice
    // its size, so it is reserved generously and copied once to its size if that saves memory.
    // An area past the slot limit stops at the limit, so it reserves no more than that.
    entries.reserveCapacity(min(cellEdges.count * 5 / 2 + 1, slotLimit))
    for row in 0..<rows {
      buildRow(row)
      guard entries.count < slotLimit else { return false }
    }
    if entries.capacity - entries.count > entries.count / 8 {
      var exact: [CoverageIndex.Slot] = []
      exact.reserveCapacity(entries.count)
      exact.append(contentsOf: entries)
      entries = exact
    }
    cells.append(UInt32(truncatingIfNeeded: entries.count))
    return true
  }

  // MARK: - Assigning edges to cells

  private func cell(ofX x: Double) -> Int {
    xs.withUnsafeBufferPointer {
      CoverageIndex.cell(of: x, in: $0, scale: columnScale, origin: xs[0])
    }
  }

  private func cell(ofY y: Double) -> Int {
    ys.withUnsafeBufferPointer {
      CoverageIndex.cell(of: y, in: $0, scale: rowScale, origin: ys[0])
    }
  }

  /// Calls `body` with every row an edge passes through, widened by the padding, and the
  /// columns the part of the edge in that row spans.
  private func forEachSpan(of edge: CoverageEdge, _ body: (Int, ClosedRange<Int>) -> Void) {
    let padding = CoverageIndex.padding
    let bottom = cell(ofY: min(edge.y0, edge.y1) - padding)
    let top = cell(ofY: max(edge.y0, edge.y1) + padding)
    for row in bottom...top {
      let (west, east) = edge.longitudes(between: ys[row] - padding, and: ys[row + 1] + padding)
      body(row, cell(ofX: west - padding)...cell(ofX: east + padding))
    }
  }

  /// Lists the edges of every cell, by a counting sort that keeps edge order within a cell.
  ///
  /// Each edge's cells are worked out once: the first pass lists them, edge by edge, with the
  /// count of each edge's cells; the second places the edges.
  private mutating func assignEdges() {
    let columns = self.columns
    var counts = [Int](repeating: 0, count: columns * rows + 1)
    var edgeCells: [UInt32] = []
    edgeCells.reserveCapacity(edges.count * 3)
    var cellCounts: [UInt32] = []
    cellCounts.reserveCapacity(edges.count)
    for edge in edges {
      let first = edgeCells.count
      forEachSpan(of: edge) { row, span in
        for column in span {
          let cell = row * columns + column
          edgeCells.append(UInt32(truncatingIfNeeded: cell))
          counts[cell + 1] += 1
        }
      }
      cellCounts.append(UInt32(truncatingIfNeeded: edgeCells.count - first))
    }
    for cell in 0..<(columns * rows) { counts[cell + 1] += counts[cell] }
    var next = counts
    var cellEdges = [UInt32](repeating: 0, count: counts[columns * rows])
    var listed = 0
    for (index, count) in cellCounts.enumerated() {
      for cell in edgeCells[listed..<(listed + Int(count))] {
        cellEdges[next[Int(cell)]] = UInt32(truncatingIfNeeded: index)
        next[Int(cell)] += 1
      }
      listed += Int(count)
    }
    cellStarts = counts
    self.cellEdges = cellEdges
  }

  // MARK: - Rows

  /// Lists a row's groups, cell by cell, and its edges' crossings of its middle parallel.
  private mutating func collectGroups(
    ofRow row: Int
  ) -> (groups: [RowGroup], columnStarts: [Int], crossings: [(x: Double, polygon: UInt32)]) {
    let (south, north) = (ys[row], ys[row + 1])
    let middle = (south + north) / 2
    var rowGroups: [RowGroup] = []
    var columnGroups = [0]
    columnGroups.reserveCapacity(columns + 1)
    var crossings: [(x: Double, polygon: UInt32)] = []
    for column in 0..<columns {
      let cell = row * columns + column
      var start = cellStarts[cell]
      while start < cellStarts[cell + 1] {
        let polygon = edgePolygons[Int(cellEdges[start])]
        var end = start + 1
        while end < cellStarts[cell + 1], edgePolygons[Int(cellEdges[end])] == polygon { end += 1 }
        var group = RowGroup(column: column, polygon: polygon, edges: start..<end)
        for index in start..<end {
          let edgeIndex = Int(cellEdges[index])
          let edge = edges[edgeIndex]
          if lastRowSeen[edgeIndex] != Int32(truncatingIfNeeded: row) {
            lastRowSeen[edgeIndex] = Int32(truncatingIfNeeded: row)
            if let crossing = edge.crossing(atY: middle) { crossings.append((crossing, polygon)) }
          }
          let padding = CoverageIndex.padding
          if column > 0, let (low, high) = edge.latitudes(near: xs[column], within: padding),
            low <= north + padding, high >= south - padding
          {
            group.isNearWest = true
            group.westStrips |= strips(from: low, to: high, row: row)
          }
          if column < columns - 1,
            let (low, high) = edge.latitudes(near: xs[column + 1], within: padding),
            low <= north + padding, high >= south - padding
          {
            group.isNearEast = true
            group.eastStrips |= strips(from: low, to: high, row: row)
          }
        }
        rowGroups.append(group)
        start = end
      }
      columnGroups.append(rowGroups.count)
    }
    return (rowGroups, columnGroups, crossings)
  }

  /// Builds the cells of one row: their groups, which are covered, and each group's stop.
  private mutating func buildRow(_ row: Int) {
    let south = ys[row]
    let (rowGroups, columnGroups, crossings) = collectGroups(ofRow: row)
    // The nested functions below read these copies, not the builder being mutated.
    let (edges, cellEdges, xs, columns) = (self.edges, self.cellEdges, self.xs, self.columns)

    let covered = coveredColumns(rowGroups, columnGroups, crossings)
    let byPolygon = crossings.sorted { ($0.polygon, $0.x) < ($1.polygon, $1.x) }
    var first = 0
    while first < byPolygon.count {
      let polygon = byPolygon[first].polygon
      var end = first + 1
      while end < byPolygon.count, byPolygon[end].polygon == polygon { end += 1 }
      crossingRanges[Int(polygon)] = first..<end
      first = end
    }
    defer {
      for crossing in byPolygon { crossingRanges[Int(crossing.polygon)] = 0..<0 }
    }

    /// The group of a polygon in a column, if it has edges there.
    func group(of polygon: UInt32, inColumn column: Int) -> RowGroup? {
      guard column >= 0, column < columns else { return nil }
      // A cell's groups are in polygon order.
      let groups = columnGroups[column]..<columnGroups[column + 1]
      let index = firstIndex(in: groups) { rowGroups[$0].polygon >= polygon }
      return index < groups.upperBound && rowGroups[index].polygon == polygon
        ? rowGroups[index] : nil
    }
    /// Whether no edge of the polygon comes near the side between a column and the next.
    func isClear(_ polygon: UInt32, eastOf column: Int) -> Bool {
      !(group(of: polygon, inColumn: column)?.isNearEast ?? false)
        && !(group(of: polygon, inColumn: column + 1)?.isNearWest ?? false)
    }

    /// Whether no edge of the polygon comes near the side between a column and the next within
    /// the strips `strips` of the finest cut.
    func isClear(_ polygon: UInt32, eastOf column: Int, in strips: UInt64) -> Bool {
      (group(of: polygon, inColumn: column)?.eastStrips ?? 0) & strips == 0
        && (group(of: polygon, inColumn: column + 1)?.westStrips ?? 0) & strips == 0
    }
    /// The parity of a polygon's crossings of latitude `y` in the columns `columns`, each
    /// counted in its column's longitudes as a query counts them.
    func isOdd(_ polygon: UInt32, in columnRange: ClosedRange<Int>, y: Double) -> Bool {
      var count = 0
      for column in columnRange {
        guard let group = group(of: polygon, inColumn: column) else { continue }
        let lower = column == 0 ? -Double.infinity : xs[column]
        let upper = column == columns - 1 ? Double.infinity : xs[column + 1]
        for index in group.edges {
          if let crossing = edges[Int(cellEdges[index])].crossing(atY: y), lower <= crossing,
            crossing < upper
          {
            count += 1
          }
        }
      }
      return count % 2 == 1
    }

    var headers: [CoverageIndex.Group] = []
    for column in 0..<columns {
      let state: CoverageIndex.State =
        covered[column]
        ? .covered : columnGroups[column] < columnGroups[column + 1] ? .mixed : .outside
      let cell = row * columns + column
      states[cell / 32] |= state.rawValue << UInt64((cell % 32) * 2)
      let cellGroups = rowGroups[columnGroups[column]..<columnGroups[column + 1]]
      guard !cellGroups.isEmpty else {
        cells.append(UInt32(truncatingIfNeeded: entries.count))
        continue
      }
      headers.removeAll(keepingCapacity: true)
      for rowGroup in cellGroups {
        let polygon = rowGroup.polygon
        var (eastStop, eastCost) = (column, 0)
        while eastStop < columns - 1, !isClear(polygon, eastOf: eastStop) {
          eastStop += 1
          eastCost += group(of: polygon, inColumn: eastStop)?.edges.count ?? 0
        }
        var (westStop, westCost) = (column, 0)
        while westStop > 0, !isClear(polygon, eastOf: westStop - 1) {
          westStop -= 1
          westCost += group(of: polygon, inColumn: westStop)?.edges.count ?? 0
        }
        let goesWest = westCost < eastCost
        let stop = goesWest ? westStop : eastStop
        var isInsideBeyond = false
        if goesWest ? stop > 0 : stop < columns - 1 {
          let side = goesWest ? xs[stop] : xs[stop + 1]
          isInsideBeyond = parity(of: polygon, in: byPolygon, beyond: side, goingWest: goesWest)
        }
        let flags =
          (goesWest ? CoverageIndex.Group.goesWest : 0)
          | (isInsideBeyond ? CoverageIndex.Group.isInsideBeyond : 0)
        headers.append(
          CoverageIndex.Group(
            count: 0,
            polygon: polygon,
            stop: UInt16(truncatingIfNeeded: stop),
            flags: flags
          )
        )
      }
      let shift = stripShift(of: cellGroups, row: row)
      if shift > 0 {
        // Each strip's groups stop at the first side no edge comes near within the strip,
        // never further than the row's stop, and hold the parity beyond it in the strip.
        let rowHeaders = headers
        let finest = CoverageIndex.maximumStripShift
        for strip in 0..<(1 << shift) {
          let first = strip << (finest - Int(shift))
          let end = (strip + 1) << (finest - Int(shift))
          let bits = end - first == 64 ? UInt64.max : ((1 << UInt64(end - first)) - 1) << first
          let y = south + Double(first + end) / 2 / (rowScale * Double(1 << finest))
          for header in rowHeaders {
            let (polygon, rowStop) = (header.polygon, Int(header.stop))
            let goesWest = header.flags & CoverageIndex.Group.goesWest != 0
            var stop = column
            if goesWest {
              while stop > rowStop, !isClear(polygon, eastOf: stop - 1, in: bits) { stop -= 1 }
            } else {
              while stop < rowStop, !isClear(polygon, eastOf: stop, in: bits) { stop += 1 }
            }
            var flags = header.flags
            if stop != rowStop,
              isOdd(polygon, in: goesWest ? rowStop...(stop - 1) : (stop + 1)...rowStop, y: y)
            {
              flags ^= CoverageIndex.Group.isInsideBeyond
            }
            headers.append(
              CoverageIndex.Group(
                count: 0,
                polygon: polygon,
                stop: UInt16(truncatingIfNeeded: stop),
                flags: flags
              )
            )
          }
        }
        headers.removeSubrange(0..<rowHeaders.count)
      }
      appendCell(headers, cellGroups, shift: shift, row: row)
    }
  }

  /// The base-two logarithm of the number of strips to cut a cell into: 0 unless it is crowded.
  ///
  /// Strips are halved until they hold about ``CoverageIndex/edgesPerStrip`` edges, while the
  /// groups and edges copied into them stay within twice the cell's: strips thinner than the
  /// edges only copy them.
  private mutating func stripShift(of cellGroups: ArraySlice<RowGroup>, row: Int) -> UInt32 {
    let edgeCount = cellGroups.reduce(0) { $0 + $1.edges.count }
    guard edgeCount > CoverageIndex.crowdedEdgeCount, rowScale > 0 else { return 0 }
    let finest = CoverageIndex.maximumStripShift
    let scale = rowScale * Double(1 << finest)
    func strip(_ latitude: Double) -> Int {
      Int(min(max((latitude - ys[row]) * scale, 0), Double((1 << finest) - 1)))
    }
    stripRanges.removeAll(keepingCapacity: true)
    for group in cellGroups {
      for index in group.edges {
        let edge = edges[Int(cellEdges[index])]
        stripRanges.append(
          (
            strip(min(edge.y0, edge.y1) - CoverageIndex.padding),
            strip(max(edge.y0, edge.y1) + CoverageIndex.padding)
          )
        )
      }
    }
    // A strip takes as many slots as the fullest one: the groups' headers and its edges.
    let budget = 2 * (edgeCount + cellGroups.count)
    var shift = 0
    var fullest = edgeCount
    while shift < finest, fullest > CoverageIndex.edgesPerStrip {
      let cut = finest - (shift + 1)
      var counts = (0..<(1 << (shift + 1))).map { _ in 0 }
      for range in stripRanges {
        for strip in (range.first >> cut)...(range.last >> cut) { counts[strip] += 1 }
      }
      let next = counts.max() ?? 0
      guard (cellGroups.count + next) << (shift + 1) <= budget, next < fullest else { break }
      (shift, fullest) = (shift + 1, next)
    }
    return UInt32(shift)
  }

  /// Appends a cell's groups and their edges: once, or once per strip if the cell is crowded,
  /// with `headers` holding each strip's groups in turn.
  private mutating func appendCell(
    _ headers: [CoverageIndex.Group],
    _ cellGroups: ArraySlice<RowGroup>,
    shift: UInt32,
    row: Int
  ) {
    let base = entries.count
    let finest = Double(1 << CoverageIndex.maximumStripShift)
    let strips = 1 << shift
    // Each strip is written to `stripSlots`, then copied to `entries` with room to the widest.
    stripSlots.removeAll(keepingCapacity: true)
    stripStarts.removeAll(keepingCapacity: true)
    for strip in 0..<strips {
      stripStarts.append(stripSlots.count)
      // The strip's latitudes, widened by the padding; the outer strips reach past the row.
      let padding = CoverageIndex.padding
      let first = Double(strip << (CoverageIndex.maximumStripShift - Int(shift)))
      let last = Double((strip + 1) << (CoverageIndex.maximumStripShift - Int(shift)))
      let south = strip == 0 ? -Double.infinity : ys[row] + first / (rowScale * finest) - padding
      let north =
        strip == strips - 1 ? Double.infinity : ys[row] + last / (rowScale * finest) + padding
      for (offset, rowGroup) in cellGroups.enumerated() {
        var header = headers[strip * cellGroups.count + offset]
        if offset == cellGroups.count - 1 { header.flags |= CoverageIndex.Group.isLast }
        let slot = stripSlots.count
        stripSlots.append(header.slot)
        for index in rowGroup.edges {
          let edge = edges[Int(cellEdges[index])]
          if shift == 0 || (max(edge.y0, edge.y1) >= south && min(edge.y0, edge.y1) <= north) {
            appendEdge(edge, toGroupAt: slot)
          }
        }
        // A query reads edges in pairs, one starting at every slot but the last: an odd number
        // of edges gets a break after the last vertex, whose "edge" is never counted.
        if (stripSlots.count - slot - 1) % 2 == 0, stripSlots.count > slot + 1 {
          stripSlots.append(.runBreak)
        }
        header.count = UInt32(truncatingIfNeeded: stripSlots.count - slot - 1)
        stripSlots[slot] = header.slot
      }
    }
    stripStarts.append(stripSlots.count)
    var stride = 0
    for strip in 0..<strips { stride = max(stride, stripStarts[strip + 1] - stripStarts[strip]) }
    for strip in 0..<strips {
      appendGroups(stripSlots[stripStarts[strip]..<stripStarts[strip + 1]], stride: stride)
    }
    cells.append(UInt32(truncatingIfNeeded: base) | shift << CoverageIndex.slotBits)
  }

  /// Appends a strip's groups to the entries in `stride` slots, that is 2 × stride numbers in
  /// two halves: the first holds each group's header's first number followed by its vertices'
  /// longitudes, the second, in the same places, the header's second number and the latitudes.
  ///
  /// Every strip of a cell takes `stride` slots, so a query finds its strip by multiplying,
  /// and each group's latitudes `stride` numbers after its longitudes; the gaps are never read.
  private mutating func appendGroups(_ slots: ArraySlice<CoverageIndex.Slot>, stride: Int) {
    let start = entries.count
    entries.append(contentsOf: repeatElement(CoverageIndex.Slot(x: 0, y: 0), count: stride))
    entries.withUnsafeMutableBufferPointer { entries in
      // reason: unchecked writes of the strip's numbers in order, as a query reads them
      // (`mixedCellContains`); every index is within the `stride` slots just appended, as
      // `slots.count <= stride`.
      entries.withMemoryRebound(to: Double.self) { numbers in
        let (firstHalf, secondHalf) = (2 * start, 2 * start + stride)
        for (offset, slot) in slots.enumerated() {
          numbers[firstHalf + offset] = slot.x
          numbers[secondHalf + offset] = slot.y
        }
      }
    }
  }

  /// Appends an edge to the group whose header is at `header` in `stripSlots`: only its end if
  /// it starts where the group's last edge ends, bit for bit, or else a new run.
  private mutating func appendEdge(_ edge: CoverageEdge, toGroupAt header: Int) {
    if stripSlots.count > header + 1 {
      let end = stripSlots[stripSlots.count - 1]
      if end.x.bitPattern == edge.x0.bitPattern, end.y.bitPattern == edge.y0.bitPattern {
        stripSlots.append(CoverageIndex.Slot(x: edge.x1, y: edge.y1))
        return
      }
      stripSlots.append(.runBreak)
    }
    stripSlots.append(CoverageIndex.Slot(x: edge.x0, y: edge.y0))
    stripSlots.append(CoverageIndex.Slot(x: edge.x1, y: edge.y1))
  }

  /// Returns, for each column of a row, whether a polygon with no edge in the cell covers it:
  /// the parity of every polygon at the cell's centre on the row's middle parallel, by a sweep
  /// of the row's crossings from the west.
  private mutating func coveredColumns(
    _ rowGroups: [RowGroup],
    _ columnGroups: [Int],
    _ crossings: [(x: Double, polygon: UInt32)]
  ) -> [Bool] {
    let sorted = crossings.sorted { $0.x < $1.x }
    var covered = [Bool](repeating: false, count: columns)
    var (next, oddCount) = (0, 0)
    for column in 0..<columns {
      let centre = (xs[column] + xs[column + 1]) / 2
      while next < sorted.count, sorted[next].x < centre {
        let polygon = Int(sorted[next].polygon)
        parities[polygon].toggle()
        oddCount += parities[polygon] ? 1 : -1
        next += 1
      }
      var oddHere = 0
      for group in rowGroups[columnGroups[column]..<columnGroups[column + 1]]
      where parities[Int(group.polygon)] {
        oddHere += 1
      }
      covered[column] = oddCount > oddHere
    }
    for crossing in sorted { parities[Int(crossing.polygon)] = false }
    return covered
  }

  /// Returns whether a polygon's crossings of the row's middle parallel beyond a side, east or
  /// west, are odd in number.
  private func parity(
    of polygon: UInt32,
    in byPolygon: [(x: Double, polygon: UInt32)],
    beyond side: Double,
    goingWest: Bool
  ) -> Bool {
    let crossings = crossingRanges[Int(polygon)]
    let split = firstIndex(in: crossings) { byPolygon[$0].x > side }
    return (goingWest ? split - crossings.lowerBound : crossings.upperBound - split) % 2 == 1
  }

  /// Returns the first index in `range` for which `isAfter` holds, or the range's end, where
  /// `isAfter` holds for every index after one for which it holds.
  private func firstIndex(in range: Range<Int>, where isAfter: (Int) -> Bool) -> Int {
    var (low, high) = (range.lowerBound, range.upperBound)
    while low < high {
      let middle = (low + high) / 2
      if isAfter(middle) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
