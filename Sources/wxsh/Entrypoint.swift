import ArgumentParser
import Catalog
import Foundation
import LineEditor
import Rendering
import Shell
import Terminal
import Weather

/// The `wxsh` executable: parses the command line, builds the live dependencies, runs the shell.
@main
enum Entrypoint {
  static func main() async {
    var options: WxshOptions
    do {
      let arguments = Array(CommandLine.arguments.dropFirst())
      if let split = CommandArguments.split(arguments) {
        options = try WxshOptions.parse(split.rest)
        options.commands = split.commands
      } else {
        options = try WxshOptions.parse(arguments)
      }
    } catch {
      let code = WxshOptions.exitCode(for: error)
      let message = WxshOptions.fullMessage(for: error)
      let arguments = Array(CommandLine.arguments.dropFirst())
      let environment = ProcessInfo.processInfo.environment
      if code == .success {
        if message == WxshOptions.version {
          print(VersionText.make(environment: environment, executablePath: executablePath()))
        } else if CompletionScript.isScript(message) {
          print(CompletionScript.corrected(message))
        } else if arguments.contains("-h") || arguments.contains("--help") {
          // Help in the interface language, from the catalogue.
          let catalog = EarlyLanguage.catalog(
            arguments: arguments, environment: environment, executablePath: executablePath())
          Catalog.$current.withValue(catalog) {
            print(CommandLineHelp.text(width: helpWidth(environment)), terminator: "")
          }
        } else if !message.isEmpty {
          print(message)
        }
        exit(0)
      }
      let catalog = EarlyLanguage.catalog(
        arguments: arguments, environment: environment, executablePath: executablePath())
      Catalog.$current.withValue(catalog) {
        let detail = WxshOptions.message(for: error)
        FileHandle.standardError.write(Data((CommandLineHelp.usageError(detail) + "\n").utf8))
      }
      exit(2)
    }
    let environment = ProcessInfo.processInfo.environment
    if let prefix = options.completePlace {
      let names = PlaceCompletion.candidates(
        for: prefix, environment: environment, executablePath: executablePath())
      if !names.isEmpty { print(names.joined(separator: "\n")) }
      exit(0)
    }
    let dependencies = LiveDependencies.make(
      options: options, environment: environment, executablePath: executablePath())
    let status = await Launch.run(
      commands: options.commands, places: options.places, dependencies: dependencies,
      options: LiveDependencies.runOptions(options, environment: environment),
      historyPath: HistoryStore.defaultPath(environment: environment))
    exit(status)
  }

  /// The width help is wrapped at: `COLUMNS` when it is a sensible number, else the
  /// terminal's, else 80.
  static func helpWidth(_ environment: [String: String]) -> Int {
    if let columns = environment["COLUMNS"].flatMap(Int.init), (20...1000).contains(columns) {
      return columns
    }
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col >= 20 {
      return Int(size.ws_col)
    }
    return 80
  }

  /// The absolute path of the running executable (from /proc/self/exe on Linux).
  static func executablePath() -> String {
    if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      return resolved
    }
    return CommandLine.arguments.first ?? "wxsh"
  }
}
