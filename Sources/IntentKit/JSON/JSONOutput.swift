#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A growable byte buffer that JSON text is written into, shared by the writers of one encode
/// call.
///
/// Appending is a capacity check and a copy: no uniqueness check and no reallocation of a shared
/// array for every scalar, which is most of what writing small values costs.
final class JSONOutput {
  // reason: one encode call writes from one task, and no two accesses overlap; unchecked exclusivity
  // spares each append a runtime access check.
  @exclusivity(unchecked) private var base: UnsafeMutablePointer<UInt8>
  @exclusivity(unchecked) private(set) var count = 0
  @exclusivity(unchecked) private var capacity: Int

  /// The tree a `Codable` value is encoding into, through a ``JSONDirectEncoder``, to be written
  /// here when the value is done.
  // reason: as above, one task and no overlapping accesses.
  @exclusivity(unchecked) var pendingTree: JSONEncodingStorage?

  init(capacity: Int = 256) {
    self.capacity = max(capacity, 16)
    self.base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
  }

  deinit {
    base.deallocate()
  }

  /// Makes room for `extra` more bytes.
  @inline(__always)
  func reserve(_ extra: Int) {
    if count + extra > capacity { grow(to: count + extra) }
  }

  private func grow(to needed: Int) {
    var newCapacity = capacity * 2
    while newCapacity < needed { newCapacity *= 2 }
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.update(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }

  @inline(__always)
  func append(_ byte: UInt8) {
    reserve(1)
    base[count] = byte
    count += 1
  }

  @inline(__always)
  func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    reserve(bytes.count)
    (base + count).update(from: source, count: bytes.count)
    count += bytes.count
  }

  /// The last two values written that a document often holds twice, such as the person an
  /// intent pays and its record names, with the ranges of their text: a value with the same
  /// storage as one of them is written again by copying its text. Two, because a payment record
  /// names its payer after its payee. The storage is held, so it can't be freed and its address
  /// reused, and a copy-on-write value that holds it can't change it.
  // reason: as above, one task and no overlapping accesses.
  @exclusivity(unchecked) private var shared: (Shared?, Shared?)

  /// A value's storage and the range of its text.
  private typealias Shared = (storage: AnyObject, text: Range<Int>)

  /// Writes a value kept in shared, copy-on-write `storage`: a copy of its text if one of the
  /// last two such values written has the same storage, and otherwise what `write` writes.
  @inline(__always)
  func writeShared<Failure: Error>(
    _ storage: AnyObject,
    _ write: () throws(Failure) -> Void
  ) throws(Failure) {
    if let text = shared.0.flatMap({ $0.storage === storage ? $0.text : nil })
      ?? shared.1.flatMap({ $0.storage === storage ? $0.text : nil })
    {
      reserve(text.count)
      (base + count).update(from: base + text.lowerBound, count: text.count)
      count += text.count
      return
    }
    let start = count
    try write()
    shared = ((storage, start..<count), shared.0)
  }

  /// Gives read access to the bytes written so far.
  func withBytes<Result>(
    _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
  ) rethrows -> Result {
    try body(UnsafeBufferPointer(start: base, count: count))
  }

  /// A copy of the bytes written so far.
  var bytes: [UInt8] {
    withBytes(Array.init)
  }

  /// A copy of the bytes written so far, as `Data`.
  var data: Data {
    Data(bytes: base, count: count)
  }
}
