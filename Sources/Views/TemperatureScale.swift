import Weather

/// The span of temperatures a chart or range bar is drawn on.
struct TemperatureScale: Sendable, Hashable {
  /// The lowest value, °C.
  let minimum: Double
  /// The highest value, °C.
  let maximum: Double

  /// The scale of the finite `values`; 0…1 when there are none.
  init(_ values: [Double]) {
    let finite = values.filter { PhysicalRange.temperature.contains($0) }
    minimum = finite.min() ?? 0
    maximum = finite.max() ?? 1
  }

  /// The fraction 0…1 of `value` along the scale (the middle when the span is empty).
  func fraction(_ value: Double) -> Double {
    guard maximum > minimum, value.isFinite else { return 0.5 }
    let fraction = (value - minimum) / (maximum - minimum)
    guard fraction.isFinite else { return 0.5 }
    return min(max(fraction, 0), 1)
  }

  /// The level 1…`levels` of `value`, so the lowest value still shows.
  func level(_ value: Double, levels: Int) -> Int {
    1 + NumberConversion.clamped(fraction(value) * Double(levels - 1), to: 0...max(0, levels - 1))
  }

  /// The temperature at `fraction` 0…1 along the scale.
  func value(at fraction: Double) -> Double {
    minimum + (maximum - minimum) * fraction
  }
}
