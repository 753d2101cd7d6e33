import CommandLanguage
import ProfileStore
import Rendering
import Weather

/// `:units [c|f]`, `:units wind …`, `:units precip …`, `:units clock …`: show or set units.
@MainActor
enum UnitsCommand {
  static let spec = CommandSpec(
    name: "units", aliases: ["u"],
    summary: "Show or set units: c|f, wind, precip, clock, pressure, distance, aqi",
    usage: ":units [c|f|KIND VALUE]",
    discussion: "Without arguments, shows the units in use. KIND VALUE is wind kmh|ms|mph|kn, "
      + "precip mm|in, clock 24h|12h, pressure hpa|inhg|mmhg, distance km|mi|auto (auto: "
      + "miles when wind is in mph) or aqi eu|us|auto (the air quality index of :air; auto: "
      + "European in Europe, US elsewhere). Units are saved in your profile; weather is "
      + "always fetched in metric units and converted, so changing units never fetches "
      + "again. --units c|f overrides the temperature unit for one run.",
    examples: [
      ":units", ":units f", ":units wind mph", ":units precip in", ":units clock 12h",
      ":units pressure inhg", ":units distance mi", ":units aqi us",
    ],
    arguments: [
      .choice(["c", "f", "wind", "precip", "clock", "pressure", "distance", "aqi"]),
      .choiceAfter([
        "wind": ["kmh", "ms", "mph", "kn"], "precip": ["mm", "in"], "clock": ["24h", "12h"],
        "pressure": ["hpa", "inhg", "mmhg"], "distance": ["km", "mi", "auto"],
        "aqi": ["eu", "us", "auto"],
      ]),
    ])

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, session in
      let arguments = invocation.arguments.map { $0.lowercased() }
      var lines: [String] = []
      switch arguments.count {
      case 0:
        break
      case 1:
        guard let unit = Units.Temperature(rawValue: arguments[0]) else {
          throw problem(
            "'\(Quote.user(invocation.arguments[0]))' is not a temperature unit (c or f)")
        }
        try session.saved.save { (profile: inout Profile) throws(ProfileError) in
          try ProfileOperation.setTemperature(unit).apply(to: &profile)
        }
        lines.append("Temperatures are now in \(UnitConversion.symbol(unit)).")
      case 2:
        let value = arguments[1]
        let operation: ProfileOperation?
        var change: (@Sendable (inout Units) -> Void)?
        switch arguments[0] {
        case "wind":
          guard let unit = Units.WindSpeed(rawValue: value) else {
            throw problem(
              "'\(Quote.user(invocation.arguments[1]))' is not a wind unit (kmh, ms, mph or kn)")
          }
          operation = .setWind(unit)
          lines.append("Wind speeds are now in \(UnitConversion.symbol(unit)).")
        case "precip", "precipitation":
          guard let unit = Units.Precipitation(rawValue: value) else {
            throw problem(
              "'\(Quote.user(invocation.arguments[1]))' is not a precipitation unit (mm or in)")
          }
          operation = .setPrecipitation(unit)
          lines.append("Precipitation is now in \(unit.rawValue).")
        case "clock":
          guard let clock = Units.Clock(rawValue: value) else {
            throw problem("'\(Quote.user(invocation.arguments[1]))' is not a clock (24h or 12h)")
          }
          operation = .setClock(clock)
          lines.append("Times now use a \(clock.rawValue) clock.")
        case "pressure":
          guard let unit = Units.Pressure(rawValue: value) else {
            throw problem(
              "'\(Quote.user(invocation.arguments[1]))' is not a pressure unit (hpa, inhg or mmhg)"
            )
          }
          operation = nil
          change = { $0.pressure = unit }
          lines.append("Pressure is now in \(UnitConversion.symbol(unit)).")
        case "distance":
          guard let unit = Units.Distance(rawValue: value) else {
            throw problem(
              "'\(Quote.user(invocation.arguments[1]))' is not a distance unit (km, mi or auto)")
          }
          operation = nil
          change = { $0.distance = unit }
          lines.append(
            "Distances are now in \(unit == .auto ? "km, or miles with mph" : unit.rawValue).")
        case "aqi", "air":
          guard let index = Units.AirIndex(rawValue: value) else {
            throw problem(
              "'\(Quote.user(invocation.arguments[1]))' is not an air quality index (eu, us or auto)"
            )
          }
          operation = nil
          change = { $0.airIndex = index }
          lines.append(
            index == .auto
              ? "Air quality uses the European index in Europe and the US index elsewhere."
              : "Air quality now uses the \(index == .eu ? "European" : "US") index.")
        default:
          throw problem(
            "'\(Quote.user(invocation.arguments[0]))' is not a unit kind (wind, precip, clock, "
              + "pressure, distance or aqi)")
        }
        try session.saved.save { (profile: inout Profile) throws(ProfileError) in
          try operation?.apply(to: &profile)
          change?(&profile.units)
        }
      default:
        throw problem("too many arguments")
      }
      let units = session.saved.units
      lines.append(WeatherJSON.unitsLine(units))
      lines.append(WeatherJSON.moreUnitsLine(units))
      if let override = session.options.temperatureOverride,
        override != session.saved.profile.units.temperature
      {
        lines.append("(--units \(override.rawValue) sets the temperature for this run only)")
      }
      return CommandOutput(
        lines: lines, json: [("units", WeatherJSON.units(units))], warnings: session.saved.notices()
      )
    }
  }

  static func problem(_ text: String) -> ShellError {
    .usage(command: "units", problem: text, usage: spec.usage)
  }
}
