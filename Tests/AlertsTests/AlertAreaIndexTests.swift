import AlertModel
import Foundation
import TestSupport
import Testing

@testable import Alerts

/// scripts/make-alert-areas.py and `AlertAreaIndex` together, on a small hand-made GeoJSON.
@Suite(.size(.medium)) struct AlertAreaIndexTests {
  /// The package root.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// A fresh temporary directory, removed when the test process exits.
  static func directory() throws -> URL {
    URL(fileURLWithPath: try TemporaryDirectory(prefix: "wxsh-alert-areas").path)
  }

  /// A GeoJSON ring (lon, lat pairs) of the box, closed, with extra points along the edges
  /// (on the lines, so simplification drops them).
  static func box(_ minLat: Double, _ minLon: Double, _ maxLat: Double, _ maxLon: Double)
    -> String
  {
    let midLat = (minLat + maxLat) / 2
    let midLon = (minLon + maxLon) / 2
    let points = [
      (minLon, minLat), (midLon, minLat), (maxLon, minLat), (maxLon, midLat), (maxLon, maxLat),
      (midLon, maxLat), (minLon, maxLat), (minLon, midLat), (minLon, minLat),
    ]
    return "[" + points.map { "[\($0.0),\($0.1)]" }.joined(separator: ",") + "]"
  }

  /// Three ZZ areas: ZZ001 (10…12 N, 20…22 E); ZZ002, a MultiPolygon overlapping it
  /// (11…13 N, 21…23 E) and far away (30…31 N, 30…31 E); ZZ003 (40…44) with a hole (41…43).
  /// ZZ001 has the alias ZZ9A1. Built with the script; the index of the result.
  static func built() async throws -> (index: AlertAreaIndex, file: URL) {
    let folder = try directory()
    let geojson = """
      {"type":"FeatureCollection","features":[
      {"type":"Feature","properties":{"code":"ZZ001","type":"EMMA_ID","country":"ZZ","name":"One"},
       "geometry":{"type":"Polygon","coordinates":[\(box(10, 20, 12, 22))]}},
      {"type":"Feature","properties":{"code":"ZZ002","type":"EMMA_ID","country":"ZZ","name":"Two"},
       "geometry":{"type":"MultiPolygon","coordinates":[[\(box(11, 21, 13, 23))],
         [\(box(30, 30, 31, 31))]]}},
      {"type":"Feature","properties":{"code":"ZZ003","type":"EMMA_ID","country":"ZZ","name":"Ring"},
       "geometry":{"type":"Polygon","coordinates":[\(box(40, 40, 44, 44)),\(box(41, 41, 43, 43))]}},
      {"type":"Feature","properties":{"code":"ZZ004","type":"EMMA_ID","country":"ZZ"},
       "geometry":{"type":"Polygon","coordinates":[[[50,50],[50,50],[50,50],[50,50]]]}}
      ]}
      """
    let geocodes = folder.appendingPathComponent("geocodes.json")
    try geojson.write(to: geocodes, atomically: true, encoding: .utf8)
    let aliases = folder.appendingPathComponent("aliases.csv")
    try "CODE,ALIAS_CODE,ALIAS_TYPE\nZZ001,ZZ9A1,NUTS3\nZZ404,ZZ9B9,NUTS3\n".write(
      to: aliases, atomically: true, encoding: .utf8)
    let output = folder.appendingPathComponent(AlertAreaIndex.fileName)
    let child = try ChildProcess.spawn(
      "/usr/bin/env",
      arguments: [
        "python3", root.appendingPathComponent("scripts/make-alert-areas.py").path, geocodes.path,
        "--aliases", aliases.path, "--output", output.path,
      ], environment: ProcessInfo.processInfo.environment, stdout: .null)
    let exit = try await child.finish(timeout: 120)
    #expect(exit.status == 0, "\(child.stderr.text)")
    return (AlertAreaIndex(path: output.path), output)
  }

  @Test func theScriptWritesTheDocumentedFormat() async throws {
    let (_, file) = try await Self.built()
    let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
    #expect(lines.first?.hasPrefix("# wxsh alert areas 1 · source: MeteoAlarm geocodes") == true)
    #expect(lines.contains("L\tZZ9A1\tZZ001"))
    #expect(!lines.contains { $0.contains("ZZ004") || $0.contains("ZZ9B9") })
    let one = lines.first { $0.hasPrefix("A\tZZ001\t") }.map(String.init)
    // Simplified: the points along the edges are gone; 4 decimals, lat lon.
    #expect(
      one
        == "A\tZZ001\tZZ\t10.0000,20.0000,12.0000,22.0000\t"
        + "10.0000 20.0000,10.0000 22.0000,12.0000 22.0000,12.0000 20.0000,10.0000 20.0000")
    #expect(Array(lines.dropFirst()) == Array(lines.dropFirst()).sorted())
  }

  @Test func aPointInOverlappingAreasGetsBothAndTheAlias() async throws {
    let (index, _) = try await Self.built()
    #expect(
      index.codes(latitude: 11.5, longitude: 21.5, countryCode: "ZZ")
        == ["ZZ001", "ZZ002", "ZZ9A1"])
    #expect(
      index.codes(latitude: 10.5, longitude: 20.5, countryCode: "zz") == ["ZZ001", "ZZ9A1"])
    #expect(index.codes(latitude: 12.5, longitude: 22.5, countryCode: "ZZ") == ["ZZ002"])
    #expect(index.codes(latitude: 30.5, longitude: 30.5, countryCode: "ZZ") == ["ZZ002"])
    #expect(index.codes(latitude: 20, longitude: 20, countryCode: "ZZ").isEmpty)
  }

  @Test func aPointInAHoleIsNotInTheArea() async throws {
    let (index, _) = try await Self.built()
    #expect(index.codes(latitude: 42, longitude: 42, countryCode: "ZZ").isEmpty)
    #expect(index.codes(latitude: 40.5, longitude: 40.5, countryCode: "ZZ") == ["ZZ003"])
  }

  @Test func anotherCountryGetsNothing() async throws {
    let (index, _) = try await Self.built()
    #expect(index.codes(latitude: 11.5, longitude: 21.5, countryCode: "YY").isEmpty)
    #expect(index.codes(latitude: 11.5, longitude: 21.5, countryCode: "ZZZ").isEmpty)
  }

  @Test func aMissingOrMalformedFileGivesNothing() async throws {
    let folder = try Self.directory()
    let missing = AlertAreaIndex(path: folder.appendingPathComponent("none.tsv").path)
    #expect(missing.codes(latitude: 11.5, longitude: 21.5, countryCode: "ZZ").isEmpty)

    let garbage = folder.appendingPathComponent("garbage.tsv")
    try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) }).write(to: garbage)
    #expect(
      AlertAreaIndex(path: garbage.path).codes(latitude: 11.5, longitude: 21.5, countryCode: "ZZ")
        .isEmpty)

    let ring = "10 20,10 22,12 22,12 20,10 20"
    let overlong =
      "A\tZZ001\tZZ\t10,20,12,22\t" + ring + String(repeating: ",10 20", count: 200_000)
    let lines = [
      "# wxsh alert areas 1 · test",
      "A\tZZ001\tZZ\t10,20,12,22",
      "A\tZZ002\tZZ\t10,20,12,x\t" + ring,
      "A\tZZ003\tZZ\t10,20,12,22\t10 20,10 2e2,12 22,12 20",
      "A\tZZ004\tZZ\t10,20,12,22\t10 20,10 22,12 22,12 200",
      "A\tZZ005\tZZ\t10,20,12,22\t10 20;;",
      "A\tZZ006\tZZ\t10,20,12,22\t10 20,10 22,12 22,12 20,10 20\textra",
      "A\tZZ007 WITH SPACE\tZZ\t10,20,12,22\t" + ring,
      "L\tZZ9A1", "\t\t\t", "A", overlong,
      "A\tZZ008\tZZ\t-nan,20,12,22\t" + ring,
    ]
    let bad = folder.appendingPathComponent("bad.tsv")
    try lines.joined(separator: "\n").write(to: bad, atomically: true, encoding: .utf8)
    #expect(
      AlertAreaIndex(path: bad.path).codes(latitude: 11.5, longitude: 21.5, countryCode: "ZZ")
        .isEmpty)

    // The malformed lines are skipped, not the file: a good line after them still answers.
    let mixed = folder.appendingPathComponent("mixed.tsv")
    try (lines + ["A\tZZ009\tZZ\t10,20,12,22\t" + ring, "L\tZZ9A9\tZZ009"])
      .joined(separator: "\n").write(to: mixed, atomically: true, encoding: .utf8)
    #expect(
      AlertAreaIndex(path: mixed.path).codes(latitude: 11.5, longitude: 21.5, countryCode: "ZZ")
        == ["ZZ009", "ZZ9A9"])

    // Without the header the same good line is not read.
    let headless = folder.appendingPathComponent("headless.tsv")
    try ("A\tZZ009\tZZ\t10,20,12,22\t" + ring + "\n").write(
      to: headless, atomically: true, encoding: .utf8)
    #expect(
      AlertAreaIndex(path: headless.path).codes(
        latitude: 11.5, longitude: 21.5, countryCode: "ZZ"
      ).isEmpty)
  }

  @Test func aFileReplacedAfterItWasReadIsReadAgain() throws {
    // The table keeps no outline: each question reads the outlines it needs from the file, and
    // a file replaced since the table was made (an upgrade) is not read at the old offsets.
    let folder = try Self.directory()
    let file = folder.appendingPathComponent("replaced.tsv")
    func write(_ code: String, padding: Int) throws {
      let lines = [
        "# wxsh alert areas 1 · test" + String(repeating: " ", count: padding),
        "A\t\(code)\tZZ\t10,20,12,22\t10 20,10 22,12 22,12 20,10 20",
      ]
      try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
    }
    try write("ZZ001", padding: 0)
    let index = AlertAreaIndex(path: file.path)
    #expect(index.codes(latitude: 11.5, longitude: 21.5, countryCode: "ZZ") == ["ZZ001"])
    #expect(index.codes(latitude: 11.5, longitude: 21.5, countryCode: "ZZ") == ["ZZ001"])
    // The outline moves 40 bytes along and the area changes its code.
    try write("ZZ002", padding: 40)
    #expect(index.codes(latitude: 11.5, longitude: 21.5, countryCode: "ZZ") == ["ZZ002"])
    try FileManager.default.removeItem(at: file)
    #expect(index.codes(latitude: 11.5, longitude: 21.5, countryCode: "ZZ").isEmpty)
  }
}

/// `AlertQuery.areaCodes` in `AreaMatcher`.
@Suite(.size(.medium)) struct AreaMatcherAreaCodeTests {
  @Test func anAreaNamedByAGeocodeOfThePointMatchesAsOutline() {
    let area = AlertArea(name: "Nowhere In Particular", codes: ["EMMA_ID:XX123"])
    let plain = AreaMatcher(
      AlertQuery(latitude: 1, longitude: 2, countryCode: "XX", names: ["Somewhere"]))
    #expect(plain.match(area) == nil)
    let coded = AreaMatcher(
      AlertQuery(
        latitude: 1, longitude: 2, countryCode: "XX", names: ["Somewhere"],
        areaCodes: ["XX123"]))
    #expect(coded.match(area) == .outline)
    #expect(coded.match(AlertArea(name: "Other", codes: ["EMMA_ID:XX124"])) == nil)
    #expect(coded.match(AlertArea(name: "Other", codes: ["XX123"])) == nil)
  }
}
