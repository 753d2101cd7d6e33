/// Opens the user's editor (`$VISUAL`, then `$EDITOR`) on a text and returns what was saved.
public struct EditorLauncher: Sendable {
  /// Why the text could not be had.
  public struct Failure: Error, Sendable {
    /// The one-line reason.
    public var reason: String
    /// Creates a failure.
    public init(reason: String) { self.reason = reason }
  }

  /// The editor command, when the environment names one.
  public var command: String?
  /// Edits `initial`; throws when the editor fails or its file cannot be read back.
  public var edit: @Sendable (_ initial: String) throws(Failure) -> String

  /// Creates a launcher from its parts.
  public init(
    command: String?, edit: @escaping @Sendable (_ initial: String) throws(Failure) -> String
  ) {
    self.command = command
    self.edit = edit
  }
}
