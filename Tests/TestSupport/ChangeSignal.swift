import Foundation

/// Wakes tasks that wait for some shared state to change, with a deadline, without parking a thread.
///
/// Writers call `signal()` after each change; readers snapshot `generation`, check their
/// condition, and `await wait(after:until:)` when it does not hold yet.
final class ChangeSignal: @unchecked Sendable {
  private let lock = NSLock()
  private var current: UInt64 = 0
  private var nextID: UInt64 = 0
  private var waiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
  private var expired: Set<UInt64> = []

  /// The number of changes so far.
  var generation: UInt64 { lock.withLock { current } }

  /// Records a change and wakes every waiter.
  func signal() {
    let woken = lock.withLock {
      current += 1
      let woken = Array(waiters.values)
      waiters.removeAll()
      return woken
    }
    woken.forEach { $0.resume() }
  }

  /// Returns once a change after `generation` happened or at `deadline`, whichever is first.
  func wait(after generation: UInt64, until deadline: ContinuousClock.Instant) async {
    let id = lock.withLock {
      nextID += 1
      return nextID
    }
    let timer = Task {
      try? await Task.sleep(until: deadline, clock: .continuous)
      self.expire(id)
    }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let resumeNow = lock.withLock {
        if current != generation || expired.remove(id) != nil { return true }
        waiters[id] = continuation
        return false
      }
      if resumeNow { continuation.resume() }
    }
    timer.cancel()
    lock.withLock { _ = expired.remove(id) }
  }

  private func expire(_ id: UInt64) {
    let waiter: CheckedContinuation<Void, Never>? = lock.withLock {
      if let waiter = waiters.removeValue(forKey: id) { return waiter }
      expired.insert(id)
      return nil
    }
    waiter?.resume()
  }
}
