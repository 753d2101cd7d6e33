import Foundation
import JSON
import Terminal
import TestSize
import Testing

/// `UntrustedText`: the only ways out are the sanitiser and an escaped JSON string.
@Suite(.size(.large)) struct UntrustedTextTests {
  static let hostile =
    "a\u{1B}]0;title\u{07}b\u{1B}[2J\r\u{202E}c\u{9B}31m\u{2066}d\u{200F}\u{7F}\u{0}e\u{2028}f"

  @Test func printingGoesThroughTheSanitiser() {
    let text = UntrustedText(Self.hostile)
    #expect(text.printable == TerminalText.sanitize(Self.hostile))
    #expect("\(text)" == text.printable)
    #expect(!text.printable.unicodeScalars.contains { TerminalText.isSteering($0) })
    #expect(!text.isClean)
    #expect(UntrustedText("Zürich 서울").isClean)
  }

  @Test func printableWithALimitTrimsAndCuts() {
    #expect(UntrustedText("  abcdef  ").printable(limit: 3) == "abc…")
    #expect(UntrustedText(" \u{1B} ").printable(limit: 10) == nil)
    #expect(UntrustedText("ok").printable(limit: 10) == "ok")
  }

  @Test func aLimitCutsASCIIAsItCutsCharacters() {
    // ASCII is trimmed and cut by bytes: the same as trimming and cutting characters.
    func reference(_ raw: String, limit: Int) -> String? {
      var text = Substring(TerminalText.sanitize(raw))
      while text.first == " " { text = text.dropFirst() }
      while text.last == " " { text = text.dropLast() }
      guard !text.isEmpty else { return nil }
      return text.count > limit ? String(text.prefix(limit)) + "…" : String(text)
    }
    let pieces = [" ", "a", "b", "~", "\t", "\u{1B}", "é", " \u{301}", "서"]
    var input = FuzzInput(seed: 0x7E47_11A1)
    for _ in 0..<20_000 {
      let raw = (0..<Int.random(in: 0..<12, using: &input)).map { _ in input.pick(pieces) }
        .joined()
      let limit = Int.random(in: 1...6, using: &input)
      #expect(UntrustedText(raw).printable(limit: limit) == reference(raw, limit: limit), "\(raw)")
    }
  }

  @Test func theJSONFormEscapesEveryControlAndBidiCharacter() throws {
    var all = ""
    for value in Array(0x00...0x1F) + [0x7F] + Array(0x80...0x9F)
      + [0x200E, 0x200F, 0x061C, 0x2028, 0x2029] + Array(0x202A...0x202E) + Array(0x2066...0x2069)
    {
      all.unicodeScalars.append(try #require(Unicode.Scalar(value)))
    }
    all += "\"\\ plain é 😀"
    let json = JSONNode.string(all).encoded()
    #expect(json.unicodeScalars.allSatisfy { !TerminalText.isSteering($0) })
    #expect(json.contains("\\u202E") && json.contains("\\u001B") && json.contains("\\u009B"))
    let back =
      try JSONSerialization.jsonObject(
        with: Data(json.utf8), options: .fragmentsAllowed) as? String
    #expect(back == all)
  }
}
