import PlaceModel
import Weather

/// One saved place in the `:list` view.
public struct ListRow: Sendable, Hashable {
  /// The place's 1-based position in the saved list.
  public var index: Int
  /// The place.
  public var place: Place
  /// Its forecast, when loaded.
  public var forecast: Forecast?
  /// How current the forecast is.
  public var freshness: Freshness
  /// True for the "My Location" row (page 0), which is not a saved place.
  public var isMyLocation = false
  /// The most severe official alert active there, when one is known (from the alert cache).
  public var alert: String?

  /// Creates a row.
  public init(index: Int, place: Place, forecast: Forecast?, freshness: Freshness) {
    self.index = index
    self.place = place
    self.forecast = forecast
    self.freshness = freshness
  }
}
