import AlertModel
import Foundation
import Storage

/// A MeteoAlarm country feed digested once: its warnings in one language with the rules that
/// do not depend on the clock already applied (``AlertRules/settled(_:)``), every field a view,
/// `--json` or ``AreaMatcher`` reads and nothing else (no other languages, no green entries,
/// no cancelled or replaced messages).
///
/// Kept on disk beside the raw answer (``AlertCache/storeDigest(_:source:key:)``), so a later
/// process reads kilobytes instead of parsing megabytes. The file is binary: `WXAD`, a version
/// byte, a 64-bit checksum of the rest (FNV-1a over 8-byte words, version 2), then the string table (each text once; a feed
/// repeats the same texts for many areas) and the warnings, which refer to it by index. A file
/// of another version, with a wrong checksum or anything malformed reads as nil, and the
/// digest is made again from the raw answer.
public struct AlertDigest: Sendable, Equatable {
  /// The first bytes of the file.
  static let magic: [UInt8] = Array("WXAD".utf8)
  /// The format this version writes and reads.
  public static let version: UInt8 = 2
  /// The most strings in a file's table.
  static let stringLimit = 4_000_000

  /// When the raw answer was fetched, whole seconds (as the raw cache stamps it).
  public var fetched: Date
  /// The language the texts were chosen in (a primary subtag, `de`).
  public var language: String
  /// The warnings after ``AlertRules/settled(_:)``: most severe first, expired ones kept
  /// (``AlertRules/current(_:now:)`` drops them when asked).
  public var alerts: [Alert]

  /// Creates a digest from its parts.
  public init(fetched: Date, language: String, alerts: [Alert]) {
    self.fetched = fetched
    self.language = language
    self.alerts = alerts
  }

  /// The digest of a raw feed fetched at `fetched` (cut to whole seconds), its texts in
  /// `language`; throws when the answer is not a feed.
  public init(feed: [UInt8], fetched: Date, language: String) throws(AlertError) {
    let alerts = try MeteoAlarmDecoder.decode(feed, language: language)
    self.init(
      fetched: Date(timeIntervalSince1970: fetched.timeIntervalSince1970.rounded(.down)),
      language: language, alerts: AlertRules.settled(alerts))
  }

  // MARK: Writing

  /// The file's bytes.
  public func encoded() -> [UInt8] {
    var writer = DigestWriter()
    writer.number(Int(fetched.timeIntervalSince1970.rounded(.down)))
    writer.string(language)
    writer.number(alerts.count)
    // By index: `for alert in alerts` copied each warning, retaining its twenty texts.
    for index in alerts.indices { Self.write(alerts[index], to: &writer) }
    // One array: the head with room for the checksum, which is filled in last.
    let head = Self.magic.count + 1 + 8
    var file = writer.file(after: Self.magic + [Self.version] + Array(repeating: 0, count: 8))
    let checksum = Self.checksum(file[head...]).littleEndian
    withUnsafeBytes(of: checksum) { file.replaceSubrange((head - 8)..<head, with: $0) }
    return file
  }

  /// One warning.
  static func write(_ alert: borrowing Alert, to writer: inout DigestWriter) {
    writer.string(alert.id)
    writer.string(alert.event)
    writer.number(AlertSeverity.allCases.firstIndex(of: alert.severity) ?? 0)
    writer.optional(alert.certainty)
    writer.optional(alert.urgency)
    // Field by field, not through array literals (an array made and its texts retained for
    // each warning).
    writer.date(alert.onset)
    writer.date(alert.effective)
    writer.date(alert.expires)
    writer.date(alert.ends)
    writer.optional(alert.area)
    writer.optional(alert.sender)
    writer.optional(alert.headline)
    writer.optional(alert.description)
    writer.optional(alert.instruction)
    writer.string(alert.status)
    writer.string(alert.messageType)
    writer.number(alert.references.count)
    for reference in alert.references { writer.string(reference) }
    writer.date(alert.sent)
    writer.number(alert.truncated ? 1 : 0)
    writer.optional(alert.language)
    writer.optional(alert.level)
    writer.optional(alert.hazard)
    writer.number(alert.areas.count)
    for area in alert.areas {
      writer.string(area.name)
      writer.number(area.codes.count)
      for code in area.codes { writer.string(code) }
      writer.number(area.polygons.count)
      for ring in area.polygons {
        writer.number(ring.count)
        for point in ring {
          writer.double(point.latitude)
          writer.double(point.longitude)
        }
      }
    }
  }

