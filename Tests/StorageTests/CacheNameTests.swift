import Foundation
import TestSupport
import Testing

@testable import Storage

/// Cache file names keep the digits they always had: a cache written by an earlier wxsh is
/// found again.
@Suite(.size(.small)) struct CacheNameTests {
  @Test func coordinatesRoundAsFoundationFormatsThem() {
    var generator = SeededRandom()
    var values: [Double] = [0, -0.0, 0.0005, -0.0005, 0.0015, 1e300, -1e-300, 89.9995, -179.9995]
    for _ in 0..<20_000 { values.append(Double.random(in: -180...180, using: &generator)) }
    for _ in 0..<2_000 {
      values.append(Double(Int.random(in: -180_000...180_000, using: &generator)) / 1000 + 0.0005)
    }
    for value in values {
      let expected = String(format: "%.3f", value)
      #expect(CacheName.rounded(value) == (expected == "-0.000" ? "0.000" : expected), "\(value)")
    }
  }
}
