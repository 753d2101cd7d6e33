import Foundation
import Weather

/// The `:show` page fitted to one screen: now, a strip of the next hours, as many of the next
/// days as the height leaves room for, and the key details; `:show full` is ``PageView``.
public enum CompactPageView {
  /// The fewest days shown; below that the blank lines between parts go first, then the
  /// details, then the strip of hours.
  static let minimumDays = 3

  /// The page in at most `rows` lines when it can be laid out so (at least one day).
  public static func render(_ input: PageInput, _ settings: ViewSettings, rows: Int) -> [String] {
    lines(input, settings, rows: rows).rendered(settings)
  }

  /// The page's styled lines.
  static func lines(_ input: PageInput, _ settings: ViewSettings, rows: Int) -> [StyledLine] {
    guard let forecast = input.forecast else { return [StatusLine.unavailable(input, settings)] }
    let colors = Colors(settings.palette)
    let now = NowView.lines(input, settings, status: true)
    var strip = HourlyView.strip(input, settings)
    var details = DetailsView.compactLines(input, settings)
    let credit = StyledLine(Attribution.line(provider: forecast.provider), colors.label)
    // now, strip, the days' title, the details and the credit, plus three blank lines.
    var blanks = 3
    func fixed() -> Int { now.count + strip.count + 1 + details.count + 1 + blanks }
    var days = min(DailyView.defaultDays, rows - fixed())
    if days < minimumDays {
      blanks = 0
      days = min(DailyView.defaultDays, rows - fixed())
    }
    if days < 1 {
      details = []
      days = rows - fixed()
    }
    if days < 1 {
      strip = []
      days = max(1, rows - fixed())
    }
    let available = forecast.days(from: settings.now).count
    days = min(days, max(available, 1))
    var lines = now
    if !strip.isEmpty {
      if blanks > 0 { lines.append(StyledLine()) }
      lines += strip
    }
    if blanks > 0 { lines.append(StyledLine()) }
    lines += DailyView.lines(input, days: days, settings, status: false)
    if !details.isEmpty {
      if blanks > 0 { lines.append(StyledLine()) }
      lines += details
    }
    lines.append(credit)
    return lines
  }
}
