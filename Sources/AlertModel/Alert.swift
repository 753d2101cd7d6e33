import Catalog
import Foundation

/// One official severe-weather alert, as wxsh shows it: every text already passed through the
/// terminal sanitiser and capped, every time checked against the calendar range.
public struct Alert: Sendable, Hashable {
  /// The most bytes of a description or instruction kept (8 KB); decoders cut longer text.
  public static let textLimit = 8192

  /// The issuer's identifier (NWS: `urn:oid:2.49.0.1.840.0.…`).
  public var id: String
  /// The event name (`Tornado Warning`).
  public var event: String
  /// How severe: Extreme, Severe, Moderate, Minor or Unknown.
  public var severity: AlertSeverity
  /// How certain (`Observed`, `Likely`, …), as the issuer wrote it.
  public var certainty: String?
  /// How urgent (`Immediate`, `Expected`, …), as the issuer wrote it.
  public var urgency: String?
  /// When the hazard begins (`onset`, else `effective`).
  public var onset: Date?
  /// When the message took effect.
  public var effective: Date?
  /// When the message expires.
  public var expires: Date?
  /// When the hazard ends, when the issuer says.
  public var ends: Date?
  /// The areas the alert covers (`Cook, IL; DuPage, IL`).
  public var area: String?
  /// Who issued it (`NWS Chicago IL`).
  public var sender: String?
  /// The one-line headline.
  public var headline: String?
  /// The full description; newlines kept, at most ``textLimit`` bytes.
  public var description: String?
  /// What to do; newlines kept, capped like the description.
  public var instruction: String?
  /// `Actual`, `Exercise`, `System`, `Test` or `Draft`.
  public var status: String
  /// `Alert`, `Update` or `Cancel`.
  public var messageType: String
  /// The identifiers of earlier messages this one updates or cancels.
  public var references: [String]
  /// The instant the message was sent, for ordering updates.
  public var sent: Date?
  /// True when the description or instruction was cut to the cap.
  public var truncated: Bool
  /// The language of the texts (`de-DE`, `en`), when the issuer says (MeteoAlarm).
  public var language: String?
  /// MeteoAlarm's awareness colour (`yellow`, `orange`, `red`); nil for the NWS.
  public var level: String?
  /// MeteoAlarm's awareness type (`Wind`, `Thunderstorm`); nil for the NWS.
  public var hazard: String?
  /// The areas the warning names, with codes and outlines (MeteoAlarm); empty for the NWS,
  /// whose answer is already for the point asked.
  public var areas: [AlertArea]
  /// How the warning was found to be for the place asked about; nil before matching.
  public var match: AlertMatch?
  /// How many more areas the warning names for the place than ``area`` lists (matching keeps
  /// the first few names).
  public var moreAreas = 0

  /// The area as a person reads it: ``area``, then "and 3 more" when it lists only some.
  public var areaText: String? {
    guard let area else { return nil }
    guard moreAreas > 0 else { return area }
    return say(.alertsAreasMore(count: moreAreas, areas: area))
  }

  /// Creates an alert; the decoder is the usual way in.
  public init(
    id: String, event: String, severity: AlertSeverity, certainty: String? = nil,
    urgency: String? = nil, onset: Date? = nil, effective: Date? = nil, expires: Date? = nil,
    ends: Date? = nil, area: String? = nil, sender: String? = nil, headline: String? = nil,
    description: String? = nil, instruction: String? = nil, status: String = "Actual",
    messageType: String = "Alert", references: [String] = [], sent: Date? = nil,
    truncated: Bool = false, language: String? = nil, level: String? = nil,
    hazard: String? = nil, areas: [AlertArea] = []
  ) {
    self.id = id
    self.event = event
    self.severity = severity
    self.certainty = certainty
    self.urgency = urgency
    self.onset = onset
    self.effective = effective
    self.expires = expires
    self.ends = ends
    self.area = area
    self.sender = sender
    self.headline = headline
    self.description = description
    self.instruction = instruction
    self.status = status
    self.messageType = messageType
    self.references = references
    self.sent = sent
    self.truncated = truncated
    self.language = language
    self.level = level
    self.hazard = hazard
    self.areas = areas
  }

  /// Until when the alert is shown: `ends`, else `expires`.
  public var until: Date? { ends ?? expires }

  /// From when the hazard applies: `onset`, else `effective`.
  public var from: Date? { onset ?? effective }
}

/// The severity scale of the Common Alerting Protocol, which the NWS uses.
public enum AlertSeverity: String, Sendable, CaseIterable, Comparable {
  case extreme = "Extreme"
  case severe = "Severe"
  case moderate = "Moderate"
  case minor = "Minor"
  case unknown = "Unknown"

  /// Reads the issuer's word; anything unrecognised is `unknown`.
  public init(text: String?) {
    let lowered = text?.lowercased() ?? ""
    self = Self.allCases.first { $0.rawValue.lowercased() == lowered } ?? .unknown
  }

  /// 0 for the most severe.
  var rank: Int { Self.allCases.firstIndex(of: self) ?? Self.allCases.count }

  /// Ordered from most to least severe.
  public static func < (lhs: AlertSeverity, rhs: AlertSeverity) -> Bool { lhs.rank < rhs.rank }
}
