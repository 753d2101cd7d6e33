import Places
import Terminal
import Views
import WeatherService

extension Session {
  /// In the interactive shell, a view whose cached forecast is older than 10 minutes shows the
  /// cached one at once and fetches the new one in the background; returns the cached result
  /// when it did so.
  func showCachedAndRefresh(_ place: Place) -> ForecastResult? {
    guard context.terminal.isInteractive, !context.json, !context.offline,
      let cached = weatherService.cachedForecast(for: Self.location(of: place)),
      cached.age >= weatherService.configuration.freshness
    else { return nil }
    let shown = Self.inPlaceZone(cached, place)
    viewModel.setState(.loaded(shown), for: place.id)
    refreshInBackground(place, policy: .refresh)
    return shown
  }

  /// Fetches a place's forecast without waiting for it; `takeBackgroundUpdates` announces it.
  func refreshInBackground(_ place: Place, policy: FetchPolicy) {
    backgroundPlaceIDs.insert(place.id)
    Task { @MainActor in
      _ = await self.load([place], policy: policy, quietly: true)
      self.backgroundPlaceIDs.remove(place.id)
      self.finishedBackgroundIDs.insert(place.id)
    }
  }

  /// Lines announcing the pages that background fetches have updated since the last call: the
  /// place's current conditions, or why the refresh failed.
  public func takeBackgroundUpdates() -> [String] {
    var lines: [String] = []
    let finished = finishedBackgroundIDs.sorted()
    finishedBackgroundIDs.removeAll()
    for id in finished {
      guard let page = viewModel.page(id: id) else { continue }
      switch page.state {
      case .idle, .loading:
        continue
      case .loaded(let result):
        if case .stale(_, let error) = result.source {
          lines.append(Self.refreshFailure(page.place, error))
        } else {
          lines.append(context.styler.apply(.dim, "Updated \(page.place.name):"))
          lines += NowView.render(Self.pageInput(page), viewSettings())
        }
      case .failed(let error):
        lines.append(Self.refreshFailure(page.place, error))
      }
    }
    return lines
  }

  /// One line for a background refresh that failed; it goes straight to the terminal, so
  /// everything in it is sanitised here.
  static func refreshFailure(_ place: Place, _ error: WeatherError) -> String {
    TerminalText.sanitize("\(place.name): could not refresh the forecast; " + error.message)
  }
}
