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
    /// The English: `msgid` at 0, `msgid_plural` at 1.
    var english: [Int: String] = [:]
    /// The Swift name a `#. swift: NAME` comment gives, when the key's is not wanted.
    var name: String?
  }

  /// The templates `text` gives for `language`.
  public static func templates(_ text: String, language: Language) -> [Message: Template] {
    var table: [Message: Template] = [:]
    for entry in entries(text) where !entry.fuzzy {
      guard let key = entry.context, let message = Message.byKey[key] else { continue }
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
  ///
  /// Read as UTF-8 bytes, line by line: a translation file of 500 messages takes well under a
  /// millisecond, so choosing a language costs nothing a person can notice.
  static func entries(_ text: String) -> [Entry] {
    var entries: [Entry] = []
    var current = Entry()
    var field: (name: Field, index: Int)?
    var started = false
    func finish() {
      if started { entries.append(current) }
      current = Entry()
      field = nil
      started = false
    }
    var text = text
    text.withUTF8 { bytes in
      var start = 0
      while start <= bytes.count {
        var end = start
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        var line = UnsafeBufferPointer(rebasing: bytes[start..<end])
        start = end + 1
        while let first = line.first, first == 0x20 || first == 0x09 {
          line = UnsafeBufferPointer(rebasing: line[(line.startIndex + 1)...])
        }
        if line.last == 0x0D { line = UnsafeBufferPointer(rebasing: line.dropLast()) }
        guard let first = line.first else {
          finish()
          continue
        }
        if first == 0x23 {  // "#"
          if line.count > 1, line[line.startIndex + 1] == 0x2C {  // "#,"
            if started, current.context != nil || !current.forms.isEmpty { finish() }
            if String(decoding: line, as: UTF8.self).contains("fuzzy") { current.fuzzy = true }
          } else if line.starts(with: "#. swift: ".utf8) {
            current.name = String(
              decoding: UnsafeBufferPointer(rebasing: line[(line.startIndex + 10)...]),
              as: UTF8.self)
          }
          continue
        }
        if first == 0x22 {  // a continued string
          guard let field, let value = unquote(line) else { continue }
          append(value, to: field, in: &current)
          continue
        }
        guard let space = line.firstIndex(of: 0x20) else { continue }
        let keyword = String(decoding: UnsafeBufferPointer(rebasing: line[..<space]), as: UTF8.self)
        var quoted = UnsafeBufferPointer(rebasing: line[(space + 1)...])
        while let first = quoted.first, first == 0x20 {
          quoted = UnsafeBufferPointer(rebasing: quoted[(quoted.startIndex + 1)...])
        }
        guard let value = unquote(quoted) else { continue }
        if keyword == "msgctxt", started, current.context != nil || !current.forms.isEmpty {
          let fuzzy = current.fuzzy
          finish()
          current.fuzzy = fuzzy
        }
        started = true
        switch keyword {
        case "msgctxt": field = (.context, 0)
        case "msgid": field = (.id, 0)
        case "msgid_plural": field = (.id, 1)
        case "msgstr": field = (.translation, 0)
        default:
          if keyword.hasPrefix("msgstr["), let index = Int(keyword.dropFirst(7).dropLast()) {
            field = (.translation, index)
          } else {
            field = nil
          }
        }
        if let field { append(value, to: field, in: &current) }
      }
    }
    finish()
    return entries
  }

  /// The parts of an entry a string can continue.
  enum Field {
    /// `msgctxt`: the catalogue key.
    case context
    /// `msgid` or `msgid_plural`: the English.
    case id
    /// `msgstr` or `msgstr[N]`.
    case translation
  }

  /// Adds a string piece to the field it continues.
  static func append(_ value: String, to field: (name: Field, index: Int), in entry: inout Entry) {
    switch field.name {
    case .context: entry.context = (entry.context ?? "") + value
    case .translation: entry.forms[field.index, default: ""] += value
    case .id: entry.english[field.index, default: ""] += value
    }
  }

  /// The text of a quoted `.po` string, its escapes read; nil when it is not one.
  static func unquote(_ text: String) -> String? {
    var text = text
    return text.withUTF8 { unquote($0) }
  }

  /// The text of a quoted `.po` string given as UTF-8 bytes; nil when it is not one.
  static func unquote(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    guard bytes.count >= 2, bytes.first == 0x22, bytes.last == 0x22 else { return nil }
    let inner = UnsafeBufferPointer(rebasing: bytes[(bytes.startIndex + 1)..<(bytes.endIndex - 1)])
    guard inner.contains(0x5C) else { return String(decoding: inner, as: UTF8.self) }
    var output: [UInt8] = []
    output.reserveCapacity(inner.count)
    var escaping = false
    for byte in inner {
      if escaping {
        switch byte {
        case 0x6E: output.append(0x0A)  // \n
        case 0x74: output.append(0x09)  // \t
        default: output.append(byte)
        }
        escaping = false
      } else if byte == 0x5C {
        escaping = true
      } else {
        output.append(byte)
      }
    }
    return String(decoding: output, as: UTF8.self)
  }
}
