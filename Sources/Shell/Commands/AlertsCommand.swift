import AlertModel
import Catalog
import Clients
import CommandLanguage
import Foundation
import Places
import Rendering
import Terminal
import Views

/// `:alerts [N|all] [PLACE]`: official severe-weather alerts for a place (the US National
/// Weather Service, MeteoAlarm in Europe, JMA, ECCC and KMA), the list or one alert in full;
/// and the banner `:now` and `:show` put on top.
@MainActor
enum AlertsCommand {
  /// `all`: every alert of the country, not only the place's.
  static let all = ArgumentSpec("all", .choice(["all"]), optional: true)

  /// One alert of the list, shown in full.
  static let number = ArgumentSpec("N", .count(1...999, noun: .nounAlertNumber), optional: true)

  static let spec = CommandSpec(
    name: "alerts", aliases: ["warnings"], summary: .helpAlertsSummary,
    discussion: .helpAlertsDiscussion,
    examples: [
      ":alerts", ":alerts miami", ":alerts 1", ":alerts 2 oklahoma city", ":alerts paris",
      ":alerts all berlin",
    ],
    arguments: [
      all, number, .place,
    ])

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, context in
      try await run(invocation, context)
    }
  }

  static func run(_ invocation: Invocation, _ context: CommandContext) async throws -> CommandOutput
  {
    let number = invocation.parsed.number(Self.number)
    let everywhere = invocation.parsed[Self.all] != nil
    let target = try await context.placeOrImplied(invocation.parsed[.place], command: "alerts")
    let place = target.place
    var warnings = context.view(place)
    warnings += context.saved.notices()
    let settings = context.viewSettings()
    let title = context.titleLine(place)
    let country = PlaceLabels.countryName(place)
    guard let source = AlertSource(countryCode: place.countryCode) else {
      let sentence = AlertSource.noSource(countryName: country)
      return CommandOutput(
        lines: [title, sentence[sentence.startIndex].uppercased() + sentence.dropFirst()],
        json: AlertJSON.unsupported(place: PlaceText.json(place), message: sentence),
        warnings: warnings)
    }
    let report: AlertReport
    do {
      report = try await context.dependencies.alerts.alerts(
        PlaceWeather.alertQuery(for: place), settings.now, context.options.offline, false)
    } catch {
      throw ShellError.alerts(error, source)
    }
    let alerts = everywhere ? AlertRules.ordered(report.alerts + report.elsewhere) : report.alerts
    let zone = PlaceWeather.zone(of: place)
    var json = AlertJSON.head(
      place: PlaceText.json(place), source: source, report: report, everywhere: everywhere)
    let text = invocation.parsed[.place] ?? ""
    let again = ":alerts all" + (text.isEmpty ? "" : " " + text)
    if let number {
      guard number <= alerts.count else {
        let area = everywhere ? country : place.name
        let command = everywhere ? again : ":alerts"
        throw alerts.isEmpty
          ? ShellError.place(.alertsNoneActive(area: area, command: command))
          : ShellError.place(
            .alertsNoSuchNumber(
              count: alerts.count, number: String(number), area: area, command: command))
      }
      let alert = alerts[number - 1]
      json += AlertJSON.numbered(alert, number: number, zone: zone)
      let lines =
        [title]
        + AlertsView.detail(alert, number: number, zone: zone, source: source, settings)
      return CommandOutput(lines: lines, json: json, warnings: warnings)
    }
    json += AlertJSON.listed(alerts, zone: zone)
    var lines = [title]
    // Sentences wrap at the terminal's width: in German or Russian they pass 80 columns.
    func sentence(_ text: String, dim: Bool = false) {
      for line in TerminalText.wrap(text, width: settings.width) {
        lines.append(dim ? context.styler.apply(.dim, line) : line)
      }
    }
    switch (source, alerts.isEmpty) {
    case (.nws, true):
      sentence(say(.alertsNoneFromSource(source: source.name)))
    case (.jma, true), (.eccc, true):
      sentence(say(.alertsNoneInForce(source: source.name)))
    case (.kma, true):
      sentence(
        everywhere
          ? say(.alertsNoneInCountry(country: country))
          : say(.alertsNoneInForce(source: source.name)))
    case (.meteoalarm, true):
      sentence(
        everywhere
          ? say(.alertsNoneInCountry(country: country))
          : say(.alertsNoneForArea(place: PlaceLabels.displayName(place))))
      // Said only when no outline matched, so the user knows how far to trust "none".
      switch report.areaMatching {
      case .nameWithoutOutlines where !everywhere:
        sentence(say(.alertsMatchedByNameWithoutOutlines(country: country)), dim: true)
      case .nameOutsideOutlines where !everywhere:
        sentence(say(.alertsMatchedByNameOutsideOutlines), dim: true)
      default:
        break
      }
    case (_, false):
      lines += AlertsView.list(alerts, zone: zone, settings)
      sentence(AlertsView.sourceLine(source, alerts, everywhere: everywhere), dim: true)
    }
    if !everywhere, !report.elsewhere.isEmpty {
      let count = report.elsewhere.count
      sentence(say(.alertsElsewhere(count: count, country: country, command: again)))
    }
    return CommandOutput(lines: lines, json: json, warnings: warnings)
  }
}
