import AlertModel
import Foundation
import Terminal
import TestSupport
import Testing

@testable import Alerts

/// The NWS fixtures beside the end-to-end tests.
enum NWSFixtures {
  /// The folder `Tests/EndToEndTests/Fixtures/NWS`.
  static var folder: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("EndToEndTests/Fixtures/NWS")
  }

  /// The bytes of a fixture file.
  static func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: folder.appendingPathComponent(name)))
  }

  /// An instant from ISO text, for expectations.
  static func time(_ text: String) -> Date {
    AlertDecoder.parseTime(text) ?? .distantPast
  }
}

/// A JSON FeatureCollection with the given features' properties.
func collection(_ properties: [String]) -> [UInt8] {
  let features = properties.map { #"{"type":"Feature","properties":"# + $0 + "}" }
  return Array(
    (#"{"type":"FeatureCollection","features":["# + features.joined(separator: ",") + "]}")
      .utf8)
}

/// True when a string holds a character that could steer a terminal.
func steers(_ text: String) -> Bool {
  text.unicodeScalars.contains { TerminalText.isSteering($0) && $0 != "\n" }
}

@Suite(.size(.small)) struct AlertDecoderTests {
  @Test func wordsSplitAsCharactersSplitAtWhiteSpace() {
    // An ASCII text is split by bytes: the same pieces as splitting its characters.
    let pieces = [
      "a", ",", " ", "\t", "\r\n", "\n", "\r", "\u{0B}", "\u{0C}", "\u{1C}", "\u{85}", "\u{A0}",
      "é",
    ]
    var random = SeededRandom()
    for _ in 0..<20_000 {
      let text = (0..<Int.random(in: 0..<10, using: &random)).map { _ in
        pieces.randomElement(using: &random) ?? ""
      }.joined()
      #expect(AlertDecoder.words(text) == text.split(whereSeparator: \.isWhitespace), "\(text)")
    }
  }

  @Test func theSeveralFixtureDecodesEveryFeature() throws {
    let alerts = try AlertDecoder.decode(NWSFixtures.bytes("nws-several.json"))
    #expect(alerts.count == 8)
    let tornado = try #require(alerts.first { $0.event == "Tornado Warning" })
    #expect(tornado.severity == .extreme)
    #expect(tornado.certainty == "Observed")
    #expect(tornado.urgency == "Immediate")
    #expect(tornado.sender == "NWS Norman OK")
    #expect(tornado.area == "Oklahoma, OK")
    #expect(tornado.id.hasPrefix("urn:oid:2.49.0.1.840.0."))
    #expect(tornado.until == NWSFixtures.time("2026-01-15T15:00:00Z"))
    #expect(tornado.from == NWSFixtures.time("2026-01-15T11:30:00Z"))
    #expect(tornado.description?.contains("\n") == true)
    #expect(tornado.instruction?.hasPrefix("TAKE COVER NOW!") == true)
    let update = try #require(alerts.first { $0.messageType == "Update" })
    #expect(update.references.count == 1)
    #expect(update.references.first?.hasSuffix("aabbccdd.001.1") == true)
  }

  @Test func theRulesKeepThreeActiveAlertsMostSevereFirst() throws {
    let alerts = try AlertDecoder.decode(NWSFixtures.bytes("nws-several.json"))
    let active = AlertRules.active(alerts, now: NWSFixtures.time("2026-01-15T12:30:00Z"))
    #expect(
      active.map(\.event) == ["Tornado Warning", "Winter Storm Warning", "Cold Weather Advisory"])
    // The Update replaced the original warning: its until is the Update's.
    #expect(active[1].messageType == "Update")
    #expect(active[1].until == NWSFixtures.time("2026-01-16T06:00:00Z"))
    // ends is null: until is expires.
    #expect(active[2].ends == nil)
    #expect(active[2].until == NWSFixtures.time("2026-01-15T20:00:00Z"))
    // No test, no cancel, nothing the cancel names, nothing expired.
    #expect(!active.contains { $0.status != "Actual" })
    #expect(!active.contains { $0.event == "Flood Advisory" || $0.event == "Wind Advisory" })
    // Later, the tornado warning has ended.
    let later = AlertRules.active(alerts, now: NWSFixtures.time("2026-01-15T15:00:00Z"))
    #expect(later.map(\.event) == ["Winter Storm Warning", "Cold Weather Advisory"])
  }

  @Test func theEmptyCollectionHasNoAlerts() throws {
    #expect(try AlertDecoder.decode(NWSFixtures.bytes("nws-empty.json")).isEmpty)
  }

  @Test func aProblemReportIsAnErrorWithItsDetail() throws {
    #expect(throws: AlertError.self) {
      try AlertDecoder.decode(NWSFixtures.bytes("nws-problem-400.json"))
    }
    let bytes = try NWSFixtures.bytes("nws-problem-404.json")
    do {
      _ = try AlertDecoder.decode(bytes)
      Issue.record("a problem report decoded")
    } catch {
      #expect(error == .problem(status: 404, title: "The requested resource was not found"))
    }
  }

  @Test func notJSONOrNoFeaturesIsABadAnswer() {
    for text in ["<HTML>Access Denied</HTML>", "[1,2]", #"{"type":"FeatureCollection"}"#, ""] {
      do {
        _ = try AlertDecoder.decode(Array(text.utf8))
        Issue.record("decoded \(text)")
      } catch {
        guard case .badAnswer = error else {
          Issue.record("\(text): \(error)")
          continue
        }
      }
    }
  }

  @Test func nullsAreMissingAndAFeatureWithoutIdOrEventIsSkipped() throws {
    let alerts = try AlertDecoder.decode(
      collection([
        #"{"id":"a","event":"Heat Advisory","severity":null,"certainty":null,"urgency":null,"onset":null,"effective":null,"expires":null,"ends":null,"areaDesc":null,"senderName":null,"headline":null,"description":null,"instruction":null,"status":null,"messageType":null,"references":null}"#,
        #"{"id":null,"event":"No Id"}"#,
        #"{"id":"c","event":null}"#,
        #"null"#,
      ]))
    #expect(alerts.count == 1)
    let alert = try #require(alerts.first)
    #expect(alert.severity == .unknown)
    #expect(alert.until == nil && alert.from == nil)
    #expect(alert.headline == nil && alert.description == nil && alert.area == nil)
    #expect(alert.references.isEmpty)
    // Without a status it is not an Actual message, so it is not shown.
    #expect(AlertRules.active(alerts, now: Date()).isEmpty)
  }

  @Test func wrongTypesCountAsMissing() throws {
    let alerts = try AlertDecoder.decode(
      collection([
        #"{"id":"a","event":"Flood Watch","severity":3,"expires":1768500000,"ends":["x"],"areaDesc":{"a":1},"headline":true,"description":42,"references":"urn:x","status":"Actual","messageType":"Alert"}"#,
        #"{"id":7,"event":"Numbered"}"#,
      ]))
    #expect(alerts.count == 1)
    let alert = try #require(alerts.first)
    #expect(alert.severity == .unknown)
    #expect(alert.expires == nil && alert.ends == nil)
    #expect(alert.area == nil && alert.headline == nil && alert.description == nil)
    #expect(alert.references.isEmpty)
    #expect(AlertRules.active(alerts, now: Date()).count == 1, "no until: shown")
  }

  @Test func hugeTextIsCappedWithANote() throws {
    let huge = String(repeating: "Very long text é ", count: 20_000)
    let alerts = try AlertDecoder.decode(
      collection([
        #"{"id":"a","event":""# + String(repeating: "E", count: 5000)
          + #"","description":""# + huge + #"","instruction":"short","status":"Actual"}"#
      ]))
    let alert = try #require(alerts.first)
    #expect((alert.description?.utf8.count ?? 0) <= AlertDecoder.textLimit)
    #expect((alert.description?.utf8.count ?? 0) > AlertDecoder.textLimit - 4)
    #expect(alert.truncated)
    #expect(alert.instruction == "short")
    #expect(alert.event.count <= AlertDecoder.lineLimit + 1)
  }

  @Test func hostileCharactersNeverSurvive() throws {
    let alerts = try AlertDecoder.decode(NWSFixtures.bytes("nws-hostile.json"))
    let alert = try #require(alerts.first)
    for field in [
      alert.id, alert.event, alert.area ?? "", alert.sender ?? "", alert.headline ?? "",
      alert.description ?? "", alert.instruction ?? "",
    ] {
      #expect(!steers(field), "\(field.unicodeScalars.map { String($0.value, radix: 16) })")
    }
    #expect(alert.description?.contains("Line two") == true)
    #expect(alert.headline?.contains("\u{202E}") == false)
  }

  @Test func aCancelRemovesWhatItNamesAndARepeatedIdKeepsTheNewest() {
    let now = NWSFixtures.time("2026-06-01T12:00:00Z")
    let later = NWSFixtures.time("2026-06-01T18:00:00Z")
    let first = Alert(
      id: "a", event: "Flood Warning", severity: .severe, expires: later,
      sent: NWSFixtures.time("2026-06-01T08:00:00Z"))
    var repeated = first
    repeated.headline = "newer"
    repeated.sent = NWSFixtures.time("2026-06-01T09:00:00Z")
    let other = Alert(id: "b", event: "Heat Advisory", severity: .moderate, expires: later)
    let cancel = Alert(
      id: "c", event: "Heat Advisory", severity: .moderate, expires: later, messageType: "Cancel",
      references: ["b"])
    let active = AlertRules.active([first, repeated, other, cancel], now: now)
    #expect(active.map(\.id) == ["a"])
    #expect(active.first?.headline == "newer")
    // Exercise, System and Draft messages are not shown either.
    for status in ["Exercise", "System", "Draft", "Test"] {
      var alert = other
      alert.status = status
      #expect(AlertRules.active([alert], now: now).isEmpty, "\(status)")
    }
    // An alert whose until is exactly now has ended.
    var ending = other
    ending.expires = now
    #expect(AlertRules.active([ending], now: now).isEmpty)
  }

  @Test(arguments: 1...40)
  func theRulesOrderAnySetOfAlertsAsASortWould(seed: Int) {
    var random = SeededRandom(seed: UInt64(seed))
    let base = Date(timeIntervalSince1970: 1_790_000_000)
    let count = Int.random(in: 0...60, using: &random)
    let alerts = (0..<count).map { index in
      Alert(
        id: "id-\(Int.random(in: 0...999_999, using: &random))-\(index)", event: "Wind",
        severity: AlertSeverity.allCases.randomElement(using: &random) ?? .unknown,
        expires: Bool.random(using: &random)
          ? base + Double(Int.random(in: 0...5, using: &random)) * 3600 : nil,
        status: Int.random(in: 0..<4, using: &random) == 0 ? "Exercise" : "Actual")
    }
    func key(_ alert: Alert) -> (Int, Date, String) {
      (
        AlertSeverity.allCases.firstIndex(of: alert.severity) ?? 0,
        alert.expires ?? .distantFuture, alert.id
      )
    }
    let given = alerts.map(\.id)
    let sorted = alerts.sorted { key($0) < key($1) }
    #expect(AlertRules.ordered(alerts).map(\.id) == sorted.map(\.id))
    // Settled picks the Actual ones (ids unique, no references), ordered the same way.
    #expect(
      AlertRules.settled(alerts).map(\.id)
        == sorted.filter { $0.status == "Actual" }.map(\.id))
    #expect(alerts.map(\.id) == given, "the caller's alerts are left as they were")
  }

  @Test func timesReadTheirOffsets() {
    #expect(
      AlertDecoder.parseTime("2026-01-15T05:30:00-06:00")
        == AlertDecoder.parseTime("2026-01-15T11:30:00Z"))
    #expect(
      AlertDecoder.parseTime("2026-07-04T23:15:00+09:30")
        == AlertDecoder.parseTime("2026-07-04T13:45:00+00:00"))
    #expect(
      AlertDecoder.parseTime("2026-03-08T02:00:00.123-05:00")
        == AlertDecoder.parseTime("2026-03-08T07:00:00Z"))
    #expect(AlertDecoder.parseTime("2026-03-08T07:00:00+0000") != nil)
    #expect(AlertDecoder.parseTime("2026-03-08T07:00Z") != nil)
    for bad in [
      "2026-02-30T00:00:00Z", "2026-13-01T00:00:00Z", "2301-01-01T00:00:00Z",
      "1800-01-01T00:00:00Z", "2026-01-01T24:00:00Z", "2026-01-01T00:00:00", "yesterday",
      "2026-01-01T00:00:00+25:00", "2026-01-01T00:00:00Zjunk", "",
    ] {
      #expect(AlertDecoder.parseTime(bad) == nil, "\(bad)")
    }
  }

  @Test func severityWordsAreReadWhateverTheirCase() {
    #expect(AlertSeverity(text: "EXTREME") == .extreme)
    #expect(AlertSeverity(text: "minor") == .minor)
    #expect(AlertSeverity(text: "catastrophic") == .unknown)
    #expect(AlertSeverity.extreme < AlertSeverity.minor)
  }

  @Test func usPlacesHaveTheNWSEuropeanPlacesMeteoAlarm() {
    for code in ["US", "us", "PR", "GU", "VI", "AS", "MP"] {
      #expect(AlertSource(countryCode: code) == .nws, "\(code)")
    }
    for code in ["DE", "pt", "FR", "GB", "NO", "MK", "CH"] {
      #expect(AlertSource(countryCode: code) == .meteoalarm, "\(code)")
    }
    #expect(AlertSource(countryCode: "JP") == .jma)
    #expect(AlertSource(countryCode: "ca") == .eccc)
    #expect(AlertSource(countryCode: "kr") == .kma)
    for code in ["KP", "MX", "RU", "UK", "BR", ""] {
      #expect(AlertSource(countryCode: code) == nil, "\(code)")
    }
    #expect(AlertSource.meteoAlarmFeeds["MK"] == "republic-of-north-macedonia")
    #expect(
      AlertSource.noSource(countryName: "Japan")
        == "no official alert source for Japan in wxsh yet")
  }
}
