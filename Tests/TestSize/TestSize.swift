import Foundation
import Testing

/// How much of the machine a suite needs. `WXSH_TEST_SIZE=small swift test` runs only the small
/// suites (in seconds), `medium` adds the ones that start processes; unset, everything runs.
///
/// A condition rather than a tag: this toolchain's `swift test --filter` matches names only.
public enum TestSize: Int, Comparable, Sendable {
  /// In the test process only: no child process, no server, no place data.
  case small
  /// A child process (the release binary, the stub server, Python), a pseudo-terminal, or the
  /// 78 MB place data.
  case medium
  /// Loops whose count an environment variable raises (fuzz, crash and soak rounds), or fault
  /// injection under strace.
  case large

  /// The largest size to run, from `WXSH_TEST_SIZE` (`small`, `medium` or `large`).
  public static let limit: TestSize = {
    switch ProcessInfo.processInfo.environment["WXSH_TEST_SIZE"] {
    case "small": .small
    case "medium": .medium
    default: .large
    }
  }()

  public static func < (lhs: TestSize, rhs: TestSize) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension Trait where Self == ConditionTrait {
  /// Runs a suite only when `size` is within `WXSH_TEST_SIZE`.
  public static func size(_ size: TestSize) -> Self {
    .enabled(
      if: size <= TestSize.limit,
      Comment(rawValue: "a \(size) suite; WXSH_TEST_SIZE=\(TestSize.limit) skips it"))
  }
}
