import AlertModel
import Foundation
import JSON
import Terminal

/// Reads the NWS API's answer to `/alerts/active` (a GeoJSON `FeatureCollection` whose
/// features' `properties` are CAP alerts) into ``Alert`` values.
///
/// Hostile input is expected: every string is sanitised and capped where it enters, a field of
/// the wrong type counts as missing, times outside 1900…2200 count as missing, and a feature
/// without an id or event is skipped. Filtering (status, cancels, expiry, updates) is
/// ``AlertRules``' job.
public enum AlertDecoder {
  /// The most bytes of a description or instruction kept (8 KB); longer text is cut.
  public static let textLimit = Alert.textLimit
  /// The most characters of a one-line field kept.
  public static let lineLimit = 400
  /// The most features read from one answer.
  public static let featureLimit = 500

  /// The alerts in `bytes`; throws when the answer is not a feature collection.
  public static func decode(_ bytes: [UInt8]) throws(AlertError) -> [Alert] {
    guard let document = JSONValue.parse(bytes) else {
      throw .badAnswer(.notJSON)
    }
    guard case .object = document else { throw .badAnswer(.notObject) }
    if document["features"] == nil, let title = line(document["title"]) {
      throw .problem(
        status: httpStatus(document["status"]), title: line(document["detail"]) ?? title)
    }
    guard case .array(let features)? = document["features"] else {
      throw .badAnswer(.noList)
    }
    var alerts: [Alert] = []
    for feature in features.prefix(featureLimit) {
      if let alert = alert(from: feature) { alerts.append(alert) }
    }
    return alerts
  }

  /// One feature's alert, or nil when it has no usable id or event.
  static func alert(from feature: JSONValue) -> Alert? {
    let properties = feature["properties"] ?? .null
    guard let id = line(properties["id"]) ?? line(feature["id"]),
      let event = line(properties["event"])
    else { return nil }
    var truncated = false
    let description = text(properties["description"], truncated: &truncated)
    let instruction = text(properties["instruction"], truncated: &truncated)
    var references: [String] = []
    if case .array(let items)? = properties["references"] {
      for item in items.prefix(100) {
        if let identifier = line(item["identifier"]) ?? line(item["@id"]) {
          references.append(identifier)
        }
      }
    }
    return Alert(
      id: id, event: event, severity: AlertSeverity(text: line(properties["severity"])),
      certainty: line(properties["certainty"]), urgency: line(properties["urgency"]),
      onset: time(properties["onset"]), effective: time(properties["effective"]),
      expires: time(properties["expires"]), ends: time(properties["ends"]),
      area: line(properties["areaDesc"]), sender: line(properties["senderName"]),
      headline: line(properties["headline"]), description: description,
      instruction: instruction, status: line(properties["status"]) ?? "Unknown",
      messageType: line(properties["messageType"]) ?? "Alert", references: references,
      sent: time(properties["sent"]), truncated: truncated)
  }

  /// A one-line string field: sanitised, trimmed, capped; nil when missing, empty or not a
  /// string.
  static func line(_ value: JSONValue?) -> String? {
    guard case .string(let raw)? = value else { return nil }
    return line(raw)
  }

  /// A one-line string field read as a string: sanitised, trimmed, capped; nil when missing or
  /// empty.
  static func line(_ raw: String?) -> String? {
    guard let raw else { return nil }
    return UntrustedText(raw).printable(limit: lineLimit)
  }

  /// A multi-line text field: sanitised with its newlines, trimmed, cut to ``textLimit``
  /// bytes at a character boundary (setting `truncated`).
  static func text(_ value: JSONValue?, truncated: inout Bool) -> String? {
    guard case .string(let raw)? = value else { return nil }
    return text(raw, truncated: &truncated)
  }

  /// A multi-line text field read as a string, as ``text(_:truncated:)-(JSONValue?,_)`` makes it.
  static func text(_ raw: String?, truncated: inout Bool) -> String? {
    guard let raw else { return nil }
    var cleaned = trimmed(TerminalText.sanitize(raw, keepNewlines: true)[...], newlines: true)
    guard !cleaned.isEmpty else { return nil }
    if cleaned.utf8.count > textLimit {
      var kept = ""
      var bytes = 0
      for character in cleaned {
        bytes += character.utf8.count
        if bytes > textLimit { break }
        kept.append(character)
      }
      cleaned = kept
      truncated = true
    }
    return cleaned
  }

  /// `text` without the white space around it: tabs and every space separator (Foundation's
  /// `.whitespaces`), and with `newlines` line breaks too (`.whitespacesAndNewlines`). Read
  /// without Foundation, whose bridging cost more than the rest of a warning's decoding.
  static func trimmed(_ text: Substring, newlines: Bool = false) -> String {
    func isSpace(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar.value {
      case 0x20, 0x09: return true
      case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return newlines
      case ..<0x80: return false
      default: return scalar.properties.generalCategory == .spaceSeparator
      }
    }
    var scalars = text.unicodeScalars
    while let first = scalars.first, isSpace(first) { scalars.removeFirst() }
    while let last = scalars.last, isSpace(last) { scalars.removeLast() }
    return String(scalars)
  }

