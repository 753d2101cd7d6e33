import JSON

/// The document of `:line` for status bars (waybar's `text`, `tooltip`, `class`).
public enum LineJSON {
  /// The line, the tooltip's lines and the state (`ok`, `stale`, `error`).
  public static func document(text: String, tooltip: [String], state: String)
    -> [JSONWriter.Member]
  {
    [
      ("text", .string(text)), ("tooltip", .string(tooltip.joined(separator: "\n"))),
      ("class", .string(state)),
    ]
  }

  /// The document as one line, for `:line --json` without the shell's `--json`.
  public static func line(_ members: [JSONWriter.Member]) -> String {
    JSONWriter.line(.object(members))
  }
}
