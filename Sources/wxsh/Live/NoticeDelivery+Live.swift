import Catalog
import Dispatch
import Foundation
import Notifications
import Shell
import WatchModel

#if canImport(Glibc)
  import Glibc
#endif

extension NoticeDelivery {
  /// The session bus's notification service, and `/bin/sh -c COMMAND` for `--exec`.
  static func live(environment: [String: String]) -> NoticeDelivery {
    let notifier = DesktopNotifier(address: BusAddress.session(environment: environment))
    let queue = DispatchQueue(label: "wxsh.notices")
    return NoticeDelivery(
      desktop: { notice, replacing in
        await withCheckedContinuation { continuation in
          queue.async {
            do throws(BusError) {
              let id = try notifier.notify(
                summary: notice.title, body: notice.body, urgency: urgency(notice.urgency),
                replacing: replacing)
              continuation.resume(returning: .success(id))
            } catch {
              continuation.resume(returning: .failure(Failure(reason: reason(error))))
            }
          }
        }
      },
      run: { command, line in
        await withCheckedContinuation { continuation in
          DispatchQueue.global().async {
            continuation.resume(
              returning: run(command, input: line + "\n", environment: environment))
          }
        }
      })
  }

  static func urgency(_ urgency: Notice.Urgency) -> DesktopNotifier.Urgency {
    switch urgency {
    case .low: .low
    case .normal: .normal
    case .critical: .critical
    }
  }

  /// A bus failure in the user's words.
  static func reason(_ error: BusError) -> String {
    switch error {
    case .noSessionBus: say(.watchBusNoSession)
    case .unreachable(let address, let code):
      say(.watchBusUnreachable(address: address, reason: String(cString: strerror(code))))
    case .handshake: say(.watchBusRefused)
    case .timedOut: say(.watchBusTimeout)
    case .connectionLost, .malformedReply: say(.watchBusRefused)
    case .remote(let name, _):
      name == "org.freedesktop.DBus.Error.ServiceUnknown"
        ? say(.watchBusNoServer) : say(.watchBusRemote(name: String(name.prefix(120))))
    }
  }

  /// The most seconds an `--exec` command may take before it is killed.
  static let execLimit = 30

  /// Runs `/bin/sh -c command` with `input` on its standard input; its exit status, or nil
  /// when it could not start or was killed after ``execLimit`` seconds.
  static func run(_ command: String, input: String, environment: [String: String]) -> Int32? {
    guard let child = ShellProcess.shell(command, input: input, environment: environment) else {
      return nil
    }
    let deadline = DispatchTime.now() + .seconds(execLimit)
    var status: Int32 = 0
    while true {
      let result = waitpid(child, &status, WNOHANG)
      if result == child { break }
      if result < 0, errno != EINTR { return nil }
      if DispatchTime.now() > deadline {
        kill(child, SIGKILL)
        _ = ShellProcess.waitForExit(child)
        return nil
      }
      usleep(10_000)
    }
    return ShellProcess.exitStatus(status)
  }
}
