import Foundation
import TestSupport
import Testing

/// No sentence a person reads is written outside the catalogue: the source folders listed here
/// hold no string literal that reads like English words, except the commented allowances.
///
/// The folders left out word only technical details in English, inside catalogue sentences:
/// where a decoder stopped in an answer or a file (`places[0]: expected an object`), HTTP and
/// file-format details, the generator's and the line editor's internal names.
@Suite(.size(.small)) struct CatalogCoverageTests {
  /// Folders whose every user-facing sentence comes from the catalogue.
  static let covered = [
    "Sources/Shell", "Sources/Rendering", "Sources/CommandLanguage", "Sources/Completion",
    "Sources/Views", "Sources/AlertModel", "Sources/Alerts", "Sources/FetchModel",
    "Sources/PlaceModel",
  ]

  /// Literals that look like words but are not shown as sentences.
  static let allowed: [String] = [
    // Command examples and usage: commands, not sentences.
    ":", "wxsh ", "printf ':help",
    // Machine text: hosts, URLs, the User-Agent, file names and a data file's first line.
    "ipapi.co", "https://", "wxsh/0.1 (", "/wxsh-journal-XXXXXX.md", "alert-areas.tsv",
    "hangul-2set.tsv", "jma-kinds.tsv", "/common/const/", "kma-kinds.tsv", "kma-areas.tsv",
    "/api/typ01/url/",
    "# wxsh alert areas",
    // The journal's Markdown export is a file: files never change with the language.
    "# Weather journal",
    // A service's name, which sentences name: a proper noun, the same in every language.
    "Open-Meteo geocoding",
  ]

  /// The package's root folder.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Every string literal on a line of code (not a comment) that holds two words of three or
  /// more letters, with where it is.
  static func sentences(in folder: String) throws -> [String] {
    let word = try Regex(#"[A-Za-z]{3,}[ ,;:.'!?]+[A-Za-z]{2,}"#)
    // Catalogue keys (`alert.severity.`) name messages; they are not sentences.
    let key = try Regex(#"[a-z]+(\.[a-z0-9-]+)*\.?"#)
    var found: [String] = []
    for line in try SourceLines.code(under: root.appendingPathComponent(folder)) {
      for literal in literals(in: String(line.code))
      where withoutInterpolations(literal).contains(word) {
        if allowed.contains(where: { literal.hasPrefix($0) || literal == $0 }) { continue }
        if literal.wholeMatch(of: key) != nil { continue }
        found.append("\(folder)/\(line.file):\(line.number): \"\(literal)\"")
      }
    }
    return found
  }

  /// A literal's text without its `\(…)` interpolations, which are code.
  static func withoutInterpolations(_ literal: String) -> String {
    var output = ""
    var depth = 0
    var previous: Character?
    for character in literal {
      if depth > 0 {
        if character == "(" { depth += 1 }
        if character == ")" { depth -= 1 }
      } else if character == "(" && previous == "\\" {
        output.removeLast()
        depth = 1
      } else {
        output.append(character)
      }
      previous = character
    }
    return output
  }

  /// The contents of the double-quoted literals on a line (interpolations kept as written).
  static func literals(in line: String) -> [String] {
    var literals: [String] = []
    var current: String?
    var escaping = false
    var depth = 0
    for character in line {
      if var text = current {
        if escaping {
          escaping = false
          text.append(character)
          if character == "(" { depth += 1 }
        } else if character == "\\" {
          escaping = true
          text.append(character)
        } else if character == ")" && depth > 0 {
          depth -= 1
          text.append(character)
        } else if character == "\"" && depth == 0 {
          literals.append(text)
          current = nil
          continue
        } else {
          text.append(character)
        }
        current = text
      } else if character == "\"" {
        current = ""
      }
    }
    return literals
  }

  @Test(arguments: covered)
  func noSentenceIsWrittenOutsideTheCatalogue(folder: String) throws {
    let found = try Self.sentences(in: folder)
    let list = "move these to the catalogue (Sources/Catalog):\n" + found.joined(separator: "\n")
    #expect(found.isEmpty, Comment(rawValue: list))
  }

  @Test func theCheckFindsASentence() {
    let line = #"    lines.append("Saved the place.")"#
    #expect(Self.literals(in: line) == ["Saved the place."])
  }
}
