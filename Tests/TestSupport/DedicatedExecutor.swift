import Foundation

/// A task executor with a thread of its own, for tests that time a deadline.
///
/// A test that measures how long an async call takes is resumed on the shared task pool (one
/// thread per core); when other tests keep that pool busy, the measured time includes the wait
/// for a free thread. Run the timed part with `DedicatedExecutor.timed` and its resumptions
/// never queue behind other tests. Each call gets a fresh executor (its thread then parks).
public final class DedicatedExecutor: TaskExecutor, @unchecked Sendable {
  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []

  /// A new executor with a thread of its own.
  public init() {
    let thread = Thread { [self] in run() }
    thread.name = "wxsh-test-timed"
    thread.start()
  }

  /// Queues `job` for the executor's thread.
  public func enqueue(_ job: consuming ExecutorJob) {
    let unowned = UnownedJob(job)
    condition.lock()
    jobs.append(unowned)
    condition.signal()
    condition.unlock()
  }

  private func run() {
    while true {
      condition.lock()
      while jobs.isEmpty { condition.wait() }
      let job = jobs.removeFirst()
      condition.unlock()
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }

  /// Runs `body` on the dedicated thread and returns its value and the seconds it took.
  public static func timed<T>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> T
  ) async throws -> (T, Double) {
    try await withTaskExecutorPreference(DedicatedExecutor(), isolation: isolation) {
      let clock = ContinuousClock()
      let start = clock.now
      let value = try await body()
      let duration = clock.now - start
      return (
        value,
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
      )
    }
  }
}
