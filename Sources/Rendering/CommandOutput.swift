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
  /// Text too large to hold, written after `lines` while it is read; nil for most commands.
  public var streamed: StreamedText?

  /// Creates an output.
  public init(
    lines: [String] = [], json: [JSONWriter.Member] = [], warnings: [String] = [],
    failure: String? = nil, streamed: StreamedText? = nil
  ) {
    self.streamed = streamed
    self.lines = lines
    self.json = json
    self.warnings = warnings
    self.failure = failure
  }
}

/// Text a command writes while it reads it (a whole journal's export), so its size never
/// sets the memory wxsh needs.
public struct StreamedText: Sendable {
  /// Writes the text in pieces of any length through `write` (which returns false when the
  /// output failed: stop); returns the `--json` members that follow the text; throws what
  /// stopped the reading.
  public var write: @MainActor @Sendable (_ write: (String) -> Bool) throws -> [JSONWriter.Member]
  /// The `--json` member whose string value is the text.
  public var jsonKey: String

  /// Creates streamed text.
  public init(
    jsonKey: String,
    write: @escaping @MainActor @Sendable (_ write: (String) -> Bool) throws -> [JSONWriter.Member]
  ) {
    self.jsonKey = jsonKey
    self.write = write
  }
}
