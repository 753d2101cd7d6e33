import Catalog
import CommandLanguage
import ProfileStore
import Rendering

/// `:lang [LANGUAGE|auto]`: the interface language, saved in the profile.
@MainActor
enum LangCommand {
  /// A language tag, or `auto` for the environment's.
  static let language = ArgumentSpec(
    "LANGUAGE|auto", .word, optional: true, noun: .nounLanguage)

  static let spec = CommandSpec(
    name: "lang", aliases: ["language"], summary: .helpLangSummary,
    discussion: .helpLangDiscussion,
    examples: [":lang", ":lang ko", ":lang auto", "wxsh --lang ja -c ':now tokyo'"],
    arguments: [language])

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, context in
      var line: String
      if let typed = invocation.parsed[Self.language] {
        let auto = typed.lowercased() == "auto"
        let language = auto ? nil : Language(locale: typed)
        guard auto || language != nil else {
          throw ShellError.said(
            .langUnknown(
              typed: Quote.user(typed),
              choices: Language.allCases.map(\.rawValue).joined(separator: ", ")), kind: "usage")
        }
        try context.saved.save { (profile: inout Profile) throws(ProfileError) in
          try ProfileOperation.setLanguage(language?.rawValue).apply(to: &profile)
        }
        context.chooseLanguage()
        let chosen = name(context.language.language)
        // Said in the language just chosen; the next line binds it for the session.
        line = context.speaking {
          say(auto ? .langAuto(language: chosen) : .langSet(language: chosen))
        }
      } else {
        let language = name(context.language.language)
        let shown: Sentence
        switch context.language.source {
        case .option: shown = .langShownOption(language: language)
        case .profile: shown = .langShownProfile(language: language)
        case .environment: shown = .langShownEnvironment(language: language)
        }
        line = say(shown)
      }
      let choice = context.language
      return CommandOutput(
        lines: [line],
        json: SettingsJSON.language(choice.language.rawValue, source: source(choice.source)),
        warnings: context.saved.notices())
    }
  }

  /// `한국어 (ko)`: the language's own name and its tag.
  static func name(_ language: Language) -> String {
    "\(language.endonym) (\(language.rawValue))"
  }

  /// The source's name in `--json` output.
  static func source(_ source: LanguageChoice.Source) -> String {
    switch source {
    case .option: "option"
    case .profile: "profile"
    case .environment: "environment"
    }
  }
}
