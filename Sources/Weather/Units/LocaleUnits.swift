/// The units each region reads the weather in, from `share/wxsh/locale-units.tsv` (built at
/// set-up from CLDR by `scripts/make-locale-units.py`): the defaults until the user chooses
/// units with `:units`.
public struct LocaleUnits: Sendable {
  /// The table's bytes: a row per line, `key⇥temperature⇥wind⇥precipitation⇥pressure⇥clock`,
  /// keyed by region (`US`) or language and region (`fr_CA`); `001` is the world's.
  let table: [UInt8]

  /// The kinds of unit (`UnitKind` names) a locale sets; the others keep their defaults.
  public static let kinds = ["temperature", "wind", "precip", "clock", "pressure"]

  /// The file's name beside the gazetteer.
  public static let fileName = "locale-units.tsv"

  /// No table: metric with a 24-hour clock everywhere.
  public static let none = LocaleUnits(text: "")

  /// Keeps the table; its rows are read when asked for (a command reads three of a hundred).
  public init(text: String) { table = Array(text.utf8) }

  /// The units of the table's entry `key`; nil when it has no well-formed row for it. Comments
  /// and malformed lines are skipped.
  func entry(_ key: String) -> Units? {
    let tab = UInt8(ascii: "\t")
    let prefix = Array(key.utf8) + [tab]
    // Read as bytes, a line at a time: the table is ASCII. Split into characters it took a
    // quarter of a millisecond of every command that shows the weather; split into its hundred
    // lines for each of a command's five lookups, 0.43M instructions.
    var start = table.startIndex
    while start < table.endIndex {
      let end = table[start...].firstIndex(of: UInt8(ascii: "\n")) ?? table.endIndex
      let line = table[start..<end]
      start = end + 1
      guard line.starts(with: prefix) else { continue }
      let fields = line.split(separator: tab).map { String(decoding: $0, as: UTF8.self) }
      guard fields.count == 6,
        let temperature = Units.Temperature(rawValue: fields[1]),
        let wind = Units.WindSpeed(rawValue: fields[2]),
        let precipitation = Units.Precipitation(rawValue: fields[3]),
        let pressure = Units.Pressure(rawValue: fields[4]),
        let clock = Units.Clock(rawValue: fields[5])
      else { continue }
      return Units(
        temperature: temperature, wind: wind, precipitation: precipitation, clock: clock,
        pressure: pressure)
    }
    return nil
  }

  /// The units of a locale's place: measurement from `LC_ALL`, `LC_MEASUREMENT` or `LANG`, the
  /// clock from `LC_ALL`, `LC_TIME` or `LANG`; the world's where a locale names no region.
  public func units(environment: [String: String]) -> Units {
    let world = entry("001") ?? Units()
    var units = Self.locale(environment, "LC_MEASUREMENT").flatMap(row) ?? world
    units.clock = (Self.locale(environment, "LC_TIME").flatMap(row) ?? world).clock
    return units
  }

  /// The region a locale names (`US` for `en_US.UTF-8`), if any.
  public static func region(environment: [String: String]) -> String? {
    locale(environment, "LC_MEASUREMENT").flatMap(parts)?.region
  }

  /// The row of a locale: its language and region's, else its region's.
  func row(_ locale: String) -> Units? {
    guard let (language, region) = Self.parts(locale) else { return nil }
    return entry(language + "_" + region) ?? entry(region)
  }

  /// The first of `LC_ALL`, `category` and `LANG` that is set and not empty.
  static func locale(_ environment: [String: String], _ category: String) -> String? {
    ["LC_ALL", category, "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
  }

  /// A POSIX locale's language and region (`en_US.UTF-8@euro` → `en`, `US`); nil for `C`,
  /// `POSIX` and locales without a region.
  static func parts(_ locale: String) -> (language: String, region: String)? {
    let name = locale.split(separator: ".").first.map { $0.split(separator: "@").first ?? $0 }
    guard let name, let underscore = name.firstIndex(of: "_") else { return nil }
    let language = String(name[..<underscore])
    let region = String(name[name.index(after: underscore)...])
    guard !language.isEmpty, region.count == 2, region.allSatisfy({ $0.isASCII && $0.isUppercase })
    else { return nil }
    return (language, region)
  }
}
