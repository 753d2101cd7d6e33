import JSON
import Terminal

/// The one `--json` line every command prints: the command, its document, and an `error`
/// object when it failed or only partly succeeded.
public enum ResultJSON {
  /// A command's document, with `{kind: "stale", message}` when it shows old data.
  public static func line(command: String, _ output: CommandOutput) -> String {
    var members: [JSONWriter.Member] = [("command", .string(command))] + output.json
    if let failure = output.failure {
      members.append(("error", error(kind: "stale", message: TerminalText.sanitize(failure))))
    }
    return JSONNode.object(members).encoded()
  }

  /// The start of a command's line whose member `key` is a string written a piece at a time
  /// (``JSONWriter/stringBody(_:)``): the document up to that string's opening quote.
  public static func streamedStart(command: String, _ output: CommandOutput, key: String)
    -> String
  {
    var head = line(command: command, output)
    head.removeLast()  // the closing brace: the string and the members after it follow
    return head + ",\"" + JSONWriter.stringBody(key) + "\":\""
  }

  /// The end of that line: the string's closing quote, the members `after`, the brace.
  public static func streamedEnd(after: [JSONWriter.Member]) -> String {
    guard !after.isEmpty else { return "\"}" }
    var tail = JSONNode.object(after).encoded()
    tail.removeFirst()  // its opening brace: the members join the line's object
    return "\"," + tail
  }

  /// A failed command's line: the command (null for a line that was not one) and the error.
  public static func failure(command: String?, kind: String, message: String) -> String {
    JSONNode.object([
      ("command", command.map(JSONNode.string) ?? .null),
      ("error", error(kind: kind, message: message)),
    ]).encoded()
  }

  /// `{kind, message}`.
  static func error(kind: String, message: String) -> JSONNode {
    .object([("kind", .string(kind)), ("message", .string(message))])
  }
}
