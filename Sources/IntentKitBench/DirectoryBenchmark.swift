import IntentKit

/// Payee resolution among a million generated contacts: building the index, its memory, and
/// full-name, prefix and one-typo lookups against a linear scan of the same contacts.
enum DirectoryBenchmark {
  /// The number of contacts, in quick runs too: the targets are for a million.
  static let contactCount = 1_000_000

  /// The limit the payments domain asks for: one more than the choices it offers.
  static let limit = PaymentsService.maximumChoices + 1

  static func run(quick: Bool) async throws -> [BenchmarkResult] {
    // The contacts, and what they hold on the heap.
    let heapAtStart = Harness.liveHeapBytes()
    Progress.phase("directory: generating \(Progress.grouped(contactCount)) contacts")
    let (contacts, generation) = Harness.once { ContactGenerator.contacts(count: contactCount) }

    // The first build, for memory: what the index holds on the heap once built.
    let heapBefore = Harness.liveHeapBytes()
    Progress.phase("directory: building the index \(quick ? 2 : 4) times")
    let contactMemory = difference(heapBefore, heapAtStart)
    let (directory, firstBuild) = Harness.once { InMemoryContactDirectory(contacts: contacts) }
    var builds = [firstBuild]
    let indexMemory = difference(Harness.liveHeapBytes(), heapBefore)

    // More builds for a median, each against the baseline: folding every name once.
    var folds: [Double] = []
    var sink = 0
    for round in 0..<(quick ? 1 : 3) {
      let (folded, fold) = Harness.once {
        var folded: [String] = []
        folded.reserveCapacity(contacts.count * 2)
        for contact in contacts {
          for name in [contact.givenName, contact.familyName, contact.nickname] {
            if let name { folded.append(TextFolding.fold(name)) }
          }
        }
        return folded.count
      }
      sink &+= folded
      folds.append(fold)
      if round > 0 {
        let (bytes, build) = Harness.once {
          InMemoryContactDirectory(contacts: contacts).indexByteCount
        }
        sink &+= bytes
        builds.append(build)
      }
    }

    Progress.phase("directory: checking the queries against a linear scan")
    let scan = ContactScan(contacts: contacts)
    let queries = try DirectoryQueries(contacts: contacts, scan: scan, count: quick ? 1_024 : 4_096)
    try verify(directory, queries, scan: scan, sampleSize: quick ? 4 : 16)

    Progress.phase("directory: timing the queries and the linear scan")
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

    let build = median(builds) / 1e9
    let count = Double(contacts.count)
    let mebibyte = 1_048_576.0
    return [
      BenchmarkResult(
        name: "directory: generate 1M contacts (not a target)",
        value: generation / 1e9,
        unit: "s"
      ),
      BenchmarkResult(
        name: "directory: index build, 1M contacts (vs folding every name)",
        value: build,
        unit: "s",
        baseline: median(folds) / 1e9,
        target: "< 2 s, ≤ 3×",
        isMet: build < 2 && build <= 3 * median(folds) / 1e9
      ),
      BenchmarkResult(
        name: "directory: index heap memory (live heap growth)",
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
        target: "< 5 µs, ≥ 10,000×",
        isMet: fullName < 5_000 && scanFullName >= 10_000 * fullName
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
    guard directory.count == contactCount else { throw BenchmarkError.unexpected("count") }
    for query in ["Jane Appleseed", "jane app", "Jnae Appelseed", "APPLESEED, JANE"]
    where !directory.contacts(matching: query).contains(where: { $0.id == jane }) {
      throw BenchmarkError.unexpected("\"\(query)\" doesn't find Jane Appleseed")
    }
    guard directory.contact(withIdentifier: jane)?.displayName == "Jane Appleseed",
      directory.contacts(withHandle: .emailAddress("Jane@Example.com")).map(\.id) == [jane]
    else { throw BenchmarkError.unexpected("Jane Appleseed by identifier or handle") }

    for query in queries.fullNames + queries.prefixes + queries.typos {
      let found = directory.contacts(matching: query.text)
      guard found.contains(where: { $0.id == query.contactID }) else {
        throw BenchmarkError.unexpected("\"\(query.text)\" doesn't find \(query.contactID)")
      }
    }
    for query in queries.fullNames.prefix(sampleSize) + queries.typos.prefix(sampleSize) {
      let found = directory.contacts(matching: query.text, limit: limit).map(\.id)
      let scanned = scan.matches(query.text, limit: limit).map { directory.contacts[$0].id }
      guard found == scanned else {
        throw BenchmarkError.unexpected("\"\(query.text)\": \(found) but the scan finds \(scanned)")
      }
    }
    // Prefix matches come grouped by word, so compare them all as sets.
    for query in queries.prefixes.prefix(sampleSize) {
      let found = Set(directory.contacts(matching: query.text).map(\.id))
      let scanned = Set(scan.matches(query.text, limit: .max).map { directory.contacts[$0].id })
      guard found == scanned else {
        throw BenchmarkError.unexpected("\"\(query.text)\": the scan finds other contacts")
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
    guard sink > 0 else { throw BenchmarkError.unexpected("queries found nobody") }
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
    guard sink > 0 else { throw BenchmarkError.unexpected("scans found nobody") }
    return result.median
  }

  private static func median(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2]
  }

  private static func difference(_ after: Int?, _ before: Int?) -> Int? {
    guard let after, let before else { return nil }
    return after - before
  }
}
