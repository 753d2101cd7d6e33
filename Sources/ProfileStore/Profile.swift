import JSON
import VersionedStore
import Weather

/// The user's profile: saved places in their order, units, theme and the last viewed place.
///
/// A value type; `ProfileStore` loads it and changes it on disk through `ProfileOperation`s.
/// `Profile()` is the default profile, and an empty JSON object `{}` decodes to it.
public struct Profile: Sendable, Equatable {
  /// The schema version this wxsh writes.
  public static let currentSchemaVersion = 3
  /// The lowest schema version a reader needs to understand what this wxsh writes.
  public static let currentMinReaderVersion = 3

  /// The schema version the profile was read as (after migration), or will be written as.
  public internal(set) var schemaVersion: Int
  /// The lowest reader version the file said it needs.
  public internal(set) var minReaderVersion: Int
  /// Saved places in the user's order.
  public var places: [SavedPlace]
  /// Temperature, wind, precipitation and clock units, as last chosen.
  public var units: Units
  /// The kinds of unit the user chose with `:units` (`UnitKind` names: `temperature`,
  /// `wind`…); the others follow the locale.
  public var unitsChosen: Set<String>
  /// The colour theme.
  public var theme: Theme
  /// The interface language chosen with `:lang` (`ko`), or nil to follow the environment.
  public var language: String?
  /// The GeoNames id of the place viewed last, saved or not.
  public var lastViewedPlaceID: Int?
  /// The GeoNames id of the pinned home place (issue 8).
  public var homePlaceID: Int?
  /// Whether looking up the user's location is allowed (issue 8).
  public var locationConsent: LocationConsent
  /// What `wxsh watch` watches for beyond rain and alerts (`:watch`).
  public var watch: WatchSettings
  /// Top-level keys a newer wxsh wrote, kept on rewrite.
  var extra: [String: JSONValue]
  /// Keys inside `units` a newer wxsh wrote, kept on rewrite.
  var unitsExtra: [String: JSONValue]
  /// Keys inside `watch` a newer wxsh wrote, kept on rewrite.
  var watchExtra: [String: JSONValue]

  /// The default profile: no places, metric units, a 24-hour clock, theme `auto`.
  public init() {
    schemaVersion = Profile.currentSchemaVersion
    minReaderVersion = Profile.currentMinReaderVersion
    places = []
    units = Units()
    unitsChosen = []
    theme = .auto
    language = nil
    lastViewedPlaceID = nil
    homePlaceID = nil
    locationConsent = .unset
    watch = WatchSettings()
    extra = [:]
    unitsExtra = [:]
    watchExtra = [:]
  }

  /// The index in `places` of the place with GeoNames id `id`, if it is saved.
  public func index(ofPlace id: Int) -> Int? {
    places.firstIndex { $0.id == id }
  }

  /// The index in `places` of the last viewed place, if it is a saved one.
  public var lastViewedIndex: Int? {
    lastViewedPlaceID.flatMap { index(ofPlace: $0) }
  }
}
