import Observation
import PlaceModel
import Places
import Weather

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
    /// Its weather: always a whole forecast, as its page shows it.
    public var state: LoadState
    /// True for the "My Location" page, which comes first and is never saved.
    public var isMyLocation = false
    /// What its `:list` row shows: a summary (current conditions and today) or, once the page
    /// was loaded, its whole forecast. Never shown as the page.
    public var summary: LoadState = .idle
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
  /// Where each place id's pages are in `pages` (the same place can be "My Location" and a
  /// preview), so a look-up or a change of state never scans the pages.
  @ObservationIgnored private var positions: [Int: [Int]] = [:]

  /// Creates an empty model. (Units and the theme are the profile's, read when a view is
  /// drawn: the model holds only what changes on screen.)
  public init() {}

  /// The selected page.
  public var selectedPage: Page? { selectedID.flatMap { page(id: $0) } }

  /// The page for a place id.
  public func page(id: Int) -> Page? { positions[id]?.first.map { pages[$0] } }

  /// The "My Location" page (always the first when there is one).
  public var myLocationPage: Page? { pages.first.flatMap { $0.isMyLocation ? $0 : nil } }

  /// Makes `place` the "My Location" page, first of all pages; nil removes that page.
  public func setMyLocation(_ place: Place?) {
    let previous = place.flatMap { page(id: $0.id) }
    var rebuilt = pages
    rebuilt.removeAll { $0.isMyLocation }
    if let place {
      var mine = Page(
        place: place, isSaved: false, state: previous?.state ?? .idle, isMyLocation: true)
      mine.summary = previous?.summary ?? .idle
      rebuilt.insert(mine, at: 0)
    }
    replacePages(rebuilt)
  }

  /// Rebuilds the saved pages from `places`, keeping load states, the "My Location" page and
  /// the preview page.
  public func setSaved(_ places: [Place]) {
    let old = Dictionary(pages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let mine = pages.filter(\.isMyLocation)
    var rebuilt = mine
    rebuilt.reserveCapacity(mine.count + places.count + 1)
    for place in places {
      var page = Page(place: place, isSaved: true, state: old[place.id]?.state ?? .idle)
      page.summary = old[place.id]?.summary ?? .idle
      rebuilt.append(page)
    }
    if let selectedID, !places.contains(where: { $0.id == selectedID }),
      !mine.contains(where: { $0.id == selectedID }), let preview = old[selectedID]
    {
      var page = Page(place: preview.place, isSaved: false, state: preview.state)
      page.summary = preview.summary
      rebuilt.append(page)
    }
    replacePages(rebuilt)
  }

  /// Selects a place's page, adding a preview page when it is not saved.
  public func select(_ place: Place) {
    if page(id: place.id) == nil {
      var rebuilt = pages
      rebuilt.removeAll { !$0.isSaved && !$0.isMyLocation }
      rebuilt.append(Page(place: place, isSaved: false, state: .idle))
      replacePages(rebuilt)
    } else if selectedID != place.id,
      pages.contains(where: { !$0.isSaved && !$0.isMyLocation && $0.id != place.id })
    {
      replacePages(pages.filter { $0.isSaved || $0.isMyLocation || $0.id == place.id })
    }
    selectedID = place.id
  }

  /// Clears the selection (the viewed place was deleted).
  public func deselect() {
    if pages.contains(where: { !$0.isSaved && !$0.isMyLocation }) {
      replacePages(pages.filter { $0.isSaved || $0.isMyLocation })
    }
    selectedID = nil
  }

  /// Sets a page's load state.
  public func setState(_ state: LoadState, for id: Int) {
    setStates([(id: id, state: state)])
  }

  /// Sets the load states of several pages at once: one change to the model, however many.
  public func setStates(_ states: [(id: Int, state: LoadState)]) {
    update(states) { $0.state = $1 }
  }

  /// Sets what several pages' `:list` rows show, at once.
  public func setSummaries(_ summaries: [(id: Int, state: LoadState)]) {
    update(summaries) { $0.summary = $1 }
  }

  /// Applies `change` to the pages of each id, copying the pages once for the whole batch.
  private func update(
    _ changes: [(id: Int, state: LoadState)], _ change: (inout Page, LoadState) -> Void
  ) {
    var rebuilt = pages
    var changed = false
    for (id, state) in changes {
      for index in positions[id] ?? [] {
        change(&rebuilt[index], state)
        changed = true
      }
    }
    guard changed else { return }
    pages = rebuilt
    revision += 1
  }

  /// Replaces the pages and indexes their positions by place id.
  private func replacePages(_ rebuilt: [Page]) {
    var indexed: [Int: [Int]] = [:]
    indexed.reserveCapacity(rebuilt.count)
    for (index, page) in rebuilt.enumerated() { indexed[page.id, default: []].append(index) }
    positions = indexed
    pages = rebuilt
  }
}
