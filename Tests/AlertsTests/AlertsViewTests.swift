import AlertModel
import Foundation
import Terminal
import TestSupport
import Testing

@testable import Alerts
@testable import Views

@Suite(.size(.small)) struct AlertsViewTests {
  let now = NWSFixtures.time("2026-01-15T12:30:00Z")

  func active() throws -> [Alert] {
    AlertRules.active(try AlertDecoder.decode(NWSFixtures.bytes("nws-several.json")), now: now)
  }

  func zone(_ name: String) -> TimeZone { TimeZone(identifier: name) ?? .gmt }

  @Test func theBannerNamesTheMostSevereAlertUntilItsLocalTime() throws {
    let settings = ViewSettings(width: 80, now: now)
    let chicago = AlertsView.banner(try active(), zone: zone("America/Chicago"), settings)
    #expect(chicago == ["⚠ Tornado Warning (Extreme) until 09:00 · +2 more · :alerts"])
    let seoul = AlertsView.banner(try active(), zone: zone("Asia/Seoul"), settings)
    #expect(seoul.first?.contains("until tomorrow 00:00") == true)
    #expect(AlertsView.banner([], zone: zone("America/Chicago"), settings).isEmpty)
    let ascii = AlertsView.banner(
      try active(), zone: zone("UTC"), ViewSettings(width: 80, asciiGlyphs: true, now: now))
    #expect(ascii.first?.hasPrefix("! Tornado Warning") == true)
  }

  /// A warning issued ahead of time is not shown as running: the banner says when it starts.
  @Test func anAlertThatHasNotStartedSaysFromWhen() {
    let fog = Alert(
      id: "fog", event: "Dense Fog Advisory", severity: .minor,
      onset: NWSFixtures.time("2026-01-16T10:42:00Z"),
      ends: NWSFixtures.time("2026-01-16T18:12:00Z"))
    let settings = ViewSettings(width: 80, now: now)
    #expect(
      AlertsView.banner([fog], zone: zone("UTC"), settings)
        == ["⚠ Dense Fog Advisory (Minor) from tomorrow 10:42 until tomorrow 18:12 · :alerts"])
    var open = fog
    open.ends = nil
    open.expires = nil
    #expect(
      AlertsView.banner([open], zone: zone("UTC"), settings)
        == ["⚠ Dense Fog Advisory (Minor) from tomorrow 10:42 · :alerts"])
    // Once it has started, only the end.
    let later = ViewSettings(width: 80, now: NWSFixtures.time("2026-01-16T11:00:00Z"))
    #expect(
      AlertsView.banner([fog], zone: zone("UTC"), later)
        == ["⚠ Dense Fog Advisory (Minor) until 18:12 · :alerts"])
  }

  @Test func aTimeMoreThanAWeekAwaySaysItsDateNotAWeekday() {
    let alert = Alert(
      id: "long", event: "Drought", severity: .minor,
      onset: NWSFixtures.time("2026-01-19T10:00:00Z"),
      ends: NWSFixtures.time("2027-03-10T10:00:00Z"))
    let lines = AlertsView.list([alert], zone: zone("UTC"), ViewSettings(width: 80, now: now))
    // Four days on is a weekday; fourteen months on is the whole date, year and all.
    #expect(lines.contains("   Mon 10:00 – Wed 10 Mar 2027 10:00"), "\(lines)")
  }

  @Test func colourComesOnlyWhenPainting() throws {
    let painted = AlertsView.banner(
      try active(), zone: zone("UTC"), ViewSettings(width: 80, color: true, now: now))
    #expect(painted.first?.contains("\u{1B}[") == true)
    let plain = AlertsView.list(try active(), zone: zone("UTC"), ViewSettings(width: 80, now: now))
    #expect(!plain.joined().contains("\u{1B}"))
  }

  @Test func theListShowsNumberEventSeverityAreaTimesAndHeadline() throws {
    let lines = AlertsView.list(
      try active(), zone: zone("America/Chicago"), ViewSettings(width: 100, now: now))
    #expect(lines.first == "1. Tornado Warning · Extreme")
    #expect(lines.contains("   Oklahoma, OK"))
    #expect(lines.contains("   05:30 – 09:00"))
    #expect(lines.contains { $0.hasPrefix("2. Winter Storm Warning · Severe") })
    #expect(lines.contains("   06:00 – tomorrow 00:00"))
    #expect(lines.contains("   10:00 – 14:00"))
    #expect(lines.contains { $0.hasPrefix("3. Cold Weather Advisory · Moderate") })
  }

  @Test(arguments: [40, 57, 80, 132, 200])
  func everyViewFitsTheWidth(width: Int) throws {
    let settings = ViewSettings(width: width, now: now)
    let alerts = try active()
    var lines = AlertsView.banner(alerts, zone: zone("America/Chicago"), settings)
    lines += AlertsView.list(alerts, zone: zone("America/Chicago"), settings)
    for (index, alert) in alerts.enumerated() {
      lines += AlertsView.detail(
        alert, number: index + 1, zone: zone("America/Chicago"), source: .nws, settings)
    }
    for line in lines {
      #expect(TerminalText.displayWidth(line) <= width, "\(width): \(line)")
    }
  }

  @Test func theFullTextIsWrappedIntoParagraphs() throws {
    let tornado = try #require(try active().first)
    let lines = AlertsView.detail(
      tornado, number: 1, zone: zone("America/Chicago"), source: .nws,
      ViewSettings(width: 60, now: now))
    #expect(lines.first == "1. Tornado Warning · Extreme")
    #expect(lines.contains("When        05:30 – 09:00"))
    #expect(lines.contains("What to do"))
    #expect(lines.contains { $0.hasPrefix("TAKE COVER NOW!") })
    // The NWS's own 69-column line breaks are joined and the text wrapped again.
    #expect(lines.contains { $0.hasPrefix("* At 530 AM CST, a severe thunderstorm capable of") })
    #expect(lines.contains("HAZARD...Tornado."))
  }

  @Test func aCutTextSaysSo() {
    let alert = Alert(
      id: "x", event: "Flood Warning", severity: .severe, description: "text", truncated: true)
    let lines = AlertsView.detail(
      alert, number: 1, zone: zone("UTC"), source: .nws, ViewSettings(width: 80, now: now))
    #expect(lines.last?.contains("cut at 8 KB") == true)
  }

  @Test func aWordLongerThanTheLineIsCut() {
    let lines = TerminalText.wrap(String(repeating: "x", count: 95), width: 40)
    #expect(lines.map(\.count) == [40, 40, 15])
  }
}

/// Long lists keep a space after every number.
@Suite(.size(.small)) struct AlertsListNumberingTests {
  @Test func rowsTenAndUpKeepTheirSpace() {
    let alerts = (1...12).map { number in
      Alert(id: "a\(number)", event: "Wind Advisory \(number)", severity: .moderate)
    }
    let lines = AlertsView.list(alerts, zone: .gmt, ViewSettings(width: 80, now: Date()))
    #expect(lines.contains { $0.hasPrefix("10. Wind Advisory 10") }, "\(lines)")
    #expect(lines.contains { $0.hasPrefix(" 9. ") || $0.hasPrefix("9.  ") }, "\(lines)")
    #expect(!lines.contains { $0.contains("10.W") })
  }
}
