import AlertModel
import Foundation
import JSON
import Terminal
import TestSize
import Testing
import Views

@testable import Alerts

/// Random and boundary answers from the Japan Meteorological Agency (bulletins, area files,
/// outlines) and Environment and Climate Change Canada: nothing traps, no decoded text holds a
/// steering character or passes its cap, and every view of the result fits the width.
/// `WXSH_FUZZ_ITERATIONS=N` runs N documents of each.
@Suite(.size(.large)) struct JMAAndECCCFuzzTests {
  static let municipality = JMAMunicipality(
    code: "1310100", office: "130000", japaneseName: "千代田区", englishName: "Chiyoda City")
  static let kinds = JMAKinds(text: "03\t3\tSevere\tレベル3大雨警報\tLevel 3 Heavy Rain Warning\n")

  /// A random value: hostile text, a wrong type, a code, a status or a time.
  static func value(_ input: inout FuzzInput) -> String {
    switch Int.random(in: 0..<6, using: &input) {
    case 0: input.pick(FuzzInput.wrongTypes)
    case 1: input.pick(["\"03\"", "\"14\"", "\"1310100\"", "\"97\"", "\"-1\"", "\"030\""])
    case 2: input.pick(["\"発表\"", "\"継続\"", "\"解除\"", "\"発表警報・注意報はなし\""])
    case 3:
      "\"2026-07-1\(Int.random(in: 0...9, using: &input))T1\(Int.random(in: 0...9, using: &input)):00:00"
        + input.pick(["+09:00", "Z", "", "+99:00"]) + "\""
    default: input.hostileString()
    }
  }

  /// A random GeoJSON geometry around Tokyo, sometimes broken.
  static func geometry(_ input: inout FuzzInput) -> String {
    if input.chance(0.15) { return input.pick(FuzzInput.wrongTypes) }
    let ring = input.array(Int.random(in: 0...6, using: &input)) { input in
      input.chance(0.1)
        ? input.pick(FuzzInput.wrongTypes)
        : "[\(Double.random(in: 139.6...139.9, using: &input)),\(Double.random(in: 35.5...35.9, using: &input))]"
    }
    let type = input.pick(["Polygon", "MultiPolygon", "Point", "Nonsense"])
    let coordinates = type == "MultiPolygon" ? "[[\(ring)]]" : "[\(ring)]"
    return "{\"type\":\"\(type)\",\"coordinates\":\(coordinates)}"
  }

  /// Checks every text of `alerts` and every view of them.
  static func check(_ alerts: [Alert], source: AlertSource) {
    let now = Date(timeIntervalSince1970: 1_784_000_000)
    for alert in alerts {
      for field in [alert.id, alert.event, alert.area, alert.sender, alert.headline] {
        #expect(!(field ?? "").unicodeScalars.contains(where: TerminalText.isSteering))
        #expect((field ?? "").count <= AlertDecoder.lineLimit + 40)
      }
      #expect(
        !(alert.description ?? "").unicodeScalars.contains {
          TerminalText.isSteering($0) && $0 != "\n"
        })
      #expect((alert.description ?? "").utf8.count <= AlertDecoder.textLimit)
    }
    let active = AlertRules.active(alerts, now: now)
    for width in [40, 80] {
      let settings = ViewSettings(width: width, now: now)
      var lines = AlertsView.banner(active, zone: .gmt, settings)
      lines += AlertsView.list(active, zone: .gmt, settings)
      for (index, alert) in active.enumerated() {
        lines += AlertsView.detail(alert, number: index + 1, zone: .gmt, source: source, settings)
      }
      for line in lines {
        #expect(!line.unicodeScalars.contains(where: TerminalText.isSteering))
        #expect(TerminalText.displayWidth(line) <= width)
      }
    }
  }

  @Test func randomBulletinsDecodeSafely() async {
    var input = FuzzInput(seed: 0x1A_0008)
    var decoded = 0
    for _ in 0..<FuzzInput.iterations(150) {
      await Task.yield()
      let documents = input.array(Int.random(in: 0...4, using: &input)) { input in
        let items = input.array(Int.random(in: 0...3, using: &input)) { input in
          let kinds = input.array(Int.random(in: 0...3, using: &input)) { input in
            "{\"code\":\(Self.value(&input)),\"status\":\(Self.value(&input))}"
          }
          let code = input.chance(0.6) ? "\"1310100\"" : Self.value(&input)
          return
            "{\"areaCode\":\(code),\"kinds\":\(input.chance(0.1) ? Self.value(&input) : kinds)}"
        }
        return "{\"reportDatetime\":\(Self.value(&input)),\"headlineText\":\(Self.value(&input)),"
          + "\"publishingOffice\":\(Self.value(&input)),\"warning\":{\"class20Items\":\(items)}}"
      }
      var text = input.chance(0.05) ? "{\"warning\":[]}" : documents
      if input.chance(0.1) {
        text = String(text.prefix(Int.random(in: 0...text.count, using: &input)))
      }
      for language in ["ja", "en"] {
        guard
          let alerts = try? JMABulletins.alerts(
            Array(text.utf8), municipality: Self.municipality, kinds: Self.kinds,
            language: language)
        else { continue }
        decoded += 1
        Self.check(alerts, source: .jma)
      }
    }
    #expect(decoded > 0)
  }

  @Test func randomAreaFilesAndOutlinesNeverTrap() async {
    var input = FuzzInput(seed: 0x1A_0009)
    var found = 0
    for _ in 0..<FuzzInput.iterations(150) {
      await Task.yield()
      var entries: [String] = []
      for index in 0..<Int.random(in: 0...4, using: &input) {
        let northEast =
          "[\(Double.random(in: 35...36, using: &input)),\(Double.random(in: 139...140, using: &input))]"
        let southWest = input.chance(0.2) ? Self.value(&input) : "[35.6,139.6]"
        entries.append("\"131\(index)100\":{\"ne\":\(northEast),\"sw\":\(southWest)}")
      }
      let relm = "{" + entries.joined(separator: ",") + "}"
      let parsedBoxes = JSONValue.parse(Array(relm.utf8)).map(JMAAreaLocator.boxes) ?? []
      let (_, nearest) = JMAAreaLocator.candidates(parsedBoxes, latitude: 35.68, longitude: 139.75)
      if nearest != nil { found += 1 }
      let outline =
        "{\"type\":\"FeatureCollection\",\"features\":[{\"type\":\"Feature\",\"geometry\":"
        + Self.geometry(&input) + "}]}"
      if let value = JSONValue.parse(Array(outline.utf8)) {
        _ = GeoJSONOutline.contains(value, latitude: 35.68, longitude: 139.75)
      }
      let area =
        "{\"offices\":{\"130000\":{}},\"class10s\":{\"130010\":{\"parent\":\(Self.value(&input))}},"
        + "\"class15s\":{\"130011\":{\"parent\":\"130010\"}},\"class20s\":{\"1310100\":"
        + "{\"name\":\(Self.value(&input)),\"enName\":\(Self.value(&input)),\"parent\":\"130011\"}}}"
      if let value = JSONValue.parse(Array(area.utf8)),
        let found = JMAMunicipality.find("1310100", in: value)
      {
        #expect(found.office == "130000")
        for name in [found.japaneseName, found.englishName ?? ""] {
          #expect(!name.unicodeScalars.contains(where: TerminalText.isSteering))
        }
      }
    }
    #expect(found > 0)
  }

  @Test func randomCanadianAnswersDecodeSafely() async {
    var input = FuzzInput(seed: 0x1A_000A)
    var decoded = 0
    let keys = [
      "alert_name_en", "alert_name_fr", "alert_text_en", "alert_text_fr", "feature_name_en",
      "feature_name_fr", "alert_type", "risk_colour_en", "status_en", "publication_datetime",
      "validity_datetime", "expiration_datetime", "event_end_datetime", "id",
    ]
    for _ in 0..<FuzzInput.iterations(150) {
      await Task.yield()
      let features = input.array(Int.random(in: 0...5, using: &input)) { input in
        var members: [String] = []
        for key in keys where !input.chance(0.1) {
          members.append("\"\(key)\":" + Self.value(&input))
        }
        return "{\"type\":\"Feature\",\"geometry\":\(Self.geometry(&input)),\"properties\":{"
          + members.joined(separator: ",") + "}}"
      }
      var text = "{\"type\":\"FeatureCollection\",\"features\":" + features + "}"
      if input.chance(0.1) {
        text = String(text.prefix(Int.random(in: 0...text.count, using: &input)))
      }
      for language in ["fr", "en"] {
        guard
          let alerts = try? ECCCDecoder.alerts(
            Array(text.utf8), latitude: 35.7, longitude: 139.75, language: language)
        else { continue }
        decoded += 1
        Self.check(alerts, source: .eccc)
      }
    }
    #expect(decoded > 0)
  }
}
