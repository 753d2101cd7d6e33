import AlertModel
import Alerts
import Places
import Synchronization

/// The data files beside the gazetteer that only alerts read (for Europe `subregions.tsv` and,
/// when a packager built it, `alert-areas.tsv`; for Japan `jma-kinds.tsv`): found and opened
/// on the first such question, never at start-up, and kept for the rest of the run.
final class AlertDataFiles: Sendable {
  private let environment: [String: String]
  private let executablePath: String
  private let opened = Mutex<(subregions: Subregions, areas: AlertAreaIndex)??>(nil)
  private let kinds = Mutex<JMAKinds?>(nil)

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
    kinds.withLock { kinds in
      if let kinds { return kinds }
      let read =
        LiveDependencies.dataFile(JMAKinds.fileName, environment, executablePath)
        .map(JMAKinds.init(text:)) ?? .none
      kinds = read
      return read
    }
  }

  /// Both files, opened once; nil when no gazetteer folder is found.
  private func files() -> (subregions: Subregions, areas: AlertAreaIndex)? {
    opened.withLock { opened in
      if let known = opened { return known }
      let found = GazetteerLocator.directory(
        environment: environment, executablePath: executablePath
      ).map { directory in
        (
          Subregions(path: directory + "/" + Subregions.fileName),
          AlertAreaIndex(path: directory + "/" + AlertAreaIndex.fileName)
        )
      }
      opened = .some(found)
      return found
    }
  }
}
