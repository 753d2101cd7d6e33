import Foundation
import Terminal

/// How `wxsh watch` runs: what it watches for rain, how early, where notices also go, how
/// often it checks.
public struct WatchOptions: Sendable, Equatable {
  /// The place watched for rain (`--place`); nil: the viewed place.
  public var place: String?
  /// How far ahead a rain start is notified (`--rain-lead`), seconds.
  public var rainLead: TimeInterval
  /// A shell command run for each notice with it as JSON on stdin (`--exec`).
  public var exec: String?
  /// One round of checks, then exit (`--once`).
  public var once: Bool
  /// One period for every check (`--interval`), seconds; nil: each check's own.
  public var interval: TimeInterval?

  /// The default: the viewed place, 30 minutes' lead, the data's own periods.
  public init(
    place: String? = nil, rainLead: TimeInterval = 1800, exec: String? = nil, once: Bool = false,
    interval: TimeInterval? = nil
  ) {
    self.place = place
    self.rainLead = rainLead
    self.exec = exec
    self.once = once
    self.interval = interval
  }

  /// Seconds in a duration like `30s`, `5m`, `1h` or a bare number of seconds, from 1 s to
  /// 24 h; nil otherwise.
  public static func seconds(_ text: String) -> TimeInterval? {
    let trimmed = text.trimmingSpaces().lowercased()
    let units: [(String, Double)] = [("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600)]
    var number = trimmed
    var scale = 1.0
    for (suffix, factor) in units where trimmed.hasSuffix(suffix) {
      number = String(trimmed.dropLast(suffix.count))
      scale = factor
      break
    }
    guard let value = Double(number), value.isFinite else { return nil }
    let seconds = value * scale
    return (1...86_400).contains(seconds) ? seconds : nil
  }
}
