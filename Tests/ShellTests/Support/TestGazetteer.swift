import Clients
import Foundation
import GazetteerBuild
import Places
import Testing

/// Which gazetteer a test session searches.
enum TestGazetteer {
  /// The 342 places of `Fixtures/places.tsv`, built in memory: every place of each name the
  /// shell tests type (scripts/make-shell-test-places.py), so the tests need no built data.
  case small
  /// The full `share/wxsh/places.bin`, for tests that count matches over the whole world
  /// (their suites are `.needsPlaceData`).
  case full

  /// A loader for this gazetteer.
  var loader: GazetteerLoader {
    guard case .small = self else { return GazetteerLoader(environment: [:], executablePath: "") }
    do {
      return GazetteerLoader(try Self.built.get())
    } catch {
      Issue.record("the shell tests' gazetteer did not build: \(error)")
      return GazetteerLoader(environment: ["WXSH_DATA_DIR": "/nonexistent"], executablePath: "")
    }
  }

  /// The small gazetteer, built once per test process from the fixture.
  private static let built: Result<Gazetteer, any Error> = Result {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/places.tsv")
    let source = try GazetteerSource.parse(String(contentsOf: fixture, encoding: .utf8))
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("wxsh-shell-places-\(getpid()).bin").path
    defer { unlink(scratch) }  // mapped already; the mapping outlives the name
    return try Gazetteer.fromBytes(GazetteerBuilder.build(source), scratchPath: scratch)
  }
}
