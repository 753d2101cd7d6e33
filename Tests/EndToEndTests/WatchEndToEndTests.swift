import Foundation
import TestSupport
import Testing

/// `wxsh watch` as a user runs it: against the stub (forced rain, an alert issued later), a
/// real session bus (Debian's `dbus-daemon`) and a notification server that records calls.
@Suite(.needsPlaceData, .size(.medium)) struct WatchEndToEndTests {
  static let recorder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Watch/notification-server.py").path

  let stub: StubServerProcess
  let bus: SessionBus
  let home: TemporaryDirectory

  init() async throws {
    stub = try await StubServerProcess.ready()
    bus = try await SessionBus(recorder: Self.recorder)
    home = try TemporaryDirectory(prefix: "wxsh-e2e-watch")
  }

  /// The environment of a run: the stub for weather and alerts, the private bus, and
  /// optionally a fixed clock.
  func environment(
    weather: String = "", alerts: String = "", now: Double? = nil, extra: [String: String] = [:]
  ) -> [String: String] {
    var environment = WxshBinary.environment(home: home.path, extra: extra)
    // The same base URL in every run of a test: the stub counts requests per prefix (after=N).
    environment["WXSH_OPEN_METEO_URL"] = stub.baseURL + (weather.isEmpty ? "" : "/" + weather)
    environment["WXSH_NWS_URL"] = stub.baseURL + (alerts.isEmpty ? "" : "/" + alerts)
    environment["DBUS_SESSION_BUS_ADDRESS"] = extra["DBUS_SESSION_BUS_ADDRESS"] ?? bus.address
    if let now { environment["WXSH_NOW"] = String(Int(now)) }
    return environment
  }

  /// Runs the shell commands `commands` (saving places, setting `:watch`) and requires them to
  /// succeed; returns their output.
  @discardableResult
  func shell(_ commands: [String], _ environment: [String: String]) async throws
    -> WxshBinary.Result
  {
    let result = try await WxshBinary.run(
      commands.flatMap { ["-c", $0] }, environment: environment)
    try #require(result.status == 0, "\(commands): \(result.stderr)")
    return result
  }

  /// The JSON lines a `--exec` command appended to `path`.
  func execLines(_ path: String) -> [[String: Any]] {
    jsonLines((try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
  }

  @Test func rainSoonIsNotifiedOnceOnTheDesktopTheTerminalAndExec() async throws {
    let weather = "id=rain-\(UUID().uuidString.prefix(8))/fixture=rain-starting"
    try await shell([":add new york"], environment(weather: weather))
    let exec = home.file("notices.jsonl")
    // The fixture's rain starts three 15-minute steps ahead: more than 5 minutes away.
    let early = try await WxshBinary.run(
      ["watch", "--once", "--rain-lead", "5"], environment: environment(weather: weather))
    #expect(early.status == 0, "\(early.stderr)")
    #expect(bus.calls().isEmpty)
    let start = Date()
    let first = try await WxshBinary.run(
      ["watch", "--once", "--rain-lead", "60", "--exec", "cat >> '\(exec)'"],
      environment: environment(weather: weather))
    #expect(first.status == 0, "\(first.stderr)")
    let calls = bus.calls()
    try #require(calls.count == 1, "\(calls) \(first.stderr)")
    let call = calls[0]
    #expect(call["app_name"] as? String == "wxsh")
    #expect(call["summary"] as? String == "Rain soon at New York City")
    #expect(call["replaces_id"] as? Int == 0)
    #expect((call["hints"] as? [String: Any])?["urgency"] as? Int == 1)
    #expect((call["hint_types"] as? [String: Any])?["urgency"] as? String == "Byte")
    let body = try #require(call["body"] as? String)
    #expect(body.hasPrefix("Rain starting in about "), "\(body)")
    // The terminal got the same two lines.
    #expect(first.stdout == "Rain soon at New York City\n  \(body)\n")
    // --exec got one JSON line with the documented fields; its time is the served rain's start.
    let lines = execLines(exec)
    try #require(lines.count == 1)
    let notice = lines[0]
    #expect(notice["kind"] as? String == "rain")
    #expect(notice["place"] as? String == "New York City")
    #expect(notice["title"] as? String == "Rain soon at New York City")
    #expect(notice["body"] as? String == body)
    let time = try #require(
      (notice["time"] as? String).flatMap { ISO8601DateFormatter().date(from: $0) })
    let steps = try await servedWetStart(weather)
    #expect(time.timeIntervalSince1970 == steps, "\(time) vs \(steps)")
    #expect(time > start)
    // A second run sends nothing: the ledger in the state directory remembers.
    let second = try await WxshBinary.run(
      ["watch", "--once", "--rain-lead", "60", "--exec", "cat >> '\(exec)'"],
      environment: environment(weather: weather))
    #expect(second.status == 0, "\(second.stderr)")
    #expect(second.stdout.isEmpty)
    #expect(bus.calls().count == 1)
    #expect(execLines(exec).count == 1)
    let state = try FileManager.default.contentsOfDirectory(atPath: home.path + "/state/wxsh")
    #expect(state.contains { $0.hasPrefix("watch-") && $0.hasSuffix(".json") }, "\(state)")
  }

  @Test func noticesSpeakTheUsersLanguage() async throws {
    let weather = "id=ko-\(UUID().uuidString.prefix(8))/fixture=rain-starting"
    let environment = self.environment(weather: weather, extra: ["LANG": "ko_KR.UTF-8"])
    try await shell([":add seoul"], environment)
    let watch = try await WxshBinary.run(
      ["watch", "--once", "--rain-lead", "60"], environment: environment)
    #expect(watch.status == 0, "\(watch.stderr)")
    let calls = bus.calls()
    try #require(calls.count == 1, "\(calls)")
    // ko.po's watch.rain.title with the place's Korean name.
    #expect(calls[0]["summary"] as? String == "서울: 곧 비 시작", "\(calls)")
    let shown = try await WxshBinary.run(["-c", ":watch"], environment: environment)
    #expect(shown.stdout.contains("끔"), "\(shown.stdout)")
  }

  /// The start of the first wet 15-minute step the stub served under `prefix`.
  func servedWetStart(_ prefix: String) async throws -> Double {
    let id = String(prefix.split(separator: "/").first ?? "")
    let log = try JSONSerialization.jsonObject(with: try await stub.get("/__requests?filter=" + id))
    let entries =
      (log as? [[String: Any]]) ?? ((log as? [String: Any])?["requests"] as? [[String: Any]]) ?? []
    let path = try #require(
      entries.compactMap { $0["uri"] as? String }.last { $0.contains("minutely_15") })
    let answer = try #require(
      try JSONSerialization.jsonObject(with: try await stub.get(path)) as? [String: Any])
    let block = try #require(answer["minutely_15"] as? [String: Any])
    let times = try #require(block["time"] as? [Double])
    let amounts = try #require(block["precipitation"] as? [Double])
    let wet = try #require(zip(times, amounts).first { $0.1 >= 0.1 })
    return wet.0 - 900
  }

  @Test func anAlertIssuedLaterIsNotifiedOnceAndItsUpgradeReplacesIt() async throws {
    let weather = "id=alert-weather-\(UUID().uuidString.prefix(8))"
    try await shell([":add oklahoma city"], environment(weather: weather))
    let exec = home.file("alerts.jsonl")
    let later = "id=alerts-\(UUID().uuidString.prefix(8))/after=1/fixture=nws-several"
    // Each run 11 minutes after the last: past the 10 minutes alerts stay cached.
    let start = Date().timeIntervalSince1970
    func watch(_ alerts: String, _ run: Int) async throws -> WxshBinary.Result {
      try await WxshBinary.run(
        ["watch", "--once", "--exec", "cat >> '\(exec)'"],
        environment: environment(weather: weather, alerts: alerts, now: start + Double(run) * 660))
    }
    let quiet = try await watch(later, 1)
    #expect(quiet.stdout.isEmpty, "\(quiet.stdout)")
    #expect(quiet.status == 0, "\(quiet.stderr)")
    #expect(bus.calls().isEmpty, "no alert yet")
    let issued = try await watch(later, 2)
    #expect(issued.status == 0, "\(issued.stderr)")
    // nws-several.json holds three active alerts (see Fixtures/NWS/README.md).
    let calls = bus.calls()
    #expect(
      calls.compactMap { $0["summary"] as? String } == [
        "Tornado Warning for Oklahoma City", "Winter Storm Warning for Oklahoma City",
        "Cold Weather Advisory for Oklahoma City",
      ], "\(issued.stdout) \(issued.stderr)")
    #expect(
      calls.compactMap { ($0["hints"] as? [String: Any])?["urgency"] as? Int } == [2, 2, 1])
    #expect(execLines(exec).map { $0["kind"] as? String } == ["alert", "alert", "alert"])
    let again = try await watch(later, 3)
    #expect(again.status == 0 && again.stdout.isEmpty, "\(again.stdout)")
    #expect(bus.calls().count == 3)
    // The advisory's update raises it to a Severe warning: one notice, in its place.
    let upgraded = try await watch("fixture=nws-upgraded", 4)
    #expect(upgraded.status == 0, "\(upgraded.stderr)")
    let all = bus.calls()
    try #require(all.count == 4, "\(all)")
    #expect(all[3]["summary"] as? String == "Upgraded: Extreme Cold Warning for Oklahoma City")
    #expect(all[3]["replaces_id"] as? Int == all[2]["id"] as? Int)
    let last = try await watch("fixture=nws-upgraded", 5)
    #expect(last.status == 0 && last.stdout.isEmpty)
    #expect(bus.calls().count == 4)
  }

  @Test func thresholdsSetWithTheWatchCommandAreNotifiedOncePerDay() async throws {
    let weather = "id=threshold-\(UUID().uuidString.prefix(8))"
    let set = try await shell(
      [":add seoul", ":watch frost 40", ":watch gusts 400", ":watch"], environment(weather: weather)
    )
    #expect(set.stdout.contains("Frost, at or below: 40°C"), "\(set.stdout)")
    #expect(set.stdout.contains("Gusts, at or above: 400 km/h"))
    #expect(set.stdout.contains("Heat, at or above: off"))
    let profile = try String(
      contentsOfFile: home.path + "/config/wxsh/profile.json", encoding: .utf8)
    #expect(profile.contains("\"watch\""), "\(profile)")
    // The coldest of the next 24 hours, as the shell shows them.
    let hourly = try await WxshBinary.run(
      ["--json", "-c", ":hourly 24 seoul"], environment: environment(weather: weather))
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(hourly.stdout.utf8)) as? [String: Any])
    let hours = try #require(document["hours"] as? [[String: Any]])
    let coldest = try #require(hours.compactMap { $0["temperature"] as? Double }.min())
    let first = try await WxshBinary.run(
      ["watch", "--once"], environment: environment(weather: weather))
    #expect(first.status == 0, "\(first.stderr)")
    let calls = bus.calls()
    // Every hour is at or below 40 °C; no gust reaches 400 km/h.
    try #require(calls.count == 1, "\(calls)")
    #expect(calls[0]["summary"] as? String == "Frost at Seoul")
    let body = try #require(calls[0]["body"] as? String)
    #expect(body.contains("down to \(Int(coldest.rounded()))°C (your limit: 40°C)"), "\(body)")
    let second = try await WxshBinary.run(
      ["watch", "--once"], environment: environment(weather: weather))
    #expect(second.status == 0 && second.stdout.isEmpty, "\(second.stdout)")
    #expect(bus.calls().count == 1)
    // Bad values say what is allowed and change nothing.
    let bad = try await WxshBinary.run(
      ["-c", ":watch frost 99", "-c", ":watch quiet 25:00-07:00"],
      environment: environment(weather: weather))
    #expect(bad.status == 1)
    #expect(bad.stderr.contains("frost takes a number from -60°C to 40°C, or off"), "\(bad.stderr)")
    #expect(bad.stderr.contains("give quiet hours like 22:00-07:00, or off"))
  }

  @Test func withoutASessionBusItSaysSoOnceAndExecStillGetsEveryNotice() async throws {
    let weather = "id=nobus-\(UUID().uuidString.prefix(8))"
    let environment = self.environment(
      weather: weather, alerts: "fixture=nws-several",
      extra: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=\(home.path)/no-such-bus"])
    try await shell([":add oklahoma city"], environment)
    let exec = home.file("nobus.jsonl")
    let result = try await WxshBinary.run(
      ["watch", "--once", "--exec", "cat >> '\(exec)'"], environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    let said = result.stderr.split(separator: "\n").filter { $0.contains("no desktop notices") }
    #expect(said.count == 1, "\(result.stderr)")
    #expect(said.first?.contains("can't reach the session bus") == true, "\(result.stderr)")
    #expect(execLines(exec).count == 3)
  }

  @Test func sigtermEndsARunningWatchWithinASecondAndOneRunsPerProfile() async throws {
    let weather = "id=term-\(UUID().uuidString.prefix(8))/fixture=rain-starting"
    try await shell([":add new york"], environment(weather: weather))
    let running = try WxshBinary.start(
      ["watch", "--rain-lead", "60"], environment: environment(weather: weather))
    // Running: it has made its first round.
    #expect(await running.stdout.waitFor(timeout: 30) { $0.contains("Rain soon at New York City") })
    // The round is over when its ledger is written (the notice comes before the other checks).
    let ledgerWritten = ContinuousClock.now + .seconds(30)
    func ledger() -> Bool {
      let state = (try? FileManager.default.contentsOfDirectory(atPath: home.path + "/state/wxsh"))
      return state?.contains { $0.hasPrefix("watch-") && $0.hasSuffix(".json") } ?? false
    }
    while !ledger(), ContinuousClock.now < ledgerWritten {
      try await Task.sleep(for: .milliseconds(20))
    }
    #expect(ledger(), "the first round wrote no ledger")
    // Between rounds it sleeps: no CPU time over two seconds, and a few tens of MB.
    func cpuTicks() -> Int? {
      guard
        let stat = try? String(contentsOfFile: "/proc/\(running.child.pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return nil }
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      guard fields.count > 13, let user = Int(fields[11]), let system = Int(fields[12]) else {
        return nil
      }
      return user + system
    }
    let before = try #require(cpuTicks())
    try await Task.sleep(for: .seconds(2))
    let after = try #require(cpuTicks())
    #expect(after - before <= 1, "\(after - before) ticks in 2 s idle")
    let status = try String(contentsOfFile: "/proc/\(running.child.pid)/status", encoding: .utf8)
    let resident =
      status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
      .flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
    #expect(resident < 80 * 1024, "resident \(resident) KB")
    let second = try await WxshBinary.run(
      ["watch", "--once"], environment: environment(weather: weather))
    #expect(second.status == 1)
    #expect(
      second.stderr.contains("wxsh watch is already running for this profile"), "\(second.stderr)")
    let sent = Date()
    running.child.kill(SIGTERM)
    let exit = await running.child.waitForExit(timeout: 10)
    let seconds = Date().timeIntervalSince(sent)
    #expect(exit?.status == 0, "\(String(describing: exit))")
    #expect(seconds < 1.0, "took \(seconds) s")
    #expect(bus.calls().count == 1, "the second round sent nothing again")
  }

  /// `HH:MM` of `date` in UTC.
  func utcClock(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "HH:mm"
    return formatter.string(from: date)
  }

  @Test func theMorningSummaryGoesOutOnceADayAtItsTime() async throws {
    let weather = "id=summary-\(UUID().uuidString.prefix(8))"
    let now = Date()
    // A minute ago (midnight when the day is younger than that): due now, in the 3-hour window.
    let minutes = Calendar(identifier: .gregorian).dateComponents(in: .gmt, from: now)
    let time =
      (minutes.hour ?? 0) == 0 && (minutes.minute ?? 0) < 1
      ? "00:00" : utcClock(now.addingTimeInterval(-60))
    let environment = self.environment(weather: weather, extra: ["TZ": "UTC"])
    let setup = try await shell([":add seoul", ":watch summary \(time)"], environment)
    #expect(setup.stdout.contains("Morning summary: \(time)"), "\(setup.stdout)")
    let first = try await WxshBinary.run(["watch", "--once"], environment: environment)
    #expect(first.status == 0, "\(first.stderr)")
    let calls = bus.calls()
    try #require(calls.count == 1, "\(calls)")
    #expect(calls[0]["summary"] as? String == "Today at Seoul")
    let body = try #require(calls[0]["body"] as? String)
    #expect(body.contains(", high ") && body.contains(", chance of rain "), "\(body)")
    #expect((calls[0]["hints"] as? [String: Any])?["urgency"] as? Int == 0)
    let second = try await WxshBinary.run(["watch", "--once"], environment: environment)
    #expect(second.status == 0 && second.stdout.isEmpty, "\(second.stdout)")
    #expect(bus.calls().count == 1)
  }

  @Test func quietHoursHoldAllButSevereAlertsUntilTheyEnd() async throws {
    let weather = "id=quiet-\(UUID().uuidString.prefix(8))/fixture=rain-starting"
    let now = Date()
    let quiet =
      utcClock(now.addingTimeInterval(-3600)) + "-" + utcClock(now.addingTimeInterval(3600))
    var environment = self.environment(
      weather: weather, alerts: "fixture=nws-several", extra: ["TZ": "UTC"])
    let setup = try await shell([":add oklahoma city", ":watch quiet \(quiet)"], environment)
    #expect(setup.stdout.contains("Quiet hours: \(quiet)"))
    let held = try await WxshBinary.run(
      ["watch", "--once", "--rain-lead", "60"], environment: environment)
    #expect(held.status == 0, "\(held.stderr)")
    // The Tornado Warning (Extreme) and the Winter Storm Warning (Severe) come through; the
    // rain and the Cold Weather Advisory (Moderate) wait.
    #expect(
      bus.calls().compactMap { $0["summary"] as? String } == [
        "Tornado Warning for Oklahoma City", "Winter Storm Warning for Oklahoma City",
      ])
    let off = try await WxshBinary.run(["-c", ":watch quiet off"], environment: environment)
    #expect(off.status == 0)
    // Eleven minutes on, past the alerts' 10-minute cache.
    environment["WXSH_NOW"] = String(Int(now.timeIntervalSince1970 + 660))
    let after = try await WxshBinary.run(
      ["watch", "--once", "--rain-lead", "60"], environment: environment)
    #expect(after.status == 0, "\(after.stderr)")
    let summaries = bus.calls().compactMap { $0["summary"] as? String }
    #expect(summaries.count == 4, "\(summaries)")
    #expect(
      Set(summaries.dropFirst(2)) == [
        "Rain soon at Oklahoma City", "Cold Weather Advisory for Oklahoma City",
      ])
  }

  @Test func aFailingServiceIsSaidOnceAndTheWatchRecovers() async throws {
    let weather = "id=down-\(UUID().uuidString.prefix(8))"
    let environment = self.environment(weather: weather + "/fixture=rain-starting")
    try await shell([":add new york"], environment)
    // The first six requests fail (each round tries more than once), then the service is back.
    var failing = environment
    failing["WXSH_OPEN_METEO_URL"] =
      stub.baseURL + "/" + weather + "/fault=503/times=6/fixture=rain-starting"
    let running = try WxshBinary.start(
      ["watch", "--rain-lead", "60", "--interval", "1s"], environment: failing)
    #expect(await running.stdout.waitFor(timeout: 60) { $0.contains("Rain soon at New York City") })
    running.child.kill(SIGTERM)
    let exit = await running.child.waitForExit(timeout: 10)
    #expect(exit?.status == 0)
    let said = running.child.stderr.text.split(separator: "\n").filter {
      $0.contains("couldn't check New York City")
    }
    #expect(said.count == 1, "\(running.child.stderr.text)")
    #expect(bus.calls().count == 1)
  }

  @Test func remoteTextReachesTheDesktopCleanAndEscapedWhereMarkupIsRead() async throws {
    // A desktop whose notification service reads markup in bodies.
    let markupBus = try await SessionBus(
      recorder: Self.recorder, capabilities: ["body", "body-markup"])
    let weather = "id=markup-\(UUID().uuidString.prefix(8))"
    var environment = self.environment(weather: weather, alerts: "fixture=nws-markup")
    environment["DBUS_SESSION_BUS_ADDRESS"] = markupBus.address
    try await shell([":add oklahoma city"], environment)
    let marked = try await WxshBinary.run(["watch", "--once"], environment: environment)
    #expect(marked.status == 0, "\(marked.stderr)")
    let body = try #require(markupBus.calls().first?["body"] as? String)
    #expect(
      body.hasPrefix(
        "Tornado Warning until 9:00AM &lt;b&gt;Take cover&lt;/b&gt; &amp; stay away from windows"),
      "\(body)")
    // The terminal gets the text as written.
    #expect(marked.stdout.contains("<b>Take cover</b> & stay away"), "\(marked.stdout)")
    // Control characters, escapes and bidi overrides in an alert never reach the desktop.
    let hostile = try TemporaryDirectory(prefix: "wxsh-e2e-watch-hostile")
    var hostileEnvironment = WxshBinary.environment(home: hostile.path)
    hostileEnvironment["WXSH_OPEN_METEO_URL"] = stub.baseURL + "/" + weather
    hostileEnvironment["WXSH_NWS_URL"] = stub.baseURL + "/fixture=nws-hostile"
    hostileEnvironment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
    try await shell([":add oklahoma city"], hostileEnvironment)
    let result = try await WxshBinary.run(["watch", "--once"], environment: hostileEnvironment)
    #expect(result.status == 0, "\(result.stderr)")
    let calls = bus.calls()
    try #require(!calls.isEmpty)
    for call in calls {
      for text in [call["summary"] as? String ?? "", call["body"] as? String ?? ""] {
        let bad = text.unicodeScalars.filter {
          $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
            || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
        }
        #expect(bad.isEmpty, "\(text.debugDescription)")
      }
    }
  }

  @Test func badOptionsAreUsageErrorsAndHelpHasExamples() async throws {
    for (arguments, said) in [
      (["--interval", "2d"], "--interval takes a duration like 30s, 5m or 1h (from 1s to 24h)"),
      (["--interval", "0s"], "--interval takes a duration like 30s, 5m or 1h"),
      (["--rain-lead", "90"], "--rain-lead takes minutes from 5 to 60"),
      (["--bogus"], "--bogus"),
    ] {
      let result = try await WxshBinary.run(["watch"] + arguments, environment: environment())
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderr.contains(said), "\(arguments): \(result.stderr)")
      #expect(result.stderr.hasSuffix("wxsh watch --help\n"))
    }
    let help = try await WxshBinary.run(["watch", "--help"], environment: environment())
    #expect(help.status == 0)
    for text in ["--rain-lead", "--exec", "--once", "--interval 5m", "wxsh watch --place seoul"] {
      #expect(help.stdout.contains(text), "\(text)")
    }
    // Nothing saved and no --place: nothing to watch, said in one line.
    let empty = try await WxshBinary.run(["watch", "--once"], environment: environment())
    #expect(empty.status == 1)
    #expect(
      empty.stderr == "wxsh: nothing to watch: save places with :add, or give --place PLACE\n")
  }

  @Test func aDayAtAFastClockStaysFlatInMemory() async throws {
    let weather = "id=day-\(UUID().uuidString.prefix(8))"
    try await shell(
      [":add seoul", ":add oklahoma city", ":add new york", ":watch frost 40"],
      environment(weather: weather))
    // 5,760 times real time: a day in 15 seconds. Rain every 15 minutes is 96 rounds.
    let running = try WxshBinary.start(
      ["watch"],
      environment: environment(
        weather: weather, alerts: "fixture=nws-several", extra: ["WXSH_CLOCK_RATE": "5760"]))
    func forecastRequests() async throws -> Int {
      let log = try JSONSerialization.jsonObject(
        with: try await stub.get("/__requests?filter=" + weather))
      let entries =
        (log as? [[String: Any]]) ?? ((log as? [String: Any])?["requests"] as? [[String: Any]])
        ?? []
      return entries.count
    }
    func residentKilobytes() -> Int? {
      let status = try? String(contentsOfFile: "/proc/\(running.child.pid)/status", encoding: .utf8)
      return status?.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
        .flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") }
    }
    func waitForRequests(_ count: Int) async throws -> Bool {
      let deadline = Date().addingTimeInterval(120)
      while Date() < deadline {
        if try await forecastRequests() >= count { return true }
        try await Task.sleep(for: .milliseconds(100))
      }
      return false
    }
    // Two hours in: the first rounds have run and the heap has settled.
    #expect(try await waitForRequests(10))
    let early = try #require(residentKilobytes())
    // A whole day: 96 rain rounds, each a request (the cache keeps a forecast 10 minutes).
    #expect(try await waitForRequests(100))
    let late = try #require(residentKilobytes())
    running.child.kill(SIGTERM)
    let exit = await running.child.waitForExit(timeout: 10)
    #expect(exit?.status == 0)
    #expect(late - early < 8 * 1024, "resident \(early) KB after 2 h, \(late) KB after a day")
    #expect(bus.calls().count >= 1, "the frost threshold was notified")
  }
}
