import AlertModel
import Foundation
import JSON
import Journal

/// Official alerts in `--json` documents: every field shown, ids and references, times in the
/// place's zone (`YYYY-MM-DDTHH:MM`, like every time in wxsh's JSON).
public enum AlertJSON {
  /// The numbered list of alerts.
  public static func list(_ alerts: [Alert], zone: TimeZone) -> JSONNode {
    .array(alerts.enumerated().map { alert($1, number: $0 + 1, zone: zone) })
  }

  /// What `:alerts` adds to its head: the whole list.
  public static func listed(_ alerts: [Alert], zone: TimeZone) -> [JSONWriter.Member] {
    [("alerts", list(alerts, zone: zone))]
  }

  /// What `:alerts N` adds to its head: the number asked for and that alert.
  public static func numbered(_ alert: Alert, number: Int, zone: TimeZone)
    -> [JSONWriter.Member]
  {
    [("number", .int(number)), ("alert", Self.alert(alert, number: number, zone: zone))]
  }

  /// One alert.
  public static func alert(_ alert: Alert, number: Int, zone: TimeZone) -> JSONNode {
    func string(_ text: String?) -> JSONNode { text.map(JSONNode.string) ?? .null }
    func time(_ instant: Date?) -> JSONNode { WeatherJSON.localDateTime(instant, zone) }
    return .object([
      ("number", .int(number)), ("id", .string(alert.id)), ("event", .string(alert.event)),
      ("severity", .string(alert.severity.rawValue)), ("certainty", string(alert.certainty)),
      ("urgency", string(alert.urgency)), ("from", time(alert.from)),
      ("until", time(alert.until)), ("onset", time(alert.onset)),
      ("effective", time(alert.effective)), ("expires", time(alert.expires)),
      ("ends", time(alert.ends)), ("area", string(alert.areaText)),
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

  /// Who issued the alerts and when they were fetched.
  public static func source(_ source: AlertSource, _ report: AlertReport) -> JSONNode {
    .object([
      ("id", .string(source.rawValue)), ("name", .string(source.name)),
      // `2026-11-30T02:44:22Z` by hand: Foundation's ISO 8601 formatter set up its ICU date
      // formatter for this one string, 0.5 ms of every `:alerts`, even without `--json`.
      (
        "fetched",
        .string(
          JournalTime(seconds: Int64(report.fetched.timeIntervalSince1970.rounded(.down))).utcText)
      ),
      ("cached", .bool(report.fromCache)),
    ])
  }

  /// The start of an `:alerts` document: the place, its source and which alerts it lists.
  public static func head(
    place: JSONNode, source: AlertSource, report: AlertReport, everywhere: Bool
  ) -> [JSONWriter.Member] {
    [
      ("place", place), ("source", self.source(source, report)),
      ("supported", .bool(true)), ("scope", .string(everywhere ? "country" : "place")),
      ("elsewhere", .int(everywhere ? 0 : report.elsewhere.count)),
    ]
  }

  /// The document for a place whose country has no alert source.
  public static func unsupported(place: JSONNode, message: String) -> [JSONWriter.Member] {
    [
      ("place", place), ("source", .null), ("supported", .bool(false)),
      ("message", .string(message)),
    ]
  }
}
