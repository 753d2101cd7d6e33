import Foundation

/// A provider-independent forecast for one place: now, the coming hours and days, in metric units.
///
/// Values are stored metric (°C, km/h, mm, hPa, m) and converted for display with
/// ``UnitConversion``, so changing units never refetches. Times are absolute instants; show them
/// on the place's wall clock with ``timeZone`` (which follows daylight-saving changes when the
/// zone is known by name).
public struct Forecast: Sendable, Hashable, Codable {
  /// Which service the data came from.
  public var provider: WeatherProvider
  /// When wxsh received the data.
  public var fetchedAt: Date
  /// The location that was asked for.
  public var location: Location
  /// The IANA time zone of the place, when known (from the provider or the gazetteer).
  public var timeZoneIdentifier: String?
  /// The place's offset from UTC in seconds at fetch time, as the provider reported it.
  public var utcOffsetSeconds: Int?
  /// The length of one hourly step in hours: 1 (Open-Meteo) or 3 (OpenWeatherMap).
  public var hourlyStepHours: Int
  /// The conditions now, when the provider gave them.
  public var current: CurrentConditions?
  /// The hourly steps, in time order.
  public var hours: [HourlyItem]
  /// The days, in date order.
  public var days: [DailyItem]
  /// Precipitation in 15-minute steps for the next hours, in time order; nil when the
  /// provider has none (OpenWeatherMap).
  public var quarterHours: [QuarterHour]?

  /// Creates a forecast.
  public init(
    provider: WeatherProvider, fetchedAt: Date, location: Location,
    timeZoneIdentifier: String? = nil, utcOffsetSeconds: Int? = nil, hourlyStepHours: Int = 1,
    current: CurrentConditions? = nil, hours: [HourlyItem] = [], days: [DailyItem] = [],
    quarterHours: [QuarterHour]? = nil
  ) {
    self.provider = provider
    self.fetchedAt = fetchedAt
    self.location = location
    self.timeZoneIdentifier = timeZoneIdentifier
    self.utcOffsetSeconds = utcOffsetSeconds
    self.hourlyStepHours = hourlyStepHours
    self.current = current
    self.hours = hours
    self.days = days
    self.quarterHours = quarterHours
  }

  /// The place's time zone: by name when known, else the fixed offset, else UTC.
  public var timeZone: TimeZone {
    if let name = timeZoneIdentifier ?? location.timeZone, let zone = TimeZone(identifier: name) {
      return zone
    }
    if let offset = utcOffsetSeconds, let zone = TimeZone(secondsFromGMT: offset) { return zone }
    return TimeZone(identifier: "UTC") ?? .current
  }

  /// The place's wall-clock time of `instant` as `YYYY-MM-DDTHH:MM`.
  public func localDateTime(_ instant: Date) -> String {
    LocalDate.dateTime(instant, in: timeZone)
  }

  /// The place's local date of `instant`.
  public func localDate(_ instant: Date) -> LocalDate { LocalDate(instant, in: timeZone) }

  /// The length of one hourly step in hours, kept to 1…24 whatever was stored.
  public var stepHours: Int { min(max(1, hourlyStepHours), 24) }

  /// The hourly steps from the one containing `now` onwards.
  public func hours(from now: Date) -> ArraySlice<HourlyItem> {
    let step = TimeInterval(stepHours * 3600)
    let start = hours.firstIndex { $0.time.addingTimeInterval(step) > now } ?? hours.endIndex
    return hours[start...]
  }

  /// The hourly steps that cover the next `hours` hours from `now`: the step containing `now`
  /// and as many after it as make up `hours` (⌈hours ÷ step length⌉ steps, at least one).
  ///
  /// This is the one rule for "the next N hours" in every output: 24 hours are 24 one-hour
  /// steps from Open-Meteo and 8 three-hour steps from OpenWeatherMap.
  public func hours(covering hours: Int, from now: Date) -> ArraySlice<HourlyItem> {
    let step = stepHours
    let wanted = min(max(hours, 1), 24 * 366)
    let count = (wanted + step - 1) / step
    return self.hours(from: now).prefix(count)
  }

  /// The days from the place's local today onwards.
  public func days(from now: Date) -> ArraySlice<DailyItem> {
    let today = localDate(now)
    let start = days.firstIndex { $0.date >= today } ?? days.endIndex
    return days[start...]
  }
}
