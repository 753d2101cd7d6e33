import Foundation

/// A random number generator that repeats (SplitMix64), so a failing random test fails again.
///
/// Every run uses the same seed unless `WXSH_TEST_SEED` names another, to explore new inputs.
public struct SeededRandom: RandomNumberGenerator {
  /// The seed this generator started from, for a failure message.
  public let seed: UInt64
  private var state: UInt64

  /// A generator starting from `seed`, by default `WXSH_TEST_SEED` or a fixed one.
  public init(seed: UInt64 = SeededRandom.chosenSeed) {
    self.seed = seed
    state = seed
  }

  /// `WXSH_TEST_SEED` when set to a number, else a fixed seed.
  public static var chosenSeed: UInt64 {
    ProcessInfo.processInfo.environment["WXSH_TEST_SEED"].flatMap { UInt64($0) } ?? 0x5EED_2026
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
