import Foundation
import Storage
import Weather

/// The on-disk cache of normalised forecasts, one file per provider and rounded coordinates.
///
/// Files live in a 0700 directory, are written 0600 with ``SafeFile/replace(_:with:)``
/// (temp + fsync + rename), and hold only the ``Forecast`` (never a key or a URL). A file that
/// cannot be read or decoded counts as absent.
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

  /// The cached forecast, or nil when there is none or it is unreadable.
  public func load(provider: WeatherProvider, location: Location) -> Forecast? {
    let file = path(provider: provider, location: location)
    guard let bytes = try? SafeFile.read(file, limit: 16 << 20),
      var forecast = ForecastCodec.decode(bytes), forecast.provider == provider
    else { return nil }
    // A nearby place can share the file; report the place that was asked for.
    forecast.location = location
    return forecast
  }

  /// Writes `forecast` crash-safely under its provider and location.
  public func store(_ forecast: Forecast) throws(StorageError) {
    try PrivateDirectory.create(directory)
    let file = path(provider: forecast.provider, location: forecast.location)
    try SafeFile.replace(file, with: ForecastCodec.encode(forecast))
    SafeFile.sweepTemps(for: file)
  }
}
