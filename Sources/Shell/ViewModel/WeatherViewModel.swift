import Observation
import Places
import Weather
import WeatherService

/// What the screen shows: the pages ("My Location", the saved places, a preview), the selected
/// page and each page's load state.
///
/// Commands change the model; views render it. The interactive shell observes it, so a fetch
/// that finishes after its command returned is still shown.
@Observable
@MainActor
public final class WeatherViewModel {
  /// Where a page's weather stands.
  public enum LoadState: Sendable {
    /// Nothing asked for yet.
    case idle
    /// A fetch is running.
    case loading
    /// A forecast is at hand: fetched now, from the cache, or stale after a failed refresh.
    case loaded(ForecastResult)
    /// The fetch failed and nothing was cached.
    case failed(WeatherError)
  }

  /// One page: a place and its weather.
  public struct Page: Sendable, Identifiable {
    /// The place.
    public var place: Place
    /// True for a saved place; false for the preview page of a place looked at.
    public var isSaved: Bool
    /// Its weather.
    public var state: LoadState
    /// True for the "My Location" page, which comes first and is never saved.
    public var isMyLocation = false
    /// The GeoNames id.
    public var id: Int { place.id }
  }

  /// The "My Location" page if there is one, the saved places' pages in order, then the
  /// preview page if there is one.
  public private(set) var pages: [Page] = []
  /// The selected page's place id.
  public private(set) var selectedID: Int?
  /// Counts changes to load states, so observers can tell that a fetch finished.
  public private(set) var revision = 0

  /// Creates an empty model. (Units and the theme are the profile's, read when a view is
  /// drawn: the model holds only what changes on screen.)
  public init() {}

  /// The selected page.
  public var selectedPage: Page? { pages.first { $0.id == selectedID } }

  /// The page for a place id.
  public func page(id: Int) -> Page? { pages.first { $0.id == id } }

  /// The "My Location" page.
  public var myLocationPage: Page? { pages.first { $0.isMyLocation } }

  /// Makes `place` the "My Location" page, first of all pages; nil removes that page.
  public func setMyLocation(_ place: Place?) {
    let previous = pages.first { $0.id == place?.id }?.state
    pages.removeAll { $0.isMyLocation }
    guard let place else { return }
    pages.insert(
      Page(place: place, isSaved: false, state: previous ?? .idle, isMyLocation: true), at: 0)
  }

  /// Rebuilds the saved pages from `places`, keeping load states, the "My Location" page and
  /// the preview page.
  public func setSaved(_ places: [Place]) {
    let old = Dictionary(pages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let mine = pages.filter(\.isMyLocation)
    var rebuilt = mine
    rebuilt += places.map { place in
      Page(place: place, isSaved: true, state: old[place.id]?.state ?? .idle)
    }
    if let selectedID, !places.contains(where: { $0.id == selectedID }),
      !mine.contains(where: { $0.id == selectedID }), let preview = old[selectedID]
    {
      rebuilt.append(Page(place: preview.place, isSaved: false, state: preview.state))
    }
    pages = rebuilt
  }

  /// Selects a place's page, adding a preview page when it is not saved.
  public func select(_ place: Place) {
    if page(id: place.id) == nil {
      pages.removeAll { !$0.isSaved && !$0.isMyLocation }
      pages.append(Page(place: place, isSaved: false, state: .idle))
    } else if selectedID != place.id {
      pages.removeAll { !$0.isSaved && !$0.isMyLocation && $0.id != place.id }
    }
    selectedID = place.id
  }

  /// Clears the selection (the viewed place was deleted).
  public func deselect() {
    pages.removeAll { !$0.isSaved && !$0.isMyLocation }
    selectedID = nil
  }

  /// Sets a page's load state.
  public func setState(_ state: LoadState, for id: Int) {
    let indices = pages.indices.filter { pages[$0].id == id }
    guard !indices.isEmpty else { return }
    for index in indices { pages[index].state = state }
    revision += 1
  }
}
