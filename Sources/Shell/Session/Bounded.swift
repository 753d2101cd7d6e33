import FetchModel

/// Side work with a time limit (a forecast for a journal stamp or a status line, the air or
/// alerts beside a view), on ``Deadline``: the work is cancelled when the
/// limit passes and its task then gives nil.
enum Bounded {
  /// Starts `work` now; its task gives what the work returned, or nil after `seconds`.
  static func start<T: Sendable>(
    within seconds: Double, _ work: @escaping @Sendable () async -> T?
  ) -> Task<T?, Never> {
    Task { (try? await Deadline.run(seconds: seconds) { await work() }) ?? nil }
  }
}
