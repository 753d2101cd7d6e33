/// The commands a session knows, looked up by name, alias or unique prefix.
public struct CommandRegistry: Sendable {
  /// The registered commands in registration order.
  public private(set) var commands: [CommandSpec] = []

  /// Creates an empty registry.
  public init() {}

  /// Adds a command; a later command with the same name replaces the earlier one.
  public mutating func register(_ spec: CommandSpec) {
    commands.removeAll { $0.name == spec.name }
    commands.append(spec)
  }

  /// True when a command with exactly this canonical name is registered.
  public func contains(_ name: String) -> Bool {
    commands.contains { $0.name == name }
  }

  /// Finds the command for a typed name: exact name, then alias, then a unique prefix.
  public func resolve(_ typed: String) throws(CommandLanguageError) -> CommandSpec {
    let key = typed.lowercased()
    if let exact = commands.first(where: { $0.name == key }) { return exact }
    if let alias = commands.first(where: { $0.aliases.contains(key) }) { return alias }
    let prefixed = commands.filter { $0.name.hasPrefix(key) }
    if prefixed.count == 1 { return prefixed[0] }
    if prefixed.count > 1 {
      throw .ambiguousCommand(typed, candidates: prefixed.map(\.name))
    }
    throw .unknownCommand(typed, suggestion: suggestion(for: key))
  }

  /// The command whose exact name or alias is `word` (case ignored), if any: a bare line
  /// such as `help` or `ls` is taken for that command, not for a place.
  public func exactMatch(_ word: String) -> CommandSpec? {
    let key = word.lowercased()
    return commands.first { $0.name == key || $0.aliases.contains(key) }
  }

  /// The closest command name or alias to `typed`, when one is close enough to be a typo.
  public func suggestion(for typed: String) -> String? {
    var best: (name: String, distance: Int)? = nil
    for spec in commands {
      for candidate in [spec.name] + spec.aliases {
        let distance = EditDistance.between(typed, candidate)
        if distance < (best?.distance ?? Int.max) { best = (spec.name, distance) }
      }
    }
    guard let best else { return nil }
    let limit = max(1, min(3, typed.count / 2))
    return best.distance <= limit ? best.name : nil
  }

  /// Canonical names starting with `prefix`, in registration order.
  public func names(withPrefix prefix: String) -> [String] {
    let key = prefix.lowercased()
    return commands.map(\.name).filter { $0.hasPrefix(key) }
  }
}
