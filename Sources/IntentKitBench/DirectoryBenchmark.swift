import IntentKit

/// Payee resolution among a million generated contacts: building the index, its memory, and
/// full-name, prefix and one-typo lookups against a linear scan of the same contacts.
enum DirectoryBenchmark {
  /// The number of contacts, in quick runs too: the targets are for a million.
  static let contactCount = 1_000_000

  /// The limit the payments domain asks for: one more than the choices it offers.
  static let limit = PaymentsService.maximumChoices + 1

  /// A failed self-check: the benchmark measured something other than what it claims.
  struct CheckFailed: Error, CustomStringConvertible {
    let description: String
  }

  static func run(quick: Bool) async throws -> [BenchmarkResult] {
    // The contacts, and what they hold on the heap.
    let residentAtStart = ProcessMemory.trimmedResidentBytes()
    let generationStart = ContinuousClock.now
    let contacts = ContactGenerator.contacts(count: contactCount)
    let generation = seconds(since: generationStart)

    if CommandLine.arguments.contains("--debug-build") {
      for _ in 0..<4 {
        let start = ContinuousClock.now
        let built = InMemoryContactDirectory(contacts: contacts)
        print("build", Harness.nanoseconds(ContinuousClock.now - start) / 1e9, built.indexByteCount)
      }
      return []
    }
    // The first build, for memory: resident growth and the transient peak.
    let residentBefore = ProcessMemory.trimmedResidentBytes()
    let contactMemory = difference(residentBefore, residentAtStart)
    let canResetPeak = ProcessMemory.resetPeakResident()
    var start = ContinuousClock.now
    let directory = InMemoryContactDirectory(contacts: contacts)
    var builds = [seconds(since: start)]
    let peakGrowth =
      canResetPeak ? difference(ProcessMemory.peakResidentBytes(), residentBefore) : nil
    let indexMemory = difference(ProcessMemory.trimmedResidentBytes(), residentBefore)

    // More builds for a median, each against the baseline: folding every name once.
    var folds: [Double] = []
    var sink = 0
    for round in 0..<(quick ? 1 : 3) {
      start = ContinuousClock.now
      var folded: [String] = []
      folded.reserveCapacity(contacts.count * 2)
      for contact in contacts {
        for name in [contact.givenName, contact.familyName, contact.nickname] {
          if let name { folded.append(TextFolding.fold(name)) }
        }
      }
      sink &+= folded.count
      folds.append(seconds(since: start))
      if round > 0 {
        start = ContinuousClock.now
        sink &+= InMemoryContactDirectory(contacts: contacts).indexByteCount
        builds.append(seconds(since: start))
      }
    }

    let scan = ContactScan(contacts: contacts)
    let queries = try DirectoryQueries(contacts: contacts, scan: scan, count: quick ? 1_024 : 4_096)
    try verify(directory, queries, scan: scan, sampleSize: quick ? 4 : 16)

    if let index = CommandLine.arguments.firstIndex(of: "--debug-one") {
      let text = CommandLine.arguments[index + 1]
      let start = ContinuousClock.now
      var n = 0
      for _ in 0..<400_000 { n &+= directory.contacts(matching: text, limit: limit).count }
      print(text, n, Harness.nanoseconds(ContinuousClock.now - start) / 400_000)
      return []
    }
    if CommandLine.arguments.contains("--debug-slow") {
      for (kind, list) in [("full", queries.fullNames), ("prefix", queries.prefixes), ("typo", queries.typos)] {
        var timed: [(Double, String, Int)] = []
        for query in list {
          let start = ContinuousClock.now
          var n = 0
          for _ in 0..<20 { n = directory.contacts(matching: query.text, limit: limit).count }
          timed.append((Harness.nanoseconds(ContinuousClock.now - start) / 20, query.text, n))
        }
        timed.sort { $0.0 > $1.0 }
        let total = timed.map(\.0).reduce(0, +)
        print(kind, "mean", total / Double(timed.count), "median", timed[timed.count / 2].0)
        for entry in timed.prefix(12) { print("  ", entry) }
      }
    }
    let iterations = quick ? 2_048 : 40_960
    let fullName = try await time(directory, queries.fullNames, iterations: iterations)
    let prefix = try await time(directory, queries.prefixes, iterations: iterations)
    let typo = try await time(directory, queries.typos, iterations: iterations / 4)
    var next = 0
    let fullNameAllocations = await Harness.allocations(iterations: iterations) {
      next = (next + 1) % queries.fullNames.count
      sink &+= directory.contacts(matching: queries.fullNames[next].text, limit: limit).count
    }
    let scanFullName = try await time(scan, queries.fullNames.prefix(quick ? 4 : 16))
    let scanPrefix = try await time(scan, queries.prefixes.prefix(quick ? 4 : 16))
    let scanTypo = try await time(scan, queries.typos.prefix(quick ? 2 : 8))
    guard sink != 0 else { return [] }

    let build = median(builds)
    let count = Double(contacts.count)
    let mebibyte = 1_048_576.0
    return [
      BenchmarkResult(
        name: "directory: generate 1M contacts (not a target)",
        value: generation,
        unit: "s"
      ),
      BenchmarkResult(
        name: "directory: index build, 1M contacts (vs folding every name)",
        value: build,
        unit: "s",
        baseline: median(folds),
        target: "< 2 s",
        isMet: build < 2
      ),
      BenchmarkResult(
        name: "directory: index resident memory (RSS growth, trimmed)",
        value: Double(indexMemory ?? -1) / mebibyte,
        unit: "MiB",
        target: "< 64 MiB",
        isMet: indexMemory.map { Double($0) < 64 * mebibyte }
      ),
      BenchmarkResult(
        name: "directory: index arrays (indexByteCount)",
        value: Double(directory.indexByteCount) / mebibyte,
        unit: "MiB",
        target: "< 64 MiB",
        isMet: Double(directory.indexByteCount) < 64 * mebibyte
      ),
      BenchmarkResult(
        name: "directory: resident peak during the build",
        value: Double(peakGrowth ?? -1) / mebibyte,
        unit: "MiB"
      ),
      BenchmarkResult(
        name: "directory: index bytes per contact",
        value: Double(indexMemory ?? -1) / count,
        unit: "B"
      ),
      BenchmarkResult(
        name: "directory: bytes per contact, contacts + index",
        value: Double((contactMemory ?? -1) + (indexMemory ?? 0)) / count,
        unit: "B"
      ),
      BenchmarkResult(
        name: "directory: full-name query (vs linear scan)",
        value: fullName,
        unit: "ns",
        baseline: scanFullName,
        target: "< 5 µs",
        isMet: fullName < 5_000
      ),
      BenchmarkResult(
        name: "directory: prefix query, \"jane app\" (vs linear scan)",
        value: prefix,
        unit: "ns",
        baseline: scanPrefix,
        target: "< 20 µs",
        isMet: prefix < 20_000
      ),
      BenchmarkResult(
        name: "directory: one-typo query (vs linear scan)",
        value: typo,
        unit: "ns",
        baseline: scanTypo,
        target: "< 1 ms",
        isMet: typo < 1_000_000
      ),
      BenchmarkResult(
        name: "directory: allocations per full-name query",
        value: fullNameAllocations ?? .nan,
        unit: "allocs"
      ),
    ]
  }

