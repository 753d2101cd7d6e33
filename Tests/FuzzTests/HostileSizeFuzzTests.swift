import AlertModel
import Alerts
import Foundation
import JSON
import ProfileStore
import TestSize
import Testing
import Weather

@testable import WeatherService

/// Issue 29's classes with random input, bounded in count: numbers written back as written,
/// answers longer than asked, area names with many parts, files that are not wxsh's.
@Suite(.size(.large)) struct HostileSizeFuzzTests {
  /// A random JSON number text: sign, 1 to 40 digits, maybe a fraction and an exponent.
  static func numberText(_ input: inout FuzzInput) -> String {
    var text = input.chance(0.3) ? "-" : ""
    let digits = Int.random(in: 1...40, using: &input)
    let leadingZero = input.chance(0.2)
    text += leadingZero ? "0" : String(Int.random(in: 1...9, using: &input))
    if !leadingZero {
      for _ in 1..<digits { text += String(Int.random(in: 0...9, using: &input)) }
    }
    if input.chance(0.3) {
      text +=
        "."
        + (0..<Int.random(in: 1...25, using: &input)).map { _ in
          String(Int.random(in: 0...9, using: &input))
        }.joined()
    }
    if input.chance(0.2) { text += "e" + String(Int.random(in: -30...30, using: &input)) }
    return text
  }

  @Test func numbersSurviveAWriteAndAReadUnchanged() {
    var input = FuzzInput(seed: 0x29_0001)
    for _ in 0..<FuzzInput.iterations(2000) {
      let text = Self.numberText(&input)
      guard let value = JSONValue.parse(Array(text.utf8)) else {
        Issue.record("valid number \(text) refused")
        continue
      }
      let written = JSONWriter.line(.value(value))
      #expect(JSONValue.parse(Array(written.utf8)) == value, "\(text) → \(written)")
      if case .numeral(let kept) = value { #expect(kept == text) }
      if let double = Double(text), double.isFinite {
        #expect(value.double == (double == 0 ? 0 : double), "\(text)")
      }
    }
  }

  static let start = 1_781_481_600.0  // 2026-06-15 00:00 UTC
  static let berlin = Location(latitude: 52.52, longitude: 13.41, timeZone: "Europe/Berlin")

  /// An Open-Meteo answer (the real answer's shape) with `hours` hourly steps of 3s.
  static func openMeteo(hours: Int) -> String {
    let times = (0..<hours).map { String(Int(start) + $0 * 3600) }.joined(separator: ",")
    let column = "[" + Array(repeating: "3", count: hours).joined(separator: ",") + "]"
    let current = OpenMeteoProvider.currentVariables.map { "\"\($0)\":3" }.joined(separator: ",")
    let hourly = OpenMeteoProvider.hourlyVariables.map { "\"\($0)\":\(column)" }
      .joined(separator: ",")
    let daily = OpenMeteoProvider.dailyVariables.map { "\"\($0)\":[3]" }.joined(separator: ",")
    return """
      {"latitude":52.52,"longitude":13.41,"utc_offset_seconds":7200,"timezone":"Europe/Berlin",
      "current":{"time":\(Int(start) + 43_200),\(current)},
      "hourly":{"time":[\(times)],\(hourly)},"daily":{"time":[\(Int(start) - 7200)],\(daily)}}
      """
  }

  @Test func openMeteoAnswersLongerThanAskedNeverGrowTheForecast() async {
    var input = FuzzInput(seed: 0x29_0002)
    for _ in 0..<FuzzInput.iterations(60) {
      await Task.yield()
      let hours = input.pick([0, 1, 24, 408, 432, 433, 2000])
      let answer = Self.openMeteo(hours: hours)
      let days = Int.random(in: 1...16, using: &input)
      do {
        let forecasts = try OpenMeteoProvider.forecasts(
          from: Array(answer.utf8), locations: [Self.berlin],
          fetchedAt: Date(timeIntervalSince1970: Self.start), forecastDays: days)
        // The days asked, yesterday (`past_days=1`) and a day of alignment.
        #expect(forecasts.allSatisfy { $0.hours.count <= (days + 2) * 24 })
      } catch {
        #expect(hours > (days + 2) * 24, "\(hours) hours for \(days) days refused: \(error)")
      }
    }
  }

  @Test func areaNamesWithManyPartsMatchOnlyByTheirFirstParts() {
    var input = FuzzInput(seed: 0x29_0003)
    let matcher = AreaMatcher(
      AlertQuery(latitude: 0, longitude: 0, countryCode: "DE", names: ["Berlin"]))
    for _ in 0..<FuzzInput.iterations(500) {
      let count = Int.random(in: 1...300, using: &input)
      let position = Int.random(in: 0..<count, using: &input)
      let parts = (0..<count).map { $0 == position ? "Berlin" : input.pick(["ab", "Mitte", "x"]) }
      let separator = input.pick([";", ",", "/", " (", ")"])
      let name = parts.joined(separator: separator)
      let found = matcher.match(AlertArea(name: name)) == .name
      if position < AreaMatcher.maximumNameParts || count == 1 {
        #expect(found || separator == " (", "\(name.prefix(80))")
      }
    }
  }

  @Test func filesThatAreNotJSONObjectsAreNeverMoved() throws {
    var input = FuzzInput(seed: 0x29_0004)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wxsh-fuzz-foreign-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("profile.json").path
    for _ in 0..<FuzzInput.iterations(150) {
      let first = input.pick(["#", "export ", "[", "\"", "1", "alias ", "<?xml", "a"])
      let rest = (0..<Int.random(in: 0...40, using: &input)).map { _ in
        input.pick(["x", " ", "\n", "{", "}", "\"places\"", ":", "\u{00}"])
      }.joined()
      let bytes = Data((first + rest).utf8)
      try bytes.write(to: URL(fileURLWithPath: path))
      let store = ProfileStore(path: path)
      #expect(store.isReadOnly)
      #expect(throws: ProfileError.self) { try store.update(.setTheme(.dark)) }
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["profile.json"])
    }
  }
}
