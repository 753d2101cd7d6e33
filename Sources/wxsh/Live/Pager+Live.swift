import Clients
import Foundation
import Shell
import Terminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Pager {
  /// The pager the environment names: `$PAGER` through `/bin/sh -c`, else `less -FRX` (quits
  /// when the text fits, keeps colours, leaves the text on the screen) when `less` is on the
  /// `PATH`; none when `PAGER` is empty or `cat`. `LESS` and `LESSCHARSET` are set for it
  /// unless the user set them (as git sets `LESS`).
  public static func live(environment: [String: String]) -> Pager {
    if let named = environment["PAGER"] {
      let trimmed = named.trimmingSpaces()
      guard !trimmed.isEmpty, trimmed != "cat" else { return .none }
    }
    // Found when text is first paged, not at start: most runs page nothing, and the search
    // of the `PATH` is a system call for each of its folders.
    return Pager { text in
      guard let command = command(environment) else { return false }
      return run(command, text: text, environment: childEnvironment(environment))
    }
  }

  /// `$PAGER`, else `less -FRX` when `less` is on the `PATH`; nil when there is none.
  static func command(_ environment: [String: String]) -> String? {
    if let named = environment["PAGER"] { return named.trimmingSpaces() }
    let path = environment["PATH"] ?? "/usr/bin:/bin"
    let found = path.split(separator: ":").contains {
      access("\($0)/less", X_OK) == 0
    }
    return found ? "less -FRX" : nil
  }

  /// The pager's environment: `LESS` and `LESSCHARSET` added unless the user set them.
  static func childEnvironment(_ environment: [String: String]) -> [String: String] {
    var childEnvironment = environment
    if childEnvironment["LESS"] == nil { childEnvironment["LESS"] = "FRX" }
    // wxsh writes UTF-8 whatever the locale; without a UTF-8 locale (LANG unset, or one not
    // installed) less would show `<C3><8E>` for `Î`. The user's own setting wins.
    if childEnvironment["LESSCHARSET"] == nil && childEnvironment["LESSCHARDEF"] == nil {
      childEnvironment["LESSCHARSET"] = "utf-8"
    }
    return childEnvironment
  }

  /// Runs `command` with `text` on its standard input and the terminal as its output; false
  /// when it could not be started.
  static func run(_ command: String, text: String, environment: [String: String]) -> Bool {
    // A pager quit early (q before the end) closes the pipe: the rest is dropped quietly.
    guard let child = ShellProcess.shell(command, input: text, environment: environment) else {
      return false
    }
    // `sh` says 127 when the command is not found: nothing was shown, so print it instead.
    return ShellProcess.waitForExit(child) != 127
  }
}
