import Foundation
import Terminal
import TestSupport
import Testing

/// `:here` through the built binary: the time-zone guess offline, pinning across restarts,
/// consent asked only in a terminal, and no location request without stored consent.
@Suite(.needsPlaceData, .size(.medium)) struct HereEndToEndTests {
  let home: TemporaryDirectory
  let stub: StubServerProcess
  /// The location service's base URL, with an id of its own.
  let geoip: String

  init() async throws {
    home = try TemporaryDirectory(prefix: "wxsh-e2e-here")
    stub = try await StubServerProcess.ready()
    geoip = stub.url()
  }

  func environment(tz: String, geoip: String? = nil) -> [String: String] {
    WxshBinary.environment(
      home: home.path,
      extra: [
        "TZ": tz, "WXSH_OPEN_METEO_URL": stub.url(), "WXSH_GEOIP_URL": geoip ?? self.geoip,
      ])
  }

  func document(_ output: String) throws -> [String: Any] {
    let line = try #require(output.split(separator: "\n").last)
    return try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
  }

  func profile() throws -> [String: Any] {
    let data = try Data(contentsOf: URL(fileURLWithPath: home.path + "/config/wxsh/profile.json"))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func seoulFromTheTimeZoneWithoutALocationRequest() async throws {
    let text = try await WxshBinary.run(
      ["-c", ":here"], environment: environment(tz: "Asia/Seoul"))
    #expect(text.status == 0, "\(text.stderr)")
    #expect(text.stdout.contains("My Location"))
    #expect(text.stdout.contains("Seoul"))
    #expect(text.stdout.contains("approximate, from your time zone"))
    let json = try await WxshBinary.run(
      ["--json", "-c", ":here"], environment: environment(tz: ":Asia/Seoul"))
    let doc = try document(json.stdout)
    #expect(doc["command"] as? String == "here")
    #expect((doc["place"] as? [String: Any])?["name"] as? String == "Seoul")
    let location = try #require(doc["location"] as? [String: Any])
    #expect(location["method"] as? String == "timezone")
    #expect(location["label"] as? String == "approximate, from your time zone")
    #expect(location["timezone"] as? String == "Asia/Seoul")
    #expect(try await stub.requestURIs(under: geoip).isEmpty)
  }

  @Test func pinnedLimaWinsAcrossRestartsUntilCleared() async throws {
    let set = try await WxshBinary.run(
      ["-c", ":here set lima"], environment: environment(tz: "Asia/Seoul"))
    #expect(set.status == 0, "\(set.stderr)")
    #expect(set.stdout.contains("Pinned Lima"))
    let after = try await WxshBinary.run(
      ["--json", "-c", ":here"], environment: environment(tz: "Asia/Seoul"))
    let doc = try document(after.stdout)
    #expect((doc["place"] as? [String: Any])?["name"] as? String == "Lima")
    #expect((doc["place"] as? [String: Any])?["country"] as? String == "PE")
    #expect((doc["location"] as? [String: Any])?["method"] as? String == "pinned")
    #expect(try profile()["homePlaceId"] != nil)
    let cleared = try await WxshBinary.run(
      ["--json", "-c", ":here clear", "-c", ":here"], environment: environment(tz: "Asia/Seoul"))
    let last = try document(cleared.stdout)
    #expect((last["place"] as? [String: Any])?["name"] as? String == "Seoul")
  }

  @Test func scriptsNeverAskAndNeverSend() async throws {
    let result = try await WxshBinary.run(
      [], stdin: ":here\n:here\n", environment: environment(tz: "Etc/UTC"))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stdout.contains("[y/N]"))
    #expect(result.stdout.contains("Could not tell where you are"))
    #expect(result.stdout.contains(":here allow"))
    #expect(try await stub.requestURIs(under: geoip).isEmpty)
    let consent = (try? profile())?["locationConsent"] as? String
    #expect(consent == nil || consent == "unset", "nothing stored without an answer")
  }

  @Test func deniedIsStoredAndNothingIsSent() async throws {
    let result = try await WxshBinary.run(
      ["-c", ":here deny", "-c", ":here"], environment: environment(tz: "UTC"))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("network location is off"))
    #expect(try profile()["locationConsent"] as? String == "denied")
    #expect(try await stub.requestURIs(under: geoip).isEmpty)
  }

  @Test func allowedLooksUpThroughTheStub() async throws {
    let result = try await WxshBinary.run(
      ["--json", "-c", ":here allow", "-c", ":here"], environment: environment(tz: "UTC"))
    #expect(result.status == 0, "\(result.stderr)")
    let doc = try document(result.stdout)
    #expect((doc["place"] as? [String: Any])?["name"] as? String == "Lyon")
    #expect((doc["location"] as? [String: Any])?["method"] as? String == "network")
    #expect(try profile()["locationConsent"] as? String == "granted")
    #expect(try await stub.requestURIs(under: geoip).count == 1)
  }

  @Test func aBadAnswerFallsBackToTheViewedPlace() async throws {
    let broken = stub.url("fault=malformed")
    let result = try await WxshBinary.run(
      ["-c", ":here allow", "-c", ":show oslo", "-c", ":here"],
      environment: environment(tz: "UTC", geoip: broken))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("could not be read"))
    #expect(result.stdout.contains("Showing Oslo, the place you viewed last, instead."))
    #expect(try await stub.requestURIs(under: broken).count == 1)
  }

  /// Runs `wxsh -c :here` on a pseudo-terminal and answers the consent question.
  func answerInATerminal(_ answer: String) async throws -> PseudoTerminal {
    let terminal = try PseudoTerminal(
      path: WxshBinary.path, arguments: ["-c", ":here"], environment: environment(tz: "UTC"))
    #expect(
      await terminal.waitFor {
        $0.contains("Use your network location to find where you are? [y/N]")
      })
    terminal.type(answer + "\n")
    #expect(await terminal.waitForExit(timeout: 20) == 0)
    return terminal
  }

  @Test func aTerminalAsksOnceAndYesIsStored() async throws {
    let terminal = try await answerInATerminal("y")
    #expect(terminal.text.contains("Lyon"))
    #expect(terminal.text.contains("from your network location"))
    #expect(try profile()["locationConsent"] as? String == "granted")
    #expect(try await stub.requestURIs(under: geoip).count == 1)
    let again = try PseudoTerminal(
      path: WxshBinary.path, arguments: ["-c", ":here"], environment: environment(tz: "UTC"))
    #expect(await again.waitForExit(timeout: 20) == 0)
    #expect(!again.text.contains("[y/N]"), "asked only once")
    #expect(try await stub.requestURIs(under: geoip).count == 2)
  }

  @Test func aTerminalAnswerOfNoIsStoredAndNothingIsSent() async throws {
    let terminal = try await answerInATerminal("N")
    #expect(terminal.text.contains("network location is off"))
    #expect(try profile()["locationConsent"] as? String == "denied")
    #expect(try await stub.requestURIs(under: geoip).isEmpty)
  }

  /// Issue 28: Ctrl-C at the consent question said "network location is only asked for in a
  /// terminal" — in a terminal. In the shell it cancels, as at any other question, says so
  /// without "error:", and stores nothing.
  @Test func ctrlCAtTheConsentQuestionCancels() async throws {
    var shell = environment(tz: "UTC")
    shell["TERM"] = "xterm"
    let terminal = try PseudoTerminal(path: WxshBinary.path, arguments: [], environment: shell)
    #expect(await terminal.waitFor { $0.contains("> ") })
    terminal.type(":here\r")
    #expect(await terminal.waitFor { $0.contains("[y/N]") })
    terminal.type("\u{03}")
    #expect(await terminal.waitFor { $0.contains("Cancelled.") }, "\(terminal.text)")
    #expect(!terminal.text.contains("only asked for in a terminal"), "\(terminal.text)")
    #expect(!terminal.text.contains("error:"), "\(terminal.text)")
    terminal.type(":q\r")
    #expect(await terminal.waitForExit(timeout: 20) == 0)
    let consent = (try? profile())?["locationConsent"] as? String
    #expect(consent == nil || consent == "unset")
    #expect(try await stub.requestURIs(under: geoip).isEmpty)
  }

  /// Issue 28: Ctrl-D at a question printed the next message on the question's own line.
  @Test func ctrlDAtTheConsentQuestionEndsItsLine() async throws {
    let terminal = try PseudoTerminal(
      path: WxshBinary.path, arguments: ["-c", ":here"], environment: environment(tz: "UTC"))
    #expect(await terminal.waitFor { $0.contains("[y/N]") })
    terminal.type("\u{04}")
    #expect(await terminal.waitForExit(timeout: 20) != nil)
    let questionLine = terminal.text.components(separatedBy: .newlines).first {
      $0.contains("[y/N]")
    }
    let line = try #require(questionLine)
    #expect(line.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("[y/N]"), "\(line)")
  }

  /// Issue 28: the header was 86–110 characters with the population and wrapped mid-word.
  /// Now it names the place as other views do and fits 80 and 40 columns, and the page with
  /// its notes fits 24 lines.
  @Test(arguments: [80, 40])
  func theHeaderAndPageFitTheTerminal(columns: Int) async throws {
    var environment = self.environment(tz: "Europe/Berlin")
    environment["COLUMNS"] = String(columns)
    environment["LINES"] = "24"
    let run = try await WxshBinary.run(["-c", ":here"], environment: environment)
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.first?.hasPrefix("▸ My Location  Berlin, Berlin, Germany") == true)
    #expect(!run.stdout.contains("3.4M"), "no population in a page header")
    #expect(lines.count <= 23, "the page and a prompt fit 24 lines")
    for line in lines {
      #expect(TerminalText.displayWidth(String(line)) <= columns, "\(line)")
    }
  }
}
