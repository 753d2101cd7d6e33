import Foundation
import Terminal
import TestSupport
import Testing

/// The weather pages in a pseudo-terminal: colour, paging with :next, the opening page.
@Suite(.serialized, .needsPlaceData, .size(.medium)) struct InteractiveViewsTests {
  func start(home: TemporaryDirectory, base: String) throws -> PseudoTerminal {
    var environment = WxshBinary.environment(home: home.path, extra: ["TERM": "xterm-256color"])
    environment["WXSH_OPEN_METEO_URL"] = base
    environment["COLUMNS"] = "100"
    return try PseudoTerminal(path: WxshBinary.path, arguments: [], environment: environment)
  }

  @Test func showRendersInColourAndNextPagesThroughSavedPlaces() async throws {
    let stub = try await StubServerProcess.ready()
    let home = try TemporaryDirectory(prefix: "wxsh-pty-views")
    defer { home.remove() }
    let base = stub.url()
    let added = try await WxshBinary.run(
      ["--offline", "-c", ":add seoul", "-c", ":add lisbon"],
      environment: WxshBinary.environment(home: home.path))
    #expect(added.status == 0)

    let terminal = try start(home: home, base: base)
    #expect(await terminal.waitFor { $0.contains("> ") })
    terminal.type(":show seoul\r")
    #expect(await terminal.waitFor { $0.contains("Weather data by Open-Meteo.com") })
    let page = terminal.text
    #expect(page.contains("Asia/Seoul"))
    #expect(page.contains("\u{1B}["), "colour escapes in a terminal")
    #expect(page.contains("Next 16 hours"), "the one-screen page at 80 columns")
    terminal.type(":next\r")
    #expect(await terminal.waitFor { $0.contains("▸ 2/2") && $0.contains("Lisbon") })
    terminal.type(":next\r")
    #expect(await terminal.waitFor { $0.components(separatedBy: "▸ 1/2").count > 1 })
    terminal.type(":q\r")
    #expect(await terminal.waitForExit() == 0)

    // The next start opens on the place viewed last, from the cache, before any prompt.
    let again = try start(home: home, base: base)
    #expect(
      await again.waitFor { $0.contains("▸ 1/2") && $0.contains("Seoul") && $0.contains("> ") })
    again.type("\u{04}")
    #expect(await again.waitForExit() == 0)
  }

  /// A long error wraps at word boundaries to the screen's width, later lines indented,
  /// instead of running 110 columns past a 40-column terminal.
  @Test func aLongErrorWrapsToTheScreensWidth() async throws {
    let home = try TemporaryDirectory(prefix: "wxsh-pty-wrap")
    defer { home.remove() }
    var environment = WxshBinary.environment(home: home.path, extra: ["TERM": "xterm-256color"])
    environment["WXSH_OPEN_METEO_URL"] = "http://127.0.0.1:1"
    let terminal = try PseudoTerminal(
      path: WxshBinary.path, arguments: [], environment: environment, columns: 40, rows: 24)
    #expect(await terminal.waitFor { $0.contains("> ") })
    terminal.type(":now oslo\r")
    // The whole message, and the prompt after it.
    #expect(
      await terminal.waitFor {
        $0.components(separatedBy: "cached data").dropFirst().last?.contains("> ") == true
      }, "\(terminal.text)")
    let plain = terminal.text.replacing(/\x1B\[[0-9;?]*[A-Za-z]/, with: "")
    let message = "error:" + (plain.components(separatedBy: "error:").last ?? "")
    // "\r\n" is one Character in Swift: split on the string.
    let lines = message.components(separatedBy: "\r\n").prefix { !$0.contains("> ") }
      .filter { !$0.isEmpty }
    #expect(lines.count >= 3, "\(lines)")
    #expect(lines.allSatisfy { TerminalText.displayWidth($0) <= 40 }, "\(lines)")
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  ") }, "\(lines)")
    #expect(lines.joined().contains("cannot reach Open-Meteo"), "\(lines)")
    terminal.type("\u{04}")
    #expect(await terminal.waitForExit() == 0)
  }

  @Test func ctrlCCancelsAHangingFetchAndKeepsTheShell() async throws {
    let stub = try await StubServerProcess.ready()
    let home = try TemporaryDirectory(prefix: "wxsh-pty-cancel")
    defer { home.remove() }
    let terminal = try start(home: home, base: stub.url("fault=hang"))
    #expect(await terminal.waitFor { $0.contains("> ") })
    terminal.type(":now lima\r")
    // The progress line appears after 200 ms of waiting.
    #expect(await terminal.waitFor(timeout: 5) { $0.contains("Fetching the weather for Lima") })
    let started = Date()
    terminal.type("\u{03}")
    // Said as what it is, not as an error (issue 28).
    #expect(await terminal.waitFor(timeout: 5) { $0.contains("Cancelled.") })
    #expect(!terminal.text.contains("error: cancelled"))
    // Well inside the 20 s the hanging request would otherwise take.
    #expect(Date().timeIntervalSince(started) < 6)
    // The cancelled fetch did not make Lima the viewed place: the prompt names no place.
    #expect(
      await terminal.waitFor(timeout: 5) {
        $0.components(separatedBy: "Cancelled.").last?.contains("> ") == true
      })
    #expect(terminal.text.components(separatedBy: "Cancelled.").last?.contains("Lima") == false)
    terminal.type(":help quit\r")
    #expect(await terminal.waitFor { $0.contains("Aliases: :q, :exit") })
    terminal.type(":q\r")
    #expect(await terminal.waitForExit() == 0)
  }
}
