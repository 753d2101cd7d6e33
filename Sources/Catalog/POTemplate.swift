/// Writes the translators' template (`wxsh.pot`, the English source the catalogue is generated
/// from) in its canonical form, writes and checks translations against it.
///
/// Each message becomes one gettext entry whose `msgctxt` is the catalogue key and whose
/// `msgid` is the English; a plural message has `msgid_plural` and one `msgstr[N]` per plural
/// category of the language. In the template, `#. swift: NAME` gives a message's Swift name
/// when it is not the key's (`shell.cancelled` is `cancelled`).
public enum POTemplate {
  /// The `.pot` text for every message of the catalogue.
  public static func text() -> String {
    text(
      Message.allCases.map {
        MessagesSource.Entry(key: $0.rawValue, name: "\($0)", english: $0.english)
      })
  }

  /// The `.pot` text for `entries`, as `wxsh-catalog generate` rewrites the source.
  public static func text(_ entries: [MessagesSource.Entry]) -> String {
    var output = """
      # wxsh's interface in English: the source of Sources/Catalog/Generated/Messages.swift and
      # the template translators start from. Add or change a sentence here, then run
      # scripts/generate-catalog (`#. placeholders` comments are rewritten by it).
      # Placeholders are written {name}: keep every one, in any order the language needs.
      msgid ""
      msgstr ""
      "Project-Id-Version: wxsh\\n"
      "PO-Revision-Date: YEAR-MO-DA HO:MI+ZONE\\n"
      "Last-Translator: FULL NAME <EMAIL@ADDRESS>\\n"
      "Language-Team: LANGUAGE\\n"
      "Language: \\n"
      "MIME-Version: 1.0\\n"
      "Content-Type: text/plain; charset=UTF-8\\n"
      "Content-Transfer-Encoding: 8bit\\n"


      """
    for entry in entries {
      output += self.entry(entry, translation: nil, language: nil)
      output += "\n"
    }
    return output
  }

  /// A `.po` file for `language` holding `translations` (empty strings where there is none).
  public static func po(
    _ language: Language, translations: [Message: Template], header: String = ""
  ) -> String {
    var output = header
    output += """
      msgid ""
      msgstr ""
      "Project-Id-Version: wxsh\\n"
      "PO-Revision-Date: 2026-11-24 00:00+0000\\n"
      "Last-Translator: wxsh <wxsh@localhost>\\n"
      "Language-Team: wxsh\\n"
      "MIME-Version: 1.0\\n"
      "Language: \(String(language.rawValue.map { $0 == "-" ? "_" : $0 }))\\n"
      "Content-Type: text/plain; charset=UTF-8\\n"
      "Content-Transfer-Encoding: 8bit\\n"
      "Plural-Forms: \(language.pluralForms)\\n"


      """
    for message in Message.allCases {
      output += entry(
        MessagesSource.Entry(key: message.rawValue, name: "\(message)", english: message.english),
        translation: translations[message], language: language)
      output += "\n"
    }
    return output
  }

  /// One entry: the placeholders as a comment, in the template the Swift name when it is not
  /// the key's, the key, the English and the translation.
  static func entry(_ message: MessagesSource.Entry, translation: Template?, language: Language?)
    -> String
  {
    var lines: [String] = []
    let placeholders = message.english.placeholders
    if !placeholders.isEmpty {
      lines.append("#. placeholders: " + placeholders.map { "{\($0)}" }.joined(separator: " "))
    }
    if language == nil, message.name != MessagesSource.name(key: message.key) {
      lines.append("#. swift: " + message.name)
    }
    lines.append("msgctxt " + quote(message.key))
    switch message.english {
    case .text(let english):
      lines.append("msgid " + quote(english))
      if case .text(let text)? = translation {
        lines.append("msgstr " + quote(text))
      } else {
        lines.append("msgstr \"\"")
      }
    case .plural(let english):
      lines.append("msgid " + quote(english[.one] ?? english[.other] ?? ""))
      lines.append("msgid_plural " + quote(english[.other] ?? ""))
      let categories = language?.pluralCategories ?? [.one, .other]
      for (index, category) in categories.enumerated() {
        var form = ""
        if case .plural(let forms)? = translation { form = forms[category] ?? "" }
        lines.append("msgstr[\(index)] " + quote(form))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A gettext quoted string.
  static func quote(_ text: String) -> String {
    var output = "\""
    for character in text {
      switch character {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\t": output += "\\t"
      default: output.append(character)
      }
    }
    return output + "\""
  }

  /// What is wrong with a translation of `language`: one line per problem (a key the catalogue
  /// does not have, a placeholder added or lost, a control character), and the keys left
  /// untranslated.
  public static func check(_ text: String, language: Language) -> (
    problems: [String], untranslated: [String]
  ) {
    var problems: [String] = []
    var seen: Set<Message> = []
    for entry in POFile.entries(text) {
      guard let key = entry.context else { continue }
      guard let message = Message.byKey[key] else {
        problems.append("\(key): no such message in the catalogue")
        continue
      }
      if entry.fuzzy { continue }
      let forms = entry.forms.sorted { $0.key < $1.key }.map(\.value).filter { !$0.isEmpty }
      guard !forms.isEmpty else { continue }
      if case .plural = message.english, forms.count != language.pluralCategories.count {
        problems.append(
          "\(key): \(forms.count) plural forms where \(language.rawValue) has "
            + "\(language.pluralCategories.count)")
      }
      let wanted = Set(message.english.placeholders)
      for form in forms {
        let found = Set(Template.placeholders(in: form))
        if found != wanted {
          let lost = wanted.subtracting(found).sorted().map { "{\($0)}" }
          let added = found.subtracting(wanted).sorted().map { "{\($0)}" }
          var parts: [String] = []
          if !lost.isEmpty { parts.append("lost " + lost.joined(separator: " ")) }
          if !added.isEmpty { parts.append("added " + added.joined(separator: " ")) }
          problems.append("\(key): placeholders " + parts.joined(separator: ", "))
        }
        if form.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\n" }) {
          problems.append("\(key): a control character")
        }
      }
      seen.insert(message)
    }
    let untranslated = Message.allCases.filter { !seen.contains($0) }.map(\.rawValue)
    return (problems, untranslated)
  }
}
