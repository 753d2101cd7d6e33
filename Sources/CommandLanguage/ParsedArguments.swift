/// A command's words read against its declaration: the subcommand, options and arguments.
public struct ParsedArguments: Sendable, Equatable {
  /// The subcommand's canonical name, when the command has subcommands.
  public var subcommand: String?
  /// Options given, by long name; a flag's value is empty.
  public var options: [String: String]
  /// Positional values by argument name; rest-of-line values are the words joined by spaces.
  public var values: [String: String]

  /// Creates parsed arguments.
  public init(
    subcommand: String? = nil, options: [String: String] = [:], values: [String: String] = [:]
  ) {
    self.subcommand = subcommand
    self.options = options
    self.values = values
  }

  /// True when the flag `option` was given.
  public func flag(_ option: OptionSpec) -> Bool { options[option.name] != nil }

  /// The value given for `option`, nil when it was left out.
  public subscript(_ option: OptionSpec) -> String? { options[option.name] }

  /// The value given for `argument`, nil when it was left out; a choice comes back as
  /// declared, a place or text as its words joined by spaces.
  public subscript(_ argument: ArgumentSpec) -> String? { values[argument.name] }

  /// The whole number given for a count `argument` (already range-checked by the parser).
  public func number(_ argument: ArgumentSpec) -> Int? { values[argument.name].flatMap { Int($0) } }
}
