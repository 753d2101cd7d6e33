import Terminal

/// The interactive prompt: where you are, `Seoul 4° > `, or `wxsh> ` when nothing is viewed.
public enum PromptText {
  /// The plain prompt.
  public static let plain = "wxsh> "

  /// The prompt for the viewed place (`name`, and `temperature` when known) in a terminal
  /// `width` cells wide: the name is shortened so the prompt takes at most a third of the
  /// width; colour sequences are wrapped in `\u{1}` pairs for libedit.
  public static func make(name: String?, temperature: String?, width: Int, color: Bool)
    -> String
  {
    guard let name = name.map({ TerminalText.sanitize($0) }), !name.isEmpty else {
      return color ? colored("wxsh") + "> " : plain
    }
    let degrees = temperature.map { " " + TerminalText.sanitize($0) } ?? ""
    let room = max(4, width / 3 - degrees.count - 3)
    let short =
      name.count > room ? String(name.prefix(max(1, room - 1))) + "…" : name
    return (color ? colored(short) : short) + degrees + " > "
  }

  /// `text` in bold cyan, its escapes marked as taking no room.
  static func colored(_ text: String) -> String {
    "\u{1}" + TextStyle.boldCyan.opening + "\u{1}" + text + "\u{1}" + TextStyle.reset + "\u{1}"
  }
}
