import AlertModel
import Alerts
import Foundation
import Terminal
import TestSize
import Testing
import Views

/// Random and boundary MeteoAlarm feeds through the decoder, the rules, the area matcher and
/// the alert views: nothing traps, no decoded or rendered text holds a steering character,
/// every text fits its cap, every outline is in range, and every line fits the width.
/// `WXSH_FUZZ_ITERATIONS=N` runs N feeds.
@Suite(.size(.large)) struct MeteoAlarmFuzzTests {
  /// Anything where a value belongs: hostile text, a wrong type, a plausible value, odd
  /// nesting, or (rarely) a huge string.
  static func value(_ input: inout FuzzInput, plausible: [String] = []) -> String {
    if !plausible.isEmpty, input.chance(0.5) { return "\"" + input.pick(plausible) + "\"" }
    switch Int.random(in: 0..<12, using: &input) {
    case 0: return input.pick(FuzzInput.wrongTypes)
    case 1: return nested(&input, depth: Int.random(in: 1...40, using: &input))
    case 2: return input.number(plausible: -1e6...1e6)
    case 3: return huge(&input)
    case 4, 5: return time(&input)
    case 6 where !plausible.isEmpty, 7 where !plausible.isEmpty:
      return "\"" + input.pick(plausible) + "\""
    default: return input.hostileString()
    }
  }

  /// A plausible, broken or out-of-range time.
  static func time(_ input: inout FuzzInput) -> String {
    "\"2026-0\(Int.random(in: 1...9, using: &input))-1\(Int.random(in: 0...9, using: &input))T"
      + "\(Int.random(in: 10...23, using: &input)):\(Int.random(in: 10...59, using: &input)):00"
      + input.pick(["Z", "+01:00", "+02:00", "-05:00", "+25:00", "", "+0100", "+01"]) + "\""
  }

  /// A long string of controls and text (up to ~40 KB of escapes).
  static func huge(_ input: inout FuzzInput) -> String {
    guard input.chance(0.3) else { return input.hostileString() }
    let piece = input.pick([
      "a", "é ", "Sturm ", "\\u001b[2J", "\\u009b", "\\u202e", "\\n", "😀", "\\r\\n", "서울 ",
    ])
    let count = Int.random(in: 500...6_000, using: &input)
    return "\"" + String(repeating: piece, count: count) + input.hostileString().dropFirst()
  }

  /// Arrays and objects inside each other, around a hostile leaf.
  static func nested(_ input: inout FuzzInput, depth: Int) -> String {
    var text = input.hostileString()
    for _ in 0..<depth {
      text = input.chance(0.5) ? "[" + text + "]" : "{\"a\":" + text + "}"
    }
    return text
  }

  /// Points outlines are drawn around and queries asked at (Bergen, Berlin, Tromsø).
  static let centres = [(60.39, 5.32), (52.52, 13.4), (69.65, 18.96)]

  /// A CAP polygon: a valid ring around a random point, or something broken.
  static func polygon(_ input: inout FuzzInput) -> String {
    switch Int.random(in: 0..<6, using: &input) {
    case 0, 1:
      let (latitude, longitude) =
        input.chance(0.7)
        ? input.pick(centres)
        : (Double.random(in: -89...89, using: &input), Double.random(in: -179...179, using: &input))
      let half = Double.random(in: 0.001...1, using: &input)
      let count = Int.random(in: 3...40, using: &input)
      var points: [String] = []
      for index in 0..<count {
        let angle = Double(index) / Double(count) * 2 * Double.pi
        let radius = half * Double.random(in: 0.2...1, using: &input)
        points.append("\(latitude + radius * sin(angle)),\(longitude + radius * cos(angle))")
      }
      points.append(points[0])
      return "\"" + points.joined(separator: " ") + "\""
    case 2:
      let count = Int.random(in: 0...12, using: &input)
      var points: [String] = []
      for _ in 0..<count {
        points.append(
          input.number(plausible: -200...200) + input.pick([",", " ", ",,", ";"])
            + input.number(plausible: -200...200))
      }
      return "\"" + points.joined(separator: input.pick([" ", "  ", "\\n", ",", "\\t"])) + "\""
    case 3: return "\"" + input.pick(["", " ", "1,2", "a,b c,d e,f g,h", "1,2 3"]) + "\""
    default: return value(&input)
    }
  }

  /// One `area`.
  static func area(_ input: inout FuzzInput) -> String {
    var members: [String] = []
    if !input.chance(0.1) {
      members.append(
        "\"areaDesc\":"
          + value(
            &input,
            plausible: [
              "Berlin", "Kreis Ludwigsburg", "Département de Paris", "Region (Alpha, Beta)",
              "Provincia di Roma", "KÖLN", "Ai", "Berlin; Potsdam",
            ]))
    }
    if input.chance(0.7) {
      members.append(
        "\"geocode\":"
          + input.array(Int.random(in: 0...3, using: &input)) { input in
            "{\"valueName\":" + value(&input, plausible: ["EMMA_ID", "NUTS3"]) + ",\"value\":"
              + value(&input, plausible: ["DE300", "FR101"]) + "}"
          })
    }
    if input.chance(0.5) {
      members.append(
        "\"polygon\":"
          + (input.chance(0.9)
            ? input.array(Int.random(in: 0...3, using: &input)) { polygon(&$0) }
            : value(&input)))
    }
    return "{" + members.joined(separator: ",") + "}"
  }

  /// Times around the test's now (2026-05-15T12:00Z).
  static let times = [
    "2026-05-15T10:00:00Z", "2026-05-15T11:00:00+01:00", "2026-05-15T18:00:00+02:00",
    "2026-05-16T06:00:00Z", "2026-05-14T06:00:00Z",
  ]

  /// One `info` block.
  static func info(_ input: inout FuzzInput) -> String {
    let fields: [(String, [String])] = [
      ("language", ["de-DE", "en", "en-GB", "fr-FR", "no", "nb-NO", "it-IT", "de"]),
      ("event", ["STURMBÖEN", "Gale", "Kuling"]),
      ("severity", ["Extreme", "Severe", "Moderate", "Minor"]),
      ("certainty", ["Likely", "Observed"]), ("urgency", ["Immediate", "Future"]),
      ("onset", times), ("effective", times), ("expires", times), ("senderName", ["DWD"]),
      ("headline", ["Amtliche WARNUNG"]), ("description", []), ("instruction", []),
    ]
    var members: [String] = []
    for (key, plausible) in fields where !input.chance(0.1) {
      members.append("\"\(key)\":" + value(&input, plausible: plausible))
    }
    if input.chance(0.7) {
      members.append(
        "\"responseType\":"
          + input.array(Int.random(in: 0...2, using: &input)) { input in
            value(&input, plausible: ["AllClear", "allclear", "Prepare", "Monitor"])
          })
    }
    if input.chance(0.8) {
      members.append(
        "\"parameter\":"
          + input.array(Int.random(in: 0...3, using: &input)) { input in
            "{\"valueName\":"
              + value(&input, plausible: ["awareness_level", "awareness_type"]) + ",\"value\":"
              + value(
                &input,
                plausible: [
                  "1; green; Minor", "2; yellow; Moderate", "3; orange; Severe", "4; red; Extreme",
                  "1; Wind", "3; Thunderstorm", "7", "red", ";", "; ;", "99; purple", "2; green",
                ]) + "}"
          })
    }
    if input.chance(0.9) {
      members.append(
        "\"area\":"
          + (input.chance(0.9)
            ? input.array(Int.random(in: 0...4, using: &input)) { area(&$0) } : value(&input)))
    }
    return "{" + members.joined(separator: ",") + "}"
  }

  /// One warning.
  static func warning(_ input: inout FuzzInput) -> String {
    if input.chance(0.05) { return value(&input) }
    var members: [String] = []
    let fields: [(String, [String])] = [
      ("identifier", ["ID-1", "ID-2", "ID-3"]), ("sender", ["opendata@dwd.de"]), ("sent", times),
      ("status", ["Actual", "Test", "actual"]), ("msgType", ["Alert", "Update", "Cancel"]),
      ("scope", ["Public"]),
      (
        "references",
        ["dwd,ID-1,2026-03-10T09:00:00+01:00", "dwd,ID-2,x dwd,ID-3,y", "ID-1", ",,, , ,"]
      ),
    ]
    for (key, plausible) in fields where !input.chance(0.15) {
      members.append("\"\(key)\":" + value(&input, plausible: plausible))
    }
    if !input.chance(0.05) {
      members.append(
        "\"info\":"
          + (input.chance(0.9)
            ? input.array(Int.random(in: 0...3, using: &input)) { info(&$0) } : value(&input)))
    }
    var text = "{\"alert\":{" + members.joined(separator: ",") + "}"
    if input.chance(0.7) { text += ",\"uuid\":" + value(&input, plausible: ["uuid-1", "uuid-2"]) }
    return text + "}"
  }

  /// A random query: a point (sometimes in a test outline's range) and names.
  static func query(_ input: inout FuzzInput) -> AlertQuery {
    let names = (0..<Int.random(in: 0...3, using: &input)).map { _ in
      input.pick([
        "Berlin", "Ludwigsburg", "Paris", "Beta", "Roma", "Köln", "Ai", "", "\u{1B}[2J",
        "Kreis", String(repeating: "x", count: 2_000),
      ])
    }
    let (latitude, longitude) =
      input.chance(0.5)
      ? input.pick(centres)
      : (Double.random(in: -90...90, using: &input), Double.random(in: -180...180, using: &input))
    return AlertQuery(
      latitude: latitude, longitude: longitude,
      countryCode: input.pick(["DE", "FR", "NO"]), names: names)
  }

  /// Fails when a one-line field steers the terminal or is over the cap.
  static func checkLine(_ field: String?) {
    guard let field else { return }
    #expect(!field.unicodeScalars.contains(where: TerminalText.isSteering))
    #expect(field.count <= AlertDecoder.lineLimit + 1)
  }

  @Test func randomFeedsDecodeMatchAndRenderSafely() async {
    var input = FuzzInput(seed: 0x3E7E_0A1A)
    let now = AlertDecoder.parseTime("2026-05-15T12:00:00Z") ?? Date()
    var decoded = 0
    var rendered = 0
    for _ in 0..<FuzzInput.iterations(250) {
      // Hand the shared test threads to others between feeds: deadline tests run meanwhile.
      await Task.yield()
      let warnings = input.array(Int.random(in: 0...6, using: &input)) { Self.warning(&$0) }
      var text =
        input.chance(0.05)
        ? "{\"warnings\":" + Self.value(&input) + "}" : "{\"warnings\":" + warnings + "}"
      if input.chance(0.05) {
        text = Self.nested(&input, depth: Int.random(in: 200...400, using: &input))
      }
      if input.chance(0.08) {
        text = String(text.prefix(Int.random(in: 0...text.count, using: &input)))
      }
      let language = input.pick(["de", "en", "fr", "nb", "no", "nn", "pt", "xx", ""])
      guard let alerts = try? MeteoAlarmDecoder.decode(Array(text.utf8), language: language)
      else { continue }
      decoded += 1
      for alert in alerts {
        #expect(!alert.id.isEmpty && !alert.event.isEmpty)
        for field in [
          alert.id, alert.event, alert.certainty, alert.urgency, alert.area, alert.sender,
          alert.headline, alert.status, alert.messageType, alert.language, alert.level,
          alert.hazard,
        ] {
          Self.checkLine(field)
        }
        for reference in alert.references { Self.checkLine(reference) }
        #expect(alert.areas.count <= MeteoAlarmDecoder.areaLimit)
        for area in alert.areas {
          #expect(!area.name.unicodeScalars.contains(where: TerminalText.isSteering))
          #expect(area.name.count <= AlertDecoder.lineLimit + 1)
          for code in area.codes {
            #expect(!code.unicodeScalars.contains(where: TerminalText.isSteering))
            #expect(code.count <= 2 * (AlertDecoder.lineLimit + 1) + 1)
          }
          for ring in area.polygons {
            #expect(ring.count >= 4 && ring.count <= MeteoAlarmDecoder.pointLimit)
            #expect(
              ring.allSatisfy {
                (-90...90).contains($0.latitude) && (-180...180).contains($0.longitude)
              })
          }
        }
        for field in [alert.description, alert.instruction] {
          #expect(
            !(field ?? "").unicodeScalars.contains { TerminalText.isSteering($0) && $0 != "\n" })
          #expect((field ?? "").utf8.count <= AlertDecoder.textLimit)
        }
        if let level = alert.level {
          #expect(["green", "yellow", "orange", "red"].contains(level))
        }
      }
      let active = AlertRules.active(alerts, now: now)
      #expect(!active.contains { $0.messageType.lowercased() == "cancel" })
      let query = Self.query(&input)
      let (here, elsewhere) = AreaMatcher(query).split(active)
      #expect(here.count + elsewhere.count == active.count)
      for alert in here {
        #expect(alert.match != nil)
        Self.checkLine(alert.area)
      }
      for width in [40, 200] {
        let settings = ViewSettings(width: width, now: now)
        var lines = AlertsView.banner(here, zone: .gmt, settings)
        lines += AlertsView.list(here, zone: .gmt, settings)
        lines += AlertsView.list(elsewhere, zone: .gmt, settings)
        for (index, alert) in (here + elsewhere.prefix(3)).enumerated() {
          lines += AlertsView.detail(
            alert, number: index + 1, zone: .gmt, source: .meteoalarm, settings)
        }
        rendered += lines.count
        for line in lines {
          #expect(!line.unicodeScalars.contains(where: TerminalText.isSteering))
          #expect(TerminalText.displayWidth(line) <= width)
        }
      }
    }
    #expect(decoded > 0)
    #expect(rendered > 0)
  }
}
