#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A spinner on standard error while wxsh waits on the network, shown only in a terminal and
/// only after 200 ms, and erased when the wait ends.
@MainActor
final class ProgressLine {
  private var task: Task<Void, Never>?
  /// True for the line that never shows (background fetches).
  let isSilent: Bool

  private init(silent: Bool) { isSilent = silent }

  /// A line that shows nothing, for background fetches.
  static var silent: ProgressLine { ProgressLine(silent: true) }

  /// Starts the line for `message` on `error` when `show` is true (an interactive terminal
  /// that is not dumb, and not `--json`); otherwise shows nothing.
  static func start(_ message: String, show: Bool, error: @escaping @Sendable (String) -> Void)
    -> ProgressLine
  {
    let line = ProgressLine(silent: false)
    guard show else { return line }
    line.task = Task.detached {
      let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
      try? await Task.sleep(for: .milliseconds(200))
      var frame = 0
      while !Task.isCancelled {
        error("\r\u{1B}[2K" + frames[frame % frames.count] + " " + message)
        frame += 1
        try? await Task.sleep(for: .milliseconds(100))
      }
      if frame > 0 { error("\r\u{1B}[2K") }
    }
    return line
  }

  /// Stops and erases the line, before anything else is printed.
  func stop() async {
    task?.cancel()
    await task?.value
    task = nil
  }
}
