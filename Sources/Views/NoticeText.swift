import Catalog
import Foundation
import Terminal
import Weather

/// The words of the notices `wxsh watch` sends and of the `:watch` settings: titles, bodies and
/// values in the user's language and units.
public enum NoticeText {
  /// `Rain soon at Seoul`, `Snow soon at Seoul`.
  public static func rainTitle(place: String, snow: Bool) -> String {
    say(snow ? .watchSnowTitle(place: place) : .watchRainTitle(place: place))
  }

  /// `Severe Thunderstorm Warning for Chicago`, or `Upgraded: …` for a warning raised.
  public static func alertTitle(event: String, place: String, upgraded: Bool) -> String {
    say(
      upgraded
        ? .watchAlertUpgraded(event: event, place: place)
        : .watchAlertTitle(event: event, place: place))
  }

  /// The alert's headline (else its area), then `Until 18:00.` on the place's clock.
  public static func alertBody(
    headline: String?, until: Date?, zone: TimeZone, _ settings: ViewSettings
  ) -> String {
    var parts: [String] = []
    if let headline, !headline.isEmpty { parts.append(String(headline.prefix(300))) }
    if let until {
      let clock = LocalClock(zone: zone)
      parts.append(
        say(.watchAlertUntil(time: clock.time(until, settings.units.clock, now: settings.now))))
    }
    return parts.joined(separator: " ")
  }

  /// `Frost at Seoul`, `Heat at Seoul`….
  public static func thresholdTitle(_ kind: WatchSettings.Threshold, place: String) -> String {
    switch kind {
    case .frost: say(.watchFrostTitle(place: place))
    case .heat: say(.watchHeatTitle(place: place))
    case .gusts: say(.watchGustsTitle(place: place))
    case .uv: say(.watchUvTitle(place: place))
    case .rain: say(.watchRainAmountTitle(place: place))
    }
  }

  /// `tomorrow 04:00: down to −3° (your limit: 0°)`: the value at `time` on the place's clock.
  public static func thresholdBody(
    _ kind: WatchSettings.Threshold, value: Double, limit: Double, time: Date, zone: TimeZone,
    _ settings: ViewSettings
  ) -> String {
    let when = LocalClock(zone: zone).time(time, settings.units.clock, now: settings.now)
    let shown = self.value(kind, value, settings.units)
    let limitText = self.value(kind, limit, settings.units)
    switch kind {
    case .frost: return say(.watchFrostBody(time: when, value: shown, limit: limitText))
    case .heat: return say(.watchHeatBody(time: when, value: shown, limit: limitText))
    case .gusts: return say(.watchGustsBody(time: when, value: shown, limit: limitText))
    case .uv: return say(.watchUvBody(time: when, value: shown, limit: limitText))
    case .rain: return say(.watchRainAmountBody(value: shown, time: when, limit: limitText))
    }
  }

  /// A threshold's value in the user's units: `−3°`, `60 km/h`, `8`, `10.0 mm`.
  public static func value(_ kind: WatchSettings.Threshold, _ value: Double, _ units: Units)
    -> String
  {
    switch kind {
    case .frost, .heat: Format.temperatureWithUnit(value, units)
    case .gusts: UnitConversion.formatWindSpeed(value, units.wind)
    case .uv: Format.decimal(value, decimals: value.rounded() == value ? 0 : 1)
    case .rain: Format.precipitation(value, units.precipitation)
    }
  }

  /// `Today at Seoul`.
  public static func summaryTitle(place: String) -> String {
    say(.watchSummaryTitle(place: place))
  }

  /// `Light rain, high 12°, low 3°, chance of rain 60%`.
  public static func summaryBody(_ day: DailyItem, _ settings: ViewSettings) -> String {
    say(
      .watchSummaryBody(
        condition: day.weatherCode.map(Glyphs.conditionName) ?? Format.missing,
        high: Format.temperature(day.high, settings.units),
        low: Format.temperature(day.low, settings.units),
        chance: Format.percent(day.precipitationProbability)))
  }

  /// What a setting is called in the `:watch` list (`Frost, at or below`).
  public static func settingName(_ kind: WatchSettings.Threshold) -> String {
    switch kind {
    case .frost: say(.watchKindFrost)
    case .heat: say(.watchKindHeat)
    case .gusts: say(.watchKindGusts)
    case .uv: say(.watchKindUv)
    case .rain: say(.watchKindRain)
    }
  }
}
