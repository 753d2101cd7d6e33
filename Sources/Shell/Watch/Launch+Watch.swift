import Clients
import Dispatch
import Foundation

extension Launch {
  /// Runs `wxsh watch` until SIGTERM, SIGINT or SIGHUP (or one round with `--once`); returns
  /// the exit status.
  ///
  /// A signal cancels the watch, which ends at once when it is waiting; a check still talking
  /// to the network gets under a second before the process exits anyway (what was sent is
  /// already on disk: the ledger is written after every round).
  public static func watch(
    _ watch: WatchOptions, dependencies: Dependencies, options: RunOptions,
    delivery: NoticeDelivery, files: WatchFiles
  ) async -> Int32 {
    let session = Session(dependencies: dependencies, options: options)
    let context = session.context
    return await context.speaking {
      let watcher = Watcher(context: context, options: watch, delivery: delivery, files: files)
      let task = Task { @MainActor in await watcher.run() }
      let sources = stopping(task)
      let status = await task.value
      for source in sources { source.cancel() }
      await session.shutdown()
      return status
    }
  }

  /// Signal sources that cancel `task` on SIGTERM, SIGINT or SIGHUP and end the process 0.9 s
  /// later if it has not ended by then. Off the main actor: the handlers run on a global queue.
  nonisolated static func stopping(_ task: Task<Int32, Never>) -> [any DispatchSourceSignal] {
    // An --exec command that does not read its notice closes the pipe: a failed write, not death.
    signal(SIGPIPE, SIG_IGN)
    return [SIGTERM, SIGINT, SIGHUP].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { @Sendable in
        task.cancel()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.9) { @Sendable in _exit(0) }
      }
      source.resume()
      return source
    }
  }
}
