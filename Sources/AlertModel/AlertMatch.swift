/// How a warning was found to be for a place.
public enum AlertMatch: String, Sendable, Hashable {
  /// The source answered for the place's point (the NWS).
  case point
  /// An area's outline contains the place's point.
  case outline
  /// An area's name is one of the place's names.
  case name
}
