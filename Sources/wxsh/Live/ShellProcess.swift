#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starting and awaiting the programs the user names (pager, editor) from the terminal.
enum ShellProcess {
  /// Starts `arguments[0]` with `arguments` and `environment`; nil when it could not start.
  static func spawn(
    _ arguments: [String], environment: [String: String],
    actions: UnsafePointer<posix_spawn_file_actions_t>? = nil
  ) -> pid_t? {
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var child = pid_t()
    return posix_spawn(&child, arguments[0], actions, nil, argv, envp) == 0 ? child : nil
  }

  /// Waits for `child`: its exit status, 128 + the signal that killed it, or nil when it
  /// could not be waited for.
  static func waitForExit(_ child: pid_t) -> Int32? {
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 {
      if errno != EINTR { return nil }
    }
    if (status & 0x7F) == 0 { return (status >> 8) & 0xFF }
    return 128 + (status & 0x7F)
  }
}
