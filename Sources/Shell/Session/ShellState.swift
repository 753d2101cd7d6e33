import PlaceModel
import Places
import Rendering

/// What the shell remembers between commands besides the view model: whether it runs on and
/// the last search's results (which `#N` refers to).
public struct ShellState {
  /// False once `:quit` ran.
  public var isRunning = true
  /// The last `:search` results.
  public var lastResults: [PlaceMatch] = []

  /// Creates the state of a new run.
  public init() {}
}
