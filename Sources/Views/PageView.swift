import Foundation
import Weather

/// The `:show` page: now, hourly, daily and details, then the credit line.
public enum PageView {
  /// The page for a screen of `rows` lines: this full page when it fits, else the compact
  /// one-screen page; nil rows (`:show full`) always gives the full page.
  public static func render(_ input: PageInput, _ settings: ViewSettings, rows: Int?) -> [String] {
    let full = render(input, settings)
    guard let rows, full.count > rows, input.forecast != nil else { return full }
    return CompactPageView.render(input, settings, rows: rows)
  }

  /// The lines of a place's page; a single line while loading or after a failure.
  public static func render(_ input: PageInput, _ settings: ViewSettings) -> [String] {
    guard let forecast = input.forecast else {
      return [StatusLine.unavailable(input, settings)].rendered(settings)
    }
    var lines = NowView.lines(input, settings, status: true)
    lines.append(StyledLine())
    lines += HourlyView.lines(input, hours: HourlyView.defaultHours, settings, status: false)
    lines.append(StyledLine())
    lines += DailyView.lines(input, days: DailyView.defaultDays, settings, status: false)
    lines.append(StyledLine())
    lines += DetailsView.lines(input, settings, status: false)
    lines.append(StyledLine())
    lines.append(
      StyledLine(Attribution.line(provider: forecast.provider), Colors(settings.palette).label))
    return lines.rendered(settings)
  }
}
