/// Reads a translator's gettext `.po` file into a language's templates.
///
/// Each entry names its message by `msgctxt` (the catalogue key, `place.no-match`), keeps the
/// English `msgid` for the translator, and gives the translation in `msgstr` — or, for a plural
/// message, `msgid_plural` and `msgstr[0]`, `msgstr[1]`, … in the order of
/// `Language.pluralCategories`. Entries with an empty translation, an unknown key or a
/// `#, fuzzy` flag are left out (the English is used); `msgfmt --check` validates the files.
public enum POFile {
  /// One entry as read.
  struct Entry {
    var context: String?
    var forms: [Int: String] = [:]
    var fuzzy = false
  }

  /// The templates `text` gives for `language`.
  public static func templates(_ text: String, language: Language) -> [Message: Template] {
    var table: [Message: Template] = [:]
    for entry in entries(text) where !entry.fuzzy {
      guard let key = entry.context, let message = Message(rawValue: key) else { continue }
      switch message.english {
      case .text:
        if let form = entry.forms[0], !form.isEmpty { table[message] = .text(form) }
      case .plural:
        var forms: [PluralCategory: String] = [:]
        for (index, category) in language.pluralCategories.enumerated() {
          if let form = entry.forms[index], !form.isEmpty { forms[category] = form }
        }
        // Every category the language uses must be translated, and `other` always exists.
        guard forms.count == language.pluralCategories.count else { continue }
        if forms[.other] == nil, let last = language.pluralCategories.last {
          forms[.other] = forms[last]
        }
        table[message] = .plural(forms)
      }
    }
    return table
  }

  /// The entries of a `.po` file: `msgctxt`, `msgstr` / `msgstr[N]`, and the fuzzy flag.
  static func entries(_ text: String) -> [Entry] {
    var entries: [Entry] = []
    var current = Entry()
    var field: (name: String, index: Int)?
    var started = false
    func finish() {
      if started { entries.append(current) }
      current = Entry()
      field = nil
      started = false
    }
    for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = raw.drop { $0 == " " || $0 == "\t" }
      if line.isEmpty {
        finish()
        continue
      }
      if line.hasPrefix("#,") {
        if started, current.context != nil || !current.forms.isEmpty { finish() }
        if line.contains("fuzzy") { current.fuzzy = true }
        continue
      }
      if line.hasPrefix("#") { continue }
      if line.hasPrefix("\"") {
        guard let field, let value = unquote(String(line)) else { continue }
        append(value, to: field, in: &current)
        continue
      }
      guard let space = line.firstIndex(of: " ") else { continue }
      let keyword = String(line[..<space])
      let quoted = line[line.index(after: space)...].drop { $0 == " " }
      guard let value = unquote(String(quoted)) else { continue }
      if keyword == "msgctxt", started, current.context != nil || !current.forms.isEmpty {
        let fuzzy = current.fuzzy
        finish()
        current.fuzzy = fuzzy
      }
      started = true
      switch keyword {
      case "msgctxt": field = ("msgctxt", 0)
      case "msgid", "msgid_plural": field = ("msgid", 0)
      case "msgstr": field = ("msgstr", 0)
      default:
        if keyword.hasPrefix("msgstr["), let index = Int(keyword.dropFirst(7).dropLast()) {
          field = ("msgstr", index)
        } else {
          field = nil
        }
      }
      if let field { append(value, to: field, in: &current) }
    }
    finish()
    return entries
  }

  /// Adds a string piece to the field it continues.
  static func append(_ value: String, to field: (name: String, index: Int), in entry: inout Entry) {
    switch field.name {
    case "msgctxt": entry.context = (entry.context ?? "") + value
    case "msgstr": entry.forms[field.index, default: ""] += value
    default: break
    }
  }

  /// The text of a quoted `.po` string, its escapes read; nil when it is not one.
  static func unquote(_ text: String) -> String? {
    guard text.count >= 2, text.first == "\"", text.last == "\"" else { return nil }
    var output = ""
    var escaping = false
    for character in text.dropFirst().dropLast() {
      if escaping {
        switch character {
        case "n": output.append("\n")
        case "t": output.append("\t")
        default: output.append(character)
        }
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        output.append(character)
      }
    }
    return output
  }
}
