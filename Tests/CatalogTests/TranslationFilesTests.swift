import Foundation
import TestSize
import Testing

@testable import Catalog

/// The translators' files in `share/wxsh/locale`: the template matches the catalogue, and every
/// language's file is complete, keeps every placeholder and reads back into the catalogue.
@Suite(.size(.small)) struct TranslationFilesTests {
  /// The package's `share/wxsh/locale` folder.
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("share/wxsh/locale")

  /// The text of one file in the folder.
  static func text(_ name: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }

  @Test func theTemplateIsTheCatalogue() throws {
    #expect(
      try Self.text("wxsh.pot") == POTemplate.text(),
      "run: scripts/generate-catalog")
  }

  static let translated = Language.allCases.filter { $0 != .english }

  @Test(arguments: translated)
  func everyMessageIsTranslatedWithItsPlaceholders(language: Language) throws {
    let text = try Self.text(language.rawValue + ".po")
    let (problems, untranslated) = POTemplate.check(text, language: language)
    #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")))
    #expect(
      untranslated.isEmpty,
      Comment(
        rawValue: "\(untranslated.count) untranslated: " + untranslated.joined(separator: " ")))
    // What the file holds is what the catalogue speaks.
    let catalog = Catalog.translated(language, po: text)
    #expect(catalog.table.count == Message.allCases.count - untranslated.count)
    #expect(catalog.text(.langSet(language: "X")).contains("X"))
    #expect(
      catalog.text(.langSet(language: "X")) != Catalog.english.text(.langSet(language: "X"))
    )
  }

  @Test(arguments: translated)
  func listsHaveTheirWordCounts(language: Language) throws {
    let catalog = Catalog.translated(language, po: try Self.text(language.rawValue + ".po"))
    for (message, count) in [
      (Message.dateWeekdays, 7), (.dateMonths, 12), (.compassPoints, 16), (.timeHalves, 2),
    ] {
      let words = catalog.text(Sentence(message)).split(separator: " ")
      #expect(words.count == count, "\(language.rawValue) \(message.rawValue): \(words)")
    }
  }

  @Test func pluralFormsFollowEachLanguage() throws {
    let russian = Catalog.translated(.russian, po: try Self.text("ru.po"))
    let forms = Set(
      [1, 2, 5, 11, 21, 22, 25].map { russian.text(.ageDays(count: $0)) })
    // one (1, 21), few (2, 22), many (5, 11, 25): three different sentences, not two.
    #expect(Set(forms.map { $0.split(separator: " ").dropFirst().joined() }).count == 3)
  }

  @Test func namesFilesGiveCitiesAndRegions() throws {
    let korean = Catalog.translated(
      .korean, po: try Self.text("ko.po"), names: try Self.text("ko.names"))
    #expect(korean.placeName(id: 1_835_848) == "서울")
    #expect(korean.regionName(code: "KR-41") == "경기도")
    let russian = Catalog.translated(
      .russian, po: try Self.text("ru.po"), names: try Self.text("ru.names"))
    #expect(russian.placeName(id: 2_643_743) == "Лондон")
    #expect(russian.regionName(code: "DE-BY") == "Бавария")
    // English reads no names file.
    #expect(Catalog.english.placeName(id: 1_835_848) == nil)
  }
}
