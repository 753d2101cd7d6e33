import Foundation
import TestSupport
import Testing

/// Places the offline list does not have, found through the stub's `/v1/search` (shaped like
/// Open-Meteo's geocoding answers, see GeocodingStub), and places kept under the user's own
/// name, all through the built binary.
@Suite(.needsPlaceData, .size(.medium)) struct OnlinePlacesEndToEndTests {
  let home: TemporaryDirectory
  let stub: StubServerProcess
  /// The geocoding base URL, with its own id so its requests can be counted.
  let geocoding: String

  init() async throws {
    home = try TemporaryDirectory(prefix: "wxsh-e2e-online")
    stub = try await StubServerProcess.ready()
    geocoding = stub.url()
  }

  func environment(geocoding: String? = nil, _ extra: [String: String] = [:]) -> [String: String] {
    var environment = WxshBinary.environment(home: home.path)
    environment["WXSH_GEOCODING_URL"] = geocoding ?? self.geocoding
    environment["WXSH_OPEN_METEO_URL"] = stub.url()
    for (key, value) in extra { environment[key] = value }
    return environment
  }

  func run(
    _ commands: [String], _ flags: [String] = [], geocoding: String? = nil,
    _ extra: [String: String] = [:]
  ) async throws -> WxshBinary.Result {
    try await WxshBinary.run(
      flags + commands.flatMap { ["-c", $0] },
      environment: environment(geocoding: geocoding, extra))
  }

  /// The geocoding requests made so far.
  func searches() async throws -> [String] {
    try await stub.requestURIs(under: geocoding).filter { $0.contains("/v1/search?") }
  }

  func profile() throws -> [String: Any] {
    let data = try Data(contentsOf: URL(fileURLWithPath: home.path + "/config/wxsh/profile.json"))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func aVillageTheListLacksIsFoundOnlineWithOneRequest() async throws {
    let result = try await run([":now gerlach"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Gerlach, Nevada, United States"), "\(result.stdout)")
    #expect(!result.stdout.contains("Gerlachov"))
    #expect(result.stdout.contains("America/Los_Angeles"))
    let asked = try await searches()
    #expect(asked.count == 1, "\(asked)")
    #expect(asked.first?.contains("name=gerlach") == true)
    #expect(asked.first?.contains("language=en") == true)
    // The answer is cached: a second process asks nothing.
    let again = try await run([":now gerlach"])
    #expect(again.status == 0 && again.stdout.contains("Gerlach, Nevada"))
    #expect(try await searches().count == 1)
    // `:search` lists it first, marked, before the offline prefix matches.
    let search = try await run([":search gerlach"])
    let first = search.stdout.split(separator: "\n").first.map(String.init) ?? ""
    #expect(
      first.contains("Gerlach, Nevada, United States · 206 · found online"), "\(search.stdout)")
    #expect(search.stdout.contains("Gerlachov"))
  }

  /// Issue 40 item 5: a query longer than a name (200 characters) is not sent; one of 200 is.
  @Test func aQueryLongerThanANameIsNeverSent() async throws {
    let long = String(repeating: "gerlach ", count: 40)
    let result = try await run([":search " + long])
    #expect(result.status == 1)
    #expect(result.stderr.contains("no place matches"), "\(result.stderr)")
    #expect(try await searches().isEmpty)
    _ = try await run([":search " + String(repeating: "q", count: 200)])
    #expect(try await searches().count == 1)
  }

  @Test func placesTheListHasNeverAskOnline() async throws {
    let result = try await run([
      ":now seoul", ":search seoul", ":now new york", ":search ham", ":now JFK", ":now 10001",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try await searches().isEmpty)
  }

  @Test func offlineSaysThePlaceIsNotInTheListAndOnlineSearchIsOff() async throws {
    let result = try await run([":now gerlach"], ["--offline"])
    #expect(result.status == 1)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(result.stderr)")
    #expect(result.stderr.contains("'gerlach' is not in the offline place list"))
    #expect(result.stderr.contains("online place search is off (--offline)"))
    #expect(result.stderr.contains("did you mean 'Gerlachov"))
    #expect(result.stdout.isEmpty)
    #expect(try await searches().isEmpty)
  }

  @Test func offlineAnswersFromTheCachedSearchLikeEveryOtherService() async throws {
    // `--offline` means the same for the place search as for forecasts: a cached answer of any
    // age, never a request.
    let online = try await run([":now gerlach", ":search gerlach"])
    #expect(online.status == 0, "\(online.stderr)")
    #expect(try await searches().count == 1)
    // Older than the 30 days an answer is fresh for: offline still uses it.
    let later = ["WXSH_NOW": String(Int(Date().timeIntervalSince1970) + 60 * 86_400)]
    let offline = try await run([":now gerlach", ":search gerlach"], ["--offline"], later)
    #expect(offline.status == 0, "\(offline.stderr)")
    #expect(offline.stdout.contains("Gerlach, Nevada, United States"), "\(offline.stdout)")
    #expect(offline.stdout.contains("found online"))
    #expect(!offline.stderr.contains("Searching"), "no progress line offline")
    #expect(try await searches().count == 1, "offline asked nothing")
    // Online again, the old answer is asked anew.
    let renewed = try await run([":search gerlach"], [], later)
    #expect(renewed.status == 0, "\(renewed.stderr)")
    #expect(try await searches().count == 2)
  }

  @Test func aPlaceFoundOnlineIsSavedAndWorksOffline() async throws {
    let saved = try await run([":add gerlach", ":now gerlach"])
    #expect(saved.status == 0, "\(saved.stderr)")
    #expect(saved.stdout.contains("Saved Gerlach, Nevada, United States as place 1 of 1."))
    let places = try #require(try profile()["places"] as? [[String: Any]])
    #expect(places.first?["source"] as? String == "online")
    #expect(places.first?["timeZone"] as? String == "America/Los_Angeles")
    #expect(places.first?["geonameId"] as? Int == 9_105_411)
    let offline = try await run(
      [":list", ":go gerlach", ":journal add clear skies"], ["--offline"])
    #expect(offline.status == 0, "\(offline.stderr)")
    #expect(offline.stdout.contains("Gerlach US"), "\(offline.stdout)")
    #expect(offline.stdout.contains("Gerlach, Nevada, United States"))
    let journal = try await run([":journal"], ["--offline", "--json"])
    #expect(journal.stdout.contains("\"Gerlach\""), "\(journal.stdout)")
    #expect(try await searches().count == 1, "only the first :add searched")
  }

  @Test func koreanAsksInKorean() async throws {
    let result = try await run([":search 마나롤라"], [], ["LANG": "ko_KR.UTF-8"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("마나롤라, 리구리아 주, 이탈리아"), "\(result.stdout)")
    #expect(result.stdout.contains("온라인 검색 결과"))
    let asked = try await searches()
    #expect(asked.count == 1)
    #expect(asked.first?.contains("language=ko") == true, "\(asked)")
    #expect(asked.first?.contains("name=%EB%A7%88%EB%82%98%EB%A1%A4%EB%9D%BC") == true)
    // `#1` is the place found online; saving it keeps its Korean name and works in English.
    let json = try await run([":search manarola", ":add #1"], ["--json"])
    #expect(json.stdout.contains("\"source\":\"online\""), "\(json.stdout)")
  }

  @Test func coordinatesSavedUnderYourOwnNameWorkInANewProcess() async throws {
    let saved = try await run([":add 40.7864,-119.2065 as Black Rock City"])
    #expect(saved.status == 0, "\(saved.stderr)")
    #expect(saved.stdout.contains("Saved Black Rock City — 40.7864°N 119.2065°W"))
    let places = try #require(try profile()["places"] as? [[String: Any]])
    #expect(places.first?["customName"] as? String == "Black Rock City")
    #expect(places.first?["source"] as? String == "coordinates")
    #expect(places.first?["timeZone"] as? String == "America/Los_Angeles")
    #expect(places.first?["geonameId"] == nil)
    let go = try await run([":go black rock city", ":list"])
    #expect(go.status == 0, "\(go.stderr)")
    #expect(go.stdout.contains("Black Rock City — "), "\(go.stdout)")
    #expect(go.stdout.contains("km from"))
    #expect(go.stdout.contains("Black Rock City US"))
    let json = try await run([":go black rock city"], ["--json"])
    #expect(json.stdout.contains("\"customName\":\"Black Rock City\""), "\(json.stdout)")
    #expect(try await searches().isEmpty)
  }

  @Test func renameSeoulHomeThenNowHome() async throws {
    let renamed = try await run([":add seoul", ":rename seoul Home"])
    #expect(renamed.status == 0, "\(renamed.stderr)")
    #expect(
      renamed.stdout.contains("Seoul, South Korea is now called 'Home'."), "\(renamed.stdout)")
    let home = try await run([":now home", ":list", ":journal add tea"])
    #expect(home.status == 0, "\(home.stderr)")
    #expect(home.stdout.contains("Home — Seoul"), "\(home.stdout)")
    #expect(home.stdout.contains("Home KR") || home.stdout.contains("Home "), "\(home.stdout)")
    let journal = try await run([":journal"], ["--json"])
    #expect(journal.stdout.contains("\"Home\""), "\(journal.stdout)")
    // A name another saved place has is refused; the place's own name gives it back.
    let taken = try await run([":add busan", ":rename busan home"])
    #expect(taken.status == 1)
    #expect(taken.stderr.contains("'home' already names place 1"), "\(taken.stderr)")
    let back = try await run([":rename home seoul"])
    #expect(back.status == 0, "\(back.stderr)")
    #expect(back.stdout.contains("goes by its own name again, not 'Home'"), "\(back.stdout)")
    let places = try #require(try profile()["places"] as? [[String: Any]])
    #expect(places.allSatisfy { $0["customName"] == nil })
    #expect(try await searches().isEmpty)
  }

  @Test func aSecondOwnNameIsRefusedInKoreanAndTheFirstIsKept() async throws {
    let korean = ["LANG": "ko_KR.UTF-8"]
    let named = try await run([":add 서울 as 집"], [], korean)
    #expect(named.status == 0, "\(named.stderr)")
    let again = try await run([":add 서울 as 회사"], [], korean)
    #expect(again.status == 1)
    #expect(
      again.stderr.contains(
        "이미 1번 장소로 저장되어 있으며 이름은 '집'입니다. 새 이름('회사')으로 바꾸려면 다음을 입력하세요: :rename 1 회사"),
      "\(again.stderr)")
    let places = try #require(try profile()["places"] as? [[String: Any]])
    #expect(places.map { $0["customName"] as? String } == ["집"])
  }

  @Test func aFailingServiceIsOneLineNamingItAndOfflinePlacesKeepWorking() async throws {
    let failing = stub.url("fault=500")
    let result = try await run([":now zennor", ":now seoul"], geocoding: failing)
    #expect(result.status == 1)
    let lines = result.stderr.split(separator: "\n").filter { !$0.contains("alerts") }
    #expect(lines.count == 1, "\(result.stderr)")
    #expect(lines.first?.contains("Open-Meteo geocoding") == true, "\(result.stderr)")
    #expect(lines.first?.contains("'zennor'") == true)
    #expect(result.stdout.contains("Seoul, Seoul, South Korea"))
  }

  @Test func hostileAnswersAreCheckedAndCleaned() async throws {
    let hostile = stub.url("fault=wrong-types")
    let result = try await run([":search zennor"], geocoding: hostile)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stdout.contains("\u{1B}"))
    #expect(!result.stdout.contains("\u{07}"))
    #expect(!result.stdout.contains("\u{0}"))
    let rows = result.stdout.split(separator: "\n").filter { $0.contains("found online") }
    #expect(rows.count == 1, "only the usable result is shown: \(result.stdout)")
  }

  @Test func theOwnNameIsInThePromptAndOnTab() async throws {
    _ = try await run([":add seoul as Home", ":add busan"])
    var environment = self.environment()
    environment["TERM"] = "xterm"
    let terminal = try PseudoTerminal(
      path: WxshBinary.path, arguments: [], environment: environment)
    #expect(await terminal.waitFor { $0.contains("> ") })
    terminal.type(":go hom\t")
    #expect(await terminal.waitFor { $0.hasSuffix("Home ") }, "\(terminal.text)")
    terminal.type("\r")
    #expect(await terminal.waitFor { $0.contains("Home — Seoul") && $0.hasSuffix("° > ") })
    #expect(terminal.text.contains("Home "), "the prompt names it: \(terminal.text)")
    // A place argument offers the own name before the gazetteer's names.
    terminal.type("\u{15}:now Hom\t\t")
    #expect(await terminal.waitFor { $0.contains("Home") && $0.contains("Homestead") })
    terminal.type("\u{15}:q\r")
    #expect(await terminal.waitForExit() == 0)
  }

  @Test func aPlaceFoundOnlineIsPinnedOnlyOnceSaved() async throws {
    let refused = try await run([":here set gerlach"])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("was found online"), "\(refused.stderr)")
    let pinned = try await run([":add gerlach", ":here set gerlach"])
    #expect(pinned.status == 0, "\(pinned.stderr)")
    #expect(try profile()["homePlaceId"] as? Int == 9_105_411)
    let here = try await run([":here"], ["--offline"])
    #expect(here.stdout.contains("Gerlach"), "\(here.stdout)")
  }
}
