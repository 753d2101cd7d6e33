import Locating
import PlaceModel

/// Where "My Location" comes from: the system time zone and the network location service.
public struct LocationClient: Sendable {
  /// The system time-zone inputs (`TZ`, `/etc/timezone`, the `/etc/localtime` link).
  public var systemTimeZone: @Sendable () -> SystemTimeZone
  /// Asks the network location service where this machine is.
  public var lookup: @Sendable () async throws(LocatingError) -> GeoIPAnswer
  /// The service's host name, for messages.
  public var host: String

  /// Creates a client from its parts.
  public init(
    systemTimeZone: @escaping @Sendable () -> SystemTimeZone,
    lookup: @escaping @Sendable () async throws(LocatingError) -> GeoIPAnswer, host: String
  ) {
    self.systemTimeZone = systemTimeZone
    self.lookup = lookup
    self.host = host
  }

  /// The system's files and the service `WXSH_GEOIP_URL` names (ipapi.co by default).
  public static func live(environment: [String: String]) -> LocationClient {
    let client = Result { () throws(LocatingError) -> GeoIPClient in
      try GeoIPClient(environment: environment)
    }
    return LocationClient(
      systemTimeZone: { SystemTimeZone.read(environment: environment) },
      lookup: { () async throws(LocatingError) -> GeoIPAnswer in
        switch client {
        case .success(let client): return try await client.locate()
        case .failure(let error): throw error
        }
      },
      host: (try? client.get())?.base.host ?? "ipapi.co")
  }
}
