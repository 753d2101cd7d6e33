import Catalog
import CommandLanguage
import Foundation
import JSON
import Places
import Rendering
import Terminal
import Views
import Weather
import WeatherService

/// `:air [PLACE]`: air quality from Open-Meteo's Air Quality API, on the European index in
/// Europe and the US index elsewhere.
@MainActor
enum AirCommand {
  static let spec = CommandSpec(
    name: "air", summary: .helpAirSummary, discussion: .helpAirDiscussion,
    examples: [":air", ":air berlin", ":air los angeles", ":air seoul --eu"],
    arguments: [ViewCommands.place], options: [OptionSpec("eu"), OptionSpec("us")])

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, session in
      try await run(invocation, session)
    }
  }

  static func run(_ invocation: Invocation, _ session: Session) async throws -> CommandOutput {
    let arguments = invocation.parsed
    let chosen: AQIScale? =
      arguments.flag("eu") ? .european : arguments.flag("us") ? .us : nil
    let target = try ViewCommands.target(session, arguments["PLACE"], command: "air")
    let place = target.place
    let inEurope = AQIScale.forCountry(place.countryCode) == .european
    let scale = chosen ?? self.scale(for: place, session)
    let policy = session.weather.viewPolicy
    let result: AirQualityResult
    switch await session.dependencies.air.airQuality(place.latitude, place.longitude, policy) {
    case .success(let found): result = found
    case .failure(let error): throw ShellError.weather(error)
    }
    var warnings: [String] = []
    if case .stale(let age, let error) = result.source {
      warnings.append(
        say(
          .airStale,
          [
            "place": PlaceLabels.displayName(place), "age": ForecastResult.describeAge(age),
            "reason": error.message,
          ]))
    }
    let settings = session.viewSettings()
    let title = ViewCommands.titleLine(place, session)
    let lines =
      target.noteLines(session) + [title]
      + AirView.render(result.air, scale: scale, inEurope: inEurope, settings)
      + [say(.airCredit)]
    return CommandOutput(
      lines: lines,
      json: json(place: place, result: result, scale: scale, inEurope: inEurope, now: settings.now),
      warnings: warnings)
  }

  /// The index a place is shown on: the one set with `:units aqi`, else its region's.
  static func scale(for place: Place, _ session: Session) -> AQIScale {
    switch session.saved.units.airIndex {
    case .auto: AQIScale.forCountry(place.countryCode)
    case .eu: .european
    case .us: .us
    }
  }

  /// Starts fetching the air beside another view (the `Air 42 · fair` line of `:now` and
  /// `:show`, `%a` in `:line`): from the cache only when the page itself came from the cache,
  /// never longer than `deadline` seconds, and nil on failure (the view does not depend on it).
  static func startSummary(
    for place: Place, _ session: Session, cacheOnly: Bool, deadline: Double = 1.5
  ) -> Task<AirQuality?, Never> {
    let client = session.dependencies.air
    let policy: FetchPolicy = cacheOnly ? .offline : session.weather.viewPolicy
    let (latitude, longitude) = (place.latitude, place.longitude)
    return Bounded.start(within: deadline) {
      try? await client.airQuality(latitude, longitude, policy).get().air
    }
  }

  /// The `--json` document: numbers or null, never 0 for missing.
  static func json(
    place: Place, result: AirQualityResult, scale: AQIScale, inEurope: Bool, now: Date
  ) -> [JSONWriter.Member] {
    let air = result.air
    let current = air.current
    let value = current.index(scale)
    let pollen: JSONNode =
      inEurope
      ? .object(
        AirQuality.pollenKinds.map { kind in (kind, WeatherJSON.number(current.pollen[kind])) })
      : .null
    let zone = air.timeZoneIdentifier.flatMap(TimeZone.init(identifier:)) ?? .gmt
    func time(_ date: Date?) -> JSONNode { WeatherJSON.localDateTime(date, zone) }
    let hours = air.hours.filter { ($0.time ?? .distantPast) > now.addingTimeInterval(-3600) }
      .prefix(24).map { sample -> JSONNode in
        .object([("time", time(sample.time)), ("index", WeatherJSON.number(sample.index(scale)))])
      }
    return [
      ("place", PlaceText.json(place)),
      ("scale", .string(scale.rawValue)),
      ("index", WeatherJSON.number(value)),
      ("category", value.map { .string(scale.category($0).word) } ?? .null),
      ("pm2_5", WeatherJSON.number(current.pm25)),
      ("pm10", WeatherJSON.number(current.pm10)),
      ("ozone", WeatherJSON.number(current.ozone)),
      ("nitrogenDioxide", WeatherJSON.number(current.nitrogenDioxide)),
      ("concentrationUnit", .string("μg/m³")),
      ("pollen", pollen),
      ("hours", .array(Array(hours))),
      ("source", source(result)),
    ]
  }

  /// Where the values came from: fetched, cached or stale, with the age.
  static func source(_ result: AirQualityResult) -> JSONNode {
    switch result.source {
    case .fetched: .object([("state", .string("fetched")), ("ageSeconds", .int(0))])
    case .cached(let age):
      .object([("state", .string("cached")), ("ageSeconds", .int(Int(age.rounded())))])
    case .stale(let age, let error):
      .object([
        ("state", .string("stale")), ("ageSeconds", .int(Int(age.rounded()))),
        ("error", .string(error.message)),
      ])
    }
  }
}
