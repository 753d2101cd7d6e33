import Foundation
import Testing

/// Golden-text snapshots stored under `Snapshots/<name>.txt` next to this file.
///
/// A missing snapshot, or any snapshot when `RECORD_SNAPSHOTS=1`, is written and the test
/// fails on purpose, so a recording run never passes silently. ESC bytes are stored as `␛`.
enum Snapshot {
  /// The folder holding the snapshot files.
  static func folder(filePath: String = #filePath) -> URL {
    URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
  }

  /// The stored form of rendered lines: one per line, escapes made visible.
  static func text(_ lines: [String]) -> String {
    lines.map { $0.replacingOccurrences(of: "\u{1B}", with: "␛") }.joined(separator: "\n") + "\n"
  }

  /// Compares `lines` with the snapshot `name`, recording it when missing or asked to.
  static func assert(
    _ lines: [String], named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = folder().appendingPathComponent(name + ".txt")
    let actual = text(lines)
    let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
    let stored = try? String(contentsOf: url, encoding: .utf8)
    if record || stored == nil {
      do {
        try FileManager.default.createDirectory(
          at: folder(), withIntermediateDirectories: true)
        try actual.write(to: url, atomically: true, encoding: .utf8)
        Issue.record(
          "Recorded snapshot \(name).txt; check it and run again without RECORD_SNAPSHOTS",
          sourceLocation: sourceLocation)
      } catch {
        Issue.record(
          "Could not write snapshot \(name).txt: \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let stored, stored != actual else { return }
    let expectedLines = stored.components(separatedBy: "\n")
    let actualLines = actual.components(separatedBy: "\n")
    var diff: [String] = []
    for index in 0..<max(expectedLines.count, actualLines.count) {
      let expected = index < expectedLines.count ? expectedLines[index] : "<none>"
      let got = index < actualLines.count ? actualLines[index] : "<none>"
      if expected != got { diff.append("line \(index + 1):\n  - \(expected)\n  + \(got)") }
    }
    let details = Array(diff.prefix(12)).joined(separator: "\n")
    Issue.record(
      "Snapshot \(name).txt differs (RECORD_SNAPSHOTS=1 to re-record):\n\(details)",
      sourceLocation: sourceLocation)
  }
}
