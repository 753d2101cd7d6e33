import ArgumentParser
import Catalog
import Foundation
import LineEditor
import Places
import Rendering
import Shell
import Terminal
import Weather

/// The `wxsh` executable: parses the command line, builds the live dependencies, runs the shell.
@main
enum Entrypoint {
  /// Blocks of over 256 KB (a downloaded feed, a country's decoded warnings) are mapped on
  /// their own and given back to the system when freed. By default glibc raises that
  /// threshold after the first such block is freed, and later ones stayed in its heaps: a cold
  /// 6 MB `:alerts berlin` peaked at 35-38 MB, at 34-35 MB with the threshold fixed.
  /// (`mallopt` is looked up: `malloc.h` is not in Swift's Glibc module.)
  static func returnLargeBlocks() {
    guard let symbol = dlsym(nil, "mallopt") else { return }
    let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
    let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
    _ = mallopt(mmapThreshold, 256 << 10)
  }

  static func main() async {
    returnLargeBlocks()
    if CommandLine.arguments.dropFirst().first == "watch" {
      exit(await watch(Array(CommandLine.arguments.dropFirst(2))))
    }
    let options: LaunchOptions
    do {
      let arguments = Array(CommandLine.arguments.dropFirst())
      if let split = CommandArguments.split(arguments) {
        if let plain = PlainArguments.read(split.rest, commands: split.commands) {
          options = plain
        } else {
          var parsed = try WxshOptions.parse(split.rest).launch
          parsed.commands = split.commands
          options = parsed
        }
      } else {
        options = try WxshOptions.parse(arguments).launch
      }
    } catch {
      let code = WxshOptions.exitCode(for: error)
      let message = WxshOptions.fullMessage(for: error)
      let arguments = Array(CommandLine.arguments.dropFirst())
      let environment = processEnvironment()
      if code == .success {
        if message == WxshOptions.version {
          print(
            VersionText.make(
              environment: environment, executablePath: GazetteerLocator.executablePath()))
        } else if CompletionScript.isScript(message) {
          print(CompletionScript.corrected(message))
        } else if arguments.contains("-h") || arguments.contains("--help") {
          // Help in the interface language, from the catalogue.
          let catalog = EarlyLanguage.catalog(
            arguments: arguments, environment: environment,
            executablePath: GazetteerLocator.executablePath())
          Catalog.$current.withValue(catalog) {
            print(CommandLineHelp.text(width: helpWidth(environment)), terminator: "")
          }
        } else if !message.isEmpty {
          print(message)
        }
        exit(0)
      }
      let catalog = EarlyLanguage.catalog(
        arguments: arguments, environment: environment,
        executablePath: GazetteerLocator.executablePath())
      Catalog.$current.withValue(catalog) {
        let detail = WxshOptions.message(for: error)
        FileHandle.standardError.write(Data((CommandLineHelp.usageError(detail) + "\n").utf8))
      }
      exit(2)
    }
    let environment = processEnvironment()
    if let prefix = options.completePlace {
      let names = PlaceCompletion.candidates(
        for: prefix, environment: environment, executablePath: GazetteerLocator.executablePath())
      if !names.isEmpty { print(names.joined(separator: "\n")) }
      exit(0)
    }
    let dependencies = LiveDependencies.make(
      options: options, environment: environment, executablePath: GazetteerLocator.executablePath())
    let status = await Launch.run(
      commands: options.commands, places: options.places, dependencies: dependencies,
      options: LiveDependencies.runOptions(options, environment: environment),
      historyPath: HistoryStore.defaultPath(environment: environment))
    exit(status)
  }

  /// `wxsh watch …`: parses its options and runs the watch; returns the exit status.
  @MainActor static func watch(_ arguments: [String]) async -> Int32 {
    let environment = processEnvironment()
    let parsed: WatchArguments
    do {
      parsed = try WatchArguments.parse(arguments)
    } catch {
      let code = WatchArguments.exitCode(for: error)
      let catalog = EarlyLanguage.catalog(
        arguments: arguments, environment: environment,
        executablePath: GazetteerLocator.executablePath())
      return Catalog.$current.withValue(catalog) {
        if code == .success {
          print(WatchArguments.fullMessage(for: error))
          return 0
        }
        let detail = WatchArguments.message(for: error)
        let text = say(.cliUsageError(detail: TerminalText.sanitize(detail)))
        FileHandle.standardError.write(Data((text + "\n  wxsh watch --help\n").utf8))
        return 2
      }
    }
    let options = parsed.launch
    let dependencies = LiveDependencies.make(
      options: options, environment: environment, executablePath: GazetteerLocator.executablePath())
    guard
      let files = WatchFiles(profilePath: dependencies.profile.path, environment: environment)
    else {
      FileHandle.standardError.write(Data("wxsh: \(say(.watchStateFailed(reason: "HOME")))\n".utf8))
      return 1
    }
    return await Launch.watch(
      parsed.watch, dependencies: dependencies,
      options: LiveDependencies.runOptions(options, environment: environment),
      delivery: .live(environment: environment), files: files)
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

  /// The process's environment, read from `environ` (the first of a repeated name, as
  /// `getenv` reads it): setting up Foundation's `ProcessInfo` was about 4% of a whole `:help`.
  static func processEnvironment() -> [String: String] {
    var count = 0
    while environ[count] != nil { count += 1 }
    // Sized once, not grown (and rehashed) one doubling at a time.
    var result = [String: String](minimumCapacity: count)
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
        let name = String(text[..<equals])
        if result[name] == nil { result[name] = String(text[text.index(after: equals)...]) }
      }
      entry += 1
    }
    return result
  }
}
