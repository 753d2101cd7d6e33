import Catalog

/// What can go wrong opening the gazetteer.
public enum PlacesError: Error, Sendable, Equatable {
  /// No data file was found; `searched` lists the paths tried.
  case missing(searched: [String])
  /// The file exists but cannot be opened or mapped.
  case unreadable(path: String, reason: String)
  /// The file is not a wxsh gazetteer, or is truncated or damaged.
  case damaged(path: String, reason: String)

  /// One line saying what is wrong and what to do.
  public var message: String {
    switch self {
    case .missing(let searched):
      say(.placesMissing(searched: searched.joined(separator: ", ")))
    case .unreadable(let path, let reason):
      say(.placesUnreadable(path: path, reason: reason))
    case .damaged(let path, let reason):
      say(.placesDamaged(path: path, reason: reason))
    }
  }
}
