import Foundation

/// An async counting semaphore: at most `limit` holders at once, the rest suspended in order.
///
/// `WxshBinary.run` takes a slot for each run, so a suite of a hundred end-to-end tests
/// starting at once runs a few binaries at a time instead of thrashing two cores.
public final class RunSlots: @unchecked Sendable {
  private let lock = NSLock()
  private var free: Int
  private var queue: [CheckedContinuation<Void, Never>] = []

  /// The slots `WxshBinary.run` shares (one per core, at least 2).
  public static let binaries = RunSlots(
    limit: max(2, ProcessInfo.processInfo.activeProcessorCount))

  /// A semaphore with `limit` slots.
  public init(limit: Int) { free = limit }

  /// Runs `body` holding one slot.
  public func with<T>(_ body: () async throws -> T) async rethrows -> T {
    await acquire()
    defer { release() }
    return try await body()
  }

  private func acquire() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let granted = lock.withLock {
        if free > 0 {
          free -= 1
          return true
        }
        queue.append(continuation)
        return false
      }
      if granted { continuation.resume() }
    }
  }

  private func release() {
    let next: CheckedContinuation<Void, Never>? = lock.withLock {
      if queue.isEmpty {
        free += 1
        return nil
      }
      return queue.removeFirst()
    }
    next?.resume()
  }
}
