import WatchModel

/// Where notices go besides the terminal, as functions passed in from the top: the desktop's
/// notification service and the `--exec` command.
public struct NoticeDelivery: Sendable {
  /// Why a desktop notice could not be shown, in a sentence.
  public struct Failure: Error, Sendable, Equatable {
    /// The reason, for the user.
    public var reason: String

    /// Creates a failure.
    public init(reason: String) { self.reason = reason }
  }

  /// Shows a notice on the desktop in place of the earlier notice `replacing` (0: none);
  /// returns the service's id for it.
  public var desktop:
    @Sendable (_ notice: Notice, _ replacing: UInt32) async -> Result<UInt32, Failure>
  /// Runs a command with `line` on its standard input; returns its exit status, or nil when
  /// it could not be started or did not finish in time.
  public var run: @Sendable (_ command: String, _ line: String) async -> Int32?

  /// Creates a delivery from its parts.
  public init(
    desktop: @escaping @Sendable (Notice, UInt32) async -> Result<UInt32, Failure>,
    run: @escaping @Sendable (String, String) async -> Int32?
  ) {
    self.desktop = desktop
    self.run = run
  }
}
