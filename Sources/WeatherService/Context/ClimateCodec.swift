import Foundation
import JSON
import Weather

/// Writes and reads a ``ClimateTable`` as compact columnar JSON for the cache.
///
/// Like every cache file it is outside data when read back: each number is checked against
/// its range (a value outside reads as missing), columns of the wrong length or another
/// format version read as no table at all.
enum ClimateCodec {
  /// The format version inside the file; other versions read as absent.
  static let version = 1

  /// The file's bytes.
  static func encode(_ table: ClimateTable) -> [UInt8] {
    func numbers(_ values: [Double?]) -> JSONNode {
      .array(values.map { value in value.map { .value(.number($0)) } ?? .null })
    }
    func years(_ values: [Int?]) -> JSONNode {
      .array(values.map { value in value.map(JSONNode.int) ?? .null })
    }
    let slots = table.slots
    // On one line: indented, a number a line, the file was three times as long to read.
    let document = JSONWriter.line(
      .object([
        ("version", .int(version)),
        ("fetchedAt", .value(.number(table.fetchedAt.timeIntervalSinceReferenceDate))),
        ("high", numbers(slots.map(\.high))), ("low", numbers(slots.map(\.low))),
        ("precipitation", numbers(slots.map(\.precipitation))),
        ("recordHigh", numbers(slots.map { $0.recordHigh?.value })),
        ("recordHighYear", years(slots.map { $0.recordHigh?.year })),
        ("recordLow", numbers(slots.map { $0.recordLow?.value })),
        ("recordLowYear", years(slots.map { $0.recordLow?.year })),
        ("recentStart", table.recentStart.map { .string($0.description) } ?? .null),
        ("recentHigh", numbers(table.recentHighs)), ("recentLow", numbers(table.recentLows)),
      ]))
    return Array((document + "\n").utf8)
  }

  /// The table in `bytes`; nil when they are not a table of this version.
  static func decode(_ bytes: [UInt8]) -> ClimateTable? {
    guard let root = JSONValue.parse(bytes), root["version"]?.wholeNumber == Int64(version),
      let seconds = PhysicalRange.referenceTime.validate(root["fetchedAt"]?.double)
    else { return nil }
    func column(_ key: String, _ range: PhysicalRange, count: Int?) -> [Double?]? {
      guard case .array(let values)? = root[key], count.map({ values.count == $0 }) ?? true
      else { return nil }
      return values.map { range.validate($0.double) }
    }
    let years = PhysicalRange(1900, 2200)
    guard let high = column("high", .temperature, count: 365),
      let low = column("low", .temperature, count: 365),
      let wet = column("precipitation", .precipitation, count: 365),
      let recordHigh = column("recordHigh", .temperature, count: 365),
      let recordHighYear = column("recordHighYear", years, count: 365),
      let recordLow = column("recordLow", .temperature, count: 365),
      let recordLowYear = column("recordLowYear", years, count: 365),
      let recentHigh = column("recentHigh", .temperature, count: nil),
      let recentLow = column("recentLow", .temperature, count: recentHigh.count),
      recentHigh.count <= ClimateTable.recentDays + 1
    else { return nil }
    func record(_ value: Double?, _ year: Double?) -> ClimateTable.Record? {
      guard let value, let year else { return nil }
      return ClimateTable.Record(value: value, year: Int(year))
    }
    let slots = (0..<365).map { index in
      ClimateTable.Slot(
        high: high[index], low: low[index], precipitation: wet[index],
        recordHigh: record(recordHigh[index], recordHighYear[index]),
        recordLow: record(recordLow[index], recordLowYear[index]))
    }
    var start: LocalDate?
    if case .string(let text)? = root["recentStart"] { start = LocalDate(text) }
    return ClimateTable(
      fetchedAt: Date(timeIntervalSinceReferenceDate: seconds), slots: slots, recentStart: start,
      recentHighs: start == nil ? [] : recentHigh, recentLows: start == nil ? [] : recentLow)
  }
}
