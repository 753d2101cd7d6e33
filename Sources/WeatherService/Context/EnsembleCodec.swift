import Foundation
import JSON
import Weather

/// Writes and reads ``EnsembleRanges`` as a few hundred bytes for the cache: each day's
/// percentiles, not the members' hourly series (about 300 KB, read again by every `:daily`).
///
/// The days belong to the calendar of the zone they were grouped in; a file for another zone,
/// of another version, or with a value out of range reads as absent, so the ensemble is asked
/// again.
enum EnsembleCodec {
  /// The format version inside the file.
  static let version = 1
  /// The most days a file may hold.
  static let maximumDays = 40

  /// The file's bytes for ranges grouped on `zone`'s calendar.
  static func encode(_ ranges: EnsembleRanges, zone: TimeZone) -> [UInt8] {
    func ends(_ range: ClosedRange<Double>?) -> JSONNode {
      guard let range else { return .null }
      return .array([.value(.number(range.lowerBound)), .value(.number(range.upperBound))])
    }
    let days: [JSONNode] = ranges.days.map { day in
      .object([
        ("date", .string(day.date.description)), ("high", ends(day.high)), ("low", ends(day.low)),
        ("rainChance", day.rainChance.map { .value(.number($0)) } ?? .null),
        ("members", .int(day.members)),
      ])
    }
    return JSONWriter.document([
      ("version", .int(version)),
      ("fetchedAt", .value(.number(ranges.fetchedAt.timeIntervalSinceReferenceDate))),
      ("zone", .string(zone.identifier)), ("days", .array(days)),
    ])
  }

  /// The ranges in `bytes` when they were grouped on `zone`'s calendar; else nil.
  static func decode(_ bytes: [UInt8], zone: TimeZone) -> EnsembleRanges? {
    guard let root = JSONValue.parse(bytes), root["version"]?.wholeNumber == Int64(version),
      case .string(zone.identifier)? = root["zone"],
      let seconds = PhysicalRange.referenceTime.validate(root["fetchedAt"]?.double),
      case .array(let entries)? = root["days"], entries.count <= maximumDays
    else { return nil }
    /// A `[p10, p90]` pair: `.some(nil)` for null, nil for anything malformed.
    func ends(_ value: JSONValue?) -> ClosedRange<Double>?? {
      if value == nil || value == .null { return .some(nil) }
      guard case .array(let pair)? = value, pair.count == 2,
        let low = PhysicalRange.temperature.validate(pair[0].double),
        let high = PhysicalRange.temperature.validate(pair[1].double), low <= high
      else { return nil }
      return .some(low...high)
    }
    var days: [EnsembleRanges.Day] = []
    for entry in entries {
      guard case .string(let text)? = entry["date"], let date = LocalDate(text),
        let high = ends(entry["high"]), let low = ends(entry["low"]),
        let members = entry["members"]?.wholeNumber, (0...1000).contains(members)
      else { return nil }
      days.append(
        EnsembleRanges.Day(
          date: date, high: high, low: low,
          rainChance: PhysicalRange.percent.validate(entry["rainChance"]?.double),
          members: Int(members)))
    }
    return EnsembleRanges(fetchedAt: Date(timeIntervalSinceReferenceDate: seconds), days: days)
  }
}
