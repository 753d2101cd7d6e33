import Foundation

/// A calendar date in the place's own time zone, written `YYYY-MM-DD`.
public struct LocalDate: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  /// The year.
  public var year: Int
  /// The month, 1…12.
  public var month: Int
  /// The day of the month, 1…31.
  public var day: Int

  /// Creates a date from its parts.
  public init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// Parses `YYYY-MM-DD`; nil for anything else.
  public init?(_ text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
      (1...12).contains(month), (1...31).contains(day)
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// The date of `instant` on the wall calendar of `timeZone`.
  public init(_ instant: Date, in timeZone: TimeZone) {
    self = Self.wallClock(instant, in: timeZone).date
  }

  /// The date and the second of the day (0…86,399) that `zone`'s wall clock shows at
  /// `instant`, on the proleptic Gregorian calendar: the zone's offset at that instant added,
  /// then whole days since 1970. No `Calendar`: making a process's first one looks up the
  /// system's own zone and fills Foundation's calendar cache, 0.3 ms of every view.
  public static func wallClock(_ instant: Date, in zone: TimeZone) -> (
    date: LocalDate, secondOfDay: Int
  ) {
    // Clamped to ±3 million years, where `Int` cannot overflow.
    let since1970 = min(max(instant.timeIntervalSince1970, -1e14), 1e14)
    let seconds = Int(since1970.rounded(.down)) + zone.secondsFromGMT(for: instant)
    let (days, second) = seconds.quotientAndRemainder(dividingBy: 86_400)
    return second < 0
      ? (LocalDate(dayNumber: days - 1), second + 86_400)
      : (LocalDate(dayNumber: days), second)
  }

  /// `YYYY-MM-DD`.
  public var description: String {
    "\(LocalDate.pad(year, 4))-\(LocalDate.pad(month, 2))-\(LocalDate.pad(day, 2))"
  }

  /// Orders dates chronologically.
  public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  /// Decodes from the `YYYY-MM-DD` string form.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let date = LocalDate(text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "not a YYYY-MM-DD date")
    }
    self = date
  }

  /// Encodes as the `YYYY-MM-DD` string form.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  /// `2024-05-14T14:05`: an instant's wall-clock date and time in `zone`, to the minute.
  public static func dateTime(_ instant: Date, in zone: TimeZone) -> String {
    let (date, second) = wallClock(instant, in: zone)
    return "\(date)T\(pad(second / 3600, 2)):\(pad(second % 3600 / 60, 2))"
  }

  static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(abs(value))
    let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
    return value < 0 ? "-" + padded : padded
  }
}
