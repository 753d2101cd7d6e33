import AlertModel
import Alerts
import Foundation
import Terminal
import TestSize
import Testing
import Views

/// Random and boundary NWS answers: nothing traps, no decoded text holds a steering
/// character, every text fits its cap, and every view of what is active fits the width and
/// holds no steering character. `WXSH_FUZZ_ITERATIONS=N` runs N documents.
@Suite(.size(.large)) struct AlertDecoderFuzzTests {
  /// A random value for a string field: hostile text, a wrong type, or a plausible time.
  static func value(_ input: inout FuzzInput) -> String {
    switch Int.random(in: 0..<5, using: &input) {
    case 0: input.pick(FuzzInput.wrongTypes)
    case 1:
      "\"2026-0\(Int.random(in: 1...9, using: &input))-1\(Int.random(in: 0...9, using: &input))T"
        + "\(Int.random(in: 10...23, using: &input)):00:00"
        + input.pick(["Z", "-05:00", "+09:30", "+25:00", "", "-0600"]) + "\""
    case 2: input.pick(["\"Actual\"", "\"Alert\"", "\"Update\"", "\"Cancel\"", "\"Extreme\""])
    default: input.hostileString()
    }
  }

  /// One random feature.
  static func feature(_ input: inout FuzzInput) -> String {
    let keys = [
      "id", "event", "severity", "certainty", "urgency", "onset", "effective", "expires", "ends",
      "areaDesc", "senderName", "headline", "description", "instruction", "status",
      "messageType", "sent",
    ]
    var members: [String] = []
    for key in keys where !input.chance(0.1) {
      members.append("\"\(key)\":" + value(&input))
    }
    if input.chance(0.5) {
      members.append(
        "\"references\":"
          + input.array(Int.random(in: 0...3, using: &input)) { input in
            "{\"identifier\":" + value(&input) + "}"
          })
    }
    return "{\"type\":\"Feature\",\"properties\":{" + members.joined(separator: ",") + "}}"
  }

  @Test func randomAnswersDecodeSafely() async {
    var input = FuzzInput(seed: 0xA1E27)
    let now = AlertDecoder.parseTime("2026-05-15T12:00:00Z") ?? Date()
    var decoded = 0
    for _ in 0..<FuzzInput.iterations(150) {
      // Hand the shared test threads to others between answers: deadline tests run meanwhile.
      await Task.yield()
      let features = input.array(Int.random(in: 0...6, using: &input)) { Self.feature(&$0) }
      var text = "{\"type\":\"FeatureCollection\",\"features\":" + features + "}"
      if input.chance(0.1) {
        text = String(text.prefix(Int.random(in: 0...text.count, using: &input)))
      }
      guard let alerts = try? AlertDecoder.decode(Array(text.utf8)) else { continue }
      decoded += 1
      for alert in alerts {
        for field in [alert.id, alert.event, alert.area, alert.sender, alert.headline] {
          #expect(!(field ?? "").unicodeScalars.contains(where: TerminalText.isSteering))
          #expect((field ?? "").count <= AlertDecoder.lineLimit + 1)
        }
        for field in [alert.description, alert.instruction] {
          #expect(
            !(field ?? "").unicodeScalars.contains { TerminalText.isSteering($0) && $0 != "\n" })
          #expect((field ?? "").utf8.count <= AlertDecoder.textLimit)
        }
      }
      let active = AlertRules.active(alerts, now: now)
      for width in [40, 200] {
        let settings = ViewSettings(width: width, now: now)
        var lines = AlertsView.banner(active, zone: .gmt, settings)
        lines += AlertsView.list(active, zone: .gmt, settings)
        for (index, alert) in active.enumerated() {
          lines += AlertsView.detail(alert, number: index + 1, zone: .gmt, source: .nws, settings)
        }
        for line in lines {
          #expect(!line.unicodeScalars.contains(where: TerminalText.isSteering))
          #expect(TerminalText.displayWidth(line) <= width)
        }
      }
    }
    #expect(decoded > 0)
  }
}
