import Synchronization

/// A value built the first time it is read, once, from any task: what start-up does not need
/// (a network client, its parsed addresses) waits here until a command uses it.
public final class Lazy<Value: Sendable>: Sendable {
  private let make: @Sendable () -> Value
  private let stored = Mutex<Value?>(nil)

  /// A value `make` builds when it is first read.
  public init(_ make: @escaping @Sendable () -> Value) { self.make = make }

  /// The value, built now if it was not yet.
  public var value: Value {
    stored.withLock { slot in
      if let slot { return slot }
      let made = make()
      slot = made
      return made
    }
  }

  /// The value when it has been built, without building it (to shut down only what started).
  public var built: Value? { stored.withLock { $0 } }
}
