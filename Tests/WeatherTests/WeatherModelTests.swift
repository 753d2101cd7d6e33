import Foundation
import TestSize
import Testing

@testable import Weather

/// The provider-independent model: conversions, conditions, dates, ages, errors.
@Suite(.size(.small)) struct WeatherModelTests {
  @Test func unitsConvertFromMetricLocally() {
    #expect(UnitConversion.temperature(100, to: .fahrenheit) == 212)
    #expect(UnitConversion.temperature(-40, to: .fahrenheit) == -40)
    #expect(UnitConversion.windSpeed(36, to: .ms) == 10)
    #expect(abs(UnitConversion.windSpeed(1.609344, to: .mph) - 1) < 1e-12)
    #expect(abs(UnitConversion.windSpeed(1.852, to: .kn) - 1) < 1e-12)
    #expect(UnitConversion.precipitation(25.4, to: .inch) == 1)
    #expect(UnitConversion.formatTemperature(21.5, .celsius) == "22°")
    #expect(UnitConversion.formatTemperature(-0.4, .celsius) == "0°")
    #expect(UnitConversion.formatTemperature(nil, .fahrenheit) == "—")
    #expect(UnitConversion.formatWindSpeed(36, .ms) == "10 m/s")
    #expect(UnitConversion.formatPrecipitation(2.54, .inch) == "0.10 in")
    #expect(UnitConversion.formatPrecipitation(1.25, .mm) == "1.3 mm")
    #expect(UnitConversion.compassPoint(350) == "N")
    #expect(UnitConversion.compassPoint(225) == "SW")
  }

  @Test func conditionsHaveTextAndDayNightGlyphs() {
    #expect(Condition(wmoCode: 2).text == "Partly cloudy")
    #expect(Condition(wmoCode: 0).glyph(isDay: true) != Condition(wmoCode: 0).glyph(isDay: false))
    #expect(Condition(wmoCode: 42).text == "Unknown")
    #expect(!Condition(wmoCode: 42).isKnown)
    #expect(Condition(openWeatherMapID: 800).code == 0)
    #expect(Condition(openWeatherMapID: 804).code == 3)
    #expect(Condition(openWeatherMapID: 501).code == 63)
    #expect(Condition(openWeatherMapID: 211).code == 95)
    #expect(Condition(openWeatherMapID: 741).code == 45)
    #expect(Condition(openWeatherMapID: 999).text == "Unknown")
  }

  /// Issue 47 item 12: every glyph is one scalar whose width terminals agree on: wide by
  /// default (Emoji_Presentation) or a one-cell text symbol, never one widened by U+FE0F.
  @Test func everyGlyphHasAWidthTerminalsAgreeOn() {
    for code in Condition.texts.keys.sorted() {
      for isDay in [true, false] {
        let glyph = Condition(wmoCode: code).glyph(isDay: isDay)
        let scalars = Array(glyph.unicodeScalars)
        #expect(scalars.count == 1, "\(code): \(scalars.map { String($0.value, radix: 16) })")
        #expect(!glyph.unicodeScalars.contains { $0.value == 0xFE0F }, "\(code)")
        if let scalar = scalars.first, scalar.value > 0x7F, scalar.properties.isEmoji {
          // Wide emoji must be wide by default; a text-default symbol stays text.
          #expect(
            scalar.properties.isEmojiPresentation || scalar == "☁",
            "\(code): U+\(String(scalar.value, radix: 16)) is wide only with U+FE0F")
        }
      }
    }
  }

  @Test func localDatesParseAndOrder() throws {
    let date = try #require(LocalDate("2026-03-29"))
    #expect(date.description == "2026-03-29")
    #expect(LocalDate("2026-3-29") == nil)
    #expect(LocalDate(year: 2026, month: 3, day: 28) < date)
    let data = try JSONEncoder().encode([date])
    #expect(String(decoding: data, as: UTF8.self) == #"["2026-03-29"]"#)
  }

  @Test func agesReadNaturally() {
    #expect(ForecastResult.describeAge(20) == "just now")
    #expect(ForecastResult.describeAge(125 * 60) == "2 h 5 min ago")
  }

  @Test func errorMessagesAreOneCleanLine() {
    let errors: [WeatherError] = [
      .offline(.openMeteo), .hostNotFound(.openMeteo, host: "api.open-meteo.com"),
      .timeout(.openWeatherMap, seconds: 15), .rateLimited(.openMeteo, retryAfter: 45),
      .serverError(.openMeteo, status: 503, reason: "x\u{1B}[2Jy"),
      .rejected(.openMeteo, status: 400, reason: nil), .apiKeyMissing, .apiKeyRejected,
      .unexpectedResponse(.openMeteo, detail: "hourly.time: missing"),
      .responseTooLarge(.openMeteo, limit: 2 << 20),
      .invalidBaseURL(variable: "WXSH_OPEN_METEO_URL", reason: "r"),
      .connectionFailed(.openMeteo, detail: "d"), .cancelled, .notCached(.openMeteo),
    ]
    for error in errors {
      #expect(!error.message.isEmpty)
      #expect(!error.message.contains("\n") && !error.message.contains("\u{1B}"))
      #expect(!error.kind.isEmpty)
    }
    #expect(
      WeatherError.rateLimited(.openMeteo, retryAfter: 45).message.contains("try again in 45 s"))
    #expect(WeatherError.responseTooLarge(.openMeteo, limit: 2 << 20).message.contains("2048 KB"))
  }
}
