/// Runs an operation under a hard time limit, cancelling it when the limit passes: each HTTP
/// attempt, and the shell's side work (`Bounded`).
public enum Deadline {
  /// Thrown when the operation did not finish in time.
  public struct Exceeded: Error {}

  /// Returns the operation's result, or throws ``Exceeded`` after `seconds` (cancelling it).
  ///
  /// The caller's cancellation (Ctrl-C) cancels the operation too.
  public static func run<T: Sendable>(
    seconds: Double, _ operation: @escaping @Sendable () async throws -> T
  ) async throws -> T {
    try await withThrowingTaskGroup(of: T?.self) { group in
      group.addTask { try await operation() }
      group.addTask {
        try await Task.sleep(for: .milliseconds(Deadline.milliseconds(seconds)))
        return nil
      }
      defer { group.cancelAll() }
      guard let first = try await group.next(), let value = first else {
        throw Exceeded()
      }
      return value
    }
  }

  /// `seconds` as whole milliseconds, 0…one day, never trapping on huge or non-finite values.
  public static func milliseconds(_ seconds: Double) -> Int64 {
    guard seconds.isFinite, seconds > 0 else { return 0 }
    return Int64(min(seconds, 86_400) * 1000)
  }
}
