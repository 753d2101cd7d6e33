import Foundation
import TestSupport
import Testing

@testable import Shell

/// Journal text tidying: the same result as the old per-line `\s+$` expression, in linear time.
@Suite(.size(.small)) struct JournalInputTests {
  /// The old implementation, kept here as the oracle for small inputs.
  static func oracle(_ text: String) -> String {
    var lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(
      separator: "\n", omittingEmptySubsequences: false
    ).map { String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
    while let first = lines.first, first.isEmpty { lines.removeFirst() }
    while let last = lines.last, last.isEmpty { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  @Test func agreesWithTheRegularExpressionOnMixedWhiteSpace() {
    let pieces = ["a", " ", "\t", "\n", "\r\n", "\r", "\u{A0}", "\u{3000}", "é", "b c", "\n\n"]
    var generator = SeededRandom()
    for _ in 0..<2000 {
      let count = Int.random(in: 0..<12, using: &generator)
      let text = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
      #expect(JournalInput.tidy(text) == Self.oracle(text), "\(Array(text.unicodeScalars))")
    }
  }

  /// 300,000 inner spaces took minutes with the per-line expression (33 s for 100,000); the
  /// time limit is the coarsest Swift Testing allows, far above the linear cost.
  @Test(.timeLimit(.minutes(1))) func innerSpacesCostLinearTime() {
    let text =
      "a" + String(repeating: " ", count: 300_000) + "b  \n"
      + String(
        repeating: "\n", count: 100_000) + "c"
    let expected =
      "a" + String(repeating: " ", count: 300_000) + "b"
      + String(repeating: "\n", count: 100_001) + "c"
    #expect(JournalInput.tidy(text) == expected)
  }
}