  // MARK: Reading

  /// The digest in `bytes`; nil for another version, a wrong checksum or a malformed file.
  public init?(encoded bytes: [UInt8]) {
    let head = Self.magic.count + 1 + 8
    guard bytes.count >= head, bytes.starts(with: Self.magic),
      bytes[Self.magic.count] == Self.version
    else { return nil }
    var stored: UInt64 = 0
    for shift in 0..<8 {
      stored |= UInt64(bytes[Self.magic.count + 1 + shift]) << (8 * UInt64(shift))
    }
    guard Self.checksum(bytes[head...]) == stored else { return nil }
    var reader = DigestReader(bytes, from: head)
    guard reader.table(limit: Self.stringLimit), let seconds = reader.number(),
      let language = reader.string(),
      let count = reader.count(upTo: MeteoAlarmDecoder.warningLimit)
    else { return nil }
    var alerts: [Alert] = []
    alerts.reserveCapacity(count)
    for _ in 0..<count {
      guard let alert = Self.read(&reader) else { return nil }
      alerts.append(alert)
    }
    guard reader.atEnd else { return nil }
    self.init(
      fetched: Date(timeIntervalSince1970: Double(seconds)), language: language, alerts: alerts)
  }

  /// One warning, or nil when malformed.
  static func read(_ reader: inout DigestReader) -> Alert? {
    guard let id = reader.string(), let event = reader.string(),
      let severity = reader.count(upTo: AlertSeverity.allCases.count - 1),
      let certainty = reader.optional(), let urgency = reader.optional(),
      let onset = reader.date(), let effective = reader.date(), let expires = reader.date(),
      let ends = reader.date(), let area = reader.optional(), let sender = reader.optional(),
      let headline = reader.optional(), let description = reader.optional(),
      let instruction = reader.optional(), let status = reader.string(),
      let messageType = reader.string(), let referenceCount = reader.count(upTo: 100)
    else { return nil }
    var references: [String] = []
    for _ in 0..<referenceCount {
      guard let reference = reader.string() else { return nil }
      references.append(reference)
    }
    guard let sent = reader.date(), let truncated = reader.count(upTo: 1),
      let language = reader.optional(), let level = reader.optional(),
      let hazard = reader.optional(),
      let areaCount = reader.count(upTo: MeteoAlarmDecoder.areaLimit)
    else { return nil }
    var areas: [AlertArea] = []
    areas.reserveCapacity(areaCount)
    for _ in 0..<areaCount {
      guard let area = readArea(&reader) else { return nil }
      areas.append(area)
    }
    return Alert(
      id: id, event: event, severity: AlertSeverity.allCases[severity], certainty: certainty,
      urgency: urgency, onset: onset, effective: effective, expires: expires, ends: ends,
      area: area, sender: sender, headline: headline, description: description,
      instruction: instruction, status: status, messageType: messageType,
      references: references, sent: sent, truncated: truncated == 1, language: language,
      level: level, hazard: hazard, areas: areas)
  }

  /// One area, or nil when malformed.
  static func readArea(_ reader: inout DigestReader) -> AlertArea? {
    guard let name = reader.string(), let codeCount = reader.count(upTo: 20) else { return nil }
    var codes: [String] = []
    for _ in 0..<codeCount {
      guard let code = reader.string() else { return nil }
      codes.append(code)
    }
    guard let ringCount = reader.count(upTo: 50) else { return nil }
    var polygons: [[AlertPoint]] = []
    for _ in 0..<ringCount {
      guard let pointCount = reader.count(upTo: MeteoAlarmDecoder.pointLimit) else { return nil }
      var ring: [AlertPoint] = []
      ring.reserveCapacity(pointCount)
      for _ in 0..<pointCount {
        guard let latitude = reader.double(), let longitude = reader.double() else { return nil }
        ring.append(AlertPoint(latitude: latitude, longitude: longitude))
      }
      polygons.append(ring)
    }
    return AlertArea(name: name, codes: codes, polygons: polygons)
  }

  /// The file's checksum (`Checksum`, the one of wxsh's binary files).
  static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    bytes.withUnsafeBytes { Checksum.of($0) }
  }
}
