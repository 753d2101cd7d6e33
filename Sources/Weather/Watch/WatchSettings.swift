/// What `wxsh watch` tells the user about beyond rain and official alerts: thresholds on the
/// forecast, a morning summary and quiet hours (`:watch`; the profile's `watch` object).
///
/// Values are kept in the units the forecast is stored in (°C, km/h, mm); `:watch` reads and
/// shows them in the user's units.
public struct WatchSettings: Sendable, Equatable {
  /// A threshold on the next day's forecast.
  public enum Threshold: String, Sendable, CaseIterable, Comparable {
    /// The temperature at or below the value (°C).
    case frost
    /// The temperature at or above the value (°C).
    case heat
    /// Wind gusts at or above the value (km/h).
    case gusts
    /// The UV index at or above the value.
    case uv
    /// A local day's precipitation at or above the value (mm).
    case rain

    /// The values a threshold may take, in its stored unit.
    public var range: ClosedRange<Double> {
      switch self {
      case .frost: -60...40
      case .heat: -20...60
      case .gusts: 1...400
      case .uv: 1...20
      case .rain: 0.1...1000
      }
    }

    /// True when `value` crosses the threshold `limit`.
    public func crossed(_ value: Double, _ limit: Double) -> Bool {
      self == .frost ? value <= limit : value >= limit
    }

    public static func < (lhs: Threshold, rhs: Threshold) -> Bool {
      allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
  }

  /// The thresholds set, in their stored units.
  public var thresholds: [Threshold: Double]
  /// The local time of the morning summary, minutes after midnight; nil: none.
  public var summary: Int?
  /// Quiet hours; nil: none.
  public var quiet: QuietHours?

  /// No thresholds, no summary, no quiet hours.
  public init() {
    thresholds = [:]
    summary = nil
    quiet = nil
  }

  /// True when nothing is set (the profile then has no `watch` object).
  public var isEmpty: Bool {
    thresholds.isEmpty && summary == nil && quiet == nil
  }

  /// True when `minute` (after midnight) falls in the quiet hours.
  public func isQuiet(atMinute minute: Int) -> Bool {
    guard let quiet, quiet.start != quiet.end else { return false }
    return quiet.start < quiet.end
      ? (quiet.start..<quiet.end).contains(minute) : minute >= quiet.start || minute < quiet.end
  }

  /// `07:30` for 450 minutes.
  public static func clockText(_ minutes: Int) -> String {
    let hours = minutes / 60
    let rest = minutes % 60
    return (hours < 10 ? "0" : "") + String(hours) + ":" + (rest < 10 ? "0" : "") + String(rest)
  }

  /// Minutes after midnight of `HH:MM` (or `H:MM`); nil when not a time of day.
  public static func minutes(_ text: String) -> Int? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
      let hours = Int(parts[0]), let minutes = Int(parts[1]), (0...23).contains(hours),
      (0...59).contains(minutes)
    else { return nil }
    return hours * 60 + minutes
  }
}

/// Quiet hours: from `start` up to `end`, minutes after midnight, across midnight when `end` is
/// earlier (`22:00-07:00`).
public struct QuietHours: Sendable, Equatable {
  /// When quiet starts, minutes after midnight.
  public var start: Int
  /// When quiet ends, minutes after midnight.
  public var end: Int

  /// Creates quiet hours.
  public init(start: Int, end: Int) {
    self.start = start
    self.end = end
  }

  /// `22:00-07:00`.
  public var text: String { WatchSettings.clockText(start) + "-" + WatchSettings.clockText(end) }

  /// Quiet hours from `22:00-07:00` (a hyphen or an en dash); nil when not two times.
  public init?(text: String) {
    let parts = text.split(whereSeparator: { $0 == "-" || $0 == "–" })
    guard parts.count == 2, let start = WatchSettings.minutes(String(parts[0])),
      let end = WatchSettings.minutes(String(parts[1])), start != end
    else { return nil }
    self.init(start: start, end: end)
  }
}
