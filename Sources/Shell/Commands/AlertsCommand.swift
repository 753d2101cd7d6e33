import Alerts
import CommandLanguage
import Foundation
import JSON
import Places
import Rendering
import Terminal
import Views

/// `:alerts [N] [PLACE]`: official severe-weather alerts for a place (the US National Weather
/// Service), the list or one alert in full; and the banner `:now` and `:show` put on top.
@MainActor
enum AlertsCommand {
  static let spec = CommandSpec(
    name: "alerts", aliases: ["warnings"],
    summary: "Official severe-weather alerts for a place; N: one alert in full",
    usage: ":alerts [N] [PLACE]",
    discussion: "Active alerts from the US National Weather Service (api.weather.gov) for "
      + "places in the United States and its territories: number, event, severity, area, "
      + "from–until in the place's time zone, headline. ':alerts N' shows alert N of the list "
      + "with its full description and instruction. Tests, exercises, cancelled, replaced "
      + "and expired messages are left out; answers are cached for 10 minutes. Other "
      + "countries have no official alert source in wxsh yet, and wxsh says so. Without a "
      + "place: the place being viewed, else My Location. :now and :show put a banner line "
      + "on top while an alert is active.",
    examples: [":alerts", ":alerts miami", ":alerts 1", ":alerts 2 oklahoma city"],
    arguments: [.place])

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, session in
      try await run(invocation, session)
    }
  }

  static func run(_ invocation: Invocation, _ session: Session) async throws -> CommandOutput {
    var words = invocation.arguments
    var number: Int?
    if let first = words.first, first.count <= 3, let value = Int(first) {
      guard value >= 1 else {
        throw ShellError.usage(
          command: "alerts", problem: "alert numbers start at 1", usage: spec.usage)
      }
      number = value
      words.removeFirst()
    }
    let text = words.joined(separator: " ").trimmingCharacters(in: .whitespaces)
    let place = try session.placeOrImplied(text, command: "alerts", usage: spec.usage)
    var warnings = session.view(place)
    warnings += session.saved.notices()
    let settings = session.viewSettings()
    let title = ViewCommands.titleLine(place, session)
    guard let source = AlertSource(countryCode: place.countryCode) else {
      let sentence = AlertSource.noSource(
        countryName: place.countryName.isEmpty ? place.countryCode : place.countryName)
      return CommandOutput(
        lines: [title, sentence[sentence.startIndex].uppercased() + sentence.dropFirst()],
        json: [
          ("place", PlaceText.json(place)), ("source", .null), ("supported", .bool(false)),
          ("message", .string(sentence)),
        ], warnings: warnings)
    }
    let report: AlertReport
    do {
      report = try await session.dependencies.alerts.alerts(
        place.latitude, place.longitude, settings.now, session.options.offline, false)
    } catch {
      throw ShellError.alerts(error)
    }
    let zone = zone(of: place)
    var json: [JSONWriter.Member] = [
      ("place", PlaceText.json(place)), ("source", sourceJSON(source, report)),
      ("supported", .bool(true)),
    ]
    if let number {
      guard number <= report.alerts.count else {
        throw ShellError.notFound(
          report.alerts.isEmpty
            ? "there are no active alerts for \(place.name)"
            : "there is no alert \(number) for \(place.name) (there are \(report.alerts.count))",
          hint: "type :alerts to see the list")
      }
      let alert = report.alerts[number - 1]
      json.append(("number", .int(number)))
      json.append(("alert", alertJSON(alert, number: number, zone: zone)))
      let lines =
        [title]
        + AlertsView.detail(alert, number: number, zone: zone, source: source.name, settings)
      return CommandOutput(lines: lines, json: json, warnings: warnings)
    }
    json.append(
      (
        "alerts",
        .array(
          report.alerts.enumerated().map { alertJSON($1, number: $0 + 1, zone: zone) })
      ))
    var lines = [title]
    if report.alerts.isEmpty {
      lines.append("No active alerts from the \(source.name).")
    } else {
      lines += AlertsView.list(report.alerts, zone: zone, settings)
      lines.append(session.styler.apply(.dim, "Source: \(source.name) · :alerts N for one in full"))
    }
    return CommandOutput(lines: lines, json: json, warnings: warnings)
  }

  /// The place's time zone (UTC when the gazetteer's name is unknown to the system).
  static func zone(of place: Place) -> TimeZone {
    TimeZone(identifier: place.timeZone) ?? TimeZone(secondsFromGMT: 0) ?? .gmt
  }

  /// The source object of the `--json` documents.
  static func sourceJSON(_ source: AlertSource, _ report: AlertReport) -> JSONNode {
    .object([
      ("id", .string(source.rawValue)), ("name", .string(source.name)),
      ("fetched", .string(ISO8601DateFormatter().string(from: report.fetched))),
      ("cached", .bool(report.fromCache)),
    ])
  }

  /// One alert in `--json`: every field shown, its id and references; times in the place's
  /// zone (`YYYY-MM-DDTHH:MM`, like every time in wxsh's JSON).
  static func alertJSON(_ alert: Alert, number: Int, zone: TimeZone) -> JSONNode {
    func string(_ text: String?) -> JSONNode { text.map(JSONNode.string) ?? .null }
    func time(_ instant: Date?) -> JSONNode { WeatherJSON.localDateTime(instant, zone) }
    return .object([
      ("number", .int(number)), ("id", .string(alert.id)), ("event", .string(alert.event)),
      ("severity", .string(alert.severity.rawValue)), ("certainty", string(alert.certainty)),
      ("urgency", string(alert.urgency)), ("from", time(alert.from)),
      ("until", time(alert.until)), ("onset", time(alert.onset)),
      ("effective", time(alert.effective)), ("expires", time(alert.expires)),
      ("ends", time(alert.ends)), ("area", string(alert.area)),
      ("sender", string(alert.sender)), ("headline", string(alert.headline)),
      ("description", string(alert.description)), ("instruction", string(alert.instruction)),
      ("truncated", .bool(alert.truncated)), ("messageType", .string(alert.messageType)),
      ("references", .array(alert.references.map(JSONNode.string))),
    ])
  }
}

