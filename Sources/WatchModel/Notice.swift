import Foundation

/// One thing `wxsh watch` tells the user: rain soon, an official alert, a threshold crossed or
/// the morning summary, with the event it is about so that it is sent once.
public struct Notice: Sendable, Equatable {
  /// What the notice is about (the `kind` field of `--exec`'s JSON).
  public enum Kind: String, Sendable {
    case rain
    case alert
    case threshold
    case summary
  }

  /// How urgent: desktop services may keep a critical notice until dismissed.
  public enum Urgency: String, Sendable {
    case low
    case normal
    case critical
  }

  /// What it is about.
  public var kind: Kind
  /// The event's identity in the ledger (`rain:1835848`, `alert:4887398:urn:oid:…`).
  public var event: String
  /// The place's name as shown.
  public var place: String
  /// The place's GeoNames id (negative for coordinates).
  public var placeID: Int
  /// When the event happens: the rain's start, the alert's onset, the threshold's hour.
  public var time: Date
  /// The place's time zone, for `time` in the JSON.
  public var zone: TimeZone
  /// One line.
  public var title: String
  /// A sentence or two.
  public var body: String
  /// How urgent.
  public var urgency: Urgency
  /// How severe, for telling an upgrade (alerts: Minor 1 … Extreme 4; others 0).
  public var level: Int
  /// When the event is over; the ledger forgets it after.
  public var until: Date
  /// The event of an earlier notice this one updates (an upgraded alert), whose desktop
  /// notice it replaces.
  public var replaces: String?
  /// True when it goes out in quiet hours too (severe and extreme alerts).
  public var breaksQuiet: Bool

  /// Creates a notice.
  public init(
    kind: Kind, event: String, place: String, placeID: Int, time: Date, zone: TimeZone,
    title: String, body: String, urgency: Urgency = .normal, level: Int = 0, until: Date,
    replaces: String? = nil, breaksQuiet: Bool = false
  ) {
    self.kind = kind
    self.event = event
    self.place = place
    self.placeID = placeID
    self.time = time
    self.zone = zone
    self.title = title
    self.body = body
    self.urgency = urgency
    self.level = level
    self.until = until
    self.replaces = replaces
    self.breaksQuiet = breaksQuiet
  }
}
