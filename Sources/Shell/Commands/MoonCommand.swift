import Clients
import CommandLanguage
import Foundation
import JSON
import Places
import Rendering
import Terminal
import Views
import Weather

/// `:moon [PLACE] [DATE]`: the moon's phase, illumination, age, moonrise and moonset in the
/// place's time zone, and the next new and full moon, computed offline.
@MainActor
enum MoonCommand {
  /// The day, when not today.
  static let date = ArgumentSpec("DATE", .date, optional: true, noun: .nounDate)

  static let spec = CommandSpec(
    name: "moon", summary: .helpMoonSummary, discussion: .helpMoonDiscussion,
    examples: [":moon", ":moon seoul", ":moon oslo 2026-03-03", ":moon tomorrow"],
    arguments: [.place, date])

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, context in
      try await run(invocation, context)
    }
  }

  static func run(_ invocation: Invocation, _ context: CommandContext) async throws
    -> CommandOutput
  {
    var day: LocalDate?
    var relative = 0
    if let date = invocation.parsed[Self.date] {
      if let offset = ["yesterday": -1, "today": 0, "tomorrow": 1][date.lowercased()] {
        relative = offset
      } else {
        guard let parsed = parseDate(date) else {
          throw ShellError.said(.errorNotADate(typed: Quote.user(date)), kind: "usage")
        }
        day = parsed
      }
    }
    let target = try await context.placeOrImplied(invocation.parsed[.place], command: "moon")
    let place = target.place
    let zone = PlaceWeather.zone(of: place)
    let now = context.dependencies.clock.now()
    let moment = self.moment(day: day, relative: relative, now: now, zone: zone)
    let report = Moon.report(
      at: moment, latitude: place.latitude, longitude: place.longitude, timeZone: zone)
    let settings = context.viewSettings()
    let lines =
      target.noteLines(context) + [context.titleLine(place)]
      + MoonView.render(report, zone: zone, settings)
    return CommandOutput(
      lines: lines, json: MoonJSON.document(report, place: place, zone: zone),
      warnings: context.saved.notices())
  }

  /// A `YYYY-MM-DD` date from 1900 to 2199 that exists in the calendar.
  static func parseDate(_ text: String) -> LocalDate? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      let year = Int(parts[0]), let month = Int(parts[1]), let dayNumber = Int(parts[2]),
      (1900...2199).contains(year), (1...12).contains(month), dayNumber >= 1
    else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? .current
    guard
      let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
      let days = calendar.range(of: .day, in: .month, for: first), days.contains(dayNumber)
    else { return nil }
    return LocalDate(year: year, month: month, day: dayNumber)
  }

  /// The instant described: now (moved by whole days for yesterday and tomorrow), or local
  /// noon of a given date (now when the date is today's).
  static func moment(day: LocalDate?, relative: Int, now: Date, zone: TimeZone) -> Date {
    guard let day else { return now.addingTimeInterval(Double(relative) * 86_400) }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    if LocalDate(now, in: zone) == day { return now }
    let components = DateComponents(year: day.year, month: day.month, day: day.day, hour: 12)
    return calendar.date(from: components) ?? now
  }
}
