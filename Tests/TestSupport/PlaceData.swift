import Foundation
@_exported import TestSize
import Testing

/// The place data the tests search and the binary ships (`share/wxsh/places.bin`,
/// `subregions.tsv` and `readings.tsv`), built by `scripts/ensure-deps.sh`, not kept in git.
public enum PlaceData {
  /// The folder the data is built into.
  public static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("share/wxsh")

  /// The path of the data file `name`.
  public static func path(_ name: String) -> String {
    directory.appendingPathComponent(name).path
  }

  /// True when the files are there.
  public static var isBuilt: Bool {
    ["places.bin", "subregions.tsv", "readings.tsv"].allSatisfy {
      FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).path)
    }
  }

  /// The one thing to do when it is missing.
  public static let missing =
    "the place data (share/wxsh/places.bin) is not built: run scripts/ensure-deps.sh, "
    + "or ./scripts/test, which runs it before swift test"
}

extension Trait where Self == ConditionTrait {
  /// Runs a suite only when the place data is built; otherwise it is skipped, and the one
  /// failing test is `PlaceDataTests`, which names the command that builds it.
  public static var needsPlaceData: Self {
    .enabled(if: PlaceData.isBuilt, Comment(rawValue: PlaceData.missing))
  }
}
