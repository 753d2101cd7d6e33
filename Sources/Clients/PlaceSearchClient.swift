import FetchModel
import Foundation
import PlaceModel
import Places

/// The online place search the shell asks when the gazetteer has nothing worth showing.
public struct PlaceSearchClient: Sendable {
  /// The places named by a query, with names in a wxsh language (`ko`), through the cache as
  /// the policy says (offline: a cached answer or `.notCached`).
  public var search:
    @Sendable (_ query: String, _ language: String, _ policy: FetchPolicy) async -> Result<
      [Place], GeocodingError
    >
  /// Closes connections; called once before the process exits.
  public var shutdown: Shutdown

  /// Creates a client from its parts.
  public init(
    search:
      @escaping @Sendable (String, String, FetchPolicy) async -> Result<[Place], GeocodingError>,
    shutdown: @escaping Shutdown = {}
  ) {
    self.search = search
    self.shutdown = shutdown
  }

  /// A search that never finds anything online (tests that do not need one).
  public static let none = PlaceSearchClient(search: { _, _, _ in .success([]) })
}
