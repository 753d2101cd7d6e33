import Catalog
import Foundation
import ProfileStore
import Shell

/// The language of `--help` and of command-line errors, chosen before the options are parsed:
/// `--lang` as typed, then the profile's `:lang`, then `LC_ALL`, `LC_MESSAGES`, `LANG`.
enum EarlyLanguage {
  /// The catalogue of that language.
  static func catalog(arguments: [String], environment: [String: String], executablePath: String)
    -> Catalog
  {
    let client = TranslationFiles.client(environment: environment, executablePath: executablePath)
    let choice = LanguageChoice.make(
      option: option(in: arguments),
      profile: ProfileStore(
        profileOption: value("--profile", in: arguments), environment: environment
      )
      .profile.language,
      environment: environment)
    return choice.catalog(client, json: arguments.contains("--json"))
  }

  /// The language `--lang CODE` or `--lang=CODE` names, when it names one.
  static func option(in arguments: [String]) -> Language? {
    value("--lang", in: arguments).flatMap { Language(locale: $0) }
  }

  /// The value after `name` (`--lang ko`, `--lang=ko`), before any `--`.
  static func value(_ name: String, in arguments: [String]) -> String? {
    var iterator = arguments.makeIterator()
    while let argument = iterator.next(), argument != "--" {
      if argument == name { return iterator.next() }
      if argument.hasPrefix(name + "=") { return String(argument.dropFirst(name.count + 1)) }
    }
    return nil
  }
}
