import Catalog
import Clients
import Completion
import Foundation
import PlaceModel
import Places
import ProfileStore
import Rendering
import Views
import Weather

/// The profile as commands use it: saved places in order, units, theme, the last viewed place.
@MainActor
struct SavedPlaces {
  /// The crash-safe profile store.
  let store: ProfileStore
  /// The gazetteer, for populations and places that are not saved.
  let gazetteer: GazetteerLoader
  /// `--units c|f`, which overrides the saved temperature unit for this run.
  let temperatureOverride: Units.Temperature?
  /// The units of the user's locale, for the kinds not chosen with `:units` (read on first use).
  let localeUnits: Lazy<Units>
  /// Saved places for Tab, kept in step with the profile (read by the completion thread); their
  /// labels are worked out on the first Tab after a change, never by scripts.
  let names = MutexBox<TabNames>(TabNames())
  /// The saved places (id and name) in the order this session last showed or reported them
  /// (`:list`, `:add`, `:rm`, `:move`, start): what a typed number refers to, even after
  /// another session changed the list.
  let shown = MutexBox<[ShownPlace]>([])
  /// The saved places as `syncNames` last saw them.
  private let synced = MutexBox<[SavedPlace]?>(nil)

  /// One place of the list as this session last showed it.
  struct ShownPlace: Sendable, Equatable {
    /// The GeoNames id.
    var id: Int
    /// The name shown.
    var name: String
  }

  /// The saved places as Tab last saw them, and their labels once asked for.
  struct TabNames: Sendable {
    /// The saved places, in order.
    var places: [Place] = []
    /// Their labels and the labels' folded forms for prefix matching, once computed.
    var labels: [(label: String, folded: String)]?

    /// The labels, computed now if they were not yet.
    mutating func current() -> [(label: String, folded: String)] {
      if let labels { return labels }
      let computed = PlaceLabels.labels(for: places).map { ($0, Normalizer.normalize($0)) }
      labels = computed
      return computed
    }
  }

  /// Creates the accessor.
  init(
    profile: ProfileStore, gazetteer: GazetteerLoader, temperatureOverride: Units.Temperature?,
    localeUnits: Lazy<Units> = Lazy { Units() }
  ) {
    self.store = profile
    self.gazetteer = gazetteer
    self.temperatureOverride = temperatureOverride
    self.localeUnits = localeUnits
  }

  /// The profile as last read.
  var profile: Profile { store.profile }

  /// The units in force: the locale's, with the kinds chosen with `:units` as chosen and
  /// `--units` overriding the temperature.
  var units: Units {
    let profile = store.profile
    var units = localeUnits.value
    for kind in UnitKind.all where profile.unitsChosen.contains(kind.name) {
      kind.apply(kind.current(profile.units), &units)
    }
    if let temperatureOverride { units.temperature = temperatureOverride }
    return units
  }

  /// The saved places, in the user's order.
  var places: [SavedPlace] { store.profile.places }

  /// Applies a change to the profile on disk; turns failures into a `ShellError`.
  @discardableResult
  func save<Value>(_ change: (inout Profile) throws(ProfileError) -> Value) throws(ShellError)
    -> Value
  {
    do {
      return try store.update(change)
    } catch {
      throw .profile(error)
    }
  }

  /// Warnings the profile gathered (corrupt file moved aside, read-only…), as lines.
  func notices() -> [String] {
    store.takeNotices().map(\.message)
  }

  /// Reloads the profile if another session changed it; returns whether it did.
  @discardableResult
  func reload() -> Bool {
    store.refresh()
  }

