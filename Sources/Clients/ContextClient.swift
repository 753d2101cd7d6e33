import FetchModel
import Foundation
import Weather

/// What puts a forecast in context, as the shell gets it: a place's climate (normals, last
/// year, records) from the Historical Weather API, and the ensemble's ranges.
public struct ContextClient: Sendable {
  /// The climate at a point whose calendar is a zone's, under a fetch policy.
  public var climate:
    @Sendable (_ latitude: Double, _ longitude: Double, _ zone: TimeZone, _ policy: FetchPolicy)
      async -> Result<ClimateTable, WeatherError>
  /// The ensemble's ranges at a point, grouped into days on a zone's calendar.
  public var ranges:
    @Sendable (_ latitude: Double, _ longitude: Double, _ zone: TimeZone, _ policy: FetchPolicy)
      async -> Result<EnsembleRanges, WeatherError>
  /// Closes connections; called once before the process exits.
  public var shutdown: Shutdown

  /// Creates a client from its parts.
  public init(
    climate:
      @escaping @Sendable (Double, Double, TimeZone, FetchPolicy) async -> Result<
        ClimateTable, WeatherError
      >,
    ranges:
      @escaping @Sendable (Double, Double, TimeZone, FetchPolicy) async -> Result<
        EnsembleRanges, WeatherError
      >,
    shutdown: @escaping Shutdown = {}
  ) {
    self.climate = climate
    self.ranges = ranges
    self.shutdown = shutdown
  }

  /// A client that has nothing: every view shows its forecast without context.
  public static let none = ContextClient(
    climate: { _, _, _, _ in .failure(.notCached(.openMeteo)) },
    ranges: { _, _, _, _ in .failure(.notCached(.openMeteo)) })
}
