import Foundation

/// Reads the `Retry-After` header: delay-seconds or an HTTP date.
enum RetryAfter {
  /// The wait in seconds (never negative), or nil when the value is missing or unreadable.
  static func seconds(_ value: String?, now: Date) -> Double? {
    guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else {
      return nil
    }
    if let seconds = Int(value) { return Double(max(0, seconds)) }
    for format in [
      "EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy",
    ] {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(identifier: "GMT")
      formatter.dateFormat = format
      if let date = formatter.date(from: value) {
        return max(0, date.timeIntervalSince(now))
      }
    }
    return nil
  }
}
