import Catalog
import Foundation

/// `wxsh-catalog`: the translators' tool.
///
///     wxsh-catalog generate [ROOT]     from ROOT/share/wxsh/locale/wxsh.pot (the English),
///                                      write Sources/Catalog/Generated/Messages.swift and
///                                      rewrite the .pot in its canonical form
///     wxsh-catalog pot                 print the template as the built catalogue has it
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
case "generate":
  let root = arguments.count > 1 ? arguments[1] : FileManager.default.currentDirectoryPath
  let source = root + "/" + MessagesSource.sourcePath
  guard let pot = try? String(contentsOfFile: source, encoding: .utf8) else {
    fail("wxsh-catalog: cannot read \(source)")
  }
  let generated = root + "/" + MessagesSource.generatedPath
  do {
    try MessagesSource.swift(pot).write(toFile: generated, atomically: true, encoding: .utf8)
    try POTemplate.text(MessagesSource.entries(pot)).write(
      toFile: source, atomically: true, encoding: .utf8)
  } catch {
    fail("wxsh-catalog: cannot write: \(error.localizedDescription)")
  }
  print("wrote \(MessagesSource.generatedPath) and \(MessagesSource.sourcePath)")
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
  fail("usage: wxsh-catalog generate [ROOT] | pot | check LANG FILE | update LANG FILE")
}
