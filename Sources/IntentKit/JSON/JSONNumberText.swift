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
  /// The digits are read into a 64-bit mantissa and a decimal exponent. Up to 19 significant
  /// digits with a power of ten whose five part fits in 64 bits (10⁻²⁷ to 10²⁷) are converted
  /// exactly in integer arithmetic: Clinger's fast path (one exact multiplication or division)
  /// when the mantissa and the power are both exact in a `Double`, else one 128-bit product or
  /// quotient rounded once. The rest go through the C library's correctly rounded conversion. A
  /// literal too small for `Double` reads as the nearest subnormal or zero.
  static func double(_ literal: UnsafeBufferPointer<UInt8>) -> Double? {
    var mantissa: UInt64 = 0
    var significantDigits = 0
    var exponent = 0
    var isExact = true
    var index = 0
    let isNegative = literal.first == UInt8(ascii: "-")
    if isNegative { index = 1 }
    var seenPoint = false
    // Whether the next eight bytes may be eight significant digits, read at once: after the
    // first significant digit, the point and every eight read so.
    var mayReadEight = false
    while index < literal.count {
      if mayReadEight {
        mayReadEight = false
        if significantDigits <= 11, let word = JSONReader.word(at: index, in: literal),
          JSONReader.isEightDigits(word)
        {
          mantissa = mantissa &* 100_000_000 &+ JSONReader.eightDigitsValue(word)
          significantDigits += 8
          if seenPoint { exponent -= 8 }
          index += 8
          mayReadEight = true
          continue
        }
      }
      let byte = literal[index]
      if byte == UInt8(ascii: ".") {
        seenPoint = true
        mayReadEight = mantissa != 0
      } else if byte | 0x20 == UInt8(ascii: "e") {
        break
      } else {
        let digit = UInt64(byte &- UInt8(ascii: "0"))
        if significantDigits < 19 {
          let isFirstSignificant = mantissa == 0 && digit != 0
          mantissa = mantissa &* 10 &+ digit
          if mantissa != 0 { significantDigits += 1 }
          if seenPoint { exponent -= 1 }
          mayReadEight = isFirstSignificant
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
    if isExact, (-27...27).contains(exponent) {
      let value = exactly(mantissa, timesTenToThe: exponent)
      return isNegative ? -value : value
    }
    guard let value = Double(String(decoding: literal, as: UTF8.self)), value.isFinite else {
      return nil
    }
    return value
  }

  /// Returns `mantissa × 10^exponent` correctly rounded, for a nonzero mantissa and an exponent
  /// from -27 to 27, where 5^|exponent| fits in 64 bits.
  ///
  /// `10^e = 5^e × 2^e`, and scaling by a power of two is exact in this range, so only
  /// `mantissa × 5^e` or `mantissa / 5^e` is rounded: a 128-bit product or quotient cut to 64
  /// bits, with the lowest bit set when anything nonzero was cut (a sticky bit, below the 53
  /// bits `Double` keeps), then converted once.
  static func exactly(_ mantissa: UInt64, timesTenToThe exponent: Int) -> Double {
    let fives = powersOfFive[abs(exponent)]
    if exponent >= 0 {
      let (high, low) = mantissa.multipliedFullWidth(by: fives)
      guard high != 0 else {
        return Double(sign: .plus, exponent: exponent, significand: Double(low))
      }
      let shift = high.leadingZeroBitCount
      let top = shift == 0 ? high : high << shift | low >> (64 - shift)
      let isCut = low << shift != 0
      return Double(
        sign: .plus,
        exponent: exponent + 64 - shift,
        significand: Double(top | (isCut ? 1 : 0))
      )
    }
    // Shift the mantissa so that the quotient has 63 or 64 bits: with a bits in the mantissa and
    // b in the divisor, a shift of 63 - a + b leaves the high word below the divisor.
    let shift = 63 - (64 - mantissa.leadingZeroBitCount) + (64 - fives.leadingZeroBitCount)
    let dividend: (high: UInt64, low: UInt64) =
      shift >= 64
      ? (mantissa << (shift - 64), 0)
      : shift == 0 ? (0, mantissa) : (mantissa >> (64 - shift), mantissa << shift)
    let (quotient, remainder) = fives.dividingFullWidth(dividend)
    return Double(
      sign: .plus,
      exponent: exponent - shift,
      significand: Double(quotient | (remainder != 0 ? 1 : 0))
    )
  }

  /// 5⁰ through 5²⁷, every one within 64 bits.
  private static let powersOfFive: [UInt64] = (0...27).reduce(into: []) { powers, power in
    powers.append(power == 0 ? 1 : powers[power - 1] * 5)
  }

  /// 10⁰ through 10²², every one exact in a `Double`.
  private static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]
}
