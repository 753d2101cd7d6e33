import TestSupport
import Testing

@testable import LineEditor

/// The editor moves and deletes whole grapheme clusters, so what is sent is what was on the
/// screen: a Thai vowel sign, a decomposed Hangul syllable (as macOS pastes it), Devanagari and
/// an emoji with its skin tone never lose a part to the cursor.
@Suite(.size(.small)) struct GraphemeEditingTests {
  /// Types `keys` after the prompt, presses Enter and returns whether the harness got `line`.
  func send(_ keys: String, expecting line: String) async throws -> Bool {
    let harness = try EditorHarnessSession()
    guard await harness.waitForPrompt(since: 0) else { return false }
    let start = harness.mark
    harness.type(keys + "\r")
    let got = await harness.waitFor(since: start) { $0.contains("got [") }
    let text = harness.text(since: start)
    _ = await harness.quit()
    guard got else { return false }
    let sent = text.components(separatedBy: "got [").last?.components(separatedBy: "]").first
    #expect(sent == line, "sent \(sent ?? "nothing")")
    return sent == line
  }

  static let left = "\u{1B}[D"
  static let backspace = "\u{7F}"

  @Test func backspaceAfterMovingOverAThaiVowelSignDeletesTheWholeLetter() async throws {
    // กรุงเทพx: Left ×6 from the end stops before รุ (not inside it); Backspace deletes ก.
    let keys = ":s กรุงเทพx" + String(repeating: Self.left, count: 6) + Self.backspace
    #expect(try await send(keys, expecting: ":s รุงเทพx"))
  }

  /// Issue 47, item 9: libedit redrew the line without its zero-width marks (`รงเทพx` on the
  /// screen while `รุงเทพx` was sent); the line is drawn again whole before the next key.
  @Test func theScreenShowsTheMarksAfterAnEditInFrontOfThem() async throws {
    let harness = try EditorHarnessSession()
    #expect(await harness.waitForPrompt(since: 0))
    let start = harness.mark
    harness.type(":s กรุงเทพx" + String(repeating: Self.left, count: 6) + Self.backspace)
    // The prompt, the line with every mark, the cursor saved before the text after it.
    let drawn = await harness.waitFor(since: start) {
      $0.hasSuffix("\r\u{1B}[Jharness> :s \u{1B}7รุงเทพx\u{1B}8")
    }
    #expect(drawn, "\(harness.text(since: start).suffix(200).debugDescription)")
    _ = await harness.quit()
  }

  @Test func backspaceDeletesADecomposedHangulSyllableWhole() async throws {
    let seoul = "\u{1109}\u{1165}\u{110B}\u{116E}\u{11AF}"  // 서울, decomposed
    let keys = ":s " + seoul + "x" + String(repeating: Self.left, count: 2) + Self.backspace
    #expect(try await send(keys, expecting: ":s \u{110B}\u{116E}\u{11AF}x"))
  }

  @Test func devanagariAndEmojiClustersStayWhole() async throws {
    // नमस्ते: the conjunct स्ते is one cluster; 👍🏽 is two scalars.
    #expect(try await send("नमस्ते" + Self.backspace, expecting: "नम"))
    #expect(try await send("ok 👍🏽" + Self.backspace, expecting: "ok "))
  }

  @Test func deleteAndCtrlWAndTransposeWorkOnClusters() async throws {
    let delete = "\u{1B}[3~"
    #expect(try await send("กรุง" + Self.left + Self.left + delete, expecting: "กง"))
    #expect(try await send(":s กรุงเทพ\u{17}", expecting: ":s "))
    #expect(try await send("aรุ\u{14}", expecting: "รุa"))
  }
}

/// Ctrl-R searches the history in any script (issue 47, item 9: libedit's own search ended at
/// the first Hangul character typed).
@Suite(.size(.small)) struct HistorySearchTests {
  /// Runs the harness: enters `history` lines, then types `keys` and Enter; returns the line
  /// the harness got last, and the screen.
  func send(history: [String], _ keys: String) async throws -> (line: String?, screen: String) {
    let harness = try EditorHarnessSession()
    guard await harness.waitForPrompt(since: 0) else { return (nil, "") }
    for line in history {
      let start = harness.mark
      harness.type(line + "\r")
      _ = await harness.waitFor(since: start) { $0.contains("got [") }
      _ = await harness.waitForPrompt(since: start)
    }
    let start = harness.mark
    harness.type(keys + "\r")
    let got = await harness.waitFor(since: start) { $0.contains("got [") }
    let text = harness.text(since: start)
    _ = await harness.quit()
    guard got else { return (nil, text) }
    return (text.components(separatedBy: "got [").last?.components(separatedBy: "]").first, text)
  }

  static let search = "\u{12}"

  @Test func hangulTypedAfterCtrlRFindsTheLineHoldingIt() async throws {
    let (line, screen) = try await send(
      history: [":now 서울", ":now oslo", ":search 부산"], Self.search + "서")
    #expect(line == ":now 서울", "\(screen)")
    #expect(screen.contains("(history) '서': "), "\(screen)")
  }

  @Test func ctrlRAgainGoesOlderAndEscapePutsTheLineBack() async throws {
    let history = [":now 東京 one", ":now 東京 two", ":now lisbon"]
    let (older, _) = try await send(history: history, Self.search + "東京" + Self.search)
    #expect(older == ":now 東京 one")
    let (kept, _) = try await send(history: history, "typed" + Self.search + "東" + "\u{1B}")
    #expect(kept == "typed")
    // Backspace takes a character off what is searched for; a miss says so.
    let (erased, screen) = try await send(
      history: history, Self.search + "lisx" + "\u{7F}")
    #expect(erased == ":now lisbon", "\(screen)")
    #expect(screen.contains("(history, nothing holds) 'lisx': "), "\(screen)")
  }

  @Test func theSearchIsPureLogicOverTheLines() {
    var search = HistorySearch(lines: ["c 서울", "b", "a 서울", "서울 z"])
    search.type("서")
    #expect(search.line == "c 서울")
    search.older()
    #expect(search.line == "a 서울")
    search.older()
    #expect(search.line == "서울 z")
    search.older()
    #expect(search.line == "서울 z", "the oldest match stays")
    search.type("q")
    #expect(search.line == nil)
    search.erase()
    #expect(search.line == "c 서울")
  }
}
