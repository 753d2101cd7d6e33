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
  /// The cache directory, e.g. `~/.cache/wxsh`.
  public let directory: String

  /// Creates a cache rooted at `directory` (created on first write).
  public init(directory: String) {
    self.directory = directory
  }

  /// The file for a provider and location: coordinates rounded to 3 decimals (about 100 m).
  public func path(provider: WeatherProvider, location: Location) -> String {
    "\(directory)/forecast-\(provider.rawValue)-"
      + CacheName.point(latitude: location.latitude, longitude: location.longitude) + ".json"
  }

  /// The summary file for a provider and location, beside its forecast file.
  public func summaryPath(provider: WeatherProvider, location: Location) -> String {
    "\(directory)/summary-\(provider.rawValue)-"
      + CacheName.point(latitude: location.latitude, longitude: location.longitude) + ".json"
  }

  /// The cached forecast, or nil when there is none or it is unreadable.
  public func load(provider: WeatherProvider, location: Location) -> Forecast? {
    read(path(provider: provider, location: location), provider: provider, location: location)
  }

  /// The cached summary, or nil when there is none or it is unreadable. A forecast cached
  /// before summaries were kept answers with its summary (written now for the next time).
  public func loadSummary(provider: WeatherProvider, location: Location) -> Forecast? {
    let file = summaryPath(provider: provider, location: location)
    if let summary = read(file, provider: provider, location: location) { return summary }
    guard FileManager.default.fileExists(atPath: path(provider: provider, location: location)),
      let forecast = load(provider: provider, location: location)
    else { return nil }
    let summary = forecast.summary()
    try? storeSummary(summary)
    return summary
  }

  /// Writes a summary crash-safely under its provider and location; the forecast file is left
  /// alone.
  public func storeSummary(_ summary: Forecast) throws(StorageError) {
    try PrivateDirectory.create(directory)
    let file = summaryPath(provider: summary.provider, location: summary.location)
    try SafeFile.replace(file, with: ForecastCodec.encode(summary))
    SafeFile.sweepTemps(for: file)
  }

  /// Writes several summaries (one fetch's), each crash-safely, syncing the directory and
  /// sweeping stray temp files once for the batch; returns how many could not be written.
  @discardableResult
  public func storeSummaries(_ summaries: [Forecast]) -> Int {
    guard !summaries.isEmpty, (try? PrivateDirectory.create(directory)) != nil else {
      return summaries.count
    }
    var failed = 0
    var files: [String] = []
    files.reserveCapacity(summaries.count)
    for summary in summaries {
      let file = summaryPath(provider: summary.provider, location: summary.location)
      do throws(StorageError) {
        try SafeFile.replace(file, with: ForecastCodec.encode(summary), syncingDirectory: false)
        files.append(file)
      } catch {
        failed += 1
      }
    }
    if let first = files.first { try? SafeFile.syncDirectory(of: first) }
    SafeFile.sweepTemps(forAll: files)
    return failed
  }

  /// The forecast in `file`, reported for `location`.
  private func read(_ file: String, provider: WeatherProvider, location: Location) -> Forecast? {
    guard let bytes = try? SafeFile.read(file, limit: 16 << 20),
      var forecast = ForecastCodec.decode(bytes), forecast.provider == provider
    else { return nil }
    // A nearby place can share the file; report the place that was asked for.
    forecast.location = location
    return forecast
  }

  /// Writes `forecast` crash-safely under its provider and location, and its summary.
  public func store(_ forecast: Forecast) throws(StorageError) {
    try PrivateDirectory.create(directory)
    let file = path(provider: forecast.provider, location: forecast.location)
    try SafeFile.replace(file, with: ForecastCodec.encode(forecast))
    SafeFile.sweepTemps(for: file)
    try storeSummary(forecast.summary())
  }
}
