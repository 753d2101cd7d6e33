import AlertModel
import Foundation
import TestSupport
import Testing
import Views

@testable import Alerts

/// Small MeteoAlarm feeds written in the tests, shaped like the fixtures
/// (`{"warnings":[{"alert":{CAP},"uuid":…}]}`).
enum MeteoFeed {
  /// One `info` block.
  static func info(
    _ language: String, event: String? = "WIND", level: String? = "2; yellow; Moderate",
    type: String? = "1; Wind", severity: String = "Moderate",
    onset: String = "2026-03-10T10:00:00+01:00", expires: String = "2026-03-10T22:00:00+01:00",
    response: [String] = ["Prepare"], areas: [[String: Any]] = [area("Berlin")]
  ) -> [String: Any] {
    var block: [String: Any] = [
      "language": language, "category": ["Met"], "responseType": response,
      "urgency": "Immediate", "severity": severity, "certainty": "Likely",
      "effective": onset, "onset": onset, "expires": expires,
      "senderName": "Deutscher Wetterdienst", "headline": "Headline " + language,
      "description": "Description " + language, "instruction": "Instruction " + language,
      "area": areas,
    ]
    if let event { block["event"] = event }
    var parameters: [[String: Any]] = []
    if let level { parameters.append(["valueName": "awareness_level", "value": level]) }
    if let type { parameters.append(["valueName": "awareness_type", "value": type]) }
    block["parameter"] = parameters
    return block
  }

  /// One `area`.
  static func area(
    _ name: String, codes: [(String, String)] = [("EMMA_ID", "DE300")], polygons: [String]? = nil
  ) -> [String: Any] {
    var area: [String: Any] = [
      "areaDesc": name, "geocode": codes.map { ["valueName": $0.0, "value": $0.1] },
    ]
    if let polygons { area["polygon"] = polygons }
    return area
  }

  /// One warning.
  static func warning(
    id: String? = "ID-1", uuid: String? = "uuid-1", sent: String = "2026-03-10T11:00:00+01:00",
    msgType: String = "Alert", references: String? = nil, info: [[String: Any]]
  ) -> [String: Any] {
    var alert: [String: Any] = [
      "sender": "opendata@dwd.de", "sent": sent, "status": "Actual", "msgType": msgType,
      "scope": "Public", "info": info,
    ]
    if let id { alert["identifier"] = id }
    if let references { alert["references"] = references }
    var warning: [String: Any] = ["alert": alert]
    if let uuid { warning["uuid"] = uuid }
    return warning
  }

  /// The feed's bytes.
  static func bytes(_ warnings: [[String: Any]]) -> [UInt8] {
    let data =
      (try? JSONSerialization.data(withJSONObject: ["warnings": warnings], options: [])) ?? Data()
    return Array(data)
  }

  /// Decodes a feed of `warnings`.
  static func decode(_ warnings: [[String: Any]], language: String = "en") throws -> [Alert] {
    try MeteoAlarmDecoder.decode(bytes(warnings), language: language)
  }

  /// An instant from ISO text.
  static func time(_ text: String) -> Date { AlertDecoder.parseTime(text) ?? .distantPast }
}

/// True when `text` holds a C0 control (a newline only where `newlines`), DEL, a C1 control
/// or U+202E.
func holdsControl(_ text: String?, newlines: Bool = false) -> Bool {
  (text ?? "").unicodeScalars.contains { scalar in
    switch scalar.value {
    case 0x0A: !newlines
    case 0x00..<0x20, 0x7F...0x9F, 0x202E: true
    default: false
    }
  }
}

