import Dispatch
import Foundation

/// Runs blocking product calls (a lock wait, a synchronous save) on a thread of their own, so
/// the test threads stay free, and bounds how long a test waits for them.
///
/// Not a dispatch queue: on Linux the Swift task executor and the dispatch global queues share
/// one worker pool, so a blocked dispatch worker starves the tests as much as a blocked task.
public enum OffThread {
  /// The operation did not return within the deadline.
  public struct DidNotReturn: Error, CustomStringConvertible {
    /// The deadline that passed.
    public var description: String
  }

  /// The value `operation` returns (or the error it throws); throws `DidNotReturn` when it
  /// has not returned after `timeout` seconds (the operation itself keeps running).
  public static func run<T: Sendable>(
    timeout: TimeInterval = 30, _ operation: @escaping @Sendable () throws -> T
  ) async throws -> T {
    let box = ResultBox<T>()
    Thread { box.set(Result { try operation() }) }.start()
    guard let result = await box.wait(timeout: timeout) else {
      throw DidNotReturn(description: "a blocking call did not return within \(timeout) s")
    }
    return try result.get()
  }
}

/// One result, set once from any thread and awaited with a deadline.
private final class ResultBox<T: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Result<T, any Error>?
  private let changes = ChangeSignal()

  func set(_ result: Result<T, any Error>) {
    lock.withLock { value = result }
    changes.signal()
  }

  func wait(timeout: TimeInterval) async -> Result<T, any Error>? {
    let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
    while true {
      let generation = changes.generation
      if let value = lock.withLock({ value }) { return value }
      if ContinuousClock.now >= deadline { return nil }
      await changes.wait(after: generation, until: deadline)
    }
  }
}
