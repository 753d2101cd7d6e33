import AlertModel
import Catalog
import Foundation
import Terminal

/// Official alerts as text: the one-line banner over `:now` and `:show`, the `:alerts` list
/// and one alert's full text, in the place's time zone, fitted to the width.
public enum AlertsView {
  /// The banner for the most severe active alert (and how many more), or nothing: until when
  /// it runs, or from when to when if it has not started.
  public static func banner(_ alerts: [Alert], zone: TimeZone, _ settings: ViewSettings)
    -> [String]
  {
    guard let first = alerts.first else { return [] }
    let clock = LocalClock(zone: zone)
    var line = StyledLine(settings.asciiGlyphs ? "! " : "⚠ ", style(first.severity, settings))
    line.append(first.event, style(first.severity, settings).emphasized)
    line.append(" (\(severityName(first.severity)))", style(first.severity, settings))
    // An alert that has not started says when it starts (a fog warning for tomorrow morning
    // is not running now).
    let time = { (date: Date) in clock.time(date, settings.units.clock, now: settings.now) }
    let start = first.from.flatMap { $0 > settings.now ? time($0) : nil }
    switch (start, first.until.map(time)) {
    case (let from?, let until?):
      line.append(" " + say(.alertBannerFromUntil(from: from, until: until)))
    case (let from?, nil): line.append(" " + say(.alertBannerFrom(from: from)))
    case (nil, let until?): line.append(" " + say(.alertBannerUntil(time: until)))
    case (nil, nil): break
    }
    let more = alerts.count - 1
    line.append(
      (more > 0 ? " · " + say(.alertBannerMore(count: more)) : "") + " · :alerts",
      Colors(settings.palette).label)
    return [line].rendered(settings)
  }

  /// The numbered list: event and severity, area, from–until, headline.
  public static func list(_ alerts: [Alert], zone: TimeZone, _ settings: ViewSettings)
    -> [String]
  {
    let clock = LocalClock(zone: zone)
    let colors = Colors(settings.palette)
    var lines: [StyledLine] = []
    // Wide enough for the last number and its ". " (rows 10 and up kept their space too).
    let indent = String(repeating: " ", count: max(3, String(alerts.count).count + 2))
    let textWidth = max(20, settings.width - indent.count)
    for (offset, alert) in alerts.enumerated() {
      var title = StyledLine(
        "\(offset + 1). ".padding(toLength: indent.count, withPad: " ", startingAt: 0))
      title.append(alert.event, style(alert.severity, settings).emphasized)
      title.append(" · " + severityName(alert.severity), style(alert.severity, settings))
      lines.append(title)
      if let area = alert.areaText {
        lines.append(StyledLine(indent + area, colors.label))
      }
      lines.append(StyledLine(indent + span(alert, clock, settings)))
      if let headline = alert.headline {
        for part in TerminalText.wrap(headline, width: textWidth) {
          lines.append(StyledLine(indent + part))
        }
      }
    }
    return lines.rendered(settings)
  }

  /// One alert in full: its facts, then the description and instruction wrapped to the width.
  public static func detail(
    _ alert: Alert, number: Int, zone: TimeZone, source: AlertSource, _ settings: ViewSettings
  ) -> [String] {
    let clock = LocalClock(zone: zone)
    let colors = Colors(settings.palette)
    var lines: [StyledLine] = []
    var title = StyledLine("\(number). ")
    title.append(alert.event, style(alert.severity, settings).emphasized)
    title.append(" · " + severityName(alert.severity), style(alert.severity, settings))
    lines.append(title)
    let labels: [Message] = [.alertWhen, .alertArea, .alertCertainty, .alertUrgency, .alertFrom]
    let widest = labels.map { TerminalText.displayWidth(say(Sentence($0))) + 1 }.max() ?? 0
    let labelWidth = min(max(12, widest), 20)
    func row(_ label: Message, _ value: String?) {
      guard let value else { return }
      let width = max(20, settings.width - labelWidth)
      for (index, part) in TerminalText.wrap(value, width: width).enumerated() {
        var line = StyledLine()
        line.appendLeft(index == 0 ? say(Sentence(label)) : "", width: labelWidth, colors.label)
        line.append(part)
        lines.append(line)
      }
    }
    row(.alertWhen, span(alert, clock, settings))
    row(.alertArea, alert.areaText)
    row(.alertCertainty, alert.certainty.map { issuerWord("alert.certainty.", $0) })
    row(.alertUrgency, alert.urgency.map { issuerWord("alert.urgency.", $0) })
    row(.alertFrom, alert.sender ?? source.name)
    if let headline = alert.headline {
      lines.append(StyledLine())
      for part in TerminalText.wrap(headline, width: settings.width) {
        lines.append(StyledLine(part, colors.heading))
      }
    }
    for (heading, text) in [("", alert.description), (say(.alertWhatToDo), alert.instruction)] {
      guard let text else { continue }
      lines.append(StyledLine())
      if !heading.isEmpty { lines.append(StyledLine(heading, colors.heading)) }
      for paragraph in paragraphs(text) {
        for part in TerminalText.wrap(paragraph, width: settings.width) {
          lines.append(StyledLine(part))
        }
        lines.append(StyledLine())
      }
      if lines.last?.plainText.isEmpty == true { lines.removeLast() }
    }
    if alert.truncated {
      lines.append(StyledLine())
      lines.append(
        StyledLine(
          say(.alertTextCut(kb: String(Alert.textLimit / 1024), website: source.website)),
          colors.label))
    }
    return lines.rendered(settings)
  }