extension AlertsCommand {
  /// What a view asks of the alert source, started before the weather is fetched.
  typealias Pending = Task<Result<AlertReport, AlertError>, Never>

  /// Starts fetching the alerts for the banner of `place`; nil when its country has no
  /// source. `cacheOnly` (the interactive page shown from the cache) never waits on the
  /// network: the cached answer makes the banner, and a background fetch brings a stale or
  /// missing answer up to date for the next view.
  static func startBanner(for place: Place, _ session: Session, cacheOnly: Bool) -> Pending? {
    guard AlertSource(countryCode: place.countryCode) != nil else { return nil }
    let client = session.dependencies.alerts
    let now = session.dependencies.clock.now()
    let offline = session.options.offline || cacheOnly
    let (latitude, longitude) = (place.latitude, place.longitude)
    if cacheOnly, !session.options.offline {
      Task { _ = try? await client.alerts(latitude, longitude, now, false, false) }
    }
    return Task {
      do throws(AlertError) {
        return .success(try await client.alerts(latitude, longitude, now, offline, false))
      } catch {
        return .failure(error)
      }
    }
  }

  /// The banner lines, the `alerts` JSON member and the warnings of a started fetch: a
  /// failure is one warning and never fails the view; nothing cached offline is silent.
  static func banner(_ pending: Pending?, _ place: Place, _ session: Session) async -> (
    lines: [String], json: [JSONWriter.Member], warnings: [String]
  ) {
    guard let pending else { return ([], [], []) }
    switch await pending.value {
    case .success(let report):
      let zone = zone(of: place)
      let json: [JSONWriter.Member] = [
        (
          "alerts",
          .array(report.alerts.enumerated().map { alertJSON($1, number: $0 + 1, zone: zone) })
        )
      ]
      return (AlertsView.banner(report.alerts, zone: zone, session.viewSettings()), json, [])
    case .failure(.offlineNothingCached):
      return ([], [], [])
    case .failure(let error):
      return ([], [], ["alerts unavailable: " + error.message])
    }
  }
}
