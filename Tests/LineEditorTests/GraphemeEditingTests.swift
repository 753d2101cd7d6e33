import TestSupport
import Testing

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
