import Foundation
import TestSupport
import Testing

/// `:alerts`, the alert banner and the watch for places in South Korea through the built
/// binary, against the stub server's Korea Meteorological Administration route (the API hub's
/// `wrn_now_data.php`, Fixtures/KMA; see its README), with the district outlines and KMA zones
/// the set-up writes into share/wxsh/kma-areas.tsv.
@Suite(.needsPlaceData, .size(.medium)) struct KMAEndToEndTests {
  let home: TemporaryDirectory
  let stub: StubServerProcess

  init() async throws {
    home = try TemporaryDirectory(prefix: "wxsh-e2e-kma")
    stub = try await StubServerProcess.ready()
  }

  /// Weather from the stub, KMA from `kma` with `key`, messages in `language` (a `LANG` value).
  func environment(kma: String, key: String? = "test-key", language: String = "en_US.UTF-8")
    -> [String: String]
  {
    var environment = WxshBinary.environment(home: home.path)
    environment["WXSH_OPEN_METEO_URL"] = stub.url()
    environment["WXSH_KMA_URL"] = kma
    environment["WXSH_KMA_KEY"] = key
    environment["LANG"] = language
    environment["LC_ALL"] = nil
    environment["LC_MESSAGES"] = nil
    return environment
  }

  /// The stub URL serving `Fixtures/KMA/NAME.txt`, with a fresh id.
  func list(_ name: String = "korea") -> String { stub.url("fixture=\(name)") }

  /// The standard output of `command` (which must succeed) with KMA at `kma`.
  func run(
    _ command: String, kma: String, key: String? = "test-key", language: String = "en_US.UTF-8"
  ) async throws -> String {
    let result = try await WxshBinary.run(
      ["-c", command], environment: environment(kma: kma, key: key, language: language))
    #expect(result.status == 0, "\(command): \(result.stderr)")
    return result.stdout
  }

  /// The `--json` document of `:alerts PLACE`.
  func document(_ place: String, kma: String) async throws -> [String: Any] {
    let result = try await WxshBinary.run(
      ["--json", "-c", ":alerts " + place], environment: environment(kma: kma))
    #expect(result.status == 0, "\(result.stderr)")
    return try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
  }

  /// The events `:alerts PLACE` lists, from its `--json` document.
  func events(_ place: String, kma: String) async throws -> [String] {
    let alerts = try await document(place, kma: kma)["alerts"] as? [[String: Any]] ?? []
    return alerts.compactMap { $0["event"] as? String }.sorted()
  }

  @Test func theSetUpPlacesKoreasDistrictsInKMAsZones() throws {
    let path = PlaceData.directory.appendingPathComponent("kma-areas.tsv").path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    // Jongno-gu's outline, and its city's and its zone's lines.
    #expect(text.contains("A\tKR-11110\tKR\t"), "no Korean districts in \(path)")
    #expect(text.contains("L\tL1100400\tKR-11110\n"))
    #expect(text.contains("L\tL1100000\tKR-11110\n"))
    #expect(!text.contains("L\tL1100100\tKR-11110\n"), "Jongno is not in Seoul's south-east")
  }

  // MARK: - Which zone

  @Test func aSeoulDistrictGetsExactlyItsZonesReports() async throws {
    let kma = list()
    // Jongno-gu's office (서울서북권): a heat advisory, not the other three zones' heat warning;
    // the heavy-rain advisory there was lifted.
    #expect(
      try await events("37.5735,126.9790", kma: kma)
        == ["Heat wave advisory", "Tropical night advisory"])
    // Gangnam-gu's office (서울동남권) and Seoul's own point (Jung-gu, 서북권).
    #expect(
      try await events("37.5172,127.0473", kma: kma)
        == ["Heat wave warning", "Tropical night advisory"])
    #expect(
      try await events("seoul", kma: kma) == ["Heat wave advisory", "Tropical night advisory"])
    let out = try await run(":alerts 37.5172,127.0473", kma: kma)
    #expect(out.contains("Heat wave warning · Severe"), "\(out)")
    #expect(out.contains("서울동남권"), "the zone is the area:\n\(out)")
    #expect(out.contains("Source: Korea Meteorological Administration"), "\(out)")
    #expect(!out.contains("서울서북권"), "\(out)")
  }

  @Test func otherCitiesZonesAndAPlaceInNone() async throws {
    let kma = list()
    // Haeundae is 부산동부, Busan's Jung-gu 부산서부.
    #expect(try await events("35.1631,129.1635", kma: kma) == ["Heavy rain advisory"])
    #expect(try await events("35.1064,129.0325", kma: kma) == ["Strong wind advisory"])
    // Gwangsan-gu is 광주서부; the other four districts 광주동부, with a major (중대) warning.
    #expect(try await events("35.1396,126.7937", kma: kma) == ["Heat wave warning"])
    let gwangjuEast = try await run(":alerts 35.1460,126.9230", kma: kma)
    #expect(gwangjuEast.contains("Heat wave major warning · Extreme"), "\(gwangjuEast)")
    // Seongsan is in Jeju's east (a town-level outline), Jeju City in its north.
    #expect(try await events("33.4580,126.9300", kma: kma) == ["Strong wind advisory"])
    #expect(try await events("33.4996,126.5312", kma: kma) == [])
    // A sub-zone KMA added under 경주시 reaches Gyeongju through its parent.
    #expect(try await events("35.8562,129.2247", kma: kma) == ["Heavy rain warning"])
    // A kind the table lacks is named by KMA's word; a preliminary report is Minor.
    #expect(try await events("36.5684,128.7294", kma: kma) == ["산사태 advisory"])
    let ulleung = try await run(":alerts 37.4844,130.9057", kma: kma)
    #expect(ulleung.contains("Preliminary strong wind report · Minor"), "\(ulleung)")
    // Daejeon: no zone of its own in the list.
    let daejeon = try await run(":alerts daejeon", kma: kma)
    #expect(
      daejeon.contains(
        "No alert in force for this place. Source: Korea Meteorological Administration."),
      "\(daejeon)")
    #expect(daejeon.contains(":alerts all daejeon"), "the others are one command away:\n\(daejeon)")
    let all = try await run(":alerts all daejeon", kma: kma)
    #expect(all.contains("인천·경기북부앞바다"), "the sea zone is in the country's list:\n\(all)")
    #expect(!all.lowercased().contains("heavy rain advisory · moderate\n  서울서북권"), "\(all)")
    // One answer serves the whole country for ten minutes.
    let requests = try await stub.requestURIs(under: kma)
    #expect(requests.count == 1, "\(requests)")
    #expect(
      requests.first?.hasSuffix(
        "/api/typ01/url/wrn_now_data.php?fe=f&disp=0&help=0&authKey=test-key") == true,
      "\(requests)")
  }

  // MARK: - Language, texts, JSON

  @Test func aKoreanInterfaceReadsKMAsOwnNames() async throws {
    let kma = list()
    let out = try await run(":alerts 37.5735,126.9790", kma: kma, language: "ko_KR.UTF-8")
    #expect(out.contains("폭염주의보"), "\(out)")
    #expect(out.contains("열대야주의보"), "\(out)")
    #expect(out.contains("서울서북권"), "\(out)")
    #expect(out.contains("기상청"), "\(out)")
    #expect(!out.contains("advisory"), "\(out)")
    let gwangju = try await run(":alerts 35.1460,126.9230", kma: kma, language: "ko_KR.UTF-8")
    #expect(gwangju.contains("폭염중대경보"), "\(gwangju)")
  }

  @Test func aHostileZoneNameNeverSteersTheTerminalAndTheJSONNamesTheSource() async throws {
    let kma = list()
    let taebaek = try await run(":alerts 37.1641,128.9856", kma: kma)
    #expect(taebaek.contains("Heavy snow advisory"), "\(taebaek)")
    #expect(taebaek.contains("태백시"), "\(taebaek)")
    #expect(steeringScalars(in: taebaek).isEmpty, "\(steeringScalars(in: taebaek))")
    let document = try await document("37.1641,128.9856", kma: kma)
    let source = try #require(document["source"] as? [String: Any])
    #expect(source["id"] as? String == "kma")
    let alerts = try #require(document["alerts"] as? [[String: Any]])
    #expect(alerts.compactMap { $0["id"] as? String } == ["kma-L1020300-대설-주의"])
  }

  // MARK: - The key

  @Test func withoutAKeyOneLineSaysHowToGetOneAndNothingIsAsked() async throws {
    let kma = list()
    let result = try await WxshBinary.run(
      [], stdin: ":alerts seoul\n:units\n", environment: environment(kma: kma, key: nil))
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1, "one line:\n\(result.stderr)")
    #expect(lines.first?.contains("apihub.kma.go.kr") == true, "\(result.stderr)")
    #expect(lines.first?.contains("WXSH_KMA_KEY") == true, "\(result.stderr)")
    #expect(result.stdout.contains("Units: temperature"), "the next command ran:\n\(result.stdout)")
    // The banner on :now says nothing of a missing key.
    let now = try await WxshBinary.run(
      ["-c", ":now seoul"], environment: environment(kma: kma, key: nil))
    #expect(now.status == 0, "\(now.stderr)")
    #expect(now.stderr.isEmpty, "\(now.stderr)")
    #expect(try await stub.requestURIs(under: kma).isEmpty)
  }

  @Test func aRefusedKeyIsSaidAndNeverPrinted() async throws {
    let kma = list()
    let result = try await WxshBinary.run(
      ["-c", ":alerts seoul"], environment: environment(kma: kma, key: "refused"))
    #expect(result.status != 0)
    #expect(
      result.stderr.contains(
        "the Korea Meteorological Administration refused the key in WXSH_KMA_KEY (403)"),
      "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    // A missing fixture is the hub's 404: one line, and the key is not in it.
    let missing = try await WxshBinary.run(
      ["-c", ":alerts seoul"], environment: environment(kma: list("missing"), key: "s3cret-key"))
    #expect(missing.stderr.contains("404"), "\(missing.stderr)")
    #expect(!missing.stderr.contains("s3cret"), "\(missing.stderr)")
  }

  @Test func theWatchSendsADistrictsReportsOnceAndSkipsKoreaWithoutAKey() async throws {
    let kma = list()
    var environment = environment(kma: kma)
    environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=" + home.path + "/no-bus"
    _ = try await run(":add 37.5172,127.0473", kma: kma)
    let first = try await WxshBinary.run(["watch", "--once"], environment: environment)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout.contains("Heat wave warning"), "\(first.stdout)")
    let second = try await WxshBinary.run(["watch", "--once"], environment: environment)
    #expect(second.status == 0, "\(second.stderr)")
    #expect(!second.stdout.contains("Heat wave warning"), "sent once:\n\(second.stdout)")
    environment["WXSH_KMA_KEY"] = nil
    environment["WXSH_KMA_URL"] = list()
    let keyless = try await WxshBinary.run(["watch", "--once"], environment: environment)
    #expect(keyless.status == 0, "\(keyless.stderr)")
    #expect(!keyless.stderr.contains("KMA"), "no failed check:\n\(keyless.stderr)")
  }
}
