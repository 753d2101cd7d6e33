import Clients
import FetchModel

/// Side work with a time limit (a forecast for a journal stamp or a status line, the air or
/// alerts beside a view), on ``Deadline``: the work is cancelled when the
/// limit passes and its task then gives nil.
enum Bounded {
  /// Starts `work` now; its task gives what the work returned, or nil after `seconds`.
  ///
  /// The work starts on the caller's thread and runs there until it first waits: an answer
  /// from the cache comes back before this returns, with no thread started and no timer set.
  /// Work that waits (the network) goes on under the limit.
  @MainActor
  static func start<T: Sendable>(
    within seconds: Double, _ work: @escaping @Sendable () async -> T?
  ) -> Task<T?, Never> {
    let finished = MutexBox(false)
    let running = Task.immediate { @MainActor in
      let value = await work()
      finished.with { $0 = true }
      return value
    }
    if finished.with({ $0 }) { return running }
    return Task {
      let bounded = try? await Deadline.run(seconds: seconds) {
        await withTaskCancellationHandler {
          await running.value
        } onCancel: {
          running.cancel()
        }
      }
      return bounded ?? nil
    }
  }
}
