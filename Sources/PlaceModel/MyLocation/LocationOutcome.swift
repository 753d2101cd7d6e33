/// What the resolver found: a place, or nothing; with what was tried along the way.
public struct LocationOutcome: Sendable {
  /// The place, when one was found.
  public var located: LocatedPlace?
  /// The system time zone's name, when there was one.
  public var timeZone: String?
  /// True when the time zone named no gazetteer place (or there was none).
  public var timeZoneFailed: Bool
  /// Whether the network service could be asked (nil when it was not needed).
  public var network: NetworkDecision?
  /// Why the network service gave nothing, when it was asked and failed.
  public var networkError: LocatingError?

  /// Creates an outcome.
  public init(
    located: LocatedPlace?, timeZone: String? = nil, timeZoneFailed: Bool = false,
    network: NetworkDecision? = nil, networkError: LocatingError? = nil
  ) {
    self.located = located
    self.timeZone = timeZone
    self.timeZoneFailed = timeZoneFailed
    self.network = network
    self.networkError = networkError
  }
}
