import Foundation
import TestSize
import Testing

@testable import Catalog

/// The generated catalogue is what `wxsh-catalog generate` writes from the English source
/// today, byte for byte, so the two cannot drift apart.
@Suite(.size(.small)) struct GeneratedMessagesTests {
  /// The package's root folder.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The text of a file under the root.
  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func theGeneratedFileIsInStepWithTheSource() throws {
    let pot = try Self.text(MessagesSource.sourcePath)
    let generated = try Self.text(MessagesSource.generatedPath)
    #expect(generated == MessagesSource.swift(pot), "run: scripts/generate-catalog")
  }

  @Test func theSourceIsInItsCanonicalForm() throws {
    let pot = try Self.text(MessagesSource.sourcePath)
    #expect(pot == POTemplate.text(MessagesSource.entries(pot)), "run: scripts/generate-catalog")
  }

  @Test func theSourceNamesEveryMessageAsTheCatalogueDoes() throws {
    let entries = MessagesSource.entries(try Self.text(MessagesSource.sourcePath))
    #expect(entries.map(\.name) == Message.allCases.map { "\($0)" })
    #expect(entries.map(\.key) == Message.allCases.map(\.rawValue))
    #expect(entries.map(\.english) == Message.allCases.map(\.english))
  }

  @Test func constructorsTakeCountFirstThenThePlaceholdersInOrder() {
    #expect(MessagesSource.parameters(.text("{b} {a} {b}")) == ["b", "a"])
    #expect(MessagesSource.parameters(.text("{a} of {count}")) == ["count", "a"])
    #expect(MessagesSource.parameters(.plural([.one: "one", .other: "{x}s"])) == ["count", "x"])
    #expect(MessagesSource.name(key: "time.12-hour-label") == "time12HourLabel")
  }

  @Test func aGeneratedConstructorFillsItsPlaceholders() {
    let sentence = Sentence.errorUnknownOption(command: "now", option: "--foo")
    #expect(sentence.message == .errorUnknownOption)
    #expect(Catalog.english.text(sentence) == ":now has no option --foo; see :help now")
    #expect(Catalog.english.text(.cancelled) == Catalog.english.text(Sentence(.cancelled)))
  }
}
