import Alerts
import Catalog
import CommandLanguage
import Foundation
import JSON
import Places
import Rendering
import Terminal
import Views

/// `:alerts [N|all] [PLACE]`: official severe-weather alerts for a place (the US National
/// Weather Service, MeteoAlarm in Europe), the list or one alert in full; and the banner `:now`
/// and `:show` put on top.
@MainActor
enum AlertsCommand {
  static let spec = CommandSpec(
    name: "alerts", aliases: ["warnings"], summary: .helpAlertsSummary,
    discussion: .helpAlertsDiscussion,
    examples: [
      ":alerts", ":alerts miami", ":alerts 1", ":alerts 2 oklahoma city", ":alerts paris",
      ":alerts all berlin",
    ],
    arguments: [
      ArgumentSpec("all", .choice(["all"]), optional: true),
      ArgumentSpec("N", .count(1...999, noun: .nounAlertNumber), optional: true),
      ViewCommands.place,
    ])

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, session in
      try await run(invocation, session)
    }
  }

  static func run(_ invocation: Invocation, _ session: Session) async throws -> CommandOutput {
    let number = invocation.parsed.count("N")
    let everywhere = invocation.parsed["all"] != nil
    let target = try session.placeOrImplied(invocation.parsed["PLACE"], command: "alerts")
    let place = target.place
    var warnings = session.view(place)
    warnings += session.saved.notices()
    let settings = session.viewSettings()
    let title = ViewCommands.titleLine(place, session)
    let country = PlaceLabels.countryName(place)
    guard let source = AlertSource(countryCode: place.countryCode) else {
      let sentence = AlertSource.noSource(countryName: country)
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
        query(for: place), settings.now, session.options.offline, false)
    } catch {
      throw ShellError.alerts(error, source)
    }
    let alerts = everywhere ? AlertRules.ordered(report.alerts + report.elsewhere) : report.alerts
    let zone = zone(of: place)
    var json: [JSONWriter.Member] = [
      ("place", PlaceText.json(place)), ("source", sourceJSON(source, report)),
      ("supported", .bool(true)), ("scope", .string(everywhere ? "country" : "place")),
      ("elsewhere", .int(everywhere ? 0 : report.elsewhere.count)),
    ]
    let text = invocation.parsed["PLACE"] ?? ""
    let again = ":alerts all" + (text.isEmpty ? "" : " " + text)
    if let number {
      guard number <= alerts.count else {
        let area = everywhere ? country : place.name
        let command = everywhere ? again : ":alerts"
        throw alerts.isEmpty
          ? ShellError.place(.alertsNoneActive, ["area": area, "command": command])
          : ShellError.place(
            .alertsNoSuchNumber,
            [
              "number": String(number), "area": area, "count": String(alerts.count),
              "command": command,
            ])
      }
      let alert = alerts[number - 1]
      json.append(("number", .int(number)))
      json.append(("alert", alertJSON(alert, number: number, zone: zone)))
      let lines =
        [title]
        + AlertsView.detail(alert, number: number, zone: zone, source: source, settings)
      return CommandOutput(lines: lines, json: json, warnings: warnings)
    }
    json.append(
      ("alerts", .array(alerts.enumerated().map { alertJSON($1, number: $0 + 1, zone: zone) })))
    var lines = [title]
    switch (source, alerts.isEmpty) {
    case (.nws, true):
      lines.append(say(.alertsNoneFromSource, ["source": source.name]))
    case (.meteoalarm, true):
      lines.append(
        everywhere
          ? say(.alertsNoneInCountry, ["country": country])
          : say(.alertsNoneForArea, ["place": PlaceLabels.displayName(place)]))
      // Said only when no outline matched, so the user knows how far to trust "none".
      switch report.areaMatching {
      case .nameWithoutOutlines where !everywhere:
        lines.append(
          session.styler.apply(
            .dim, say(.alertsMatchedByNameWithoutOutlines, ["country": country])))
      case .nameOutsideOutlines where !everywhere:
        lines.append(session.styler.apply(.dim, say(.alertsMatchedByNameOutsideOutlines)))
      default:
        break
      }
    case (_, false):
      lines += AlertsView.list(alerts, zone: zone, settings)
      lines.append(session.styler.apply(.dim, sourceLine(source, alerts, everywhere)))
    }
    if !everywhere, !report.elsewhere.isEmpty {
      let count = report.elsewhere.count
      lines.append(say(.alertsElsewhere, count: count, ["country": country, "command": again]))
    }
    return CommandOutput(lines: lines, json: json, warnings: warnings)
  }

  /// What the alert source is asked for a place: its point, country and names.
  static func query(for place: Place) -> AlertQuery {
    AlertQuery(
      latitude: place.latitude, longitude: place.longitude, countryCode: place.countryCode,
      placeID: place.id > 0 ? place.id : nil,
      names: [place.name] + (place.regionName.map { [$0] } ?? []))
  }

  /// The dim line under a list: who issued it, how MeteoAlarm areas were matched.
  static func sourceLine(_ source: AlertSource, _ alerts: [Alert], _ everywhere: Bool) -> String {
    var parts = [say(.alertsSource, ["source": source.name])]
    if source == .meteoalarm {
      let senders = Array(Set(alerts.compactMap(\.sender))).sorted()
      if senders.count == 1 {
        parts[0] = say(.alertsSourceSender, ["source": source.name, "sender": senders[0]])
      }
      if !everywhere, alerts.contains(where: { $0.match == .name }) {
        parts.append(say(.alertsMatchedByName))
      }
    }
    // The list of `:alerts all` is numbered in the country's list, which `:alerts all N` opens.
    parts.append(say(everywhere ? .alertsOneInFullEverywhere : .alertsOneInFull))
    return parts.joined(separator: " · ")
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
      ("language", string(alert.language)), ("level", string(alert.level)),
      ("hazard", string(alert.hazard)),
      ("areas", .array(alert.areas.prefix(200).map { .string($0.name) })),
      ("match", string(alert.match?.rawValue)),
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
    let query = query(for: place)
    if cacheOnly, !session.options.offline {
      Task { _ = try? await client.alerts(query, now, false, false) }
    }
    return Task {
      do throws(AlertError) {
        return .success(try await client.alerts(query, now, offline, false))
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
      let source = AlertSource(countryCode: place.countryCode) ?? .nws
      return ([], [], [say(.alertsUnavailableShort, ["reason": error.message(from: source)])])
    }
  }
}
