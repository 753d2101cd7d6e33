import PlaceModel
import Weather

/// One page's data: the place, its forecast when there is one, and how fresh it is.
public struct PageInput: Sendable, Hashable {
  /// The place the page is about.
  public var place: Place
  /// The forecast, or nil while loading or after a failure with nothing cached.
  public var forecast: Forecast?
  /// How current the forecast is.
  public var freshness: Freshness
  /// The normals and ranges beside the forecast, where a view asked for them.
  public var context: ForecastContext

  /// Creates a page input.
  public init(
    place: Place, forecast: Forecast?, freshness: Freshness, context: ForecastContext = .none
  ) {
    self.place = place
    self.forecast = forecast
    self.freshness = freshness
    self.context = context
  }
}
