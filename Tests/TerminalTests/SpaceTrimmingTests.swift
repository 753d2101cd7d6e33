import Foundation
import Testing

@testable import Terminal

/// `trimmingSpaces()` trims what Foundation's `.whitespaces` trims, without `NSString`.
@Suite struct SpaceTrimmingTests {
  /// Spaces of several kinds, a tab, line breaks (kept), a combining mark, a zero-width space
  /// (trimmed, though not a space separator), a byte-order mark (kept), and letters.
  static let alphabet: [String] = [
    " ", "\t", "\n", "\r", "\u{3000}", "\u{A0}", "\u{2003}", "\u{85}", "\u{301}", "\u{200B}",
    "\u{FEFF}", "a", "가",
  ]

  @Test func everyStringOfUpToFourPiecesIsTrimmedAsFoundationTrimsIt() {
    var strings = [""]
    var checked = 0
    for _ in 1...4 {
      strings = strings.flatMap { prefix in Self.alphabet.map { prefix + $0 } }
      for string in strings {
        #expect(string.trimmingSpaces() == string.trimmingCharacters(in: .whitespaces))
        checked += 1
      }
    }
    #expect(checked == 13 + 169 + 2197 + 28561)
  }

  /// Every scalar: the space set is Foundation's.
  @Test func everyScalarIsASpaceExactlyWhenFoundationSaysSo() {
    for value in 0..<0x11_0000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      #expect(scalar.isSpaceOrTab == CharacterSet.whitespaces.contains(scalar))
    }
  }

  @Test func aPlaceNameKeepsItsInnerSpacesAndLosesFullWidthOnesAround() {
    #expect("\u{3000} 東京 都\t".trimmingSpaces() == "東京 都")
    #expect("  ".trimmingSpaces() == "")
    #expect("Rio de Janeiro".trimmingSpaces() == "Rio de Janeiro")
  }
}
