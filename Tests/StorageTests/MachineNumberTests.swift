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
    #expect(MachineNumber.fixed(-87.65005, decimals: 4).hasPrefix("-87.650"))
  }
}
