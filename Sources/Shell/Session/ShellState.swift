import Places
import Rendering

/// What the shell remembers between commands: whether it runs on, the place being viewed and
/// the last search's results (which `#N` refers to).
public struct ShellState {
  /// False once `:quit` ran.
  public var isRunning = true
  /// The place being viewed (saved or a preview), if any.
  public var viewedPlace: Place?
  /// The last `:search` results.
  public var lastResults: [PlaceMatch] = []

  /// Creates the state of a new run.
  public init() {}
}
