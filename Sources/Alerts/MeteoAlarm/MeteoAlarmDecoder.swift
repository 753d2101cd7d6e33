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

  /// The most info blocks weighed in one warning (a block per language; a real one has two or
  /// three).
  static let blockLimit = 20

  /// The warnings in `bytes`, in `language` (a primary subtag such as `de`) where a block has
  /// it, else English, else the first block; throws when the answer is not a feed.
  ///
  /// The feed is read in one pass with no tree of any part of it (a country's feed is up to
  /// 24 MB, and a tree costs several times its bytes): a warning's blocks are read past,
  /// noting each one's language and place, and only the block chosen is read again, into the
  /// warning; members other than those are read past without being built.
  public static func decode(_ bytes: [UInt8], language: String) throws(AlertError) -> [Alert] {
    try decode(bytes, language: language, halvesFrom: halvesThreshold)
  }

  /// ``decode(_:language:)``, reading a warnings array of at least `halvesFrom` bytes in two
  /// halves at once (tests split small feeds).
  static func decode(
    _ bytes: [UInt8], language: String, halvesFrom: Int
  ) throws(AlertError) -> [Alert] {
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
          guard let read = try? warnings(&reader, language: language, halvesFrom: halvesFrom)
          else {
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

  /// A warning's members read.
  enum WarningKey: String, CaseIterable { case alert, uuid }
  static let warningKeys = JSONReader.Keys<WarningKey>()
  /// An area's members read.
  enum AreaKey: String, CaseIterable { case areaDesc, geocode, polygon }
  static let areaKeys = JSONReader.Keys<AreaKey>()
  /// A geocode's or parameter's members read.
  enum NamedValueKey: String, CaseIterable { case valueName, value }
  static let namedValueKeys = JSONReader.Keys<NamedValueKey>()

  /// One warning (`{"alert":{CAP},"uuid":…}`), read whole; nil when it is unusable or not a
  /// warning. Where a member's name comes twice, the first counts, as in a `JSONValue` object.
  static func warning(
    _ reader: inout JSONReader, language: String, repeats: inout Repeats
  ) throws(JSONReader.Invalid) -> Alert? {
    guard try reader.enterObjectOrPass() else { return nil }
    var cap: CAPMessage?
    var uuid = FirstText()
    while let key = try reader.member(warningKeys) {
      switch key {
      case .alert where cap == nil: cap = try CAPMessage(&reader)
      case .alert: try reader.pass()
      case .uuid: try uuid.read(&reader)
      }
    }
    let end = reader.offset
    defer { reader.seek(to: end) }
    let message = cap ?? CAPMessage()
    guard let id = AlertDecoder.line(message.identifier.value) ?? AlertDecoder.line(uuid.value),
      let blocks = message.blocks, let chosen = pick(blocks, language: language, repeats: &repeats)
    else { return nil }
    reader.seek(to: chosen.offset)
    let info = try InfoBlock(&reader)
    guard let event = AlertDecoder.line(info.event.value) else { return nil }
    let awareness = info.awarenessLevel.map { repeats.level($0) }
    if awareness?.number == 1 { return nil }
    let onset = AlertDecoder.time(info.onset.value)
    let expires = AlertDecoder.time(info.expires.value)
    if let onset, let expires, expires <= onset { return nil }
    var areas: [AlertArea] = []
    if let offset = info.areaOffset {
      reader.seek(to: offset)
      areas = try Self.areas(&reader)
    }
    var truncated = false
    let names = areas.map(\.name).filter { !$0.isEmpty }
    return Alert(
      id: id, event: event,
      severity: awareness.flatMap(\.severity)
        ?? AlertSeverity(text: AlertDecoder.line(info.severity.value)),
      certainty: AlertDecoder.line(info.certainty.value),
      urgency: AlertDecoder.line(info.urgency.value), onset: onset,
      effective: AlertDecoder.time(info.effective.value), expires: expires,
      area: names.isEmpty ? nil : capped(names.joined(separator: "; ")),
      sender: AlertDecoder.line(info.senderName.value),
      headline: AlertDecoder.line(info.headline.value),
      description: AlertDecoder.text(info.description.value, truncated: &truncated),
      instruction: AlertDecoder.text(info.instruction.value, truncated: &truncated),
      status: AlertDecoder.line(message.status.value) ?? "Unknown",
      messageType: info.allClear
        ? "Cancel" : AlertDecoder.line(message.messageType.value) ?? "Alert",
      references: references(message.references.value),
      sent: AlertDecoder.time(message.sent.value),
      truncated: truncated, language: AlertDecoder.line(info.language.value),
      level: awareness?.colour,
      hazard: info.awarenessType.flatMap { repeats.hazard($0) }, areas: areas)
  }

  /// The block in `language`, else English, else the first, among those with an event
  /// (Norwegian `no`, `nb` and `nn` count as one language).
  static func pick(
    _ blocks: [InfoBlock.Head], language: String, repeats: inout Repeats
  ) -> InfoBlock.Head? {
    let wanted = ["nb", "nn"].contains(language) ? "no" : language
    let blocks = blocks.filter(\.hasEvent)
    let primaries = blocks.map { repeats.primaryLanguage($0.language) }
    let index =
      primaries.firstIndex(of: wanted) ?? primaries.firstIndex(of: "en") ?? blocks.indices.first
    return index.map { blocks[$0] }
  }

  /// A block's language tag as a primary subtag (`de-DE` → `de`; `nb` and `nn` → `no`); empty
  /// when there is none.
  static func primaryLanguage(_ tag: String?) -> String {
    let tag = AlertDecoder.line(tag)?.lowercased() ?? ""
    let subtag = String(tag.prefix { $0 != "-" && $0 != "_" })
    return ["nb", "nn"].contains(subtag) ? "no" : subtag
  }

  /// A warning's awareness level: its number (1–4), colour and severity.
  typealias Awareness = (number: Int?, colour: String?, severity: AlertSeverity?)

  /// MeteoAlarm's awareness level (`3; orange; Severe`): its number, colour and severity.
  static func level(_ text: String) -> Awareness {
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
  static func references(_ raw: String?) -> [String] {
    guard let raw else { return [] }
    return AlertDecoder.words(raw).prefix(100).compactMap { triple in
      let fields = triple.split(separator: ",", omittingEmptySubsequences: false)
      let identifier = fields.count >= 2 ? fields[1] : triple
      return AlertDecoder.line(String(identifier))
    }
  }

  /// The areas of an info block (`[{"areaDesc":…,"polygon":…,"geocode":[…]},…]`), the first
  /// ``areaLimit``; an item that is not an object is an area without a name.
  static func areas(_ reader: inout JSONReader) throws(JSONReader.Invalid) -> [AlertArea] {
    guard try reader.enterArrayOrPass() else { return [] }
    var areas: [AlertArea] = []
    try reader.elements(upTo: areaLimit) { (reader) throws(JSONReader.Invalid) in
      var name = FirstText()
      var codes: [String]?
      var polygons: [[AlertPoint]]?
      if try reader.enterObjectOrPass() {
        while let key = try reader.member(areaKeys) {
          switch key {
          case .areaDesc: try name.read(&reader)
          case .geocode where codes == nil: codes = try geocodes(&reader)
          case .polygon where polygons == nil: polygons = try Self.polygons(&reader)
          case .geocode, .polygon: try reader.pass()
          }
        }
      }
      areas.append(
        AlertArea(
          name: AlertDecoder.line(name.value) ?? "", codes: codes ?? [], polygons: polygons ?? []))
    }
    return areas
  }

  /// An area's geocodes as `scheme:value`, from the first 20 items.
  static func geocodes(_ reader: inout JSONReader) throws(JSONReader.Invalid) -> [String] {
    var codes: [String] = []
    guard try reader.enterArrayOrPass() else { return codes }
    try reader.elements(upTo: 20) { (reader) throws(JSONReader.Invalid) in
      guard try reader.enterObjectOrPass() else { return }
      let (scheme, value) = try namedValue(&reader)
      if let scheme = AlertDecoder.line(scheme), let value = AlertDecoder.line(value) {
        codes.append(scheme + ":" + value)
      }
    }
    return codes
  }

  /// The `valueName` and `value` of the object entered last (the first of each), read to its
  /// end.
  static func namedValue(
    _ reader: inout JSONReader
  ) throws(JSONReader.Invalid) -> (name: String?, value: String?) {
    var name = FirstText()
    var value = FirstText()
    while let key = try reader.member(namedValueKeys) {
      switch key {
      case .valueName: try name.read(&reader)
      case .value: try value.read(&reader)
      }
    }
    return (name.value, value.value)
  }

  /// An area's outlines: CAP allows several (a JSON array, the first 50 read); some feeds send
  /// one as a plain string.
  static func polygons(_ reader: inout JSONReader) throws(JSONReader.Invalid) -> [[AlertPoint]] {
    var polygons: [[AlertPoint]] = []
    if reader.arrayIsNext() {
      _ = reader.enterArray()
      try reader.elements(upTo: 50) { (reader) throws(JSONReader.Invalid) in
        if let text = try reader.text(), let points = polygon(text) { polygons.append(points) }
      }
    } else if let text = try reader.text(), let points = polygon(text) {
      polygons.append(points)
    }
    return polygons
  }

  /// A CAP polygon (`lat,lon lat,lon …`, at least 4 pairs); nil when malformed.
  static func polygon(_ text: String) -> [AlertPoint]? {
    var points: [AlertPoint] = []
    for pair in AlertDecoder.words(text) {
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