  /// `Mon 14:00 – tomorrow 06:00` in the place's zone; `until …` or `from …` when one end is
  /// unknown.
  static func span(_ alert: Alert, _ clock: LocalClock, _ settings: ViewSettings) -> String {
    let units = settings.units.clock
    let from = alert.from.map { clock.time($0, units, now: settings.now) }
    let until = alert.until.map { clock.time($0, units, now: settings.now) }
    switch (from, until) {
    case (let from?, let until?): return say(.alertSpan(from: from, until: until))
    case (nil, let until?): return say(.alertSpanUntil(until: until))
    case (let from?, nil): return say(.alertSpanFrom(from: from))
    case (nil, nil): return say(.alertSpanNone)
    }
  }

  /// The severity's word in the current language (`Severe`).
  public static func severityName(_ severity: AlertSeverity) -> String {
    Message.alertSeverities[severity.rawValue.lowercased()].map { say(Sentence($0)) }
      ?? severity.rawValue
  }

  /// A CAP word the issuer sent (`Likely`, `Immediate`) in the current language, or as sent
  /// when it is not one of CAP's.
  static func issuerWord(_ prefix: String, _ word: String) -> String {
    Message.byKey[prefix + word.lowercased()].map { say(Sentence($0)) } ?? word
  }

  /// The colour of a severity: red, orange, yellow, blue, or plain.
  static func style(_ severity: AlertSeverity, _ settings: ViewSettings) -> Style {
    let light = settings.palette == .light
    switch severity {
    case .extreme: return Style(foreground: light ? 160 : 196, bold: true)
    case .severe: return Style(foreground: light ? 166 : 208)
    case .moderate: return Style(foreground: light ? 136 : 220)
    case .minor: return Style(foreground: light ? 25 : 75)
    case .unknown: return .plain
    }
  }

  /// The paragraphs of an issuer's text: blank lines separate them, single line breaks (the
  /// NWS wraps at 69 columns) become spaces.
  static func paragraphs(_ text: String) -> [String] {
    var result: [String] = []
    var current: [String] = []
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = rawLine.trimmingSpaces()
      if line.isEmpty {
        if !current.isEmpty { result.append(current.joined(separator: " ")) }
        current = []
      } else {
        current.append(line)
      }
    }
    if !current.isEmpty { result.append(current.joined(separator: " ")) }
    return result
  }

  /// The dim line under a list: who issued it, how MeteoAlarm areas were matched.
  public static func sourceLine(
    _ source: AlertSource, _ alerts: [Alert], everywhere: Bool
  ) -> String {
    var parts = [say(.alertsSource(source: source.name))]
    if source == .meteoalarm {
      let senders = Array(Set(alerts.compactMap(\.sender))).sorted()
      if senders.count == 1 {
        parts[0] = say(.alertsSourceSender(source: source.name, sender: senders[0]))
      }
      if !everywhere, alerts.contains(where: { $0.match == .name }) {
        parts.append(say(.alertsMatchedByName))
      }
    }
    // The list of `:alerts all` is numbered in the country's list, which `:alerts all N` opens.
    parts.append(say(everywhere ? .alertsOneInFullEverywhere : .alertsOneInFull))
    return parts.joined(separator: " · ")
  }
}
