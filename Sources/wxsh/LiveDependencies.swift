import AlertModel
import Alerts
import Clients
import CommandLanguage
import Foundation
import Journal
import Locating
import Places
import ProfileStore
import Shell
import Storage
import Terminal
import Weather

/// The real world, built once from the command line and the environment.
@MainActor
enum LiveDependencies {
  /// Every dependency wired to the process: files under the XDG directories, the network
  /// providers, the system clock, the terminal on file descriptors 0-2.
  static func make(
    options: LaunchOptions, environment: [String: String], executablePath: String
  ) -> Dependencies {
    let output = Output.process
    let clock = Clock.live(environment: environment)
    let alertFiles = AlertDataFiles(environment: environment, executablePath: executablePath)
    return Dependencies(
      profile: ProfileStore(profileOption: options.profile, environment: environment),
      journal: JournalOpener { JournalStore(environment: environment) },
      gazetteer: GazetteerLoader(environment: environment, executablePath: executablePath),
      forecasts: .live(
        environment: environment, provider: options.provider, now: clock.now),
      location: .live(environment: environment),
      clock: clock,
      terminal: .live(environment: environment, noColor: options.noColor),
      answers: .live(),
      editor: .live(environment: environment),
      output: output,
      alerts: .live(environment: environment, files: alertFiles),
      air: .live(environment: environment, now: clock.now),
      languages: TranslationFiles.client(environment: environment, executablePath: executablePath),
      pager: .live(environment: environment),
      placeSearch: .live(environment: environment, now: clock.now),
      context: .live(environment: environment, now: clock.now),
      hangulKeys: { hangulKeys(environment: environment, executablePath: executablePath) },
      localeUnits: { localeUnits(environment: environment, executablePath: executablePath) })
  }

  /// Each region's weather units from `locale-units.tsv` beside the gazetteer; none (metric
  /// everywhere) when the file is missing.
  nonisolated static func localeUnits(environment: [String: String], executablePath: String)
    -> LocaleUnits
  {
    dataFile(LocaleUnits.fileName, environment, executablePath).map(LocaleUnits.init(text:))
      ?? .none
  }

  /// The Korean 2-set keyboard's keys from `hangul-2set.tsv` beside the gazetteer; none when
  /// the file is missing (commands typed with the Korean layout are then not recognised).
  nonisolated static func hangulKeys(environment: [String: String], executablePath: String)
    -> HangulKeys
  {
    dataFile(HangulKeys.fileName, environment, executablePath).map(HangulKeys.init(text:))
      ?? .none
  }

  /// The text of a small data file beside the gazetteer (at most 1 MB, UTF-8), or nil.
  nonisolated static func dataFile(
    _ name: String, _ environment: [String: String], _ executablePath: String
  ) -> String? {
    guard
      let directory = GazetteerLocator.directory(
        environment: environment, executablePath: executablePath),
      let bytes = try? SafeFile.read(directory + "/" + name, limit: 1 << 20, followingLinks: true)
    else { return nil }
    return String(validating: bytes, as: UTF8.self)
  }

  /// The run's options from the flags and the environment.
  static func runOptions(_ options: LaunchOptions, environment: [String: String]) -> RunOptions {
    var run = RunOptions(environment: environment)
    run.json = options.json
    run.offline = options.offline
    run.provider = options.provider
    run.language = options.language
    run.temperatureOverride = options.units.map { $0 == .f ? .fahrenheit : .celsius }
    return run
  }
}
