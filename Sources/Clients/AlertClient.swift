import AlertModel
import Foundation

/// Official severe-weather alerts as the shell gets them: for a place, from the disk cache
/// or the network.
public struct AlertClient: Sendable {
  /// The alerts active at `now` for a place; `offline` reads only the cache (any age),
  /// `refresh` skips it.
  public var alerts:
    @Sendable (_ query: AlertQuery, _ now: Date, _ offline: Bool, _ refresh: Bool)
      async throws(AlertError) -> AlertReport

  /// Creates a client from its parts.
  public init(
    alerts:
      @escaping @Sendable (AlertQuery, Date, Bool, Bool) async throws(AlertError) -> AlertReport
  ) {
    self.alerts = alerts
  }
}
