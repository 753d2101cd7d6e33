import Shell
import Synchronization
import Terminal

/// Captures what the shell writes, for assertions.
final class Recorder: Sendable {
  private let out = Mutex("")
  private let err = Mutex("")

  var output: Output {
    Output(
      standard: { text in self.out.withLock { $0 += text } },
      error: { text in self.err.withLock { $0 += text } })
  }

  var stdout: String { out.withLock { $0 } }
  var stderr: String { err.withLock { $0 } }
}

@MainActor
func makeSession(json: Bool = false, color: Bool = false, width: Int = 80) -> (Session, Recorder) {
  let recorder = Recorder()
  let context = ShellContext(
    // Weather goes to a closed loopback port: no unit test reaches the network.
    environment: [
      "WXSH_OPEN_METEO_URL": "http://127.0.0.1:9", "WXSH_OPENWEATHERMAP_URL": "http://127.0.0.1:9",
    ],
    terminal: TerminalInfo(width: width, colorEnabled: color),
    output: recorder.output, json: json)
  return (Session(context: context), recorder)
}
