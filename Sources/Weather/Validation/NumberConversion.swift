/// Conversions from `Double` to `Int` that never trap.
///
/// `Int(someDouble)` stops the program when the value is NaN, infinite or beyond ±9.2e18.
/// wxsh converts with these helpers only, so no value from outside can crash it.
public enum NumberConversion {
  /// `value` rounded by `rule`, or nil when it is not finite or does not fit an `Int`.
  public static func integer(
    _ value: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero
  ) -> Int? {
    guard value.isFinite else { return nil }
    // Int(exactly:) returns nil instead of trapping when the whole number does not fit.
    guard let whole = Int(exactly: value.rounded(rule)) else { return nil }
    return whole == 0 ? 0 : whole
  }

  /// `value` rounded by `rule` and clamped to `range`; NaN reads as the range's lower bound.
  public static func clamped(
    _ value: Double, to range: ClosedRange<Int>,
    rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero
  ) -> Int {
    guard !value.isNaN else { return range.lowerBound }
    if value <= Double(range.lowerBound) { return range.lowerBound }
    if value >= Double(range.upperBound) { return range.upperBound }
    return min(
      max(integer(value, rounding: rule) ?? range.lowerBound, range.lowerBound),
      range.upperBound)
  }
}
