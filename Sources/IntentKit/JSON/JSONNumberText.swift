/// Converts number literals the reader has checked against the grammar, exactly or not at all.
enum JSONNumberText {
  /// Returns the value of an integer literal (no fraction, no exponent), or `nil` if it is
  /// outside the type's range.
  static func integer<Value: FixedWidthInteger>(
    _ literal: UnsafeBufferPointer<UInt8>,
    as _: Value.Type
  ) -> Value? {
    var value: Value = 0
    let isNegative = literal.first == UInt8(ascii: "-")
    for byte in literal.dropFirst(isNegative ? 1 : 0) {
      let digit = Value(byte &- UInt8(ascii: "0"))
      let (shifted, overflowed) = value.multipliedReportingOverflow(by: 10)
      guard !overflowed else { return nil }
      let (next, overflowedAgain) =
        isNegative
        ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
      guard !overflowedAgain else { return nil }
      value = next
    }
    return value
  }

  /// Returns the `Double` nearest a literal, or `nil` if the literal is beyond `Double`'s range.
  ///
  /// Literals of up to 19 significant digits whose value and power of ten are exact in a
  /// `Double` take Clinger's fast path (one exact multiplication or division); the rest go
  /// through the C library's correctly rounded conversion. A literal too small for `Double`
  /// reads as the nearest subnormal or zero.
  static func double(_ literal: UnsafeBufferPointer<UInt8>) -> Double? {
    var mantissa: UInt64 = 0
    var significantDigits = 0
    var exponent = 0
    var isExact = true
    var index = 0
    let isNegative = literal.first == UInt8(ascii: "-")
    if isNegative { index = 1 }
    var seenPoint = false
    while index < literal.count {
      let byte = literal[index]
      if byte == UInt8(ascii: ".") {
        seenPoint = true
      } else if byte | 0x20 == UInt8(ascii: "e") {
        break
      } else {
        let digit = UInt64(byte &- UInt8(ascii: "0"))
        if significantDigits < 19 {
          mantissa = mantissa &* 10 &+ digit
          if mantissa != 0 { significantDigits += 1 }
          if seenPoint { exponent -= 1 }
        } else {
          if digit != 0 { isExact = false }
          if !seenPoint { exponent += 1 }
        }
      }
      index += 1
    }
    if index < literal.count {
      index += 1
      var exponentSign = 1
      if literal[index] == UInt8(ascii: "-") {
        exponentSign = -1
        index += 1
      } else if literal[index] == UInt8(ascii: "+") {
        index += 1
      }
      var written = 0
      while index < literal.count {
        written = min(written * 10 + Int(literal[index] &- UInt8(ascii: "0")), 1_000_000)
        index += 1
      }
      exponent += exponentSign * written
    }
    if isExact, mantissa == 0 {
      return isNegative ? -0.0 : 0.0
    }
    if isExact, mantissa <= 1 << 53, (-22...22).contains(exponent) {
      let value =
        exponent < 0
        ? Double(mantissa) / powersOfTen[-exponent] : Double(mantissa) * powersOfTen[exponent]
      return isNegative ? -value : value
    }
    guard let value = Double(String(decoding: literal, as: UTF8.self)), value.isFinite else {
      return nil
    }
    return value
  }

  /// 10⁰ through 10²², every one exact in a `Double`.
  private static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]
}
