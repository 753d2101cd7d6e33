/// What a command produced: lines for the terminal and a document for `--json`.
public struct CommandOutput: Sendable {
  /// The text lines, already styled by wxsh's own renderer.
  public var lines: [String]
  /// The `--json` document, without the `command` key (the session adds it first).
  public var json: [(String, JSONValue)]
  /// Lines for standard error that do not fail the command (warnings).
  public var warnings: [String]

  /// Creates an output.
  public init(lines: [String] = [], json: [(String, JSONValue)] = [], warnings: [String] = []) {
    self.lines = lines
    self.json = json
    self.warnings = warnings
  }
}
