import AlertModel
import Foundation

/// Decides which warnings of a country feed are for a place: an area whose outline contains
/// the place's point (the feed's own outline, or MeteoAlarm's official outline of an area the
/// feed names by geocode: `AlertQuery.areaCodes`). Only when no official outline contains the
/// point (a country the outlines do not cover, or a point outside them all) is an area whose
/// name is one of the place's names taken instead: so a town gets exactly its own area's
/// warnings (Zenica those of "TUZLA"), never those of another area that shares a name.
///
/// Names are compared folded (case, accents and punctuation ignored) and without the generic
/// words issuers put around them (`Kreis Ludwigsburg`, `Département de Paris`,
/// `Provincia di Roma`); an area named as a list (`Region (A, B)`, `A; B`) matches by any part.
public struct AreaMatcher: Sendable {
  /// The point asked about.
  let latitude: Double
  let longitude: Double
  /// The place's names, folded and stripped, at least 3 characters each.
  let names: Set<String>
  /// Codes of the areas whose official outlines contain the point (`AlertQuery.areaCodes`).
  let areaCodes: Set<String>
  /// The same codes as a list: a point lies in a handful of areas, and comparing a geocode to
  /// each costs less than hashing it (a feed has tens of thousands).
  private let areaCodeList: [String]

  /// Words that do not tell areas apart.
  static let generic: Set<String> = [
    "kreis", "landkreis", "stadtkreis", "stadt", "region", "regione", "provincia", "province",
    "provinz", "provincie", "departement", "department", "county", "comunidad", "distrito",
    "district", "municipality", "city", "of", "de", "di", "del", "della", "la", "le", "les",
    "du", "des", "von", "the", "and", "und", "et", "y", "e", "i",
  ]

  /// Countries whose second-level subdivisions are not warning areas and share names with
  /// cities: Germany's Regierungsbezirke (`Regierungsbezirk Stuttgart`) would match the city
  /// of Stuttgart's warnings for every town around it. Their subregion names are not used.
  public static let countriesWithoutSubregionAreas: Set<String> = ["DE"]

  /// A matcher for a query.
  public init(_ query: AlertQuery) {
    latitude = query.latitude
    longitude = query.longitude
    names = Set(query.names.map(Self.key).filter { $0.count >= 3 })
    areaCodes = query.areaCodes
    areaCodeList = Array(query.areaCodes)
  }

  /// The most parts of an area name (`A; B; C…`) compared: real lists name a few districts,
  /// and each part costs a fold.
  public static let maximumNameParts = 16

  /// How `area` relates to the place: `.outline`, `.name` or nil.
  public func match(_ area: AlertArea) -> AlertMatch? {
    var known: [String: Bool] = [:]
    return match(area, names: &known)
  }

  /// `match(_:)` remembering, in `known`, whether each area name seen is one of the place's
  /// names: a feed repeating names (every warning of a region lists the same districts) folds
  /// each once.
  func match(_ area: AlertArea, names known: inout [String: Bool]) -> AlertMatch? {
    if area.contains(latitude: latitude, longitude: longitude) { return .outline }
    if !areaCodes.isEmpty {
      // Inside an official outline: matched by outline only.
      return area.codes.contains(where: hasAreaCode) ? .outline : nil
    }
    guard !names.isEmpty else { return nil }
    if let named = known[area.name] { return named ? .name : nil }
    let named = isNamed(area.name)
    known[area.name] = named
    return named ? .name : nil
  }

  /// Whether `name`, or one of its first parts when it is a list, is one of the place's names.
  func isNamed(_ name: String) -> Bool {
    if names.contains(Self.key(name)) { return true }
    let parts = name.split { ",;/()".contains($0) }
    guard parts.count > 1 else { return false }
    var seen: Set<Substring> = []
    for part in parts.prefix(Self.maximumNameParts) where seen.insert(part).inserted {
      if names.contains(Self.key(String(part))) { return true }
    }
    return false
  }

  /// True when a geocode's value (after `SCHEME:`) is one of the point's area codes.
  func hasAreaCode(_ geocode: String) -> Bool {
    // An ASCII geocode (every real one) is cut and trimmed byte by byte, without Foundation:
    // a feed of thousands of warnings has tens of thousands of them.
    let utf8 = geocode.utf8
    if utf8.allSatisfy({ $0 < 0x80 }) {
      guard let colon = utf8.firstIndex(of: 0x3A) else { return false }
      var value = Substring(utf8[utf8.index(after: colon)...])
      while let first = value.utf8.first, first == 0x20 || first == 0x09 { value.removeFirst() }
      while let last = value.utf8.last, last == 0x20 || last == 0x09 { value.removeLast() }
      guard !value.isEmpty else { return false }
      if areaCodeList.count <= 16 {
        if areaCodeList.contains(where: { value == $0 }) { return true }
      } else if areaCodes.contains(String(value)) {
        return true
      }
      // Only a code with lowercase letters can match in capitals.
      return value.utf8.contains { (0x61...0x7A).contains($0) }
        && areaCodes.contains(value.uppercased())
    }
    let value = geocode.firstIndex(of: ":").map { geocode[geocode.index(after: $0)...] } ?? ""
    let trimmed = AlertDecoder.trimmed(value)
    guard !trimmed.isEmpty else { return false }
    return areaCodes.contains(trimmed) || areaCodes.contains(trimmed.uppercased())
  }

  /// The warnings for the place (their `area` narrowed to the matching areas) and how many
  /// active warnings of the feed are elsewhere.
  public func split(_ alerts: [Alert]) -> (here: [Alert], elsewhere: [Alert]) {
    var here: [Alert] = []
    var elsewhere: [Alert] = []
    var known: [String: Bool] = [:]
    for alert in alerts {
      // A deadline or Ctrl-C cancels the task: stop at once rather than finish the feed.
      if Task.isCancelled { break }
      var best: AlertMatch?
      var matched: [String] = []
      for area in alert.areas {
        guard let kind = match(area, names: &known) else { continue }
        if best != .outline { best = kind }
        if !area.name.isEmpty, matched.count < 5 { matched.append(area.name) }
      }
      guard let best else {
        elsewhere.append(alert)
        continue
      }
      var narrowed = alert
      narrowed.match = best
      let others = alert.areas.count - matched.count
      if !matched.isEmpty {
        narrowed.area = MeteoAlarmDecoder.capped(matched.joined(separator: "; "))
        narrowed.moreAreas = others
      }
      here.append(narrowed)
    }
    return (here, elsewhere)
  }

  /// A name folded for comparison: lowercase, no accents, words of letters and digits only,
  /// generic words left out.
  static func key(_ name: String) -> String {
    let folded = name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    let words = folded.split { !($0.isLetter || $0.isNumber) }.map(String.init)
    let kept = words.filter { !generic.contains($0) }
    return (kept.isEmpty ? words : kept).joined(separator: " ")
  }
}
