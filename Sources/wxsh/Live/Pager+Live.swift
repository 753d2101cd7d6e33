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
      let command = named.trimmingSpaces()
      guard !command.isEmpty, command != "cat" else { return .none }
      return Pager { text in run(command, text: text, environment: childEnvironment(environment)) }
    }
    // `less` is looked for when text is first paged, not at start: most runs page nothing, and
    // the search of the `PATH` is a system call for each of its folders.
    return Pager { text in
      let path = environment["PATH"] ?? "/usr/bin:/bin"
      guard path.split(separator: ":").contains(where: { access("\($0)/less", X_OK) == 0 }) else {
        return false
      }
      return run("less -FRX", text: text, environment: childEnvironment(environment))
    }
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
