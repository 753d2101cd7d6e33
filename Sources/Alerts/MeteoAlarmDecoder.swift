import AlertModel
import Foundation
import JSON

/// Reads a MeteoAlarm country feed (`{"warnings":[{"alert":{CAP 1.2},"uuid":…},…]}`) into
/// ``Alert`` values, one per warning, in the user's language where the issuer wrote one.
///
/// Hostile input is expected, as in ``AlertDecoder``: every string is sanitised and capped, a
/// field of the wrong type counts as missing, and a warning without an id or event is
/// skipped. Also dropped here, because they are not warnings: level 1 (green) entries, which
/// members publish for every area, and MeteoFrance's green markers (expires ≤ onset). An
/// all-clear (`responseType` AllClear) becomes a `Cancel`, so ``AlertRules`` drops it and
/// what it names.
public enum MeteoAlarmDecoder {
  /// The most warnings read from one feed (a busy country sends a few thousand).
  public static let warningLimit = 20_000
  /// The most areas read from one warning.
  public static let areaLimit = 1_000
  /// The most points read from one outline.
  public static let pointLimit = 10_000

  /// The most JSON values read from one warning (a real one holds a few hundred); a larger
  /// warning is skipped without being built.
  public static let warningValueLimit = 50_000

  /// The warnings in `bytes`, in `language` (a primary subtag such as `de`) where a block has
  /// it, else English, else the first block; throws when the answer is not a feed.
  ///
  /// The feed is read one warning at a time, with no tree of the whole answer (a country's
  /// feed is up to 24 MB, and a tree costs several times its bytes); members other than
  /// `warnings` are read past without being built.
  public static func decode(_ bytes: [UInt8], language: String) throws(AlertError) -> [Alert] {
    let result: Result<[Alert], AlertError> = JSONReader.read(bytes[...]) { reader in
      guard reader.enterObject() else {
        return .failure(.badAnswer(reader.skip() && reader.atEnd() ? .notObject : .notJSON))
      }
      var alerts: [Alert]?
      var title: String?
      while true {
        switch reader.nextMember() {
        case .invalid: return .failure(.badAnswer(.notJSON))
        case .end:
          guard reader.atEnd() else { return .failure(.badAnswer(.notJSON)) }
          if let alerts { return .success(alerts) }
          if let title { return .failure(.problem(status: nil, title: title)) }
          return .failure(.badAnswer(.noList))
        case .key("warnings") where alerts == nil && reader.enterArray():
          guard let read = warnings(&reader, language: language) else {
            return .failure(.badAnswer(.notJSON))
          }
          alerts = read
        case .key(let key) where (key == "message" || key == "error") && title == nil:
          guard case .value(let value) = reader.value(limit: 100) else {
            if reader.skip() { continue }
            return .failure(.badAnswer(.notJSON))
          }
          title = AlertDecoder.line(value)
        case .key:
          guard reader.skip() else { return .failure(.badAnswer(.notJSON)) }
        }
      }
    }
    return try result.get()
  }

  /// The warnings of the array entered last, each built alone; nil when it is not JSON.
  private static func warnings(_ reader: inout JSONReader, language: String) -> [Alert]? {
    var alerts: [Alert] = []
    var read = 0
    while true {
      guard let more = reader.nextElement() else { return nil }
      guard more else { return alerts }
      guard read < warningLimit else {
        guard reader.skip() else { return nil }
        continue
      }
      read += 1
      switch reader.value(limit: warningValueLimit) {
      case .invalid: return nil
      case .tooLarge: continue
      case .value(let warning):
        if let alert = alert(from: warning, language: language) { alerts.append(alert) }
      }
    }
  }

  /// One warning, or nil when it is unusable or not a warning.
  static func alert(from warning: JSONValue, language: String) -> Alert? {
    let cap = warning["alert"] ?? .null
    guard let id = AlertDecoder.line(cap["identifier"]) ?? AlertDecoder.line(warning["uuid"]),
      case .array(let blocks)? = cap["info"],
      let info = pick(blocks.prefix(20).filter { $0["event"] != nil }, language: language),
      let event = AlertDecoder.line(info["event"])
    else { return nil }
    let parameters = parameters(info["parameter"])
    let awareness = parameters["awareness_level"].map(level)
    if awareness?.number == 1 { return nil }
    let onset = AlertDecoder.time(info["onset"])
    let expires = AlertDecoder.time(info["expires"])
    if let onset, let expires, expires <= onset { return nil }
    var messageType = AlertDecoder.line(cap["msgType"]) ?? "Alert"
    if case .array(let responses)? = info["responseType"],
      responses.contains(where: { AlertDecoder.line($0)?.lowercased() == "allclear" })
    {
      messageType = "Cancel"
    }
    var truncated = false
    let areas = areas(info["area"])
    let names = areas.map(\.name).filter { !$0.isEmpty }
    return Alert(
      id: id, event: event,
      severity: awareness.flatMap(\.severity)
        ?? AlertSeverity(text: AlertDecoder.line(info["severity"])),
      certainty: AlertDecoder.line(info["certainty"]),
      urgency: AlertDecoder.line(info["urgency"]), onset: onset,
      effective: AlertDecoder.time(info["effective"]), expires: expires,
      area: names.isEmpty ? nil : capped(names.joined(separator: "; ")),
      sender: AlertDecoder.line(info["senderName"]),
      headline: AlertDecoder.line(info["headline"]),
      description: AlertDecoder.text(info["description"], truncated: &truncated),
      instruction: AlertDecoder.text(info["instruction"], truncated: &truncated),
      status: AlertDecoder.line(cap["status"]) ?? "Unknown", messageType: messageType,
      references: references(cap["references"]), sent: AlertDecoder.time(cap["sent"]),
      truncated: truncated, language: AlertDecoder.line(info["language"]),
      level: awareness?.colour,
      hazard: parameters["awareness_type"].flatMap(hazard), areas: areas)
  }

