import Foundation
import Testing

@testable import Weather

/// Issue 48: a locale's region chooses the units, read from the table set-up builds from CLDR
/// (a few of its lines, as `scripts/make-locale-units.py` writes them).
@Suite struct LocaleUnitsTests {
  static let table = LocaleUnits(
    text: """
      # region\ttemperature\twind\tprecipitation\tpressure\tclock
      001\tc\tkmh\tmm\thpa\t24h
      CA\tc\tkmh\tmm\thpa\t12h
      KR\tc\tms\tmm\thpa\t12h
      US\tf\tmph\tin\tinhg\t12h
      fr_CA\tc\tkmh\tmm\thpa\t24h
      XX\tbad\tline
      """)

  @Test func theRegionOfTheLocaleChoosesTheUnits() {
    let us = Self.table.units(environment: ["LANG": "en_US.UTF-8"])
    #expect(us.temperature == .fahrenheit && us.wind == .mph && us.precipitation == .inch)
    #expect(us.pressure == .inhg && us.clock == .h12)
    #expect(Self.table.units(environment: ["LANG": "ko_KR.UTF-8"]).wind == .ms)
    #expect(Self.table.units(environment: ["LANG": "de_DE.UTF-8"]) == Units())
    #expect(Self.table.units(environment: ["LANG": "C.UTF-8"]) == Units())
    #expect(Self.table.units(environment: [:]) == Units())
    #expect(LocaleUnits.none.units(environment: ["LANG": "en_US.UTF-8"]) == Units())
  }

  @Test func measurementAndTimeFollowTheirOwnCategories() {
    let mixed = Self.table.units(
      environment: ["LANG": "en_US.UTF-8", "LC_MEASUREMENT": "de_DE.UTF-8"])
    #expect(mixed.temperature == .celsius && mixed.clock == .h12)
    let all = Self.table.units(environment: ["LANG": "de_DE", "LC_ALL": "en_US.UTF-8@x"])
    #expect(all.temperature == .fahrenheit)
    #expect(Self.table.units(environment: ["LANG": "en_CA.UTF-8"]).clock == .h12)
    #expect(Self.table.units(environment: ["LANG": "fr_CA.UTF-8"]).clock == .h24)
    #expect(LocaleUnits.region(environment: ["LANG": "ko_KR.UTF-8"]) == "KR")
    #expect(LocaleUnits.region(environment: ["LANG": "ko"]) == nil)
  }

  /// The table set-up built: each of its lines is a row, read as bytes.
  @Test func everyLineOfTheBuiltTableIsARow() throws {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../share/wxsh/" + LocaleUnits.fileName).path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
    let table = LocaleUnits(text: text)
    #expect(lines.count > 50)
    for line in lines {
      let fields = line.split(separator: "\t")
      let row = table.entry(String(fields[0]))
      #expect(row?.temperature.rawValue == String(fields[1]))
      #expect(row?.wind.rawValue == String(fields[2]))
      #expect(row?.precipitation.rawValue == String(fields[3]))
      #expect(row?.pressure.rawValue == String(fields[4]))
      #expect(row?.clock.rawValue == String(fields[5]))
    }
    // A key is a whole field: `C` is not `CA`'s row, a malformed line is no row, nor a comment.
    #expect(Self.table.entry("C") == nil)
    #expect(Self.table.entry("XX") == nil)
    #expect(Self.table.entry("# region") == nil)
    #expect(Self.table.entry("fr_CA")?.clock == .h24)
  }
}
