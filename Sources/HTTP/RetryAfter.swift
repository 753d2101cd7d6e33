import Foundation
import Terminal

/// Reads the `Retry-After` header: delay-seconds or an HTTP date.
public enum RetryAfter {
  /// The longest wait ever reported, seconds (a day); larger values are clamped to it.
  public static let ceiling: Double = 86_400

  /// The wait in seconds, 0…``ceiling``, or nil when the value is missing or unreadable.
  ///
  /// Any number of digits is accepted and clamped, so `9223372036854775807` (or more) is a day.
  public static func seconds(_ value: String?, now: Date) -> Double? {
    guard let value = value?.trimmingSpaces(), !value.isEmpty else {
      return nil
    }
    if value.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
      let digits = value.drop { $0 == "0" }
      if digits.count > 9 { return ceiling }
      return min(ceiling, Double(Int(digits) ?? 0))
    }
    for format in [
      "EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy",
    ] {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(identifier: "GMT")
      formatter.dateFormat = format
      if let date = formatter.date(from: value) {
        let wait = date.timeIntervalSince(now)
        guard wait.isFinite else { return ceiling }
        return min(ceiling, max(0, wait))
      }
    }
    return nil
  }
}
