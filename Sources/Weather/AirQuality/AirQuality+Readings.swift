import Foundation

/// The index on any scale, now and by the hour: Open-Meteo's own for the European and US
/// scales, computed from the hourly concentrations by the issuer's rules for the others.
extension AirQuality {
  /// The index now; nil when the data do not give one.
  public func reading(_ scale: AQIScale) -> AirReading? {
    guard let standard = scale.standard else {
      return current.openMeteoIndex(scale).map { AirReading(scale: scale, value: $0) }
    }
    let rows = hours.filter { $0.time != nil }
    let now = current.time ?? fetchedAt
    guard let last = rows.lastIndex(where: { ($0.time ?? .distantFuture) <= now }) else {
      return nil
    }
    return standard.reading(scale, rows, at: last)
  }

  /// The index at each hour from an hour before `now` on, at most `count` of them, with its
  /// time; nil where the data do not give one.
  public func hourlyReadings(_ scale: AQIScale, from now: Date, count: Int = 24) -> [(
    time: Date?, reading: AirReading?
  )] {
    let rows = hours.filter { $0.time != nil }
    let start = now.addingTimeInterval(-3600)
    let upcoming = rows.indices.filter { (rows[$0].time ?? .distantPast) > start }.prefix(count)
    return upcoming.map { position in
      let reading =
        scale.standard.map { $0.reading(scale, rows, at: position) }
        ?? rows[position].openMeteoIndex(scale).map { AirReading(scale: scale, value: $0) }
      return (rows[position].time, reading)
    }
  }
}

extension AirQuality.Sample {
  /// Open-Meteo's own index on the European or US scale.
  func openMeteoIndex(_ scale: AQIScale) -> Double? {
    switch scale {
    case .european: europeanAQI
    case .us: usAQI
    default: nil
    }
  }
}

extension AirStandard {
  /// The index at `rows[position]` from the hours up to it; nil when the rules' data are short.
  func reading(_ scale: AQIScale, _ rows: [AirQuality.Sample], at position: Int) -> AirReading? {
    let window = rows[...position]
    var parts: [Pollutant: Double] = [:]
    var means: [Pollutant: Double] = [:]
    func apply(_ rule: PollutantRule) {
      guard let mean = rule.averaged(window) else { return }
      if combination == .canadianRisk {
        means[rule.pollutant] = rule.pollutant.converted(mean, to: rule.unit)
        return
      }
      guard rule.covers(mean) else {
        rule.instead.forEach(apply)
        return
      }
      parts[rule.pollutant] = max(parts[rule.pollutant] ?? 0, rule.subIndex(mean))
    }
    rules.forEach(apply)
    let known = Set(parts.keys).union(means.keys)
    guard required.isSubset(of: known), known.count >= minimumParts,
      !needsParticles || known.contains(.pm25) || known.contains(.pm10)
    else { return nil }
    switch combination {
    case .highest:
      return parts.values.max().map { AirReading(scale: scale, value: $0.rounded(), parts: parts) }
    case .highestWithKoreanAddition:
      guard let highest = parts.values.max() else { return nil }
      let bad = parts.values.filter { $0.rounded() > 100 }.count
      let addition: Double = bad >= 3 ? 75 : bad == 2 ? 50 : 0
      return AirReading(scale: scale, value: highest.rounded() + addition, parts: parts)
    case .canadianRisk:
      let risk = means.reduce(0.0) { total, item in
        total + (exp(Self.canadianCoefficient(item.key) * item.value) - 1)
      }
      return AirReading(scale: scale, value: max(1, (10 / 10.4 * 100 * risk).rounded()))
    }
  }
}

extension PollutantRule {
  /// The rule's average of a pollutant over the hours ending with the last of `rows` (μg/m³);
  /// nil when fewer than ``AirStandard/coverage`` of the hours have a value.
  func averaged(_ rows: ArraySlice<AirQuality.Sample>) -> Double? {
    func mean(_ hours: Int) -> Double? {
      let values = recent(hours)
      return values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
    }
    /// The last `hours` hours' values, or none when fewer than the coverage have one.
    func recent(_ hours: Int) -> [Double] {
      let values = rows.suffix(hours).compactMap { $0.concentration(pollutant) }
      let enough = Double(values.count) >= (Double(hours) * AirStandard.coverage).rounded(.up)
      return enough ? values : []
    }
    switch averaging {
    case .mean(let hours):
      return mean(hours)
    case .koreanPrediction(let threshold):
      guard let twelve = mean(12) else { return nil }
      let four = recent(4)
      guard !four.isEmpty else { return nil }
      let weighted = four.map { value in
        value >= threshold && value >= 0.9 * twelve && value <= 1.7 * twelve ? value * 0.75 : value
      }
      let recent = weighted.reduce(0, +) / Double(weighted.count)
      return (twelve * 12 + recent * 12) / 24
    }
  }
}
