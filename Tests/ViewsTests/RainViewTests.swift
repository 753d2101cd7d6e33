import Catalog
import Foundation
import TestSupport
import Testing
import Weather

@testable import Views

/// When rain starts or stops, in words a person reads at a glance.
@Suite(.size(.small)) struct RainViewTests {
  let now = Date(timeIntervalSince1970: 1_795_000_000)

  @Test(arguments: [
    (2.0, "in a few minutes"), (22.0, "in about 20 min"), (57.0, "in about 55 min"),
    (110.0, "in about 1 h 50 min"), (118.0, "in about 2 h"), (63.0, "in about 1 h"),
  ])
  func timesUnderAnHourAreMinutesAndLongerOnesHours(minutes: Double, text: String) {
    #expect(RainView.inAbout(now.addingTimeInterval(minutes * 60), now) == text)
  }
}

/// What the rain view says of a forecast without 15-minute data.
@Suite(.size(.small)) struct RainViewStepsTests {
  @Test func threeHourStepsAreSaidAsSuchNeverAsHourly() throws {
    let page = Fixtures.hamburgPage
    let forecast = try #require(page.forecast)
    let lines = RainView.render(forecast, ViewSettings(width: 80, now: Fixtures.hamburgNow))
    #expect(
      lines.contains(
        "15-minute rain is not available from OpenWeatherMap; 3-hour steps:"), "\(lines)")
    #expect(!lines.joined().contains("hourly"))
  }

  @Test func theStripsFirstThreeHourColumnIsATimeNotAWeekday() throws {
    // 01:10 on Wednesday in Hamburg: the step under way began at 23:00 on Tuesday.
    let now = Fixtures.local("Europe/Berlin", 2024, 5, 15, 1, 10)
    let strip = HourlyView.strip(Fixtures.hamburgPage, ViewSettings(width: 80, now: now))
    let hours = try #require(strip.dropFirst().first).plainText
    #expect(hours.trimmingCharacters(in: .whitespaces).hasPrefix("23 "), "\(hours)")
    #expect(!hours.contains("Tue"))
  }
}

/// Snow is called snow, and the 15-minute steps and the hourly outlook say one thing (issue 47,
/// item 3: at −11 °C the previous release said "Slight snowfall / Snow likely until 01:00 /
/// Rain stopping in about 40 min").
@Suite(.size(.small)) struct PrecipitationSentenceTests {
  /// 14:05 UTC, five minutes into the 15-minute step that ends at 14:15.
  let now = Date(timeIntervalSince1970: 1_795_010_700)
  var hour: Date { Date(timeIntervalSince1970: 1_795_010_400) }

  /// A UTC forecast: ten 15-minute steps from the one under way (`snow` cm each when given),
  /// and 24 hours with `probabilities` and snow's weather code.
  func forecast(_ amounts: [Double], snow: [Double]? = nil, probabilities: [Double], code: Int = 73)
    -> Forecast
  {
    let first = hour.addingTimeInterval(900)
    return Forecast(
      provider: .openMeteo, fetchedAt: now,
      location: Location(latitude: 59.9, longitude: 10.7, timeZone: "UTC"),
      timeZoneIdentifier: "UTC", utcOffsetSeconds: 0,
      current: CurrentConditions(time: now, temperature: -11, weatherCode: code),
      hours: probabilities.enumerated().map { index, probability in
        HourlyItem(
          time: hour.addingTimeInterval(Double(index) * 3600), temperature: -11,
          weatherCode: probability >= 50 ? code : 3, precipitationProbability: probability)
      },
      quarterHours: amounts.enumerated().map { index, amount in
        QuarterHour(
          time: first.addingTimeInterval(Double(index) * 900), precipitation: amount,
          snowfall: snow?[index])
      })
  }

  func nowLines(_ forecast: Forecast) -> [String] {
    NowView.render(
      PageInput(place: Fixtures.tromso, forecast: forecast, freshness: .fresh),
      ViewSettings(width: 80, now: now))
  }

  @Test func snowStoppingThenResumingIsOneSentence() {
    // Snow now, dry from 14:45 for the steps ahead; the hours are snowy all day.
    let steps = [0.6, 0.4, 0.2, 0, 0, 0, 0, 0, 0, 0]
    let snowy = forecast(
      steps, snow: steps.map { $0 * 0.7 }, probabilities: Array(repeating: 90, count: 24))
    let lines = nowLines(snowy)
    // The steps end at 16:45: the first snowy hour after them is 17:00.
    #expect(lines.contains("Snow stopping in about 40 min, resuming around 17:00"), "\(lines)")
    #expect(!lines.contains { $0.contains("Rain") || $0.contains("likely") }, "\(lines)")
    // The same answer without snowfall in the steps (a forecast cached before): the hour's code.
    #expect(
      nowLines(forecast(steps, probabilities: Array(repeating: 90, count: 24))).contains(
        "Snow stopping in about 40 min, resuming around 17:00"))
    // Rain in the steps is rain, whatever the hourly code says.
    #expect(
      nowLines(
        forecast(steps, snow: steps.map { _ in 0 }, probabilities: Array(repeating: 90, count: 24))
      ).contains(
        "Rain stopping in about 40 min, resuming around 17:00"))
  }

  @Test func dryStepsOverruleAWetHourAndTheOutlookStartsAfterThem() {
    // The hours say snow now and until 20:00, the steps say dry for two hours: the line says
    // snow from the first hour after the steps, never "until".
    let probabilities = Array(repeating: 90.0, count: 6) + Array(repeating: 10.0, count: 18)
    let lines = nowLines(forecast(Array(repeating: 0, count: 10), probabilities: probabilities))
    #expect(lines.contains("Snow likely from 17:00"), "\(lines)")
    #expect(!lines.contains { $0.contains("until") || $0.contains("stopping") }, "\(lines)")
  }

  @Test func snowContinuingCarriesOnWithTheHours() {
    let steps = Array(repeating: 1.0, count: 10)
    let probabilities = Array(repeating: 90.0, count: 8) + Array(repeating: 10.0, count: 16)
    let lines = nowLines(forecast(steps, snow: steps, probabilities: probabilities))
    #expect(lines.contains("Snow for at least the next 2 hours"), "\(lines)")
    #expect(lines.contains("Snow likely until 22:00"), "\(lines)")
    let rain = RainView.render(
      forecast(steps, snow: steps, probabilities: probabilities), ViewSettings(width: 80, now: now))
    #expect(rain.first == "Snow, the next 2 hours")
  }
}