  /// The index now of the place numbered `number` in the list as this session last showed it.
  ///
  /// Another session may have removed or reordered places since: a number always means the
  /// place the user saw under it, and one that is gone is refused rather than replaced by
  /// whatever moved into its position.
  func index(ofNumber number: Int, in places: [SavedPlace]) throws(ShellError) -> Int {
    let shown = self.shown.with { $0 }
    let current = places.map { ShownPlace(id: $0.id, name: $0.name) }
    guard !shown.isEmpty, shown != current else {
      guard (1...places.count).contains(number) else {
        throw .place(.placeNoSavedNumber(count: places.count, number: String(number)))
      }
      return number - 1
    }
    guard (1...shown.count).contains(number) else {
      throw .place(.placeNoShownNumber(number: String(number)))
    }
    let meant = shown[number - 1]
    guard let index = places.firstIndex(where: { $0.id == meant.id }) else {
      throw .place(.placeNoLongerSaved(number: String(number), name: Quote.user(meant.name)))
    }
    return index
  }

  /// The place a saved snapshot describes, with the gazetteer's population when it is at hand.
  func place(from saved: SavedPlace) -> Place {
    // A saved point is labelled again with its nearest place, in the language of the moment.
    if saved.source == .coordinates, let gazetteer = try? gazetteer.load() {
      var point = CoordinateQuery(latitude: saved.latitude, longitude: saved.longitude)
        .place(in: gazetteer)
      point.customName = saved.customName
      if !saved.timeZone.isEmpty { point.timeZone = saved.timeZone }
      return point
    }
    var place = Place(saved)
    place.population = (try? gazetteer.load())?.place(id: saved.id)?.population ?? 0
    return place
  }

  /// The saved places as places, in order.
  func allPlaces() -> [Place] { places.map(place(from:)) }

  /// The gazetteer's place with a GeoNames id, when the gazetteer can be read and has it.
  func gazetteerPlace(id: Int) -> Place? {
    (try? gazetteer.load())?.place(id: id)
  }

  /// The place last viewed in an earlier run, if it can still be found.
  func lastViewedPlace() -> Place? {
    guard let id = store.profile.lastViewedPlaceID else { return nil }
    if let saved = places.first(where: { $0.id == id }) { return place(from: saved) }
    return gazetteerPlace(id: id)
  }

  /// Remembers `place` as the last viewed one (best effort); returns warnings.
  func rememberViewed(_ place: Place) -> [String] {
    // Coordinates have no GeoNames id (a negative one): nothing to remember them by.
    guard place.id > 0, store.profile.lastViewedPlaceID != place.id, !store.isReadOnly else {
      return []
    }
    do throws(ProfileError) {
      _ = try store.update(.setLastViewed(id: place.id))
      return []
    } catch {
      return [say(.shellLastViewedNotSaved(reason: error.message))]
    }
  }

  /// Whether the saved places differ from those `syncNames` last saw (another session's change,
  /// or this one's): the model and names are synced again only then.
  var changedSinceSync: Bool { synced.with { $0 } != places }

  /// Updates Tab's saved names (the labels that tell same-named places apart, `Portland, OR`)
  /// and returns the saved places.
  ///
  /// Linear in the number of places: labels are counted once.
  func syncNames() -> [Place] {
    let places = self.places
    synced.with { $0 = places }
    let snapshot = places.map(Place.init)
    names.with { $0 = TabNames(places: snapshot) }
    let order = places.map { ShownPlace(id: $0.id, name: $0.name) }
    shown.with { $0 = order }
    return places.map(place(from:))
  }

  /// Tab candidates for a place argument from the user's own names for saved places (`Home`),
  /// offered before the gazetteer's names.
  var ownNameCandidates: CandidateSource {
    let names = self.names
    return { word in
      let folded = Normalizer.normalizeQuery(word)
      return names.with { $0.places }.compactMap(\.customName).filter {
        folded.isEmpty || Normalizer.normalize($0).hasPrefix(folded)
      }.map { Candidate($0) }
    }
  }

  /// Tab candidates for saved places.
  var candidates: CandidateSource {
    let names = self.names
    return { word in
      let folded = Normalizer.normalizeQuery(word)
      return names.with { $0.current() }.filter { folded.isEmpty || $0.folded.hasPrefix(folded) }
        .map { Candidate($0.label) }
    }
  }
}
