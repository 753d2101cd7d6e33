import Catalog
import Clients
import Foundation
import Shell
import Terminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension EditorLauncher {
  /// The editor the environment names (`VISUAL` first), run through `/bin/sh -c` on a private
  /// temp file in `TMPDIR` (so `EDITOR="code --wait"` works); a non-zero exit keeps nothing.
  public static func live(environment: [String: String]) -> EditorLauncher {
    let command = ["VISUAL", "EDITOR"].lazy.compactMap { key -> String? in
      guard let value = environment[key], !value.trimmingSpaces().isEmpty
      else { return nil }
      return value
    }.first
    return EditorLauncher(command: command) { (initial: String) throws(Failure) -> String in
      guard let command else { throw Failure(reason: say(.editorNotSet)) }
      return try edit(initial, editor: command, environment: environment)
    }
  }

  /// Opens `editor` on a 0600 temp file holding `initial` and returns what was saved in it.
  ///
  /// The command runs through `/bin/sh -c` (so `EDITOR="code --wait"` works) with the file as
  /// its argument; a non-zero exit keeps nothing.
  static func edit(
    _ initial: String, editor: String, environment: [String: String]
  ) throws(Failure) -> String {
    let directory = environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
    var template = Array((directory + "/wxsh-journal-XXXXXX.md").utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return mkstemps(base, 3)
    }
    guard fd >= 0 else {
      throw Failure(
        reason: say(.editorNoTemp(directory: directory, reason: String(cString: strerror(errno)))))
    }
    let path = template.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.map { String(cString: $0) } ?? ""
    }
    defer { unlink(path) }
    fchmod(fd, 0o600)
    let bytes = Array(initial.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { raw in
        write(fd, raw.baseAddress.map { $0 + offset }, raw.count - offset)
      }
      if written <= 0 {
        if errno == EINTR { continue }
        close(fd)
        throw Failure(reason: say(.editorCannotWrite(path: path)))
      }
      offset += written
    }
    close(fd)
    let status = DraftGuard.removing(path) {
      run(["/bin/sh", "-c", editor + " \"$1\"", "sh", path], environment: environment)
    }
    guard status == 0 else {
      throw Failure(
        reason: say(.editorExited(editor: editor, status: String(status))))
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Failure(reason: say(.editorCannotRead(path: path)))
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// Runs a program with the terminal (stdin, stdout, stderr) and waits; returns its status.
  static func run(_ arguments: [String], environment: [String: String]) -> Int32 {
    guard let child = ShellProcess.spawn(arguments, environment: environment) else { return 127 }
    return ShellProcess.waitForExit(child) ?? 127
  }
}

/// The path of the draft open in the editor, for the signal handler; nil when there is none.
nonisolated(unsafe) private var draftPath: UnsafeMutablePointer<CChar>?

/// Removes the editor's draft when wxsh is ended by a signal while the editor runs (the
/// terminal closing sends SIGHUP): a diary entry is never left behind in the temp directory.
private enum DraftGuard {
  /// Runs `body` with `path` removed on SIGHUP or SIGTERM before the signal ends wxsh.
  static func removing<Value>(_ path: String, _ body: () -> Value) -> Value {
    draftPath = strdup(path)
    var hangUp = sigaction()
    var terminate = sigaction()
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { signal in
      if let path = draftPath { unlink(path) }
      Glibc.signal(signal, SIG_DFL)
      raise(signal)
    }
    sigemptyset(&action.sa_mask)
    sigaction(SIGHUP, &action, &hangUp)
    sigaction(SIGTERM, &action, &terminate)
    defer {
      sigaction(SIGHUP, &hangUp, nil)
      sigaction(SIGTERM, &terminate, nil)
      free(draftPath)
      draftPath = nil
    }
    return body()
  }
}