  // MARK: - Checks

  /// Checks the directory's answers: the planted Jane Appleseed by name, prefix, typo, handle
  /// and identifier; every query's own contact among its matches; and a sample of queries
  /// against the scan.
  private static func verify(
    _ directory: InMemoryContactDirectory,
    _ queries: DirectoryQueries,
    scan: ContactScan,
    sampleSize: Int
  ) throws {
    let jane = ContactGenerator.janeAppleseedID
    guard directory.count == contactCount else { throw CheckFailed(description: "count") }
    for query in ["Jane Appleseed", "jane app", "Jnae Appelseed", "APPLESEED, JANE"]
    where !directory.contacts(matching: query).contains(where: { $0.id == jane }) {
      throw CheckFailed(description: "\"\(query)\" doesn't find Jane Appleseed")
    }
    guard directory.contact(withIdentifier: jane)?.displayName == "Jane Appleseed",
      directory.contacts(withHandle: .emailAddress("Jane@Example.com")).map(\.id) == [jane]
    else { throw CheckFailed(description: "Jane Appleseed by identifier or handle") }

    for query in queries.fullNames + queries.prefixes + queries.typos {
      let found = directory.contacts(matching: query.text)
      guard found.contains(where: { $0.id == query.contactID }) else {
        throw CheckFailed(description: "\"\(query.text)\" doesn't find \(query.contactID)")
      }
    }
    for query in queries.fullNames.prefix(sampleSize) + queries.typos.prefix(sampleSize) {
      let found = directory.contacts(matching: query.text, limit: limit).map(\.id)
      let scanned = scan.matches(query.text, limit: limit).map { directory.contacts[$0].id }
      guard found == scanned else {
        throw CheckFailed(description: "\"\(query.text)\": \(found) but the scan finds \(scanned)")
      }
    }
    // Prefix matches come grouped by word, so compare them all as sets.
    for query in queries.prefixes.prefix(sampleSize) {
      let found = Set(directory.contacts(matching: query.text).map(\.id))
      let scanned = Set(scan.matches(query.text, limit: .max).map { directory.contacts[$0].id })
      guard found == scanned else {
        throw CheckFailed(description: "\"\(query.text)\": the scan finds other contacts")
      }
    }
  }

  // MARK: - Timing

  /// The median nanoseconds per lookup, cycling through the queries.
  private static func time(
    _ directory: InMemoryContactDirectory,
    _ queries: [DirectoryQueries.Query],
    iterations: Int
  ) async throws -> Double {
    var next = 0
    var sink = 0
    let result = await Harness.time(iterations: iterations) {
      next = next + 1 == queries.count ? 0 : next + 1
      sink &+= directory.contacts(matching: queries[next].text, limit: limit).count
    }
    guard sink > 0 else { throw CheckFailed(description: "queries found nobody") }
    return result.median
  }

  /// The median nanoseconds per scan, each batch scanning for every query once.
  private static func time(
    _ scan: ContactScan,
    _ queries: ArraySlice<DirectoryQueries.Query>
  ) async throws -> Double {
    var next = queries.startIndex
    var sink = 0
    let result = await Harness.time(iterations: queries.count) {
      next = next + 1 == queries.endIndex ? queries.startIndex : next + 1
      sink &+= scan.matches(queries[next].text, limit: limit).count
    }
    guard sink > 0 else { throw CheckFailed(description: "scans found nobody") }
    return result.median
  }

  private static func seconds(since start: ContinuousClock.Instant) -> Double {
    Harness.nanoseconds(ContinuousClock.now - start) / 1e9
  }

  private static func median(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2]
  }

  private static func difference(_ after: Int?, _ before: Int?) -> Int? {
    guard let after, let before else { return nil }
    return after - before
  }
}
