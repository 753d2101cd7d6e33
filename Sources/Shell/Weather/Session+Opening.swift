import Places
import Views

extension Session {
  /// What the interactive shell shows first: the place viewed last, from the cache at once,
  /// with a fresh forecast fetched in the background; nil when no place was viewed.
  ///
  /// The prompt never waits on the network.
  func openingPage() -> CommandOutput? {
    guard let place = viewedPlace else { return nil }
    viewModel.select(place)
    let index = savedPlaces.firstIndex { $0.id == place.id }
    let styler = context.styler
    var header = ""
    if let index { header = styler.apply(.cyan, "▸ \(index + 1)/\(savedPlaces.count)") + "  " }
    header += styler.apply(.bold, PlaceText.line(for: place))
    let location = Self.location(of: place)
    guard let cached = weatherService.cachedForecast(for: location) else {
      if !context.offline { refreshInBackground(place, policy: .preferCache) }
      return CommandOutput(lines: [header, styler.apply(.dim, "Fetching its weather…")])
    }
    viewModel.setState(.loaded(Self.inPlaceZone(cached, place)), for: place.id)
    if !context.offline, cached.age >= weatherService.configuration.freshness {
      refreshInBackground(place, policy: .refresh)
    }
    guard let page = viewModel.page(id: place.id) else { return nil }
    return CommandOutput(
      lines: [header, ""] + PageView.render(Self.pageInput(page), viewSettings()))
  }
}
