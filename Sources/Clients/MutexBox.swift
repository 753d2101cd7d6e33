import Synchronization

/// A value behind a lock, shareable across tasks.
public final class MutexBox<Value: Sendable>: Sendable {
  private let mutex: Mutex<Value>

  /// Creates a box holding `value`.
  public init(_ value: Value) { mutex = Mutex(value) }

  /// Runs `body` with the value locked.
  public func with<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
    mutex.withLock { body(&$0) }
  }
}
