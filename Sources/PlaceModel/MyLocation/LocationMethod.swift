import Catalog

/// How the current location was found.
public enum LocationMethod: String, Sendable, CaseIterable {
  /// The home place the user pinned with `:here set`.
  case pinned
  /// The most populous place in the system time zone.
  case timeZone = "timezone"
  /// The network location service, with the user's consent.
  case network

  /// The label shown next to the place.
  public var label: String {
    switch self {
    case .pinned: say(.locationPinned)
    case .timeZone: say(.locationTimeZone)
    case .network: say(.locationNetwork)
    }
  }
}
