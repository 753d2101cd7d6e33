import Foundation
import Storage
import Weather

/// The on-disk cache of normalised forecasts, one file per provider and rounded coordinates,
/// and beside each a small summary file (`summary-…`) of what a `:list` row shows.
///
/// Files live in a 0700 directory, are written 0600 with ``SafeFile/replace(_:with:)``
/// (temp + fsync + rename), and hold only the ``Forecast`` (never a key or a URL). A file that
/// cannot be read or decoded counts as absent.
///
/// The two kinds never stand in for each other's freshness: a summary fetched for `:list`
/// (no hours, one day) is written only as a summary, so a later page finds no whole forecast
/// and fetches one; storing a whole forecast writes its summary too, so the rows are never
/// older than the pages. A row reads the summary (a few hundred bytes), not the forecast.
public struct ForecastCache: Sendable {
  /// The disk cache the files live in.
  public let cache: DiskCache
  /// The cache directory, e.g. `~/.cache/wxsh`.
  public var directory: String { cache.directory }

  /// Creates a cache rooted at `directory` (created on first write).
  public init(directory: String) {
    self.cache = DiskCache(directory: directory)
  }

  /// The entry for a provider and location: coordinates rounded to 3 decimals (about 100 m).
  static func name(_ kind: String, provider: WeatherProvider, location: Location) -> String {
    "\(kind)-\(provider.rawValue)-"
      + CacheName.point(latitude: location.latitude, longitude: location.longitude) + ".json"
  }

  /// The file for a provider and location.
  public func path(provider: WeatherProvider, location: Location) -> String {
    cache.path(Self.name("forecast", provider: provider, location: location))
  }

  /// The summary file for a provider and location, beside its forecast file.
  public func summaryPath(provider: WeatherProvider, location: Location) -> String {
    cache.path(Self.name("summary", provider: provider, location: location))
  }

  /// The cached forecast, or nil when there is none or it is unreadable.
  public func load(provider: WeatherProvider, location: Location) -> Forecast? {
    read(Self.name("forecast", provider: provider, location: location), provider, location)
  }

  /// The cached summary, or nil when there is none or it is unreadable. A forecast cached
  /// before summaries were kept answers with its summary (written now for the next time).
  public func loadSummary(provider: WeatherProvider, location: Location) -> Forecast? {
    let name = Self.name("summary", provider: provider, location: location)
    if let summary = read(name, provider, location) { return summary }
    guard cache.contains(Self.name("forecast", provider: provider, location: location)),
      let forecast = load(provider: provider, location: location)
    else { return nil }
    let summary = forecast.summary()
    try? storeSummary(summary)
    return summary
  }

  /// Writes a summary crash-safely under its provider and location; the forecast file is left
  /// alone.
  public func storeSummary(_ summary: Forecast) throws(StorageError) {
    try cache.write(
      Self.name("summary", provider: summary.provider, location: summary.location),
      ForecastCodec.encode(summary))
  }

  /// Writes several summaries (one fetch's), each crash-safely, syncing the directory and
  /// sweeping stray temp files once for the batch; returns how many could not be written.
  @discardableResult
  public func storeSummaries(_ summaries: [Forecast]) -> Int {
    cache.write(
      all: summaries.map { summary in
        (
          Self.name("summary", provider: summary.provider, location: summary.location),
          ForecastCodec.encode(summary)
        )
      })
  }

  /// The forecast in the entry `name`, reported for `location`.
  private func read(_ name: String, _ provider: WeatherProvider, _ location: Location)
    -> Forecast?
  {
    guard let bytes = cache.read(name, limit: 16 << 20),
      var forecast = ForecastCodec.decode(bytes), forecast.provider == provider
    else { return nil }
    // A nearby place can share the file; report the place that was asked for.
    forecast.location = location
    return forecast
  }

  /// Writes `forecast` crash-safely under its provider and location, and its summary.
  public func store(_ forecast: Forecast) throws(StorageError) {
    try cache.write(
      Self.name("forecast", provider: forecast.provider, location: forecast.location),
      ForecastCodec.encode(forecast))
    try storeSummary(forecast.summary())
  }
}
