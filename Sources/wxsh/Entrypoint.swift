import ArgumentParser
import Foundation
import Shell
import Terminal
import Weather

/// The `wxsh` executable: parses the command line, builds the live context, runs the shell.
@main
enum Entrypoint {
  static func main() async {
    let options: WxshOptions
    do {
      options = try WxshOptions.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
      let code = WxshOptions.exitCode(for: error)
      let message = WxshOptions.fullMessage(for: error)
      if code == .success {
        if !message.isEmpty { print(message) }
        exit(0)
      }
      FileHandle.standardError.write(Data((message + "\n").utf8))
      exit(2)
    }
    let environment = ProcessInfo.processInfo.environment
    let terminal = TerminalInfo.detect(environment: environment, noColorFlag: options.noColor)
    var context = ShellContext(
      environment: environment, terminal: terminal, output: .process, json: options.json,
      executablePath: executablePath())
    context.profileOption = options.profile
    context.temperatureOverride = options.units.map { $0 == .f ? .fahrenheit : .celsius }
    context.offline = options.offline
    context.provider = options.provider
    let status = await Launch.run(
      commands: options.commands, places: options.places, context: context)
    exit(status)
  }

  /// The absolute path of the running executable (from /proc/self/exe on Linux).
  static func executablePath() -> String {
    if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      return resolved
    }
    return CommandLine.arguments.first ?? "wxsh"
  }
}
