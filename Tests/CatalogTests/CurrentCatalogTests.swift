import Foundation
import TestSize
import Testing

@testable import Catalog

/// `say` speaks the catalogue its task binds: tests and sessions may speak different languages
/// in one process at the same time.
@Suite(.size(.small)) struct CurrentCatalogTests {
  @Test func twoTasksSpeakTwoLanguagesAtOnce() async throws {
    let korean = Catalog.translated(.korean, po: try TranslationFilesTests.text("ko.po"))
    let german = Catalog.translated(.german, po: try TranslationFilesTests.text("de.po"))
    let sentence = Sentence.placeResultOutOfRange(count: 2, number: "4")
    let expected = [
      "ko": korean.text(sentence), "de": german.text(sentence),
      "en": Catalog.english.text(sentence),
    ]
    #expect(Set(expected.values).count == 3, "three languages, three sentences")
    let said = await withTaskGroup(of: (String, [String]).self) { group in
      for (tag, catalog) in [("ko", korean), ("de", german), ("en", Catalog.english)] {
        group.addTask {
          await Catalog.$current.withValue(catalog) {
            var lines: [String] = []
            for _ in 0..<200 {
              lines.append(say(sentence))
              await Task.yield()
            }
            return (tag, lines)
          }
        }
      }
      var said: [String: [String]] = [:]
      for await (tag, lines) in group { said[tag] = lines }
      return said
    }
    for (tag, text) in expected {
      #expect(said[tag]?.count == 200)
      #expect(said[tag]?.allSatisfy { $0 == text } == true, "\(tag)")
    }
    #expect(korean.text(sentence).contains("4"))
  }

  @Test func withoutABindingTheCatalogueIsEnglish() {
    #expect(Catalog.current.language == "en")
    #expect(say(.cancelled) == Catalog.english.text(.cancelled))
  }
}
