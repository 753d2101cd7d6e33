import Foundation
import TestSupport
import Testing

/// Issue 28's journal defects through the built binary: one clock (the place's time as
/// stamped, on the user's 12- or 24-hour clock) in the list and in `:journal show`, and list
/// rows that stay one line however long the entry.
@Suite(.needsPlaceData, .size(.medium)) struct JournalDefectsEndToEndTests {
  let home: TemporaryDirectory
  init() throws { home = try TemporaryDirectory(prefix: "wxsh-e2e-journal-defects") }

  /// The user's zone is UTC; the entries were written in Seoul (UTC+9).
  func environment(columns: Int = 100) -> [String: String] {
    WxshBinary.environment(home: home.path, extra: ["TZ": "UTC", "COLUMNS": String(columns)])
  }

  /// Writes a schema-1 journal holding `entries` (JSON objects, as an older wxsh wrote them).
  func seed(_ entries: [String]) throws {
    try FileManager.default.createDirectory(
      atPath: home.path + "/data/wxsh", withIntermediateDirectories: true)
    let document =
      #"{"schemaVersion": 1, "minReaderVersion": 1, "entries": ["#
      + entries.joined(separator: ",") + "]}"
    try Data(document.utf8).write(to: URL(fileURLWithPath: home.path + "/data/wxsh/journal.json"))
  }

  static func entry(_ id: String, utc: String, zone: String?, text: String) -> String {
    let time = zone.map { #"{"utc": "\#(utc)", "zone": "\#($0)"}"# } ?? #"{"utc": "\#(utc)"}"#
    let place = zone.map { _ in #", "place": {"name": "Seoul", "timeZone": "Asia/Seoul"}"# } ?? ""
    return
      #"{"id": "\#(id)", "created": \#(time), "updated": \#(time), "text": "\#(text)"\#(place)}"#
  }

  @Test func theListAndShowUseThePlacesTimeOnTheChosenClock() async throws {
    // 05:15 UTC is 14:15 in Seoul.
    try seed([Self.entry("a1", utc: "2026-08-21T05:15:00Z", zone: "Asia/Seoul", text: "Rain")])
    let day = try await WxshBinary.run(
      ["-c", ":journal", "-c", ":journal show 1"], environment: environment())
    #expect(day.status == 0, "\(day.stderr)")
    let lines = day.stdout.split(separator: "\n").map(String.init)
    let row = try #require(lines.first { $0.contains("Rain") && $0.hasPrefix("1 ") })
    #expect(row.contains("2026-08-21 14:15"), "list: \(row)")
    #expect(day.stdout.contains("Entry 1 · 2026-08-21 14:15"), "\(day.stdout)")
    #expect(!day.stdout.contains("05:15"))

    let twelve = try await WxshBinary.run(
      ["-c", ":units clock 12h", "-c", ":journal", "-c", ":journal show 1"],
      environment: environment())
    #expect(twelve.status == 0, "\(twelve.stderr)")
    let listed = twelve.stdout.split(separator: "\n").map(String.init)
    let row12 = try #require(listed.first { $0.contains("Rain") && $0.hasPrefix("1 ") })
    #expect(row12.contains("2026-08-21 2:15pm"), "list: \(row12)")
    #expect(twelve.stdout.contains("Entry 1 · 2026-08-21 2:15pm"), "\(twelve.stdout)")
    #expect(!twelve.stdout.contains("14:15"))
  }

  @Test func anEntryWithoutAPlaceIsShownInTheUsersZoneOnTheChosenClock() async throws {
    try seed([Self.entry("b1", utc: "2026-08-21T17:05:00Z", zone: nil, text: "Home")])
    let result = try await WxshBinary.run(
      ["-c", ":units clock 12h", "-c", ":journal", "-c", ":journal show 1"],
      environment: environment())
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.components(separatedBy: "2026-08-21 5:05pm").count == 3, "\(result.stdout)")
  }

  @Test func aLongEntryTakesOneLineOfTheListAndShowHasAllOfIt() async throws {
    let long = (0..<1_000).map { "word\($0 % 10) " }.joined()  // 7,000 characters, one line
    try seed([
      Self.entry("c1", utc: "2026-08-21T05:15:00Z", zone: "Asia/Seoul", text: "Short one"),
      Self.entry("c2", utc: "2026-08-21T06:15:00Z", zone: "Asia/Seoul", text: long),
    ])
    let result = try await WxshBinary.run(
      ["-c", ":journal", "-c", ":journal search word3"], environment: environment(columns: 60))
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init).filter { !$0.isEmpty }
    #expect(lines.count == 3, "two rows for the list, one for the search: \(lines.count)")
    for line in lines {
      #expect(line.count <= 60, "\(line.count) characters: \(line)")
    }
    #expect(lines[0].hasSuffix("…") && lines[0].contains("word0 word1"))
    #expect(lines[1].hasSuffix("Short one"))
    let shown = try await WxshBinary.run(["-c", ":journal show 2"], environment: environment())
    #expect(shown.stdout.contains(long.trimmingCharacters(in: .whitespaces)))
  }

  @Test func aNarrowTerminalPutsTheTitleOnASecondLine() async throws {
    try seed([
      Self.entry(
        "d1", utc: "2026-08-21T05:15:00Z", zone: "Asia/Seoul",
        text: "Fog lifting over the grey river")
    ])
    let result = try await WxshBinary.run(
      ["-c", ":journal"], environment: environment(columns: 30))
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 2, "\(lines)")
    #expect(lines.allSatisfy { $0.count <= 30 }, "\(lines)")
    #expect(lines.last?.hasPrefix("   Fog lifting") == true, "\(lines)")
    #expect(lines.last?.hasSuffix("…") == true)
  }
}
