import Catalog
import Foundation

/// `wxsh-catalog`: the translators' tool.
///
///     wxsh-catalog pot                 print the template (share/wxsh/locale/wxsh.pot)
///     wxsh-catalog check LANG FILE     list problems and untranslated keys of a translation
///     wxsh-catalog update LANG FILE    rewrite FILE in the catalogue's order, new keys empty
let arguments = Array(CommandLine.arguments.dropFirst())

/// Prints `text` to standard error and exits with status 2.
func fail(_ text: String) -> Never {
  FileHandle.standardError.write(Data((text + "\n").utf8))
  exit(2)
}

/// The language and file text named by `arguments[1]` and `arguments[2]`.
func languageAndText() -> (Language, String, String) {
  guard arguments.count == 3 else { fail("usage: wxsh-catalog check|update LANG FILE") }
  guard let language = Language(locale: arguments[1]) else {
    fail("wxsh-catalog: '\(arguments[1])' is not a language wxsh speaks")
  }
  let path = arguments[2]
  let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
  return (language, path, text)
}

switch arguments.first {
case "pot":
  print(POTemplate.text(), terminator: "")
case "check":
  let (language, path, text) = languageAndText()
  let (problems, untranslated) = POTemplate.check(text, language: language)
  for problem in problems { print("\(path): \(problem)") }
  print(
    "\(path): \(Message.allCases.count - untranslated.count) of \(Message.allCases.count) "
      + "messages translated, \(problems.count) problems")
  if !untranslated.isEmpty {
    print("untranslated: " + untranslated.prefix(20).joined(separator: " "))
  }
  exit(problems.isEmpty ? 0 : 1)
case "update":
  let (language, path, text) = languageAndText()
  let header = text.split(separator: "\n", omittingEmptySubsequences: false)
    .prefix { $0.hasPrefix("#") }.map { $0 + "\n" }.joined()
  let translations = POFile.templates(text, language: language)
  let updated = POTemplate.po(language, translations: translations, header: header)
  do {
    try updated.write(toFile: path, atomically: true, encoding: .utf8)
  } catch {
    fail("wxsh-catalog: cannot write \(path): \(error.localizedDescription)")
  }
default:
  fail("usage: wxsh-catalog pot | check LANG FILE | update LANG FILE")
}
