import Synchronization

/// A value built the first time it is read, once, from any task: what start-up does not need
/// (a network client, its parsed addresses) waits here until a command uses it.
public final class Lazy<Value: Sendable>: Sendable {
  private let make: @Sendable () -> Value
  private let built = Mutex<Value?>(nil)

  /// A value `make` builds when it is first read.
  public init(_ make: @escaping @Sendable () -> Value) { self.make = make }

  /// The value, built now if it was not yet.
  public var value: Value {
    built.withLock { stored in
      if let stored { return stored }
      let made = make()
      stored = made
      return made
    }
  }
}
