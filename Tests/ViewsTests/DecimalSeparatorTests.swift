import Catalog
import TestSupport
import Testing
import Weather

@testable import Views

/// Numbers with a fraction follow the catalogue the rendering task speaks: `2,5 mm` in German
/// while another task renders `2.5 mm` in English at the same time (no process-wide setting).
@Suite(.size(.small)) struct DecimalSeparatorTests {
  @Test func eachTaskWritesItsOwnLanguagesSeparator() async {
    let german = Catalog.translated(.german, po: "")
    let rendered = await withTaskGroup(of: (String, Set<String>).self) { group in
      for catalog in [german, Catalog.english] {
        group.addTask {
          await Catalog.$current.withValue(catalog) {
            var seen = Set<String>()
            for _ in 0..<100 {
              seen.insert(Format.precipitation(2.5, .mm) + " " + Format.visibility(2500, Units()))
              await Task.yield()
            }
            return (catalog.language, seen)
          }
        }
      }
      var rendered: [String: Set<String>] = [:]
      for await (language, seen) in group { rendered[language] = seen }
      return rendered
    }
    #expect(rendered["de"] == ["2,5 mm 2,5 km"])
    #expect(rendered["en"] == ["2.5 mm 2.5 km"])
  }

  @Test func machineFormsKeepThePoint() {
    #expect(UnitConversion.fixed(2.5, decimals: 1) == "2.5")
    #expect(UnitConversion.formatPrecipitation(2.54, .inch) == "0.10 in")
  }
}
