import AlertModel
import Alerts
import Places
import Synchronization

/// The data files beside the gazetteer that only alerts read (for Europe `subregions.tsv` and,
/// when a packager built it, `alert-areas.tsv`; for Japan `jma-kinds.tsv`; for Korea `kma-areas.tsv`, its districts in KMA's
/// warning zones, and `kma-kinds.tsv`): found and opened
/// on the first such question, never at start-up, and kept for the rest of the run.
final class AlertDataFiles: Sendable {
  private let environment: [String: String]
  private let executablePath: String
  private let opened = Mutex<Files??>(nil)
  private let kinds = Mutex<JMAKinds?>(nil)
  private let koreanKinds = Mutex<KMAKinds?>(nil)

  /// Files found the way the gazetteer is (`WXSH_DATA_DIR`, next to the binary, the source tree).
  init(environment: [String: String], executablePath: String) {
    self.environment = environment
    self.executablePath = executablePath
  }

  /// The names of a gazetteer place's subregion (empty when unknown or without the file).
  func subregionNames(_ placeID: Int) -> [String] {
    files()?.subregions.names(placeID: placeID) ?? []
  }

  /// The codes of the MeteoAlarm areas whose official outlines contain the point.
  func areaCodes(_ latitude: Double, _ longitude: Double, _ countryCode: String) -> Set<String> {
    files()?.areas.codes(latitude: latitude, longitude: longitude, countryCode: countryCode) ?? []
  }

  /// True when the official outlines cover `countryCode` at all.
  func outlinesCover(_ countryCode: String) -> Bool {
    files()?.areas.covers(countryCode: countryCode) ?? false
  }

  /// JMA's kinds of warning (none, each shown by its code, when the file is missing).
  func jmaKinds() -> JMAKinds {
    kinds.withLock { read(JMAKinds.fileName, into: &$0, JMAKinds.init(text:), otherwise: .none) }
  }

  /// The KMA warning zones (and district codes) whose districts' outlines contain the point.
  func koreanZones(_ latitude: Double, _ longitude: Double) -> Set<String> {
    files()?.korea.codes(latitude: latitude, longitude: longitude, countryCode: "KR") ?? []
  }

  /// True when `code` is a KMA warning zone the district outlines place.
  func isKoreanZone(_ code: String) -> Bool {
    files()?.korea.isAlias(code) ?? false
  }

  /// KMA's kinds and levels of report (each named by KMA's words when the file is missing).
  func kmaKinds() -> KMAKinds {
    koreanKinds.withLock {
      read(KMAKinds.fileName, into: &$0, KMAKinds.init(text:), otherwise: .none)
    }
  }

  /// The value of the data file `name` (`otherwise` when it is missing), read into `memo` on
  /// the first call and kept.
  private func read<Value>(
    _ name: String, into memo: inout Value?, _ parse: (String) -> Value, otherwise: Value
  ) -> Value {
    if let memo { return memo }
    let value = LiveDependencies.dataFile(name, environment, executablePath).map(parse) ?? otherwise
    memo = value
    return value
  }

  /// The files beside the gazetteer, each read on its first question.
  private struct Files: Sendable {
    var subregions: Subregions
    var areas: AlertAreaIndex
    var korea: AlertAreaIndex
  }

  /// The files, opened once; nil when no gazetteer folder is found.
  private func files() -> Files? {
    opened.withLock { opened in
      if let known = opened { return known }
      let found = GazetteerLocator.directory(
        environment: environment, executablePath: executablePath
      ).map { directory in
        Files(
          subregions: Subregions(path: directory + "/" + Subregions.fileName),
          areas: AlertAreaIndex(path: directory + "/" + AlertAreaIndex.fileName),
          korea: AlertAreaIndex(path: directory + "/" + AlertAreaIndex.koreaFileName))
      }
      opened = .some(found)
      return found
    }
  }
}
