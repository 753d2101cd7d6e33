/// Every sentence wxsh shows a person, looked up by meaning in the chosen language.
///
/// Commands, views and errors never hold user-facing English: they make a `Sentence` (a
/// `Message` and its arguments) and the catalogue words it. A language's table may lack a
/// message; the English one never does (a test checks every message has an English template).
public struct Catalog: Sendable {
  /// The language's tag (`en`).
  public let language: String
  /// The templates this language has.
  let table: [Message: Template]
  /// The plural rule of this language.
  let plural: @Sendable (Int) -> PluralCategory
  /// Cities' names in this language by GeoNames id (`1835848` → `서울`).
  let placeNames: [Int: String]
  /// Regions' names in this language by ISO 3166-2 code (`KR-41` → `경기도`).
  let regionNames: [String: String]
  /// Countries' names, regions' names and the number style of this language, from CLDR
  /// (`LANG.cldr`), parsed on first use.
  let cldrSource: CLDRSource?

  /// The CLDR file, parsed now if it was not yet.
  var cldr: CLDRFile? { cldrSource?.file }

  /// Creates a catalogue from a table of templates and a plural rule.
  public init(
    language: String, table: [Message: Template],
    plural: @escaping @Sendable (Int) -> PluralCategory, placeNames: [Int: String] = [:],
    regionNames: [String: String] = [:], cldr: String? = nil
  ) {
    self.language = language
    self.table = table
    self.plural = plural
    self.placeNames = placeNames
    self.regionNames = regionNames
    self.cldrSource = cldr.map(CLDRSource.init(text:))
  }

  /// The catalogue of `language` from its translator's file (`POFile`), English where the file
  /// has no translation.
  public static func translated(
    _ language: Language, po: String, names: String = "", cldr: String = ""
  ) -> Catalog {
    guard language != .english else { return english }
    let (places, regions) = Self.names(names)
    return Catalog(
      language: language.rawValue, table: POFile.templates(po, language: language),
      plural: { language.pluralCategory($0) }, placeNames: places, regionNames: regions,
      cldr: cldr.isEmpty ? nil : cldr)
  }

  /// The `id<TAB>name` lines of a `LANG.names` file (`#` lines are comments), read as bytes:
  /// cities by GeoNames id, and regions by ISO 3166-2 code (`KR-41<TAB>경기도`).
  static func names(_ text: String) -> (places: [Int: String], regions: [String: String]) {
    var names: [Int: String] = [:]
    var regions: [String: String] = [:]
    var text = text
    text.withUTF8 { bytes in
      var start = 0
      while start < bytes.count {
        var end = start
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        defer { start = end + 1 }
        guard bytes[start] != 0x23 else { continue }
        var id = 0
        var index = start
        while index < end, (0x30...0x39).contains(bytes[index]), id < Int.max / 20 {
          id = id * 10 + Int(bytes[index] - 0x30)
          index += 1
        }
        if index == start {
          // A region: `XX-YYY<TAB>name`.
          guard let tab = (start..<end).first(where: { bytes[$0] == 0x09 }), tab + 1 < end
          else { continue }
          let code = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[start..<tab]), as: UTF8.self)
          regions[code] = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[(tab + 1)..<end]), as: UTF8.self)
          continue
        }
        guard index < end, bytes[index] == 0x09, index + 1 < end else { continue }
        names[id] = String(
          decoding: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end]), as: UTF8.self)
      }
    }
    return (names, regions)
  }

  /// The region's name in this language: the names file's (iso-codes), else CLDR's.
  public func regionName(code: String) -> String? {
    regionNames[code] ?? (code.contains("-") ? cldr?.name(code: code) : nil)
  }

  /// The city's name in this language, when the names file has it.
  public func placeName(id: Int) -> String? { placeNames[id] }

  /// The country's name in this language as CLDR writes it (`CN` → `중국`), when installed.
  public func countryName(code: String) -> String? {
    code.utf8.count == 2 ? cldr?.name(code: code) : nil
  }

  /// How this language writes numbers, when its CLDR file is installed.
  public var numberStyle: NumberStyle? { cldr?.numbers }

  /// The decimal separator this language writes numbers with: `,` in German, French, Spanish,
  /// Brazilian Portuguese and Russian (`2,5 mm`), `.` in English, Korean, Japanese and Chinese.
  public var decimalSeparator: String {
    ["de", "fr", "es", "pt-BR", "ru"].contains(language) ? "," : "."
  }

  /// The English catalogue: every message is its own English template, read when it is said
  /// (no table is built at start).
  public static let english = Catalog(
    language: "en", table: [:], plural: { $0 == 1 ? .one : .other })

  /// The catalogue `say` words in: English unless the running task binds another
  /// (`Catalog.$current.withValue(korean) { … }`); the entry point binds the chosen one around
  /// the whole run, so two tasks may speak two languages at once.
  @TaskLocal public static var current: Catalog = .english

  /// The template for `message`: this language's, else English.
  public func template(_ message: Message) -> Template {
    table[message] ?? message.english
  }

  /// The sentence worded in this language; a plural message picks its form by its count.
  public func text(_ sentence: Sentence) -> String {
    var arguments = sentence.arguments
    if let count = sentence.count { arguments["count"] = String(count) }
    let form: String
    switch template(sentence.message) {
    case .text(let text):
      form = text
    case .plural(let forms):
      form = forms[plural(sentence.count ?? 0)] ?? forms[.other] ?? ""
    }
    return Self.fill(form, arguments, koreanParticles: language == Language.korean.rawValue)
  }

  /// Replaces each `{name}` in `form` by its argument; an unknown name stays as written.
  /// `koreanParticles`: a particle written with both forms right after a placeholder
  /// (`{service}이(가)`) keeps the one that fits the value (`KoreanParticles`).
  static func fill(_ form: String, _ arguments: [String: String], koreanParticles: Bool = false)
    -> String
  {
    guard form.utf8.contains(UInt8(ascii: "{")) else { return form }
    let characters = Array(form)
    var output = ""
    var index = 0
    while index < characters.count {
      let character = characters[index]
      guard character == "{",
        let close = characters[(index + 1)...].firstIndex(of: "}")
      else {
        output.append(character)
        index += 1
        continue
      }
      // By `reduce`, not `String(_:)`: see ARCHITECTURE.md, "What a start costs".
      let name = characters[(index + 1)..<close].reduce(into: "") { $0.append($1) }
      index = close + 1
      guard let value = arguments[name] else {
        output += "{\(name)}"
        continue
      }
      output += value
      if koreanParticles,
        let particle = KoreanParticles.after(value, in: characters, at: index)
      {
        output += particle.text
        index += particle.count
      }
    }
    return output
  }
}

/// Words `sentence` in the current task's catalogue (`Catalog.current`): `say(.cancelled)`,
/// `say(.errorUnknownOption(command: "now", option: "--foo"))`.
public func say(_ sentence: Sentence) -> String {
  Catalog.current.text(sentence)
}
