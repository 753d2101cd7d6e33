import Catalog
import Foundation
import PlaceModel
import Terminal
import Weather

/// The `:line` text for status bars: a template with wttr.in's `format=` %-codes filled from a
/// forecast, the place, the offline sun and moon. Always exactly one line.
public enum BarLine {
  /// The template used when none is given: `Seoul 🌙 +4°C ↙30km/h`.
  public static let defaultFormat = "%l %c %t %w"

  /// The longest template accepted, in UTF-8 bytes: a status line is far shorter, and the
  /// work and the output grow with the template.
  public static let maximumTemplateBytes = 4096

  /// What the codes are filled from.
  public struct Input: Sendable {
    /// The place the line is about.
    public var place: Place
    /// Its forecast, when one could be had.
    public var forecast: Forecast?
    /// The air quality index text for `%a` ("—" until known).
    public var air: String?
    /// The next hour's rain text for `%r` ("—" until known).
    public var rain: String?
    /// The official alerts text for `%A` (`Tornado Warning +2`, `no alerts`; "—" until known).
    public var alerts: String?

    /// Creates an input.
    public init(
      place: Place, forecast: Forecast?, air: String? = nil, rain: String? = nil,
      alerts: String? = nil
    ) {
      self.place = place
      self.forecast = forecast
      self.air = air
      self.rain = rain
      self.alerts = alerts
    }
  }

  /// The filled template, sanitised and on one line.
  public static func render(_ template: String, _ input: Input, _ settings: ViewSettings)
    -> String
  {
    let values = Values(input, settings)
    // Each code's text is worked out once per line (the sun and moon are the costly ones),
    // however often the template repeats it.
    var texts: [Character: String] = [:]
    var output = ""
    var iterator = template.makeIterator()
    while let character = iterator.next() {
      guard character == "%" else {
        output.append(character.isNewline || character == "\t" ? " " : character)
        continue
      }
      guard let code = iterator.next() else {
        output.append("%")
        break
      }
      if let known = texts[code] {
        output += known
        continue
      }
      let text = (values.text(for: code) ?? "%\(code)")
        .map { $0.isNewline || $0 == "\t" ? " " : String($0) }.joined()
      texts[code] = text
      output += text
    }
    return TerminalText.sanitize(output)
  }

  /// The values behind the codes, computed once per line.
  struct Values {
    let input: Input
    let settings: ViewSettings
    let zone: TimeZone
    let clock: LocalClock
    let current: CurrentConditions?
    let hour: HourlyItem?

    init(_ input: Input, _ settings: ViewSettings) {
      self.input = input
      self.settings = settings
      let zone =
        input.forecast?.timeZone ?? TimeZone(identifier: input.place.timeZone)
        ?? TimeZone(secondsFromGMT: 0) ?? .current
      self.zone = zone
      self.clock = LocalClock(zone: zone)
      self.current = input.forecast?.current
      self.hour = input.forecast?.hours(from: settings.now).first
    }

    var missing: String { UnitConversion.missing }

    /// The text for one code; nil for a code this renderer does not know.
    func text(for code: Character) -> String? {
      switch code {
      case "%": return "%"
      case "l": return PlaceLabels.displayName(input.place)
      case "c": return conditionGlyph
      case "C": return condition.map { Glyphs.conditionName($0.code) } ?? missing
      case "x": return condition.map { Self.symbol($0.code) } ?? "?"
      case "h": return Format.percent(current?.humidity ?? hour?.humidity)
      case "t": return signedTemperature(current?.temperature ?? hour?.temperature)
      case "f":
        return signedTemperature(current?.apparentTemperature ?? hour?.apparentTemperature)
      case "w": return wind
      case "m":
        let name = moon.phaseName
        return settings.asciiGlyphs ? name.asciiGlyph : name.glyph
      case "M": return "\(Int(moon.age.rounded(.down)))"
      case "p":
        let mm = current?.precipitation ?? hour?.precipitation
        guard let mm, mm.isFinite else { return missing }
        let value = UnitConversion.precipitation(mm, to: settings.units.precipitation)
        return Format.decimal(value, decimals: settings.units.precipitation == .mm ? 1 : 2)
          + UnitConversion.symbol(settings.units.precipitation)
      case "P":
        let text = UnitConversion.formatPressure(
          current?.pressure ?? hour?.pressure, settings.units.pressure)
        return text.replacingOccurrences(of: " ", with: "")
      case "u":
        guard let uv = current?.uvIndex ?? hour?.uvIndex, uv.isFinite else { return missing }
        return "\(Int(uv.rounded()))"
      case "D": return time(sun.dawn)
      case "S": return time(forecastToday?.sunrise ?? sun.sunrise)
      case "z": return time(sun.noon)
      case "s": return time(forecastToday?.sunset ?? sun.sunset)
      case "d": return time(sun.dusk)
      case "T": return currentTime
      case "Z": return zone.identifier
      case "a": return input.air ?? missing
      case "r": return input.rain ?? rain
      case "A": return input.alerts ?? missing
      default: return nil
      }
    }

    var condition: Condition? { current?.condition ?? hour?.condition }

