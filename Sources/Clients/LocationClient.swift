import Locating
import PlaceModel

/// Where "My Location" comes from: the system time zone and the network location service.
public struct LocationClient: Sendable {
  /// The system time-zone inputs (`TZ`, `/etc/timezone`, the `/etc/localtime` link).
  public var systemTimeZone: @Sendable () -> SystemTimeZone
  /// Asks the network location service where this machine is.
  public var lookup: @Sendable () async throws(LocatingError) -> GeoIPAnswer
  /// The service's host name, for messages.
  public var host: String { hostName() }
  private let hostName: @Sendable () -> String

  /// Creates a client from its parts (`host` is read only when a message names it).
  public init(
    systemTimeZone: @escaping @Sendable () -> SystemTimeZone,
    lookup: @escaping @Sendable () async throws(LocatingError) -> GeoIPAnswer,
    host: @autoclosure @escaping @Sendable () -> String
  ) {
    self.systemTimeZone = systemTimeZone
    self.lookup = lookup
    self.hostName = host
  }

  /// The system's files and the service `WXSH_GEOIP_URL` names (ipapi.co by default); the
  /// service's client is built when first used, not at start.
  public static func live(environment: [String: String]) -> LocationClient {
    let client = Lazy {
      Result { () throws(LocatingError) -> GeoIPClient in try GeoIPClient(environment: environment)
      }
    }
    return LocationClient(
      systemTimeZone: { SystemTimeZone.read(environment: environment) },
      lookup: { () async throws(LocatingError) -> GeoIPAnswer in
        switch client.value {
        case .success(let client): return try await client.locate()
        case .failure(let error): throw error
        }
      },
      host: (try? client.value.get())?.base.host ?? "ipapi.co")
  }
}
