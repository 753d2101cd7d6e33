import Foundation
import JSON

/// What `wxsh watch` has sent: each event once, across restarts, kept in a small file in the
/// state directory (never the cache) and forgotten once the event is over.
public struct SentLedger: Sendable {
  /// One event that was notified.
  public struct Entry: Sendable, Equatable {
    /// When it was sent.
    public var sent: Date
    /// When the event is over (then the entry is dropped).
    public var until: Date
    /// How severe it was when last sent (alerts; 0 otherwise).
    public var level: Int
    /// The desktop service's id of the notice, 0 when none was shown there.
    public var notification: UInt32
  }

  /// What to do with a notice, by what was sent before.
  public enum Decision: Sendable, Equatable {
    /// A new event: send it.
    case send
    /// A more severe update of an event sent before: send it in place of that notice.
    case upgrade(replacing: UInt32)
    /// Sent before, or an update no more severe: remember it under its own name too, say
    /// nothing.
    case known(notification: UInt32)
  }

  /// The most entries kept; the oldest go first past it (a watch of 10,000 places still stays
  /// small).
  public static let capacity = 5000

  /// The entries by event.
  public private(set) var entries: [String: Entry] = [:]

  /// An empty ledger.
  public init() {}

  /// The ledger in a file's bytes; nil when they are not one (the caller starts afresh).
  public init?(bytes: [UInt8]) {
    guard let value = JSONValue.parse(bytes), case .array(let items)? = value["sent"] else {
      return nil
    }
    for item in items {
      guard case .string(let event)? = item["event"], !event.isEmpty, event.utf8.count <= 600,
        let sent = item["sent"]?.double, let until = item["until"]?.double,
        abs(sent) < 1e11, abs(until) < 1e11
      else { continue }
      let level = item["level"]?.wholeNumber.map { Int(clamping: $0) } ?? 0
      let notification = item["notification"]?.wholeNumber.flatMap { UInt32(exactly: $0) } ?? 0
      entries[event] = Entry(
        sent: Date(timeIntervalSince1970: sent), until: Date(timeIntervalSince1970: until),
        level: level, notification: notification)
    }
  }

  /// What to do with `notice`: an event or one it updates (`related`) sent before is not sent
  /// again unless it became more severe.
  public func decide(_ notice: Notice, related: [String] = []) -> Decision {
    for event in [notice.event] + related {
      guard let entry = entries[event] else { continue }
      return notice.level > entry.level
        ? .upgrade(replacing: entry.notification) : .known(notification: entry.notification)
    }
    return .send
  }

  /// Records that `notice`'s event was notified (or is known), with the desktop's id.
  public mutating func record(_ notice: Notice, now: Date, notification: UInt32) {
    let level = max(notice.level, entries[notice.event]?.level ?? 0)
    entries[notice.event] = Entry(
      sent: now, until: notice.until, level: level, notification: notification)
  }

  /// True when `event` was notified and is not over at `now`.
  public func isActive(_ event: String, now: Date) -> Bool {
    guard let entry = entries[event] else { return false }
    return entry.until > now
  }

  /// Moves the end of a notified event later (rain lasting longer than said).
  public mutating func extend(_ event: String, until: Date) {
    guard var entry = entries[event], until > entry.until else { return }
    entry.until = until
    entries[event] = entry
  }

  /// Forgets events that ended before `now` (a day's grace, so a forecast that wavers around
  /// the end does not bring one back), and the oldest past ``capacity``.
  public mutating func prune(now: Date) {
    let cutoff = now.addingTimeInterval(-86_400)
    entries = entries.filter { $0.value.until > cutoff }
    if entries.count > Self.capacity {
      let kept = entries.sorted { $0.value.sent > $1.value.sent }.prefix(Self.capacity)
      entries = Dictionary(uniqueKeysWithValues: kept.map { ($0.key, $0.value) })
    }
  }

  /// The file's bytes: the entries in event order, one per line.
  public var bytes: [UInt8] {
    let items: [JSONWriter.Node] = entries.keys.sorted().compactMap { event in
      guard let entry = entries[event] else { return nil }
      return .object([
        ("event", .value(.string(event))),
        ("sent", .value(.integer(Int64(entry.sent.timeIntervalSince1970.rounded())))),
        ("until", .value(.integer(Int64(entry.until.timeIntervalSince1970.rounded())))),
        ("level", .value(.integer(Int64(entry.level)))),
        ("notification", .value(.integer(Int64(entry.notification)))),
      ])
    }
    return JSONWriter.document([
      ("schemaVersion", .value(.integer(1))), ("sent", .array(items)),
    ])
  }
}
