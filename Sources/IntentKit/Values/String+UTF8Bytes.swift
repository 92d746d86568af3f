extension String {
  /// Calls `body` with the string's UTF-8 bytes, in place when the string is native.
  ///
  /// `withUTF8` is mutating, so calling it on a borrowed string copies the string first, a
  /// retain and a release of its storage; a native string lends its bytes without either.
  /// A bridged string is copied into contiguous storage, as `withUTF8` would.
  @inline(__always)
  func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = self
    return copy.withUTF8(body)
  }
}
