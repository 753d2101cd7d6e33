import AlertModel
import Foundation
import Terminal

/// Reads the Korea Meteorological Administration's list of special weather reports in force
/// (the API hub's `wrn_now_data.php`: EUC-KR text between `#START7777` and `#7777END`, `#`
/// comment lines, then one row per zone and report, `REG_UP, REG_UP_KO, REG_ID, REG_KO, TM_FC,
/// TM_EF, WRN, LVL, CMD, ED_TM` with padding and a closing `=`) into the alerts for a place and
/// those elsewhere.
///
/// A row is the place's when its zone (`REG_ID`) is one of the zones that hold the place's
/// point, or when its zone is one wxsh's table does not know whose parent (`REG_UP`) is a
/// county's zone of the place (KMA splits a county's zone: 경주시중북부 under 경주시). A lifted
/// report (`CMD` 해제) is left out; a preliminary one (`LVL` 예비) is kept as a minor alert
/// from the time KMA expects it. Times are Korea's (UTC+9). Texts are passed through the
/// terminal sanitiser like every other source's.
enum KMAWarnings {
  /// The most rows read from one answer.
  static let rowLimit = 5000
  /// Longer lines are skipped.
  static let lineLimit = 2048
  /// The command that lifts a report.
  static let lifted = "해제"

  /// One row of the list.
  struct Row: Equatable {
    var parent: String
    var zone: String
    var zoneName: String
    var issued: Date?
    var effective: Date?
    var kind: String
    var level: String
    var command: String
    var ends: Date?
  }

  /// The rows of an answer; throws when it is not KMA's table.
  static func rows(_ bytes: [UInt8]) throws(AlertError) -> [Row] {
    guard let text = KMAText.decode(bytes), text.contains("#START7777") else {
      throw .badAnswer(.notTable)
    }
    var rows: [Row] = []
    // Lines end in LF or CR LF; a lone CR inside a field is the field's (and sanitised away).
    for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
      guard rows.count < rowLimit else { break }
      guard line.utf8.count <= lineLimit, !line.hasPrefix("#") else { continue }
      var fields = line.split(separator: ",", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespacesAndNewlines)
      }
      if fields.last == "=" { fields.removeLast() }
      guard fields.count >= 9, isZone(fields[0]), isZone(fields[2]),
        let kind = UntrustedText(fields[6]).printable(limit: 40),
        let level = UntrustedText(fields[7]).printable(limit: 40)
      else { continue }
      rows.append(
        Row(
          parent: fields[0], zone: fields[2],
          zoneName: UntrustedText(fields[3]).printable(limit: 80) ?? fields[2],
          issued: time(fields[4]), effective: time(fields[5]), kind: kind, level: level,
          command: fields[8], ends: fields.count > 9 ? time(fields[9]) : nil))
    }
    return rows
  }

  /// The alerts of the place whose point is in `zones`, and the others, named in `language`
  /// (`ko`: Korean, else English).
  static func alerts(
    _ bytes: [UInt8], zones: Set<String>, knownZone: (String) -> Bool, kinds: KMAKinds,
    language: String
  ) throws(AlertError) -> (here: [Alert], elsewhere: [Alert]) {
    let korean = language == "ko"
    var here: [Alert] = []
    var elsewhere: [Alert] = []
    for row in try rows(bytes) where row.command != lifted {
      let event = kinds.event(kind: row.kind, level: row.level, korean: korean)
      let alert = Alert(
        id: "kma-\(row.zone)-\(row.kind)-\(row.level)", event: event.name,
        severity: event.severity, onset: row.effective, effective: row.effective,
        ends: row.ends, area: row.zoneName, sent: row.issued, language: korean ? "ko" : "en")
      let sub = zones.contains(row.parent) && !row.parent.hasSuffix("0000") && !knownZone(row.zone)
      if zones.contains(row.zone) || sub {
        here.append(alert)
      } else {
        elsewhere.append(alert)
      }
    }
    return (here, elsewhere)
  }

  /// True for a zone code: `L` (land) or `S` (sea) and seven digits.
  static func isZone(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    return bytes.count == 8 && (bytes[0] == UInt8(ascii: "L") || bytes[0] == UInt8(ascii: "S"))
      && bytes.dropFirst().allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
  }

  /// A `YYYYMMDDHHMM` time in Korea (UTC+9); nil for anything else.
  static func time(_ text: String) -> Date? {
    let digits = Array(text.utf8)
    guard digits.count == 12, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
    func number(_ start: Int, _ count: Int) -> Int {
      digits[start..<(start + count)].reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }
    return AlertDecoder.instant(
      year: number(0, 4), month: number(4, 2), day: number(6, 2), hour: number(8, 2),
      minute: number(10, 2), offset: 9 * 3_600)
  }
}