  /// The block in `language`, else English, else the first (Norwegian `no`, `nb` and `nn`
  /// count as one language).
  static func pick(_ blocks: [JSONValue], language: String) -> JSONValue? {
    func primary(_ block: JSONValue) -> String {
      let tag = AlertDecoder.line(block["language"])?.lowercased() ?? ""
      let subtag = String(tag.prefix { $0 != "-" && $0 != "_" })
      return ["nb", "nn"].contains(subtag) ? "no" : subtag
    }
    let wanted = ["nb", "nn"].contains(language) ? "no" : language
    return blocks.first { primary($0) == wanted } ?? blocks.first { primary($0) == "en" }
      ?? blocks.first
  }

  /// A CAP parameter list as name → value (the first of each name).
  static func parameters(_ value: JSONValue?) -> [String: String] {
    guard case .array(let items)? = value else { return [:] }
    var result: [String: String] = [:]
    for item in items.prefix(100) {
      guard let name = AlertDecoder.line(item["valueName"]),
        let text = AlertDecoder.line(item["value"]), result[name] == nil
      else { continue }
      result[name] = text
    }
    return result
  }

  /// MeteoAlarm's awareness level (`3; orange; Severe`): its number, colour and severity.
  static func level(_ text: String) -> (number: Int?, colour: String?, severity: AlertSeverity?) {
    let parts = text.split(separator: ";").map { AlertDecoder.trimmed($0) }
    let number = parts.first.flatMap { Int($0) }
    let colours = levelColours
    // "3; orange; Severe" usually, but a bare "orange" or "3" is read too.
    let colour =
      parts.lazy.map { $0.lowercased() }.first(where: colours.contains)
      ?? number.flatMap { (1...4).contains($0) ? colours[$0 - 1] : nil }
    let severity: AlertSeverity? =
      switch colour {
      case "yellow": .moderate
      case "orange": .severe
      case "red": .extreme
      default: nil
      }
    return (
      number ?? colour.flatMap { colours.firstIndex(of: $0) }.map { $0 + 1 }, colour, severity
    )
  }

  /// MeteoAlarm's awareness colours, level 1 to 4.
  static let levelColours = ["green", "yellow", "orange", "red"]

  /// The hazard's name in an awareness type (`1; Wind` → `Wind`); nil when there is none.
  static func hazard(_ type: String) -> String? {
    let words = type.split(separator: ";", maxSplits: 1)
    let name = AlertDecoder.trimmed(words.count == 2 ? words[1] : words.first ?? "")
    return name.isEmpty ? nil : name
  }

  /// The identifiers named by a CAP `references` string (`sender,identifier,sent …`).
  static func references(_ value: JSONValue?) -> [String] {
    guard case .string(let raw)? = value else { return [] }
    return raw.split(whereSeparator: \.isWhitespace).prefix(100).compactMap { triple in
      let fields = triple.split(separator: ",", omittingEmptySubsequences: false)
      let identifier = fields.count >= 2 ? fields[1] : triple
      return AlertDecoder.line(.string(String(identifier)))
    }
  }

  /// The areas of an info block.
  static func areas(_ value: JSONValue?) -> [AlertArea] {
    guard case .array(let items)? = value else { return [] }
    return items.prefix(areaLimit).map { item in
      var codes: [String] = []
      if case .array(let geocodes)? = item["geocode"] {
        for code in geocodes.prefix(20) {
          guard let scheme = AlertDecoder.line(code["valueName"]),
            let value = AlertDecoder.line(code["value"])
          else { continue }
          codes.append(scheme + ":" + value)
        }
      }
      var polygons: [[AlertPoint]] = []
      // CAP allows several polygons (a JSON array); some feeds send one as a plain string.
      switch item["polygon"] {
      case .array(let rings)?:
        for ring in rings.prefix(50) {
          if case .string(let text) = ring, let points = polygon(text) { polygons.append(points) }
        }
      case .string(let text)?:
        if let points = polygon(text) { polygons.append(points) }
      default:
        break
      }
      return AlertArea(
        name: AlertDecoder.line(item["areaDesc"]) ?? "", codes: codes, polygons: polygons)
    }
  }

  /// A CAP polygon (`lat,lon lat,lon …`, at least 4 pairs); nil when malformed.
  static func polygon(_ text: String) -> [AlertPoint]? {
    var points: [AlertPoint] = []
    for pair in text.split(whereSeparator: \.isWhitespace) {
      guard points.count < pointLimit else { return nil }
      let numbers = pair.split(separator: ",")
      guard numbers.count == 2, let latitude = Double(numbers[0]),
        let longitude = Double(numbers[1]), (-90...90).contains(latitude),
        (-180...180).contains(longitude)
      else { return nil }
      points.append(AlertPoint(latitude: latitude, longitude: longitude))
    }
    return points.count >= 4 ? points : nil
  }

  /// A joined area list cut to a one-line field's length.
  static func capped(_ text: String) -> String {
    guard text.count > AlertDecoder.lineLimit else { return text }
    return String(text.prefix(AlertDecoder.lineLimit - 1)) + "…"
  }
}
