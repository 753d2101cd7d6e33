import Foundation
import JSON
import Terminal
import VersionedStore

/// A saved place: its id and a snapshot of what the gazetteer, the online place search or the
/// coordinates said about it, under the user's own name when they gave one.
///
/// The snapshot lets wxsh show and fetch weather for saved places without the gazetteer or the
/// network, and keeps them stable when a newer gazetteer renames or moves a place.
public struct SavedPlace: Sendable, Equatable, Hashable {
  /// Where a saved place was found.
  public enum Source: String, Sendable, CaseIterable {
    /// The offline gazetteer (a GeoNames id).
    case gazetteer
    /// The online place search (also a GeoNames id: the two sources share one id space).
    case online
    /// Typed coordinates: the id is made from them and is negative, never a GeoNames id.
    case coordinates
  }

  /// The GeoNames id, or for coordinates a negative id made from them; a place is saved at
  /// most once.
  public var id: Int
  /// Where the place was found.
  public var source: Source
  /// The user's own name for it (`Home`), or nil.
  public var customName: String?
  /// The place name (`Lisbon`).
  public var name: String
  /// The first-level region name (`Lisbon`), or empty.
  public var region: String
  /// The ISO 3166-2 code of the region (`PT-11`), or empty.
  public var regionCode: String
  /// The ISO 3166-1 alpha-2 country code (`PT`), or empty.
  public var countryCode: String
  /// The country name (`Portugal`), or empty.
  public var countryName: String
  /// Latitude in degrees, -90...90.
  public var latitude: Double
  /// Longitude in degrees, -180...180.
  public var longitude: Double
  /// The IANA time zone (`Europe/Lisbon`), or empty when unknown.
  public var timeZone: String
  /// Keys a newer wxsh wrote into this place's entry, kept on rewrite.
  var extra: [String: JSONValue]

  /// Creates a snapshot.
  public init(
    id: Int, name: String, region: String = "", regionCode: String = "",
    countryCode: String = "", countryName: String = "", latitude: Double, longitude: Double,
    timeZone: String = "", source: Source? = nil, customName: String? = nil
  ) {
    self.id = id
    self.source = source ?? (id < 0 ? .coordinates : .gazetteer)
    self.customName = customName
    self.name = name
    self.region = region
    self.regionCode = regionCode
    self.countryCode = countryCode
    self.countryName = countryName
    self.latitude = latitude
    self.longitude = longitude
    self.timeZone = timeZone
    self.extra = [:]
  }
}

extension SavedPlace {
  /// The longest own name a place may have, in characters.
  public static let customNameLimit = 60

  /// True for a name a user may give a place: not empty, at most `customNameLimit`
  /// characters (none of them a pile of more than `TerminalText.scalarsPerCharacter` scalars),
  /// no space at either end, no control or format characters (ZWJ excepted). Names an older
  /// wxsh saved load by this rule; a new name must also pass `newNameProblem`.
  public static func isValidCustomName(_ name: String) -> Bool {
    guard !name.isEmpty, name.utf8.count <= customNameLimit * 4 * TerminalText.scalarsPerCharacter,
      name.count <= customNameLimit,
      name.trimmingCharacters(in: .whitespacesAndNewlines) == name
    else { return false }
    return !name.unicodeScalars.contains {
      $0.properties.generalCategory == .control
        || $0.properties.generalCategory == .format
          && $0 != "\u{200D}"
    } && !name.contains { $0.unicodeScalars.count > TerminalText.scalarsPerCharacter }
  }

  /// Why `name` cannot be a new own name, beyond `isValidCustomName`.
  public enum NameProblem: Sendable, Equatable {
    /// Only digits: `:rm 2` would then mean two places.
    case digitsOnly
    /// Nothing that shows on the screen (U+3164 HANGUL FILLER, U+2800 BRAILLE BLANK, …).
    case invisible
  }

  /// What keeps `name` (valid by `isValidCustomName`) from being a new own name, if anything.
  public static func newNameProblem(_ name: String) -> NameProblem? {
    if !name.unicodeScalars.contains(where: isVisible) { return .invisible }
    if name.allSatisfy({ $0.isWholeNumber }) { return .digitsOnly }
    return nil
  }

  /// Whether `scalar` shows something: not a space, not ignorable, not one of the blank
  /// letters and patterns that print as nothing.
  static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
    let properties = scalar.properties
    if properties.isWhitespace || properties.isDefaultIgnorableCodePoint { return false }
    switch scalar.value {
    case 0x115F, 0x1160, 0x3164, 0xFFA0, 0x2800, 0x180E, 0x2028, 0x2029: return false
    default: break
    }
    switch properties.generalCategory {
    case .control, .format, .unassigned, .surrogate, .spaceSeparator, .lineSeparator,
      .paragraphSeparator, .nonspacingMark, .enclosingMark:
      return false
    default: return true
    }
  }

  /// The negative id of a point: its coordinates in thousandths of a degree, so the same
  /// point (to about 100 m) is one place and never a GeoNames id.
  public static func pointID(latitude: Double, longitude: Double) -> Int {
    -(Int(((latitude + 90) * 1000).rounded()) * 1_000_000
      + Int(((longitude + 180) * 1000).rounded()) + 1)
  }
}
