/// Takes the `-c COMMAND` pairs out of the arguments before swift-argument-parser sees them.
///
/// The parser merges every repeated option into its parsed values one by one, which is
/// quadratic: 8,000 `-c` options took 4 s. Taking the pairs out first keeps it linear; what
/// is left (flags, places) is still parsed, validated and described by `WxshOptions`.
enum CommandArguments {
  /// The options that take a value, whose value must not be mistaken for `-c`.
  static let valueOptions: Set<String> = [
    "--profile", "--units", "--provider", "--complete-place", "-c",
  ]

  /// The `-c` commands in order, and the other arguments; nil when an unusual spelling
  /// (`-c` with its value attached, or a trailing `-c`) is better left to the parser.
  static func split(_ arguments: [String]) -> (commands: [String], rest: [String])? {
    var commands: [String] = []
    var rest: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" {
        rest += arguments[index...]
        break
      }
      if argument == "-c" {
        guard index + 1 < arguments.count else { return nil }
        commands.append(arguments[index + 1])
        index += 2
        continue
      }
      if argument.hasPrefix("-c") { return nil }
      rest.append(argument)
      if valueOptions.contains(argument), index + 1 < arguments.count {
        rest.append(arguments[index + 1])
        index += 1
      }
      index += 1
    }
    return (commands, rest)
  }
}
