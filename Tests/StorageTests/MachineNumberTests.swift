import Foundation
import TestSupport
import Testing

@testable import Storage

/// Numbers for URLs and file names have `printf`'s digits and a decimal point (the
/// decimal-comma locale itself is tested through the shell in `DecimalCommaLocaleTests`).
@Suite(.size(.small)) struct MachineNumberTests {
  @Test func fixedDigitsMatchPrintfForEveryDecimalCount() {
    var values: [Double] = [0, -0.0, 0.5, 1.5, -2.5, 52.52437, -87.65005, 1e300, -1e-300, 1e22]
    // A fixed walk over the globe's range in steps that land on many halfway cases.
    for step in 0..<3_600 { values.append(-180 + Double(step) * 0.100_05) }
    for value in values {
      for decimals in 0...6 {
        #expect(
          MachineNumber.fixed(value, decimals: decimals)
            == String(format: "%.\(decimals)f", value), "\(value) \(decimals)")
      }
    }
    #expect(MachineNumber.fixed(52.52437, decimals: 4) == "52.5244")
    #expect(MachineNumber.exactFixed(.nan, places: 3) == nil)
    #expect(MachineNumber.exactFixed(0x1p53, places: 3) == nil)
    #expect(MachineNumber.fixed(-87.65005, decimals: 4).hasPrefix("-87.650"))
  }

  /// The integer path gives `printf`'s digits for any double it takes: random bit patterns
  /// (every size and subnormals), random coordinates, and values halfway between two results.
  @Test func theIntegerPathGivesPrintfsDigits() {
    var random = SeededRandom()
    var values: [Double] = [0.0005, 0.0015, 0.125, 0.375, 2.5, -0.0004, 0x1p-1074, -0x1p-1022]
    for _ in 0..<20_000 {
      values.append(Double(bitPattern: random.next()))
      values.append(Double.random(in: -180...180, using: &random))
      values.append(Double(Int.random(in: -2_000_000...2_000_000, using: &random)) / 2_048)
    }
    var checked = 0
    for value in values {
      for places in [0, 1, 2, 3, 4, 6, 10, 20] {
        guard let exact = MachineNumber.exactFixed(value, places: places) else { continue }
        #expect(exact == MachineNumber.printfFixed(value, places: places), "\(value) \(places)")
        checked += 1
      }
    }
    #expect(checked > 300_000)
  }
}
