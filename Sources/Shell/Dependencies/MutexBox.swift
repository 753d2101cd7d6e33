import Synchronization

/// A value behind a lock, shareable across tasks.
final class MutexBox<Value: Sendable>: Sendable {
  private let mutex: Mutex<Value>

  /// Creates a box holding `value`.
  init(_ value: Value) { mutex = Mutex(value) }

  /// Runs `body` with the value locked.
  func with<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
    mutex.withLock { body(&$0) }
  }
}