  /// `text` split at white space as `Character.isWhitespace` splits it, empty pieces left
  /// out; an ASCII text is split by its bytes, without finding character boundaries.
  static func words(_ text: String) -> [Substring] {
    guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
      return text.split(whereSeparator: \.isWhitespace)
    }
    return text.utf8.split { $0 == 0x20 || (0x09...0x0D).contains($0) }.map { Substring($0) }
  }

  /// A problem report's `status`, when it is an HTTP status (100…599).
  static func httpStatus(_ value: JSONValue?) -> Int? {
    guard let whole = value?.wholeNumber, (100...599).contains(whole) else { return nil }
    return Int(whole)
  }

  /// An ISO 8601 time with a UTC offset (`2026-11-23T14:05:00-06:00`) from 1900 to 2200.
  static func time(_ value: JSONValue?) -> Date? {
    guard case .string(let raw)? = value else { return nil }
    return parseTime(raw)
  }

  /// An ISO 8601 time read as a string, as ``time(_:)-(JSONValue?)`` reads it.
  static func time(_ raw: String?) -> Date? {
    raw.flatMap(parseTime)
  }

  /// Parses `YYYY-MM-DDTHH:MM[:SS[.fff]](Z|±HH:MM|±HHMM)`; nil for anything else.
  public static func parseTime(_ raw: String) -> Date? {
    let scalars = Array(raw.utf8)
    guard scalars.count >= 17, scalars.count <= 40 else { return nil }
    func number(_ start: Int, _ count: Int) -> Int? {
      guard start + count <= scalars.count else { return nil }
      var value = 0
      for byte in scalars[start..<(start + count)] {
        guard (0x30...0x39).contains(byte) else { return nil }
        value = value * 10 + Int(byte - 0x30)
      }
      return value
    }
    func byte(_ index: Int) -> UInt8? { index < scalars.count ? scalars[index] : nil }
    guard let year = number(0, 4), byte(4) == 0x2D, let month = number(5, 2), byte(7) == 0x2D,
      let day = number(8, 2), byte(10) == 0x54 || byte(10) == 0x20, let hour = number(11, 2),
      byte(13) == 0x3A, let minute = number(14, 2)
    else { return nil }
    var index = 16
    var second = 0
    if byte(index) == 0x3A {
      guard let value = number(17, 2) else { return nil }
      second = value
      index = 19
      if byte(index) == 0x2E {
        index += 1
        while let next = byte(index), (0x30...0x39).contains(next) { index += 1 }
      }
    }
    var offset = 0
    switch byte(index) {
    case 0x5A?:
      index += 1
    case 0x2B?, 0x2D?:
      let sign = byte(index) == 0x2D ? -1 : 1
      guard let hours = number(index + 1, 2) else { return nil }
      var minutes = 0
      if byte(index + 3) == 0x3A {
        guard let value = number(index + 4, 2) else { return nil }
        minutes = value
        index += 6
      } else if let value = number(index + 3, 2) {
        minutes = value
        index += 5
      } else {
        index += 3
      }
      guard hours <= 18, minutes < 60 else { return nil }
      offset = sign * (hours * 3600 + minutes * 60)
    default:
      return nil
    }
    guard index == scalars.count else { return nil }
    return instant(
      year: year, month: month, day: day, hour: hour, minute: minute, second: second,
      offset: offset)
  }

  /// The instant of a wall-clock time `offset` seconds east of UTC; nil for a date or time
  /// that does not exist (or a year outside 1900–2200).
  static func instant(
    year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int = 0, offset: Int
  ) -> Date? {
    guard (1900...2200).contains(year), (1...12).contains(month), (1...31).contains(day),
      hour < 24, minute < 60, second < 61, day <= daysInMonth(year: year, month: month)
    else { return nil }
    let seconds =
      daysSinceEpoch(year: year, month: month, day: day) * 86_400 + hour * 3_600
      + minute * 60 + second - offset
    return Date(timeIntervalSince1970: Double(seconds))
  }

  /// The days in `month` of `year` in the Gregorian calendar.
  static func daysInMonth(year: Int, month: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days from 1970-01-01 to a Gregorian date (H. Hinnant's `days_from_civil`): plain
  /// arithmetic, where a `Calendar` per time cost a feed of thousands of warnings dearly.
  static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
    let shifted = month <= 2 ? year - 1 : year
    let era = (shifted >= 0 ? shifted : shifted - 399) / 400
    let yearOfEra = shifted - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
