import Foundation

/// What a request asks of the stub, read from the path prefix before `/v1/…` or `/data/…`.
///
/// Segments are `name=value`: `fault=MODE`, `times=N` (fault only the first N requests with
/// this prefix), `delay=MS`, `retry-after=SECONDS` or `retry-after=date:SECONDS`,
/// `now=EPOCH` (the stub's clock), `fixture=NAME` (serve a captured answer from `--fixtures`),
/// `after=N` (serve the fixture only from the N+1th request with this prefix on: an alert
/// issued later), `copies=N` and `padding=N` (a MeteoAlarm feed grown N-fold, or with N junk values) and any
/// other name (e.g. `id=…`) to keep counters apart.
struct FaultPlan {
  /// The fault mode, nil for a normal answer.
  var fault: String?
  /// How many requests with this prefix get the fault; nil for all.
  var times: Int?
  /// Milliseconds for `slow` and `trickle`.
  var delay: Int?
  /// The `Retry-After` value to send.
  var retryAfter: String?
  /// The stub clock, epoch seconds.
  var now: Double?
  /// The captured answer to serve instead of synthetic weather (see ``CapturedAnswer``).
  var fixture: String?
  /// How many requests with this prefix are answered without the fixture first; nil for none.
  var after: Int?
  /// MeteoAlarm: how many times the fixture's warnings are repeated (each copy with its own
  /// identifier), for a feed as large as a busy country's or a hostile one; nil for once.
  var copies: Int?
  /// MeteoAlarm: how many zeros a top-level `padding` array holds, a member no feed has.
  var padding: Int?
  /// The prefix text, which keys the request counter.
  var prefix: String

  /// Splits a path into the plan and the service path.
  static func parse(path: String) -> (FaultPlan, String) {
    var plan = FaultPlan(prefix: "")
    var segments = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    var prefix: [String] = []
    while let first = segments.first, first.contains("=") {
      segments.removeFirst()
      prefix.append(first)
      let parts = first.split(separator: "=", maxSplits: 1).map(String.init)
      let name = parts[0]
      let value = parts.count > 1 ? (parts[1].removingPercentEncoding ?? parts[1]) : ""
      switch name {
      case "fault": plan.fault = value
      case "times": plan.times = Int(value)
      case "delay": plan.delay = Int(value)
      case "retry-after": plan.retryAfter = value
      case "now": plan.now = Double(value)
      case "fixture": plan.fixture = value
      case "after": plan.after = Int(value)
      case "copies": plan.copies = Int(value).map { min(max($0, 1), 100_000) }
      case "padding": plan.padding = Int(value).map { min(max($0, 0), 50_000_000) }
      default: break
      }
    }
    plan.prefix = "/" + prefix.joined(separator: "/")
    return (plan, "/" + segments.joined(separator: "/"))
  }

  /// The `Retry-After` header text for the plan, if any.
  func retryAfterHeader(now: Double) -> String? {
    guard let retryAfter else { return nil }
    if retryAfter.hasPrefix("date:"), let seconds = Double(retryAfter.dropFirst(5)) {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(identifier: "GMT")
      formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
      return formatter.string(from: Date(timeIntervalSince1970: now + seconds))
    }
    return retryAfter
  }
}
