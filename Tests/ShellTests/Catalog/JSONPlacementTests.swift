import Foundation
import TestSupport
import Testing

/// The shell builds no JSON: every `--json` document is shaped in `Sources/Rendering`, so a
/// document's fields are read in one folder and commands only pass values.
@Suite(.size(.small)) struct JSONPlacementTests {
  /// What building a JSON value looks like in Swift source: the value types, the writer, and
  /// a case of the value written without its type (`.bool(true)`, not `Self.number(text)`).
  static let builders =
    #"JSONNode|JSONValue|JSONWriter\.line|\.encoded\(\)|(^|[^A-Za-z0-9_)\]])\.(object|array|string|bool|int|number|null)\b"#

  /// Each `file:line: code` under `base` that builds a JSON value, outside comments.
  static func builders(at base: URL) throws -> [String] {
    let pattern = try Regex(builders)
    return try SourceLines.code(under: base).filter { $0.code.contains(pattern) }.map {
      "\($0.file):\($0.number): \($0.code)"
    }
  }

  @Test func theShellBuildsNoJSON() throws {
    let found = try Self.builders(
      at: CatalogCoverageTests.root.appendingPathComponent("Sources/Shell"))
    let list = "shape these documents in Sources/Rendering:\n" + found.joined(separator: "\n")
    #expect(found.isEmpty, Comment(rawValue: list))
  }

  @Test func theCheckFindsADocument() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("json-placement-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = """
      // A comment may say .bool( freely.
      return CommandOutput(json: [("quit", .bool(true))])
      """
    try source.write(
      to: folder.appendingPathComponent("Quit.swift"), atomically: true, encoding: .utf8)
    #expect(
      try Self.builders(at: folder) == [
        #"Quit.swift:2: return CommandOutput(json: [("quit", .bool(true))])"#
      ])
  }
}
