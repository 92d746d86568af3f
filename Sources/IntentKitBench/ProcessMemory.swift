#if canImport(Glibc)
  import Glibc
#endif

/// Reads the process's memory use from `/proc`, and hands freed heap memory back to the system
/// first, so that resident memory measures what is live. Every reading is `nil` where the
/// platform can't give it.
///
/// (The allocator's own counters, `mallinfo2`, aren't reachable from Swift without a C header:
/// Glibc's module map leaves out `malloc.h`, and the function returns a struct too large to call
/// through a plain function pointer portably.)
enum ProcessMemory {
  /// Returns freed heap memory to the system with glibc's `malloc_trim(0)`, found at run time;
  /// returns whether it could.
  @discardableResult
  static func trim() -> Bool {
    #if canImport(Glibc)
      guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") else { return false }
      typealias MallocTrim = @convention(c) (Int) -> Int32
      _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
      return true
    #else
      return false
    #endif
  }

  /// The resident memory after ``trim()``: pages of live data, the allocator's bookkeeping and
  /// fragmentation, and the rest of the process.
  static func trimmedResidentBytes() -> Int? {
    guard trim() else { return nil }
    return residentBytes()
  }

  /// The resident set size: pages of this process in memory, from `/proc/self/statm`.
  static func residentBytes() -> Int? {
    #if canImport(Glibc)
      guard let text = contents(of: "/proc/self/statm") else { return nil }
      let fields = text.split(separator: " ")
      guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
      return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    #else
      return nil
    #endif
  }

  /// Resets the peak resident set size to the current one (writing 5 to
  /// `/proc/self/clear_refs`); returns whether it could.
  static func resetPeakResident() -> Bool {
    #if canImport(Glibc)
      let file = open("/proc/self/clear_refs", O_WRONLY)
      guard file >= 0 else { return false }
      defer { close(file) }
      let command: [UInt8] = [0x35]  // "5"
      return command.withUnsafeBytes { write(file, $0.baseAddress, 1) } == 1
    #else
      return false
    #endif
  }

  /// The peak resident set size since the process started or the last reset, from `VmHWM` in
  /// `/proc/self/status`.
  static func peakResidentBytes() -> Int? {
    guard let text = contents(of: "/proc/self/status") else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      let number = line.dropFirst("VmHWM:".count).filter(\.isNumber)
      return Int(number).map { $0 * 1_024 }
    }
    return nil
  }

  /// The whole contents of a small file, such as one in `/proc`.
  private static func contents(of path: String) -> String? {
    #if canImport(Glibc)
      let file = open(path, O_RDONLY)
      guard file >= 0 else { return nil }
      defer { close(file) }
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 4_096)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        bytes += buffer[0..<count]
      }
      return String(decoding: bytes, as: UTF8.self)
    #else
      return nil
    #endif
  }
}
