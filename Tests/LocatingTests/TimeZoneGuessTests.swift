import Foundation
import Locating
import Places
import TestSupport
import Testing

/// The offline guess: which zone the system inputs name, and the gazetteer place for it.
@Suite(.needsPlaceData, .size(.medium)) struct TimeZoneGuessTests {
  static let gazetteer: Gazetteer? = try? GazetteerLocator.open(
    environment: [:], executablePath: "")

  @Test(arguments: [
    ("Asia/Seoul", "Asia/Seoul"), (":Europe/Paris", "Europe/Paris"),
    (":/usr/share/zoneinfo/America/Lima", "America/Lima"),
    ("/usr/share/zoneinfo/posix/Asia/Tokyo", "Asia/Tokyo"), ("UTC", "UTC"),
    ("EST5EDT", "EST5EDT"),
  ])
  func tzVariableForms(value: String, zone: String) {
    #expect(SystemTimeZone(tzVariable: value).zoneName == zone)
  }

  @Test(arguments: ["", ":", "KST-9", "<+09>-9", "../../etc/passwd", "/etc/passwd"])
  func tzValuesThatNameNoZone(value: String) {
    #expect(SystemTimeZone(tzVariable: value).zoneName == nil)
  }

  @Test func tzWinsThenEtcTimezoneThenTheLocaltimeLink() {
    let link = "/usr/share/zoneinfo/Europe/Berlin"
    #expect(
      SystemTimeZone(tzVariable: "Asia/Seoul", etcTimezone: "Europe/Oslo", localtimeLink: link)
        .zoneName == "Asia/Seoul")
    #expect(
      SystemTimeZone(etcTimezone: "Europe/Oslo\n", localtimeLink: link).zoneName == "Europe/Oslo")
    #expect(SystemTimeZone(localtimeLink: link).zoneName == "Europe/Berlin")
    #expect(
      SystemTimeZone(localtimeLink: "../usr/share/zoneinfo/right/America/Chicago").zoneName
        == "America/Chicago")
    #expect(SystemTimeZone(localtimeLink: "/etc/some-file").zoneName == nil)
    #expect(SystemTimeZone().zoneName == nil)
  }

  @Test func readsTheFilesUnderARoot() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wxsh-tz-\(UUID().uuidString.prefix(8))")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("etc"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: root.path + "/etc/localtime", withDestinationPath: "/usr/share/zoneinfo/Asia/Seoul")
    var inputs = SystemTimeZone.read(environment: [:], root: root.path)
    #expect(inputs.etcTimezone == nil)
    #expect(inputs.zoneName == "Asia/Seoul")
    try "Europe/Lisbon\n".write(
      toFile: root.path + "/etc/timezone", atomically: true, encoding: .utf8)
    inputs = SystemTimeZone.read(environment: [:], root: root.path)
    #expect(inputs.zoneName == "Europe/Lisbon")
    inputs = SystemTimeZone.read(environment: ["TZ": "America/Lima"], root: root.path)
    #expect(inputs.zoneName == "America/Lima")
  }

  @Test(
    arguments: [
      ("Asia/Seoul", "Seoul", "KR"), ("Europe/Paris", "Paris", "FR"),
      ("America/Lima", "Lima", "PE"),
      ("Asia/Tokyo", "Tokyo", "JP"), ("Australia/Sydney", "Sydney", "AU"),
      ("Asia/Calcutta", nil, "IN"), ("US/Pacific", "Los Angeles", "US"),
    ] as [(String, String?, String)])
  func mostPopulousPlaceInTheZone(zone: String, name: String?, country: String) throws {
    let gazetteer = try #require(Self.gazetteer)
    let place = try #require(TimeZoneGuess.place(forZone: zone, in: gazetteer), "\(zone)")
    if let name { #expect(place.name == name) }
    #expect(place.countryCode == country)
  }

  @Test(arguments: ["UTC", "Etc/UTC", "Etc/GMT+3", "Mars/Olympus_Mons"])
  func zonesWithNoPlaceFallThrough(zone: String) throws {
    let gazetteer = try #require(Self.gazetteer)
    #expect(TimeZoneGuess.place(forZone: zone, in: gazetteer) == nil)
  }
}
