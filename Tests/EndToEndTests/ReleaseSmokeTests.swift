import Foundation
import TestSupport
import Testing

/// Every command once through the binary users get, against the stub server: script mode,
/// `-c`, `--json`, both providers and a `:refresh` after the cache expired.
///
/// `scripts/test` runs this suite (with the other end-to-end suites) a second time against the
/// release build through `WXSH_TEST_BINARY`; in a plain `swift test` it runs the debug build.
@Suite(.needsPlaceData, .size(.medium)) struct ReleaseSmokeTests {
  let home: TemporaryDirectory
  let stub: StubServerProcess
  /// The weather base URL (both providers), with an id of its own.
  let weather: String
  /// The location service's base URL, with an id of its own.
  let geoip: String

  init() async throws {
    home = try TemporaryDirectory(prefix: "wxsh-e2e-release")
    stub = try await StubServerProcess.ready()
    weather = stub.url()
    geoip = stub.url()
  }

  /// The isolated environment, both providers pointed at the stub; `key` turns on
  /// OpenWeatherMap's key.
  func environment(key: String? = nil, extra: [String: String] = [:]) -> [String: String] {
    var extra = extra
    extra["WXSH_OPEN_METEO_URL"] = weather
    extra["WXSH_OPENWEATHERMAP_URL"] = weather
    extra["WXSH_GEOIP_URL"] = geoip
    extra["TZ"] = "Asia/Seoul"
    extra["OPENWEATHERMAP_API_KEY"] = key
    return WxshBinary.environment(home: home.path, extra: extra)
  }

  /// A crash or a trap shows as a signal status; say so instead of a bare number.
  func expectSuccess(_ result: WxshBinary.Result, _ what: String) {
    #expect(
      result.signal == nil, "\(what): wxsh died of signal \(result.signal ?? 0): \(result.stderr)")
    #expect(result.status == 0, "\(what): status \(result.status): \(result.stderr)")
  }

  /// An executable shell script in the home directory.
  func script(_ name: String, _ body: String) throws -> String {
    let path = home.file(name)
    try Data(("#!/bin/sh\n" + body + "\n").utf8).write(to: URL(fileURLWithPath: path))
    chmod(path, 0o700)
    return path
  }

  /// Makes every cached forecast two hours old, as if the user came back later.
  func expireTheCache() throws {
    let root = home.path + "/cache"
    let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
    var expired = 0
    let pattern = try NSRegularExpression(pattern: #""fetchedAt":(-?[0-9.eE+-]+)"#)
    for file in files {
      let path = root + "/" + file
      guard let data = FileManager.default.contents(atPath: path) else { continue }
      let text = String(decoding: data, as: UTF8.self)
      let matches = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
      guard !matches.isEmpty else { continue }
      var result = text
      for match in matches.reversed() {
        guard let range = Range(match.range(at: 1), in: result), let value = Double(result[range])
        else { continue }
        result.replaceSubrange(range, with: String(value - 7200))
      }
      try Data(result.utf8).write(to: URL(fileURLWithPath: path))
      expired += 1
    }
    #expect(expired > 0, "no cached forecast under \(root)")
  }

  @Test func everyCommandOnceInAScript() async throws {
    let editor = try script("editor.sh", "printf 'edited in the editor\\n' >> \"$1\"")
    let export = home.file("journal.md")
    let commands = [
      ":help", ":help add", ":search lis", ":add lisbon", ":add seoul", ":add lima",
      "oslo", ":show lisbon", ":now seoul", ":hourly 6 seoul", ":daily 3 seoul",
      ":details lisbon", ":list", ":go 2", ":next", ":prev", ":move 3 1", ":units f",
      ":units c", ":theme none", ":theme", ":refresh", ":refresh all", ":journal add smoke entry",
      ":journal", ":journal show 1", ":journal edit 1", ":journal search smoke",
      ":journal export md " + export, ":journal rm 1 --yes", ":here", ":here set lima",
      ":here clear",
      ":rm lima", ":quit",
    ]
    let result = try await WxshBinary.run(
      [], stdin: commands.joined(separator: "\n") + "\n",
      environment: environment(extra: ["EDITOR": editor]), timeout: 120)
    expectSuccess(result, "script")
    let out = result.stdout
    for expected in [
      ":hourly", "Lisbon", "Seoul", "Lima", "Oslo", "Saved entry 1", "smoke entry",
      "Pinned Lima",
    ] {
      #expect(out.contains(expected), "script output lacks \(expected)")
    }
    #expect(FileManager.default.fileExists(atPath: export), ":journal export wrote no file")
    #expect(!out.contains("unknown command"))
    #expect(try await stub.requestURIs(under: weather).count >= 2, "weather was fetched")
    // What the script left behind: Lisbon and Seoul, in the order :move made.
    let list = try await WxshBinary.run(["-c", ":list"], environment: environment())
    expectSuccess(list, ":list")
    #expect(list.stdout.contains("Lisbon") && list.stdout.contains("Seoul"))
    #expect(!list.stdout.contains("Lima"))
  }

  @Test func dashCRunsEachCommandAndJSONIsOneDocumentPerCommand() async throws {
    let added = try await WxshBinary.run(
      ["-c", ":add lisbon", "-c", ":add seoul"], environment: environment())
    expectSuccess(added, "-c :add")
    let commands = [
      ":help", ":search ham", ":show lisbon", ":now seoul", ":hourly 3", ":daily 2", ":details",
      ":list", ":go 1", ":next", ":prev", ":units", ":theme", ":refresh", ":journal add json",
      ":journal", ":here", ":add lima", ":move 3 1", ":rm lima",
    ]
    let result = try await WxshBinary.run(
      ["--json"] + commands.flatMap { ["-c", $0] }, environment: environment(), timeout: 120)
    expectSuccess(result, "--json")
    let lines = result.stdout.split(separator: "\n")
    #expect(
      lines.count == commands.count, "\(lines.count) documents for \(commands.count) commands")
    for (index, line) in lines.enumerated() {
      let document = try? JSONSerialization.jsonObject(with: Data(line.utf8))
      #expect(document is [String: Any], "document \(index + 1) is not a JSON object: \(line)")
    }
  }

  @Test(arguments: ["open-meteo", "openweathermap"])
  func aRefreshAfterTheCacheExpiredFetchesAgain(provider: String) async throws {
    let environment = environment(key: "smoke-test-key")
    let first = try await WxshBinary.run(
      ["--provider", provider, "-c", ":add lisbon", "-c", ":now lisbon", "-c", ":daily 3"],
      environment: environment)
    expectSuccess(first, "\(provider): first fetch")
    #expect(first.stdout.contains("Lisbon"))
    let before = try await stub.requestURIs(under: weather).count
    #expect(before >= 1)
    try expireTheCache()
    let refreshed = try await WxshBinary.run(
      ["--provider", provider, "-c", ":go 1", "-c", ":refresh", "-c", ":list"],
      environment: environment)
    expectSuccess(refreshed, "\(provider): :refresh after the cache expired")
    #expect(refreshed.stdout.contains("Lisbon"))
    #expect(
      try await stub.requestURIs(under: weather).count > before,
      "\(provider): :refresh fetched nothing")
    #expect(!refreshed.stderr.contains("showing the forecast from"), "\(refreshed.stderr)")
  }
}