@Suite(.size(.small)) struct MeteoAlarmDecoderTests {
  let blocks = [
    MeteoFeed.info("de-DE", event: "STURMBÖEN"), MeteoFeed.info("en", event: "gale-force gusts"),
    MeteoFeed.info("fr-FR", event: "rafales"),
  ]

  @Test func theBlockInTheAskedLanguageIsPicked() throws {
    let german = try #require(
      try MeteoFeed.decode([MeteoFeed.warning(info: blocks)], language: "de").first)
    #expect(german.event == "STURMBÖEN")
    #expect(german.language == "de-DE")
    #expect(german.headline == "Headline de-DE")
    let french = try #require(
      try MeteoFeed.decode([MeteoFeed.warning(info: blocks)], language: "fr").first)
    #expect(french.event == "rafales")
  }

  @Test func englishThenTheFirstBlockAreTheFallbacks() throws {
    let italian = try MeteoFeed.decode([MeteoFeed.warning(info: blocks)], language: "it")
    #expect(italian.map(\.event) == ["gale-force gusts"])
    let noEnglish = [MeteoFeed.info("fr-FR", event: "rafales"), MeteoFeed.info("de-DE")]
    let first = try MeteoFeed.decode([MeteoFeed.warning(info: noEnglish)], language: "it")
    #expect(first.map(\.event) == ["rafales"])
    // en-GB counts as English.
    let british = [MeteoFeed.info("no", event: "Kuling"), MeteoFeed.info("en-GB", event: "Gale")]
    #expect(
      try MeteoFeed.decode([MeteoFeed.warning(info: british)], language: "pt").map(\.event) == [
        "Gale"
      ])
  }

  @Test(arguments: ["nb", "nn", "no"])
  func norwegianPicksTheNoBlock(language: String) throws {
    let norwegian = [MeteoFeed.info("en-GB", event: "Gale"), MeteoFeed.info("no", event: "Kuling")]
    let alerts = try MeteoFeed.decode([MeteoFeed.warning(info: norwegian)], language: language)
    #expect(alerts.map(\.event) == ["Kuling"])
    let bokmål = [MeteoFeed.info("en-GB", event: "Gale"), MeteoFeed.info("nb-NO", event: "Kuling")]
    #expect(
      try MeteoFeed.decode([MeteoFeed.warning(info: bokmål)], language: language).map(\.event) == [
        "Kuling"
      ])
  }

  @Test(arguments: ["1; green; Minor", "1", "1; green", " 1 ; GREEN ; Minor", "green"])
  func levelOneGreenIsDropped(level: String) throws {
    let alerts = try MeteoFeed.decode([
      MeteoFeed.warning(id: "green", info: [MeteoFeed.info("en", level: level, severity: "Minor")]),
      MeteoFeed.warning(id: "yellow", info: [MeteoFeed.info("en")]),
    ])
    #expect(alerts.map(\.id) == ["yellow"])
  }

  @Test func meteoFranceMarkersAreDropped() throws {
    let alerts = try MeteoFeed.decode([
      MeteoFeed.warning(
        id: "marker",
        info: [
          MeteoFeed.info(
            "fr-FR", event: "Vigilance jaune canicule", onset: "2026-07-03T06:00:00+02:00",
            expires: "2026-07-03T06:00:00+02:00")
        ]),
      MeteoFeed.warning(
        id: "backwards",
        info: [
          MeteoFeed.info(
            "fr-FR", onset: "2026-07-03T06:00:00+02:00", expires: "2026-07-03T05:00:00+02:00")
        ]),
      MeteoFeed.warning(
        id: "real",
        info: [
          MeteoFeed.info(
            "fr-FR", event: "Vigilance orange orages", level: "3; orange; Severe",
            onset: "2026-07-03T06:00:00+02:00", expires: "2026-07-04T06:00:00+02:00")
        ]),
    ])
    #expect(alerts.map(\.id) == ["real"])
  }

  @Test func anAllClearIsACancelThatTheRulesDropWithWhatItNames() throws {
    let alerts = try MeteoFeed.decode([
      MeteoFeed.warning(
        id: "FROST-1", sent: "2026-03-10T09:00:00+01:00",
        info: [MeteoFeed.info("en", event: "frost")]),
      MeteoFeed.warning(
        id: "FROST-2", sent: "2026-03-10T11:00:00+01:00", msgType: "Update",
        references: "opendata@dwd.de,FROST-1,2026-03-10T09:00:00+01:00",
        info: [MeteoFeed.info("en", event: "frost", response: ["AllClear"])]),
      MeteoFeed.warning(id: "WIND-1", info: [MeteoFeed.info("en", event: "wind")]),
    ])
    #expect(alerts.count == 3)
    let clear = try #require(alerts.first { $0.id == "FROST-2" })
    #expect(clear.messageType == "Cancel")
    #expect(clear.references == ["FROST-1"])
    #expect(alerts.first { $0.id == "FROST-1" }?.messageType == "Alert")
    let active = AlertRules.active(alerts, now: MeteoFeed.time("2026-03-10T12:00:00+01:00"))
    #expect(active.map(\.id) == ["WIND-1"])
  }

  @Test func referencesTriplesBecomeIdentifiers() throws {
    let references =
      "opendata@dwd.de,2.49.0.0.276.0.DWD.PVW.1.MUL,2026-03-10T09:00:00+01:00 "
      + "opendata@dwd.de,2.49.0.0.276.0.DWD.PVW.2.MUL,2026-03-10T10:00:00+01:00"
    let alert = try #require(
      try MeteoFeed.decode([
        MeteoFeed.warning(msgType: "Update", references: references, info: [MeteoFeed.info("en")])
      ]).first)
    #expect(alert.references == ["2.49.0.0.276.0.DWD.PVW.1.MUL", "2.49.0.0.276.0.DWD.PVW.2.MUL"])
    #expect(alert.messageType == "Update")
  }

  @Test(arguments: [
    ("2; yellow; Moderate", "Extreme", AlertSeverity.moderate, "yellow"),
    ("3; orange; Severe", "Minor", .severe, "orange"),
    ("4; red; Extreme", "Moderate", .extreme, "red"),
    ("3", "Minor", .severe, "orange"),
    (" 4 ; RED ; Extreme", "Minor", .extreme, "red"), ("x; red", "Minor", .extreme, "red"),
    ("red", "Minor", .extreme, "red"),
  ])
  func theAwarenessColourSetsTheSeverity(
    level: String, capSeverity: String, severity: AlertSeverity, colour: String
  ) throws {
    let alert = try #require(
      try MeteoFeed.decode([
        MeteoFeed.warning(info: [MeteoFeed.info("en", level: level, severity: capSeverity)])
      ]).first)
    #expect(alert.severity == severity)
    #expect(alert.level == colour)
  }

  @Test func withoutALevelTheCapSeverityCounts() throws {
    let alert = try #require(
      try MeteoFeed.decode([
        MeteoFeed.warning(info: [MeteoFeed.info("en", level: nil, severity: "Severe")])
      ]).first)
    #expect(alert.severity == .severe)
    #expect(alert.level == nil)
  }

  @Test(arguments: [
    ("1; Wind", "Wind"), ("3; Thunderstorm", "Thunderstorm"), ("12; Rain-Flood", "Rain-Flood"),
    ("Fog", "Fog"),
  ])
  func theAwarenessTypeNamesTheHazard(type: String, hazard: String) throws {
    let alert = try #require(
      try MeteoFeed.decode([MeteoFeed.warning(info: [MeteoFeed.info("en", type: type)])]).first)
    #expect(alert.hazard == hazard)
  }

  @Test func geocodesBecomeSchemeAndValue() throws {
    let areas = [
      MeteoFeed.area(
        "Kreis Ludwigsburg", codes: [("EMMA_ID", "DE241"), ("WARNCELLID", "108118000")]),
      MeteoFeed.area("Berlin", codes: [("NUTS3", "DE300")]),
    ]
    let alert = try #require(
      try MeteoFeed.decode([MeteoFeed.warning(info: [MeteoFeed.info("en", areas: areas)])]).first)
    #expect(
      alert.areas.map(\.codes) == [["EMMA_ID:DE241", "WARNCELLID:108118000"], ["NUTS3:DE300"]])
    #expect(alert.areas.map(\.name) == ["Kreis Ludwigsburg", "Berlin"])
    #expect(alert.area == "Kreis Ludwigsburg; Berlin")
  }

  @Test func polygonsAreReadAndMalformedOnesIgnored() throws {
    let good = "59.89,4.82 59.89,5.82 60.89,5.82 60.89,4.82 59.89,4.82"
    let polygons = [
      good,
      "59.89,4.82 59.89,5.82 60.89",  // an odd count of numbers
      "59.89,4.82 59.89,5.82 95.0,5.82 60.89,4.82 59.89,4.82",  // latitude out of range
      "59.89,4.82 59.89,5.82 60.89,5.82",  // fewer than 4 points
      "59.89,4.82 59.89,5.82 60.89,x 60.89,4.82 59.89,4.82",  // not a number
      "59.89,4.82,1 59.89,5.82 60.89,5.82 60.89,4.82",  // a triple
    ]
    let alerts = try MeteoFeed.decode([
      MeteoFeed.warning(
        info: [
          MeteoFeed.info(
            "en", areas: [MeteoFeed.area("Kyststrekningen Stad–Lindesnes", polygons: polygons)])
        ])
    ])
    let alert = try #require(alerts.first)
    let area = try #require(alert.areas.first)
    #expect(area.polygons.count == 1)
    #expect(area.polygons.first?.count == 5)
    #expect(area.polygons.first?.first == AlertPoint(latitude: 59.89, longitude: 4.82))
    #expect(area.contains(latitude: 60.39, longitude: 5.32))
    #expect(!area.contains(latitude: 69.65, longitude: 18.96))
    // Only malformed outlines: the warning is still read, with none.
    let onlyBad = try MeteoFeed.decode([
      MeteoFeed.warning(
        info: [
          MeteoFeed.info(
            "en", areas: [MeteoFeed.area("Somewhere", polygons: Array(polygons.dropFirst()))])
        ])
    ])
    #expect(onlyBad.count == 1)
    #expect(onlyBad.first?.areas.first?.polygons.isEmpty == true)
  }

  @Test(arguments: [
    "", "not json", "<html>Access denied</html>", "[]", "{}", #"{"warnings":{}}"#,
    #"{"warnings":"none"}"#, #"{"warning":[]}"#, #"{"warnings":[1,2"#,
  ])
  func anAnswerThatIsNotAFeedThrows(text: String) {
    #expect(throws: AlertError.self) {
      try MeteoAlarmDecoder.decode(Array(text.utf8), language: "en")
    }
  }

  @Test func anEmptyFeedHasNoWarnings() throws {
    #expect(try MeteoAlarmDecoder.decode(Array(#"{"warnings":[]}"#.utf8), language: "de").isEmpty)
  }

  @Test func aWarningWithoutAnIdOrEventIsSkipped() throws {
    let alerts = try MeteoFeed.decode([
      MeteoFeed.warning(id: nil, uuid: nil, info: [MeteoFeed.info("en", event: "no id")]),
      MeteoFeed.warning(id: nil, uuid: "uuid-only", info: [MeteoFeed.info("en", event: "uuid")]),
      MeteoFeed.warning(id: "no-event", info: [MeteoFeed.info("en", event: nil)]),
      MeteoFeed.warning(id: "   ", uuid: nil, info: [MeteoFeed.info("en", event: "blank id")]),
      MeteoFeed.warning(id: "no-info", info: []),
      ["alert": "not an object", "uuid": "string-alert"],
      MeteoFeed.warning(id: "kept", info: [MeteoFeed.info("en", event: "kept")]),
    ])
    #expect(alerts.map(\.id) == ["uuid-only", "kept"])
  }

  @Test func controlCharactersNeverSurvive() throws {
    let nasty = "A\u{1B}[2J\u{1B}]0;pwned\u{07}B\u{9B}31m\u{7F}\u{85}\u{202E}C\r\t\u{0}D"
    let nastyLines = nasty + "\nsecond\u{1B}[1A line"
    let block: [String: Any] = [
      "language": "en\u{1B}[0m", "event": "Wind" + nasty, "responseType": ["Prepare" + nasty],
      "urgency": "Immediate" + nasty, "severity": "Severe" + nasty, "certainty": "Likely" + nasty,
      "onset": "2026-03-10T10:00:00+01:00", "expires": "2026-03-10T22:00:00+01:00",
      "senderName": "DWD" + nasty, "headline": "Head" + nasty, "description": nastyLines,
      "instruction": nastyLines,
      "parameter": [
        ["valueName": "awareness_level", "value": "3; orange; Severe" + nasty],
        ["valueName": "awareness_type", "value": "1; Wind" + nasty],
      ],
      "area": [
        [
          "areaDesc": "Berlin" + nasty,
          "geocode": [["valueName": "EMMA" + nasty, "value": "DE300" + nasty]],
        ]
      ],
    ]
    let alert = try #require(
      try MeteoFeed.decode([
        [
          "alert": [
            "identifier": "ID" + nasty, "sender": "dwd" + nasty, "status": "Actual",
            "msgType": "Update" + nasty, "sent": "2026-03-10T11:00:00+01:00",
            "references": "dwd,REF" + nasty + ",2026-03-10T09:00:00+01:00", "info": [block],
          ],
          "uuid": "uuid" + nasty,
        ]
      ]).first)
    let lines: [String?] =
      [
        alert.id, alert.event, alert.certainty, alert.urgency, alert.area, alert.sender,
        alert.headline, alert.status, alert.messageType, alert.language, alert.level,
        alert.hazard,
      ] + alert.references + alert.areas.map(\.name) + alert.areas.flatMap(\.codes)
    for line in lines {
      #expect(!holdsControl(line), "\(String(describing: line).debugDescription)")
    }
    for text in [alert.description, alert.instruction] {
      #expect(text != nil)
      #expect(!holdsControl(text, newlines: true), "\(String(describing: text).debugDescription)")
      #expect(text?.contains("\n") == true)
    }
    #expect(alert.event.hasPrefix("Wind"))
    #expect(alert.severity == .severe)
  }

  @Test func longTextsAreCapped() throws {
    var block = MeteoFeed.info("en")
    block["description"] = String(repeating: "Sturm ", count: 5_000)
    block["headline"] = String(repeating: "H", count: 5_000)
    let alert = try #require(try MeteoFeed.decode([MeteoFeed.warning(info: [block])]).first)
    #expect((alert.description ?? "").utf8.count <= AlertDecoder.textLimit)
    #expect(alert.truncated)
    #expect((alert.headline ?? "").count <= AlertDecoder.lineLimit + 1)
  }

  @Test func aCutMeteoAlarmTextDoesNotSendTheReaderToWeatherGov() throws {
    var block = MeteoFeed.info("en")
    block["description"] = String(repeating: "Sturm ", count: 5_000)
    let alert = try #require(try MeteoFeed.decode([MeteoFeed.warning(info: [block])]).first)
    #expect(alert.truncated)
    let lines = AlertsView.detail(
      alert, number: 1, zone: .gmt, source: .meteoalarm,
      ViewSettings(width: 80, now: MeteoFeed.time("2026-03-10T12:00:00+01:00")))
    #expect(lines.contains { $0.contains("was cut") })
    #expect(!lines.contains { $0.contains("weather.gov") }, "\(lines.suffix(2))")
    #expect(lines.last?.contains("the full alert is at meteoalarm.org") == true)
  }
}