    /// The next hour's rain or snow in a few characters: `rain in 20m`, `snow ends in 25m`,
    /// `rain`, `dry`, or a dash without 15-minute data.
    var rain: String {
      guard let forecast = input.forecast else { return missing }
      let now = settings.now
      func minutes(_ instant: Date) -> String {
        String(max(0, Int(instant.timeIntervalSince(now) / 60)))
      }
      let snow = RainOutlook.kind(forecast, now: now) == .snow
      switch RainOutlook.of(forecast, now: now) {
      case .starting(let start, _):
        let minutes = minutes(start)
        return say(snow ? .barSnowIn(minutes: minutes) : .barRainIn(minutes: minutes))
      case .stopping(let stop):
        let minutes = minutes(stop)
        return say(snow ? .barSnowEndsIn(minutes: minutes) : .barRainEndsIn(minutes: minutes))
      case .continuing: return say(snow ? .barSnow : .barRain)
      case .dry: return say(.barDry)
      case .unavailable: return missing
      }
    }

    var conditionGlyph: String {
      guard let condition else { return "?" }
      if settings.asciiGlyphs { return Self.symbol(condition.code) }
      return condition.glyph(isDay: current?.isDay ?? hour?.isDay)
    }

    /// `+4°C`, `-3°F`: wttr.in's signed temperature with its unit.
    func signedTemperature(_ celsius: Double?) -> String {
      guard let celsius, celsius.isFinite else { return missing }
      let value = UnitConversion.temperature(celsius, to: settings.units.temperature)
      let whole = UnitConversion.roundedInteger(value) ?? 0
      let sign = whole > 0 ? "+" : ""
      let degree = settings.asciiGlyphs ? "" : "°"
      return sign + "\(whole)\(degree)"
        + (settings.units.temperature == .celsius ? "C" : "F")
    }

    /// `↙30km/h`: an arrow the way the wind blows, and its speed.
    var wind: String {
      let speed = current?.windSpeed ?? hour?.windSpeed
      guard let speed, speed.isFinite else { return missing }
      let value = UnitConversion.windSpeed(speed, to: settings.units.wind)
      let text =
        "\(UnitConversion.roundedInteger(value) ?? 0)"
        + UnitConversion.symbol(settings.units.wind).replacingOccurrences(of: " ", with: "")
      guard let from = current?.windDirection ?? hour?.windDirection, from.isFinite else {
        return text
      }
      if settings.asciiGlyphs { return UnitConversion.compassPoint(from) + text }
      let arrows = ["↓", "↙", "←", "↖", "↑", "↗", "→", "↘"]
      let index = Int(((from.truncatingRemainder(dividingBy: 360) + 360 + 22.5) / 45)) % 8
      return arrows[index] + text
    }

    var forecastToday: DailyItem? {
      let today = clock.date(settings.now)
      return input.forecast?.days.first { $0.date == today }
    }

    var dayBounds: (Date, Date) {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = zone
      let start = calendar.startOfDay(for: settings.now)
      return (start, calendar.date(byAdding: .day, value: 1, to: start) ?? start + 86_400)
    }

    var sun: Sun.Day {
      let (start, end) = dayBounds
      return Sun.day(
        from: start, to: end, latitude: input.place.latitude, longitude: input.place.longitude)
    }

    var moon: Moon.Report {
      Moon.report(
        at: settings.now, latitude: input.place.latitude, longitude: input.place.longitude,
        timeZone: zone)
    }

    func time(_ instant: Date?) -> String {
      instant.map { clock.time($0, settings.units.clock) } ?? missing
    }

    /// `16:10:45+0900`, as wttr.in prints it.
    var currentTime: String {
      let second = LocalDate.wallClock(settings.now, in: zone).secondOfDay
      let offset = zone.secondsFromGMT(for: settings.now) / 60
      return String(
        format: "%02d:%02d:%02d%@%02d%02d", second / 3600, second % 3600 / 60, second % 60,
        offset < 0 ? "-" : "+", abs(offset) / 60, abs(offset) % 60)
    }

    /// wttr.in's plain-text symbol (`%x`) for a WMO code.
    static func symbol(_ code: Int) -> String {
      switch code {
      case 0, 1: return "o"
      case 2: return "m"
      case 3: return "mmm"
      case 45, 48: return "="
      case 51, 53, 56: return "/"
      case 55, 57, 61, 63, 66: return "/"
      case 65, 67: return "///"
      case 80: return "."
      case 81: return "//"
      case 82: return "///"
      case 71, 77: return "*"
      case 73, 75: return "**"
      case 85: return "*/"
      case 86: return "*/*"
      case 95: return "!/"
      case 96, 99: return "/!/"
      default: return "?"
      }
    }
  }

  /// `38m old`, `3h old`, `2d old`: an age in a few characters for a status bar.
  public static func shortAge(_ seconds: Double) -> String {
    let minutes = Int(max(0, seconds) / 60)
    if minutes < 60 { return say(.barAgeMinutes(minutes: String(minutes))) }
    if minutes < 48 * 60 { return say(.barAgeHours(hours: String(minutes / 60))) }
    return say(.barAgeDays(days: String(minutes / 1440)))
  }

  /// The `%A` text: the most severe event and how many more (`Tornado Warning +2`), or
  /// `no alerts`.
  public static func alertSummary(_ events: [String]) -> String {
    guard let first = events.first else { return say(.barNoAlerts) }
    let more = events.count - 1
    return TerminalText.sanitize(first) + (more > 0 ? " +\(more)" : "")
  }

  /// The `%a` text: the index and its category (`42 fair`).
  public static func airSummary(_ reading: AirReading) -> String {
    say(
      .barAir(
        value: reading.shown, category: AirView.categoryName(reading.scale, reading.category)))
  }
}
