import AlertModel
import Foundation
import Views
import WatchModel
import Weather

/// Which notices the data calls for, before the ledger says which are new: rain soon, each
/// active alert, each threshold crossed in the next 24 hours, the morning summary.
enum NoticeRules {
  /// The place a notice is about: its id, its name as shown and its time zone.
  struct Subject {
    var id: Int
    var name: String
    var zone: TimeZone
  }

  /// Rain or snow starting within `lead` seconds of `now` while it is dry now; nil otherwise.
  static func rain(
    _ forecast: Forecast, _ subject: Subject, lead: TimeInterval, _ settings: ViewSettings
  ) -> Notice? {
    let now = settings.now
    guard case .starting(let start, let stop) = RainOutlook.of(forecast, now: now),
      start.timeIntervalSince(now) <= lead
    else { return nil }
    let snow = RainOutlook.kind(forecast, now: now) == .snow
    return Notice(
      kind: .rain, event: rainEvent(subject), place: subject.name, placeID: subject.id,
      time: start, zone: subject.zone,
      title: NoticeText.rainTitle(place: subject.name, snow: snow),
      body: RainView.announcement(forecast, settings) ?? "",
      until: stop ?? start.addingTimeInterval(RainOutlook.window))
  }

  /// When the rain falling now stops (the end of the steps when it does not), so a spell
  /// notified before it began is not notified again while it lasts; nil when dry now.
  static func rainEnd(_ forecast: Forecast, now: Date) -> Date? {
    switch RainOutlook.of(forecast, now: now) {
    case .stopping(let stop): stop
    case .continuing(let until): until
    default: nil
    }
  }

  /// The ledger's name for rain at a place: one spell at a time.
  static func rainEvent(_ subject: Subject) -> String { "rain:\(subject.id)" }

  /// Each active alert as a notice, with the events it updates (its references) and its
  /// title for when it is an upgrade.
  static func alerts(_ alerts: [Alert], _ subject: Subject, _ settings: ViewSettings) -> [(
    notice: Notice, related: [String], upgradedTitle: String
  )] {
    let now = settings.now
    return alerts.filter { $0.messageType != "Cancel" }.map { alert in
      let end = alert.ends ?? alert.expires ?? now.addingTimeInterval(86_400)
      let until = min(max(end, now), now.addingTimeInterval(7 * 86_400))
      let notice = Notice(
        kind: .alert, event: alertEvent(alert.id, subject), place: subject.name,
        placeID: subject.id, time: alert.onset ?? alert.effective ?? alert.sent ?? now,
        zone: subject.zone,
        title: NoticeText.alertTitle(event: alert.event, place: subject.name, upgraded: false),
        body: NoticeText.alertBody(
          headline: alert.headline ?? alert.areaText, until: alert.ends ?? alert.expires,
          zone: subject.zone, settings),
        urgency: urgency(alert.severity), level: level(alert.severity), until: until,
        breaksQuiet: alert.severity <= .severe)
      return (
        notice, alert.references.map { alertEvent($0, subject) },
        NoticeText.alertTitle(event: alert.event, place: subject.name, upgraded: true)
      )
    }
  }

  /// The ledger's name for an alert at a place.
  static func alertEvent(_ id: String, _ subject: Subject) -> String {
    "alert:\(subject.id):\(id.prefix(300))"
  }

  /// Extreme 4, Severe 3, Moderate 2, Minor 1, Unknown 0.
  static func level(_ severity: AlertSeverity) -> Int {
    switch severity {
    case .extreme: 4
    case .severe: 3
    case .moderate: 2
    case .minor: 1
    case .unknown: 0
    }
  }

  static func urgency(_ severity: AlertSeverity) -> Notice.Urgency {
    switch severity {
    case .extreme, .severe: .critical
    case .moderate: .normal
    case .minor, .unknown: .low
    }
  }

  /// Each threshold the next 24 hours cross: named by the local day of the first hour that
  /// crosses it, saying the extreme value and its hour (rain: the amount by the last wet hour).
  static func thresholds(
    _ forecast: Forecast, _ subject: Subject, limits: [WatchSettings.Threshold: Double],
    _ settings: ViewSettings
  ) -> [Notice] {
    let hours = Array(forecast.hours(covering: 24, from: settings.now))
    return limits.keys.sorted().compactMap { kind -> Notice? in
      guard let limit = limits[kind] else { return nil }
      var crossing: Date?
      var extreme: (value: Double, time: Date)?
      var total = 0.0
      for hour in hours {
        let value: Double?
        switch kind {
        case .frost, .heat: value = PhysicalRange.temperature.validate(hour.temperature)
        case .gusts: value = PhysicalRange.windSpeed.validate(hour.windGusts)
        case .uv: value = PhysicalRange.uvIndex.validate(hour.uvIndex)
        case .rain:
          guard let amount = PhysicalRange.precipitation.validate(hour.precipitation) else {
            continue
          }
          total += amount
          value = total
        }
        guard let value else { continue }
        if crossing == nil, kind.crossed(value, limit) { crossing = hour.time }
        // The lowest for frost, else the highest (rain: the running total, so its last wet hour).
        if extreme.map({ kind == .frost ? value < $0.value : value > $0.value }) ?? true {
          extreme = (value, hour.time)
        }
      }
      guard let crossing, let extreme else { return nil }
      let day = LocalDate(crossing, in: subject.zone)
      return Notice(
        kind: .threshold, event: "threshold:\(subject.id):\(kind.rawValue):\(day)",
        place: subject.name, placeID: subject.id, time: kind == .rain ? crossing : extreme.time,
        zone: subject.zone, title: NoticeText.thresholdTitle(kind, place: subject.name),
        body: NoticeText.thresholdBody(
          kind, value: extreme.value, limit: limit, time: extreme.time, zone: subject.zone,
          settings),
        until: crossing.addingTimeInterval(36 * 3600))
    }
  }

  /// The morning summary of today at a place, named by the user's local day `today`.
  static func summary(
    _ forecast: Forecast, _ subject: Subject, today: LocalDate, _ settings: ViewSettings
  ) -> Notice? {
    guard let day = forecast.days(from: settings.now).first else { return nil }
    return Notice(
      kind: .summary, event: "summary:\(today)", place: subject.name, placeID: subject.id,
      time: settings.now, zone: subject.zone,
      title: NoticeText.summaryTitle(place: subject.name),
      body: NoticeText.summaryBody(day, settings), urgency: .low,
      until: settings.now.addingTimeInterval(36 * 3600))
  }
}
