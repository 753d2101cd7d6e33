import JSON

/// What a command produced: lines for the terminal and a document for `--json`.
public struct CommandOutput: Sendable {
  /// The text lines, already styled by wxsh's own renderer.
  public var lines: [String]
  /// The `--json` document, without the `command` key (the session adds it first).
  public var json: [JSONWriter.Member]
  /// Lines for standard error that do not fail the command (warnings).
  public var warnings: [String]
  /// Why the command failed although it has output to show (a refresh that could only show
  /// older data); nil when it succeeded. A failed command makes the run exit 1.
  public var failure: String?

  /// Creates an output.
  public init(
    lines: [String] = [], json: [JSONWriter.Member] = [], warnings: [String] = [],
    failure: String? = nil
  ) {
    self.lines = lines
    self.json = json
    self.warnings = warnings
    self.failure = failure
  }
}
