import AlertModel
import Foundation
import TestSupport
import Testing

@testable import Alerts

/// The MeteoAlarm fixtures beside the end-to-end tests, as raw feeds.
enum MeteoAlarmFixtures {
  /// The folder `Tests/EndToEndTests/Fixtures/MeteoAlarm`.
  static var folder: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("EndToEndTests/Fixtures/MeteoAlarm")
  }

  /// Every feed fixture's name.
  static let names = [
    "germany", "germany-hostile", "france", "norway-polygon", "bosnia", "lithuania", "empty",
  ]

  /// The bytes of `NAME.json`.
  static func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: folder.appendingPathComponent(name + ".json")))
  }
}

/// The digest of a MeteoAlarm feed (``AlertDigest``): written and read back unchanged, a
/// damaged or old file never trusted, the same warnings for every place as decoding the whole
/// feed, and made again by the client from the raw answer when it is missing or damaged.
@Suite(.size(.small)) struct AlertDigestTests {
  /// Places the fixtures have warnings for (or, Mostar and Kaunas, none), as the client asks.
  static let places: [(feed: String, query: AlertQuery)] = [
    (
      "germany",
      AlertQuery(latitude: 52.52, longitude: 13.405, countryCode: "DE", names: ["Berlin"])
    ),
    (
      "germany",
      AlertQuery(
        latitude: 52.52, longitude: 13.405, countryCode: "DE", names: ["Berlin"],
        areaCodes: ["DE202"], outlinesCoverCountry: true)
    ),
    (
      "germany",
      AlertQuery(
        latitude: 48.89, longitude: 9.19, countryCode: "DE", names: ["Ludwigsburg"],
        areaCodes: ["DE241"], outlinesCoverCountry: true)
    ),
    (
      "germany-hostile",
      AlertQuery(latitude: 52.52, longitude: 13.405, countryCode: "DE", names: ["Berlin"])
    ),
    ("france", AlertQuery(latitude: 48.857, longitude: 2.352, countryCode: "FR", names: ["Paris"])),
    (
      "norway-polygon",
      AlertQuery(latitude: 60.39, longitude: 5.32, countryCode: "NO", names: ["Bergen"])
    ),
    (
      "norway-polygon",
      AlertQuery(latitude: 69.65, longitude: 18.96, countryCode: "NO", names: ["Tromsø"])
    ),
    (
      "bosnia",
      AlertQuery(
        latitude: 44.2, longitude: 17.9, countryCode: "BA", names: ["Zenica"], areaCodes: ["BA004"],
        outlinesCoverCountry: true)
    ),
    (
      "bosnia",
      AlertQuery(
        latitude: 43.34, longitude: 17.81, countryCode: "BA", names: ["Mostar"],
        areaCodes: ["BA008"], outlinesCoverCountry: true)
    ),
    (
      "lithuania",
      AlertQuery(
        latitude: 55.6, longitude: 26.43, countryCode: "LT", names: ["Visaginas"],
        areaCodes: ["LT009", "LT030"], outlinesCoverCountry: true)
    ),
    (
      "lithuania", AlertQuery(latitude: 54.9, longitude: 23.9, countryCode: "LT", names: ["Kaunas"])
    ),
  ]

  /// Moments around the fixtures' newest messages (2026-03 to 2026-10), some after warnings
  /// expired.
  static let moments: [Date] = [
    "2026-03-10T11:00:00Z", "2026-03-10T19:30:00Z", "2026-05-14T06:30:00Z",
    "2026-05-14T20:00:00Z", "2026-07-03T05:00:00Z", "2026-10-20T09:30:00Z",
  ].map { AlertDecoder.parseTime($0) ?? .distantPast }

  @Test(arguments: MeteoAlarmFixtures.names)
  func aDigestReadsBackAsItWasWritten(name: String) throws {
    for language in ["en", "de", "fr", "no"] {
      let digest = try AlertDigest(
        feed: MeteoAlarmFixtures.bytes(name), fetched: Date(timeIntervalSince1970: 1_773_140_400.7),
        language: language)
      #expect(digest.fetched == Date(timeIntervalSince1970: 1_773_140_400))
      let read = try #require(AlertDigest(encoded: digest.encoded()), "\(name) in \(language)")
      #expect(read == digest, "\(name) in \(language)")
    }
  }

  @Test func aDigestIsSmallerThanTheFeedAndHoldsEachTextOnce() throws {
    let feed = try MeteoAlarmFixtures.bytes("germany-hostile")
    let digest = try AlertDigest(feed: feed, fetched: Date(), language: "en")
    #expect(digest.encoded().count < feed.count / 4, "the 100,000-character description is cut")
    let copies = Array(repeating: digest.alerts[0], count: 50)
    let many = AlertDigest(fetched: digest.fetched, language: "en", alerts: copies)
    #expect(many.encoded().count < digest.encoded().count + 50 * 64, "texts are kept once")
  }

  @Test func textsAreKeptByteForByteOnceEachHoweverMany() throws {
    let feed = try MeteoAlarmFixtures.bytes("germany")
    let digest = try AlertDigest(feed: feed, fetched: Date(), language: "en")
    var alerts: [Alert] = []
    // "Île" precomposed and decomposed: equal as Swift strings, not as bytes.
    for (index, area) in ["\u{CE}le-de-France", "I\u{302}le-de-France"].enumerated() {
      var alert = digest.alerts[0]
      alert.id = "accent-\(index)"
      alert.area = area
      alerts.append(alert)
    }
    // Thousands of distinct texts (the table grows many times), each written twice.
    for index in 0..<3_000 {
      var alert = digest.alerts[0]
      alert.id = "many-\(index % 1_500)"
      alert.headline = "Headline \(index % 1_500) \u{1F32A}"
      alerts.append(alert)
    }
    let written = AlertDigest(fetched: digest.fetched, language: "en", alerts: alerts)
    let read = try #require(AlertDigest(encoded: written.encoded()))
    #expect(
      read.alerts.map { Array(($0.area ?? "").utf8) } == alerts.map { Array(($0.area ?? "").utf8) })
    #expect(read.alerts.map(\.headline) == alerts.map(\.headline))
    #expect(read.alerts.map(\.id) == alerts.map(\.id))
    var writer = DigestWriter()
    for alert in alerts { AlertDigest.write(alert, to: &writer) }
    let distinct = Set(writer.strings.map { Array($0.utf8) })
    #expect(distinct.count == writer.strings.count, "each text once")
    #expect(writer.strings.filter { $0.hasPrefix("Headline ") }.count == 1_500)
    #expect(writer.strings.filter { $0.hasSuffix("le-de-France") }.count == 2)
  }

  @Test func aDamagedShortenedOrOldFileIsNotRead() throws {
    let digest = try AlertDigest(
      feed: MeteoAlarmFixtures.bytes("norway-polygon"), fetched: Date(), language: "en")
    let bytes = digest.encoded()
    #expect(AlertDigest(encoded: []) == nil)
    for length in stride(from: 0, to: bytes.count, by: 7) {
      #expect(AlertDigest(encoded: Array(bytes.prefix(length))) == nil, "cut at \(length)")
    }
    for offset in stride(from: 0, to: bytes.count, by: 11) {
      var flipped = bytes
      flipped[offset] ^= 0x5A
      #expect(AlertDigest(encoded: flipped) == nil, "byte \(offset) changed")
    }
    var old = bytes
    old[AlertDigest.magic.count] = AlertDigest.version &- 1
    #expect(AlertDigest(encoded: old) == nil, "another version")
    #expect(AlertDigest(encoded: bytes + [0]) == nil, "a trailing byte")
    #expect(AlertDigest(encoded: Array(#"{"warnings":[]}"#.utf8)) == nil, "a raw feed")
  }

  @Test func theDigestGivesEveryPlaceTheSameWarningsAsTheWholeFeed() throws {
    for (name, query) in Self.places {
      let feed = try MeteoAlarmFixtures.bytes(name)
      for language in ["en", "de"] {
        let digest = try #require(
          AlertDigest(
            encoded: AlertDigest(feed: feed, fetched: Date(), language: language).encoded()))
        let decoded = try MeteoAlarmDecoder.decode(feed, language: language)
        for now in Self.moments {
          let whole = AreaMatcher(query).split(AlertRules.active(decoded, now: now))
          let digested = AreaMatcher(query).split(AlertRules.current(digest.alerts, now: now))
          #expect(digested.here == whole.here, "\(name) \(query.names) \(language) \(now)")
          #expect(digested.elsewhere == whole.elsewhere, "\(name) \(query.names) \(now)")
        }
      }
    }
  }

  @Test func theRulesSettledOnceAndNarrowedToAMomentAreTheActiveRules() throws {
    for name in MeteoAlarmFixtures.names {
      let alerts = try MeteoAlarmDecoder.decode(MeteoAlarmFixtures.bytes(name), language: "en")
      let settled = AlertRules.settled(alerts)
      for now in Self.moments {
        #expect(AlertRules.current(settled, now: now) == AlertRules.active(alerts, now: now))
      }
    }
  }

  // MARK: The client

  /// A client that never reaches the network (a closed port) and caches under `home`.
  func client(_ home: TemporaryDirectory, language: String = "en_US.UTF-8") -> MeteoAlarmClient {
    MeteoAlarmClient(
      environment: [MeteoAlarmClient.variable: "http://127.0.0.1:9", "LANG": language],
      cacheDirectory: home.path + "/cache")
  }

  let berlin = AlertQuery(
    latitude: 52.52, longitude: 13.405, countryCode: "DE", names: ["Berlin"],
    areaCodes: ["DE202"], outlinesCoverCountry: true)
  let fetched = AlertDecoder.parseTime("2026-03-10T11:05:00Z") ?? .distantPast
  let now = AlertDecoder.parseTime("2026-03-10T11:10:00Z") ?? .distantPast

  /// The report for Berlin from the whole feed, as before digests.
  func expected() throws -> AlertReport {
    let alerts = try MeteoAlarmDecoder.decode(MeteoAlarmFixtures.bytes("germany"), language: "en")
    let (here, elsewhere) = AreaMatcher(berlin).split(AlertRules.active(alerts, now: now))
    return AlertReport(
      source: .meteoalarm, alerts: here, fetched: fetched, fromCache: true, elsewhere: elsewhere)
  }

  @Test func aLaterRunAnswersFromTheDigestWithoutTheRawFeed() async throws {
    let home = try TemporaryDirectory(prefix: "wxsh-digest")
    let cache = try #require(client(home).cache)
    try cache.store(
      MeteoAlarmFixtures.bytes("germany"), fetched: fetched, source: .meteoalarm,
      key: "feeds-germany")
    let first = try await client(home).alerts(for: berlin, now: now)
    let digestPath = cache.digestPath(source: .meteoalarm, key: "feeds-germany", language: "en")
    #expect(FileManager.default.fileExists(atPath: digestPath), "the digest was written")
    try FileManager.default.removeItem(
      atPath: cache.path(source: .meteoalarm, key: "feeds-germany"))
    // A new client (a new process): nothing in memory, no raw feed, no network.
    let second = try await client(home).alerts(for: berlin, now: now)
    let expected = try expected()
    for report in [first, second] {
      #expect(report.fromCache)
      #expect(report.fetched == fetched)
      #expect(report.alerts == expected.alerts)
      #expect(report.elsewhere == expected.elsewhere)
      #expect(report.alerts.map(\.event) == ["gale-force gusts", "severe thunderstorm"])
    }
  }

  @Test(arguments: ["garbage", "empty", "old version", "earlier fetch", "other language"])
  func aMissingDamagedOrOldDigestIsMadeAgainFromTheRawFeed(damage: String) async throws {
    let home = try TemporaryDirectory(prefix: "wxsh-digest")
    let cache = try #require(client(home).cache)
    let feed = try MeteoAlarmFixtures.bytes("germany")
    try cache.store(feed, fetched: fetched, source: .meteoalarm, key: "feeds-germany")
    let path = cache.digestPath(source: .meteoalarm, key: "feeds-germany", language: "en")
    let good = try AlertDigest(feed: feed, fetched: fetched, language: "en")
    switch damage {
    case "garbage":
      try Data("not a digest \u{1}\u{2}".utf8).write(to: URL(fileURLWithPath: path))
    case "empty":
      try Data().write(to: URL(fileURLWithPath: path))
    case "old version":
      var bytes = good.encoded()
      bytes[AlertDigest.magic.count] = 0
      try Data(bytes).write(to: URL(fileURLWithPath: path))
    case "earlier fetch":
      // A digest of an answer fetched an hour before, with none of today's warnings.
      let earlier = AlertDigest(
        fetched: fetched.addingTimeInterval(-3600), language: "en", alerts: [])
      try cache.storeDigest(earlier, source: .meteoalarm, key: "feeds-germany")
    default:
      // Written in German under the English name.
      let german = try AlertDigest(feed: feed, fetched: fetched, language: "de")
      try Data(german.encoded()).write(to: URL(fileURLWithPath: path))
    }
    let report = try await client(home).alerts(for: berlin, now: now, offline: true)
    let expected = try expected()
    #expect(report.alerts == expected.alerts, "\(damage)")
    #expect(report.elsewhere == expected.elsewhere, "\(damage)")
    let rewritten = try #require(
      cache.digest(source: .meteoalarm, key: "feeds-germany", language: "en"))
    #expect(rewritten == good, "\(damage): the digest was written again")
  }

  @Test func eachLanguageHasItsOwnDigest() async throws {
    let home = try TemporaryDirectory(prefix: "wxsh-digest")
    let cache = try #require(client(home).cache)
    try cache.store(
      MeteoAlarmFixtures.bytes("germany"), fetched: fetched, source: .meteoalarm,
      key: "feeds-germany")
    let english = try await client(home).alerts(for: berlin, now: now)
    let german = try await client(home, language: "de_DE.UTF-8").alerts(for: berlin, now: now)
    #expect(english.alerts.first?.event == "gale-force gusts")
    #expect(german.alerts.first?.event == "STURMBÖEN")
    let again = try await client(home).alerts(for: berlin, now: now)
    #expect(again.alerts == english.alerts)
    #expect(cache.digest(source: .meteoalarm, key: "feeds-germany", language: "de") != nil)
  }
}
