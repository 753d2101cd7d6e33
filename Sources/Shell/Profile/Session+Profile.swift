import Completion
import Foundation
import Places
import ProfileStore
import Synchronization
import Weather

extension Session {
  /// The units in force: the profile's, with `--units` overriding the temperature for this run.
  public var units: Units {
    var units = profileStore.profile.units
    if let override = context.temperatureOverride { units.temperature = override }
    return units
  }

  /// The saved places, in the user's order.
  public var savedPlaces: [SavedPlace] { profileStore.profile.places }

  /// Applies a change to the profile on disk; turns failures into a `ShellError`.
  @discardableResult
  func save<Value>(_ change: (inout Profile) throws(ProfileError) -> Value) throws(ShellError)
    -> Value
  {
    do {
      return try profileStore.update(change)
    } catch {
      throw .profile(error)
    }
  }

  /// Warnings the profile gathered (corrupt file moved aside, read-only…), as output lines.
  func profileNotices() -> [String] {
    profileStore.takeNotices().map(\.message)
  }

  /// Reloads the profile if another session changed it.
  func reloadProfile() {
    profileStore.refresh()
  }

  /// Finds a saved place by 1-based index, name or place query; returns its 0-based index.
  ///
  /// Names match saved places first (`:go hamburg`); anything else is looked up in the
  /// gazetteer and must be saved.
  func savedIndex(_ text: String) throws(ShellError) -> Int {
    let places = savedPlaces
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard !places.isEmpty else {
      throw .notFound("there are no saved places yet", hint: "add one with :add PLACE")
    }
    if let number = Int(trimmed) {
      guard (1...places.count).contains(number) else {
        throw .notFound(
          "there is no saved place \(number)", hint: "choose 1 to \(places.count) (see :list)")
      }
      return number - 1
    }
    let key = Normalizer.normalizeQuery(trimmed.split(separator: ",").first.map(String.init) ?? "")
    if !key.isEmpty, !trimmed.contains(",") {
      let exact = places.indices.filter { Normalizer.normalize(places[$0].name) == key }
      if exact.count == 1 { return exact[0] }
      let prefixed = places.indices.filter { Normalizer.normalize(places[$0].name).hasPrefix(key) }
      if prefixed.count == 1 { return prefixed[0] }
    }
    if let match = try? resolvePlace(trimmed),
      let index = profileStore.profile.index(ofPlace: match.place.id)
    {
      return index
    }
    throw .notFound(
      "'\(trimmed)' is not a saved place", hint: "see :list, or save it with :add \(trimmed)")
  }

  /// The place a saved snapshot describes, with the gazetteer's population when it is at hand.
  func place(from saved: SavedPlace) -> Place {
    let population = (try? gazetteerLoader.load())?.place(id: saved.id)?.population ?? 0
    return Place(
      id: saved.id, name: saved.name, latitude: saved.latitude, longitude: saved.longitude,
      population: population, countryCode: saved.countryCode, countryName: saved.countryName,
      regionName: saved.region.isEmpty ? nil : saved.region,
      regionCode: saved.regionCode.isEmpty ? nil : saved.regionCode, timeZone: saved.timeZone)
  }

  /// The place last viewed in an earlier run, if it can still be found.
  func lastViewedPlace() -> Place? {
    guard let id = profileStore.profile.lastViewedPlaceID else { return nil }
    if let saved = savedPlaces.first(where: { $0.id == id }) { return place(from: saved) }
    return (try? gazetteerLoader.load())?.place(id: id)
  }

  /// Makes `place` the viewed place and remembers it in the profile (best effort: a read-only
  /// profile still lets you view places).
  func view(_ place: Place) -> [String] {
    viewedPlace = place
    viewModel.select(place)
    guard profileStore.profile.lastViewedPlaceID != place.id, !profileStore.isReadOnly else {
      return []
    }
    do throws(ProfileError) {
      _ = try profileStore.update(.setLastViewed(id: place.id))
      return []
    } catch {
      return ["last viewed place " + error.message]
    }
  }

  /// Tab candidates for saved places: their names, or `Name, CC` when two share a name.
  static func savedPlaceCandidates(_ names: SavedNames) -> CandidateSource {
    { word in
      let folded = Normalizer.normalizeQuery(word)
      return names.current.filter { folded.isEmpty || Normalizer.normalize($0).hasPrefix(folded) }
        .map { Candidate($0) }
    }
  }

  /// Brings Tab's saved names and the view model's saved pages in step with the profile.
  func syncSavedPlaces() {
    let places = savedPlaces
    let names = places.map { place in
      places.filter({ $0.name == place.name }).count > 1
        ? "\(place.name), \(place.countryCode)" : place.name
    }
    savedNames.set(names)
    viewModel.setSaved(places.map(place(from:)))
  }

}

/// The saved place names completion offers, shared with the (non-isolated) completion source.
public final class SavedNames: Sendable {
  private let names = Mutex<[String]>([])

  init() {}

  var current: [String] { names.withLock { $0 } }

  func set(_ value: [String]) { names.withLock { $0 = value } }
}
