import Catalog
import Clients
import Foundation
import TestSupport
import Testing

@testable import Shell

/// `:lang` and the language a session starts in: `--lang`, then the profile, then the
/// environment; the choice is saved in the profile and handed to the catalogue switch, which
/// these tests record.
@MainActor
@Suite(.size(.small)) struct LangCommandTests {
  /// A language client with a one-sentence translation of every language, recording each
  /// language whose file the session read.
  static func recording() -> (LanguageClient, Locked<[String]>) {
    let used = Locked<[String]>([])
    let client = LanguageClient(translations: { language in
      used.withLock { $0.append(language.rawValue) }
      // A minimal translation, in the file format translators write.
      return """
        msgctxt "lang.set"
        msgid "Language: {language}; saved in your profile"
        msgstr "[\(language.rawValue)] {language}"
        """
    })
    return (client, used)
  }

  @Test func theEnvironmentChoosesAtStartAndLangSavesAChoice() async throws {
    let world = try TestWorld()
    let (client, used) = Self.recording()
    let session = world.session(languages: client, environment: ["LANG": "ko_KR.UTF-8"])
    #expect(used.withLock { $0 } == ["ko"])
    #expect(await Runner(session: session).runCommands([":lang", ":lang ja"]) == 0)
    #expect(world.recorder.stdout.contains("Language: 한국어 (ko), from the environment"))
    #expect(used.withLock { $0 } == ["ko", "ja"])
    let profile = try String(contentsOfFile: world.home.file("profile.json"), encoding: .utf8)
    #expect(profile.contains(#""language": "ja""#))
    // A new session reads the saved choice before the environment.
    let next = world.session(languages: client, environment: ["LANG": "ko_KR.UTF-8"])
    #expect(next.context.language == LanguageChoice(language: .japanese, source: .profile))
  }

  @Test func autoForgetsTheChoice() async throws {
    let world = try TestWorld()
    let (client, used) = Self.recording()
    let session = world.session(languages: client, environment: ["LC_ALL": "de_DE.UTF-8"])
    #expect(await Runner(session: session).runCommands([":lang fr", ":lang auto", ":lang"]) == 0)
    #expect(used.withLock { $0 } == ["de", "fr", "de"])
    let profile = try String(contentsOfFile: world.home.file("profile.json"), encoding: .utf8)
    #expect(!profile.contains("\"language\""))
    #expect(world.recorder.stdout.contains("Language: Deutsch (de), from the environment"))
  }

  @Test func anUnknownLanguageIsRefusedWithTheChoices() async throws {
    let world = try TestWorld()
    let session = world.session()
    #expect(await Runner(session: session).runCommands([":lang klingon"]) == 1)
    #expect(
      world.recorder.stderr.contains(
        "'klingon' is not a language wxsh speaks; choose one of en, ko, ja, zh-Hans, zh-Hant, de, fr, es, pt-BR, ru, or auto"
      ))
    #expect(!FileManager.default.fileExists(atPath: world.home.file("profile.json")))
  }

  @Test func jsonSpeaksEnglishButReportsTheChoice() async throws {
    let world = try TestWorld()
    let (client, used) = Self.recording()
    let session = world.session(
      json: true, languages: client, environment: ["LANG": "ru_RU.UTF-8"])
    #expect(await Runner(session: session).runCommands([":lang"]) == 0)
    #expect(used.withLock { $0 }.isEmpty, "--json reads no translation")
    #expect(session.context.catalog.language == "en")
    #expect(
      world.recorder.stdout
        == #"{"command":"lang","language":"ru","source":"environment"}"# + "\n")
  }

  @Test func theLanguageOptionWinsForOneRun() throws {
    #expect(
      LanguageChoice.make(option: .spanish, profile: "ko", environment: ["LANG": "de_DE"])
        == LanguageChoice(language: .spanish, source: .option))
    #expect(
      LanguageChoice.make(option: nil, profile: "ko", environment: ["LANG": "de_DE"])
        == LanguageChoice(language: .korean, source: .profile))
    // A profile naming a language this wxsh does not speak falls back to the environment.
    #expect(
      LanguageChoice.make(option: nil, profile: "tlh", environment: ["LANG": "de_DE"])
        == LanguageChoice(language: .german, source: .environment))
  }

  @Test func theCatalogueComesFromTheTranslationFile() {
    let (client, _) = Self.recording()
    let choice = LanguageChoice(language: .korean, source: .option)
    let catalog = choice.catalog(client, json: false)
    #expect(catalog.text(.langSet(language: "x")) == "[ko] x")
    #expect(
      choice.catalog(client, json: true).text(.langSet(language: "x")).hasPrefix("Language"))
  }
}
