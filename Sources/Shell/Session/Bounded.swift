/// Runs side work (a forecast for a journal stamp or a status line, the air or alerts beside a
/// view) with a time limit: the work is cancelled when the limit passes, and its task gives
/// what the work returned then (a cancelled fetch returns its `.cancelled` failure or nil).
enum Bounded {
  /// Starts `work` now and cancels it after `seconds`.
  static func start<T: Sendable>(
    within seconds: Double, _ work: @escaping @Sendable () async -> T
  ) -> Task<T, Never> {
    let task = Task { await work() }
    let timer = Task {
      try? await Task.sleep(for: .milliseconds(Int(max(0, seconds) * 1000)))
      if !Task.isCancelled { task.cancel() }
    }
    return Task {
      let value = await task.value
      timer.cancel()
      return value
    }
  }
}
