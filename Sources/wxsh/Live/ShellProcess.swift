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

  /// Starts `/bin/sh -c command` with `input` written to its standard input, which is then
  /// closed; nil when it could not start. A command that stops reading early gets the rest
  /// dropped (wxsh ignores SIGPIPE): its exit status says how it went.
  static func shell(_ command: String, input: String, environment: [String: String]) -> pid_t? {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, ends[0], STDIN_FILENO)
    posix_spawn_file_actions_addclose(&actions, ends[0])
    posix_spawn_file_actions_addclose(&actions, ends[1])
    let child = spawn(["/bin/sh", "-c", command], environment: environment, actions: &actions)
    close(ends[0])
    guard let child else {
      close(ends[1])
      return nil
    }
    let bytes = Array(input.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { raw in
        write(ends[1], raw.baseAddress.map { $0 + offset }, raw.count - offset)
      }
      if written < 0, errno == EINTR { continue }
      if written <= 0 { break }
      offset += written
    }
    close(ends[1])
    return child
  }

  /// Waits for `child`: its exit status, 128 + the signal that killed it, or nil when it
  /// could not be waited for.
  static func waitForExit(_ child: pid_t) -> Int32? {
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 {
      if errno != EINTR { return nil }
    }
    return exitStatus(status)
  }

  /// A `waitpid` status as the shell says it: the exit code, or 128 + the signal.
  static func exitStatus(_ status: Int32) -> Int32 {
    (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
  }
}