/// Issue 40, item 2: a feed is read one warning at a time. A member no feed has and a warning
/// too large to be one are read past without being built; what is not JSON anywhere is still
/// refused.
@Suite(.size(.small)) struct MeteoAlarmStreamingTests {
  /// The feed of `warnings` with `before` and `after` written around its `warnings` member.
  func feed(_ warnings: [[String: Any]], before: String = "", after: String = "") -> [UInt8] {
    var text = String(decoding: MeteoFeed.bytes(warnings), as: UTF8.self)
    text.removeFirst()  // {
    text.removeLast()  // }
    return Array(("{" + before + text + after + "}").utf8)
  }

  let block = MeteoFeed.info("en", event: "gale-force gusts")

  @Test func membersThatAreNotWarningsAreReadPast() throws {
    let junk = "[" + Array(repeating: "{\"x\":[0,0]}", count: 200_000).joined(separator: ",") + "]"
    let bytes = feed(
      [MeteoFeed.warning(info: [block])], before: #""padding":\#(junk),"#,
      after: #","more":{"a":"\u00e9"}"#)
    let alerts = try MeteoAlarmDecoder.decode(bytes, language: "en")
    #expect(alerts.map(\.event) == ["gale-force gusts"])
  }

  @Test func aWarningsMembersItDoesNotUseAreReadPastHoweverLarge() throws {
    var huge = MeteoFeed.warning(id: "HUGE", info: [block])
    huge["junk"] = Array(repeating: ["x": [0, 0]], count: 100_000)
    let alerts = try MeteoAlarmDecoder.decode(
      feed([
        MeteoFeed.warning(id: "A", info: [block]), huge, MeteoFeed.warning(id: "B", info: [block]),
      ]),
      language: "en")
    #expect(alerts.map(\.id) == ["A", "HUGE", "B"])
    #expect(alerts.map(\.event) == ["gale-force gusts", "gale-force gusts", "gale-force gusts"])
  }

  @Test func whatIsNotJSONAnywhereIsRefused() {
    let good = [MeteoFeed.warning(info: [block])]
    for bytes in [
      feed(good, after: #","x":[1,]"#), feed(good, before: #""x":tru,"#),
      feed(good) + Array(" x".utf8),
      Array(#"{"warnings":[{"alert":{}},"#.utf8),
    ] {
      #expect(throws: AlertError.badAnswer(.notJSON)) {
        try MeteoAlarmDecoder.decode(bytes, language: "en")
      }
    }
    #expect(throws: AlertError.badAnswer(.notObject)) {
      try MeteoAlarmDecoder.decode(Array("[1]".utf8), language: "en")
    }
    #expect(throws: AlertError.badAnswer(.noList)) {
      try MeteoAlarmDecoder.decode(Array(#"{"warnings":{}}"#.utf8), language: "en")
    }
    #expect(throws: AlertError.problem(status: nil, title: "Service down")) {
      try MeteoAlarmDecoder.decode(
        Array(#"{"message":"Service down","x":[]}"#.utf8), language: "en")
    }
  }

  @Test func aByteOrderMarkIsReadPast() throws {
    let bytes = [0xEF, 0xBB, 0xBF] + MeteoFeed.bytes([MeteoFeed.warning(info: [block])])
    #expect(try MeteoAlarmDecoder.decode(bytes, language: "en").count == 1)
  }
}
