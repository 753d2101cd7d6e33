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
      "the places data (places.bin) was not found; looked in "
        + searched.joined(separator: ", ")
        + "; set WXSH_DATA_DIR to the folder that holds it"
    case .unreadable(let path, let reason):
      "cannot read the places data at \(path): \(reason); make it readable, or set "
        + "WXSH_DATA_DIR to the folder of a readable copy"
    case .damaged(let path, let reason):
      "the places data at \(path) is damaged (\(reason)); reinstall wxsh or rebuild it with "
        + "scripts/ensure-gazetteer.sh"
    }
  }
}
