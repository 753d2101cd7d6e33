import Foundation
import TestSupport
import Testing
import Weather

@testable import Views

/// The `:line` template: wttr.in's codes, units, ASCII, unknown codes, one line.
@Suite(.size(.small))
struct BarLineTests {
  let input = BarLine.Input(place: Fixtures.seoul, forecast: Fixtures.seoulForecast)

  @Test func defaultTemplateAndCodes() {
    let settings = Fixtures.settings(80)
    // 21.4 °C, 62 %, wind 14.5 km/h from 30° (NE) blows towards the SSW: ↙.
    #expect(BarLine.render(BarLine.defaultFormat, input, settings) == "Seoul 🌞 +21°C ↙15km/h")
    #expect(
      BarLine.render("%t|%h|%l|%f|%P|%u|%C|%x", input, settings)
        == "+21°C|62%|Seoul|+20°C|1013hPa|6|Mainly clear|o")
    #expect(BarLine.render("%Z %T", input, settings) == "Asia/Seoul 14:05:00+0900")
    #expect(BarLine.render("100%% %q %a %r %", input, settings) == "100% %q — — %")
    var wet = Fixtures.seoulForecast
    let now = Fixtures.seoulNow
    wet.quarterHours = (0..<10).map { index in
      QuarterHour(
        time: now.addingTimeInterval(Double(index) * 900 + 60),
        precipitation: (3...5).contains(index) ? 0.5 : 0)
    }
    let rainy = BarLine.Input(place: Fixtures.seoul, forecast: wet)
    #expect(BarLine.render("%r", rainy, settings) == "rain in 31m")
  }

  @Test func unitsAsciiAndOneLine() {
    var settings = Fixtures.settings(80)
    settings.units.temperature = .fahrenheit
    settings.units.wind = .ms
    #expect(BarLine.render("%t %w", input, settings) == "+71°F ↙4m/s")
    settings.asciiGlyphs = true
    #expect(BarLine.render("%c %t %w", input, settings) == "o +71F NE4m/s")
    #expect(BarLine.render("a\nb\u{1b}[31m", input, settings) == "a b[31m")
  }

  @Test func sunAndMoonCodesAreTimesInThePlaceZone() {
    let settings = Fixtures.settings(80)
    let line = BarLine.render("%D %S %z %s %d %M", input, settings)
    let parts = line.split(separator: " ").map(String.init)
    #expect(parts.count == 6)
    #expect(parts.prefix(5).allSatisfy { $0.count == 5 && $0.contains(":") }, "\(line)")
    // Solar noon in Seoul on 14 May 2024: 12:28 local (126.98° E, equation of time +3.6 min).
    #expect(["12:27", "12:28", "12:29"].contains(parts[2]), "\(line)")
  }
}
