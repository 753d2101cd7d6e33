#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A moment in UTC, with the time zone of the place it happened at (when known).
public struct JournalTime: Sendable, Equatable, Hashable {
  /// Seconds since 1970-01-01T00:00:00Z.
  public var seconds: Int64
  /// The IANA time zone of the place (`Europe/Lisbon`), or nil when there was no place.
  public var zone: String?

  /// A moment `seconds` after the epoch, in `zone`.
  public init(seconds: Int64, zone: String? = nil) {
    self.seconds = seconds
    self.zone = zone
  }

  /// The current time, in `zone`.
  public static func now(zone: String? = nil) -> JournalTime {
    JournalTime(seconds: Int64(time(nil)), zone: zone)
  }

  /// The moment as `2026-08-21T10:15:30Z`.
  public var utcText: String {
    var value = time_t(seconds)
    var parts = tm()
    gmtime_r(&value, &parts)
    func two(_ number: Int32) -> String { number < 10 ? "0\(number)" : "\(number)" }
    var year = String(parts.tm_year + 1900)
    while year.count < 4 { year = "0" + year }
    return "\(year)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
      + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
  }

  /// Parses `YYYY-MM-DDTHH:MM:SSZ`; nil for anything else.
  public static func parseUTC(_ text: String) -> Int64? {
    var text = text
    return text.withUTF8 { parseUTC(bytes: $0) }
  }

  /// Parses the UTF-8 bytes of `YYYY-MM-DDTHH:MM:SSZ`; nil for anything else. A day past the
  /// month's end counts on into the next month, as `timegm` does.
  static func parseUTC(bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
    guard bytes.count == 20, bytes[4] == 0x2D, bytes[7] == 0x2D, bytes[10] == 0x54,
      bytes[13] == 0x3A, bytes[16] == 0x3A, bytes[19] == 0x5A
    else { return nil }
    func number(_ range: Range<Int>) -> Int64? {
      var value: Int64 = 0
      for byte in bytes[range] {
        guard (0x30...0x39).contains(byte) else { return nil }
        value = value * 10 + Int64(byte - 0x30)
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
      (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
    else { return nil }
    // Days since 1970-01-01 in the proleptic Gregorian calendar (H. Hinnant's days_from_civil).
    let shifted = month <= 2 ? year - 1 : year
    let era = (shifted >= 0 ? shifted : shifted - 399) / 400
    let yearOfEra = shifted - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    let days = era * 146_097 + dayOfEra - 719_468
    return days * 86_400 + hour * 3_600 + minute * 60 + second
  }
}
