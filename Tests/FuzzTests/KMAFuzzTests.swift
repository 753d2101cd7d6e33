import AlertModel
import Foundation
import TestSize
import Testing

@testable import Alerts

/// Random and boundary lists from the Korea Meteorological Administration's API hub (rows of
/// hostile text, wrong zone codes and times, cut lines, random EUC-KR and non-text bytes):
/// nothing traps, no decoded text holds a steering character or passes its cap, and every view
/// of the result fits the width. `WXSH_FUZZ_ITERATIONS=N` runs N lists.
@Suite(.size(.large)) struct KMAFuzzTests {
  static let kinds = KMAKinds(
    text: "kind\t폭염\theat wave\nlevel\t주의\tModerate\t{kind}주의보\t{kind} advisory\n")

  /// A random field: hostile text, a zone, a time, a kind or level word, or nothing.
  static func field(_ input: inout FuzzInput) -> String {
    switch Int.random(in: 0..<6, using: &input) {
    case 0: input.pick(["L1100400", "L1100000", "L1073100", "S1251100", "L11004", "X1100400", ""])
    case 1: "20260\(Int.random(in: 100_000...999_999, using: &input))"
    case 2: input.pick(["폭염", "호우", "주의", "경보", "예비", "해제", "발표", "=", " "])
    case 3: String(repeating: "가", count: Int.random(in: 0...3000, using: &input))
    default: input.hostileString()
    }
  }

  @Test func randomListsDecodeSafely() async {
    var input = FuzzInput(seed: 0x1A_000B)
    var decoded = 0
    for _ in 0..<FuzzInput.iterations(150) {
      await Task.yield()
      let rows = (0..<Int.random(in: 0...8, using: &input)).map { _ in
        (0..<Int.random(in: 0...12, using: &input)).map { _ in Self.field(&input) }
          .joined(separator: input.pick([",", " , ", ",\r"]))
      }
      var text = (input.chance(0.9) ? ["#START7777"] : []) + rows + ["#7777END"]
      if input.chance(0.1) { text.shuffle(using: &input) }
      var bytes = Array(text.joined(separator: input.pick(["\n", "\r\n"])).utf8)
      if input.chance(0.2) {
        // Bytes that are not UTF-8: read as code page 949, unknown bytes replaced.
        bytes += (0..<Int.random(in: 1...64, using: &input)).map { _ in
          UInt8.random(in: 0x80...0xFF, using: &input)
        }
      }
      if input.chance(0.1) {
        bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &input)))
      }
      for language in ["ko", "en"] {
        guard
          let (here, elsewhere) = try? KMAWarnings.alerts(
            bytes, zones: ["L1100400", "L1100000", "L1073100"], knownZone: { $0 == "L1100400" },
            kinds: Self.kinds, language: language)
        else { continue }
        decoded += 1
        JMAAndECCCFuzzTests.check(here + elsewhere, source: .kma)
      }
    }
    #expect(decoded > 0)
  }
}
