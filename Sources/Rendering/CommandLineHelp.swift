import Catalog
import Terminal

/// `wxsh --help` in the interface language: what wxsh is, examples, the exit status, the usage
/// line, the argument and the options. The command-line syntax itself is never translated.
public enum CommandLineHelp {
  /// The usage line: short enough for 80 columns (every option is listed under it; naming
  /// them all here made it 132).
  public static let usage = "wxsh [<options>] [-c <command> ...] [<place> ...]"

  /// The examples: a command line and what it does (nil: the line explains itself).
  static let examples: [(String, Message?)] = [
    ("wxsh", .cliExampleShell),
    ("wxsh -c ':help'", .cliExampleOne),
    ("wxsh -c ':help' -c ':help quit'", nil),
    ("printf ':help\\n' | wxsh", .cliExampleScript),
    ("wxsh --json -c ':help'", .cliExampleJSON),
    ("wxsh -c ':search ham'", .cliExampleSearch),
    ("wxsh -c ':add lisbon' -c ':list'", .cliExampleAdd),
    ("wxsh --units f -c ':list'", .cliExampleUnits),
    ("wxsh seoul", .cliExamplePlace),
    ("wxsh --json -c ':now lisbon'", .cliExampleJSONNow),
    ("wxsh --offline -c ':list'", .cliExampleOffline),
  ]

  /// The options as the usage line names them, with their help.
  static let options: [(String, Message)] = [
    ("-c <command>", .cliOptionCommand),
    ("--json", .cliOptionJSON),
    ("--no-color", .cliOptionNoColor),
    ("--profile <path>", .cliOptionProfile),
    ("--units <c|f>", .cliOptionUnits),
    ("--lang <code>", .cliOptionLang),
    ("--offline", .cliOptionOffline),
    ("--provider <name>", .cliOptionProvider),
    ("--version", .cliOptionVersion),
    ("-h, --help", .cliOptionHelp),
  ]

  /// The column where example descriptions start.
  static let exampleColumn = 32
  /// The column where option help starts.
  static let optionColumn = 26

  /// The text below the overview: what wxsh does, the examples and the exit status.
  public static func discussion(width: Int = 80) -> String {
    var lines = TerminalText.wrap(say(.cliAbout), width: width)
    lines.append("")
    lines.append(say(.cliExamplesHeading))
    for (command, meaning) in examples {
      let shown = "  " + command
      guard let meaning else {
        lines.append(shown)
        continue
      }
      lines += entry(command, say(Sentence(meaning)), column: exampleColumn, width: width)
    }
    lines.append("")
    lines += TerminalText.wrap(say(.cliExitStatus), width: width)
    return lines.joined(separator: "\n")
  }

  /// The whole help, wrapped at `width` columns (the usage line is never broken).
  public static func text(width: Int) -> String {
    let width = max(40, width)
    var lines = TerminalText.wrap(
      labelled(say(.cliOverviewHeading), say(.cliOverview)), width: width)
    lines.append("")
    lines.append(discussion(width: width))
    lines.append("")
    lines.append(labelled(say(.cliUsageHeading), usage))
    lines.append("")
    lines.append(say(.cliArgumentsHeading))
    lines += entry("<place>", say(.cliArgumentPlace), column: optionColumn, width: width)
    lines.append("")
    lines.append(say(.cliOptionsHeading))
    for (name, help) in options {
      lines += entry(name, say(Sentence(help)), column: optionColumn, width: width)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A usage error: the parser's sentence in the interface language (the three it says most;
  /// any other as it says it), the usage line and where to read more.
  public static func usageError(_ detail: String) -> String {
    [
      // The detail echoes what was typed: an ESC, BEL or RLO in it must not reach the terminal.
      say(.cliUsageError(detail: TerminalText.sanitize(translated(detail)))),
      labelled(say(.cliUsageLabel), usage),
      "  " + say(.cliSeeHelp),
    ].joined(separator: "\n")
  }

  /// The argument parser's sentence for an unknown option, a value out of its set or a
  /// missing value, in the interface language; anything else unchanged.
  static func translated(_ detail: String) -> String {
    if let match = detail.wholeMatch(of: /Unknown option '(.+)'/) {
      return say(.cliUnknownOption(option: String(match.1)))
    }
    if let match = detail.wholeMatch(
      of: /The value '(.*)' is invalid for '(.+)'\. Please provide one of (.+)\./)
    {
      // `'c' and 'f'`, `'a', 'b' and 'c'`: the quoted values, listed as the language lists.
      let choices = match.3.matches(of: /'[^']*'/).map { String($0.output) }
      return say(
        .cliInvalidValue(
          value: String(match.1), option: String(match.2),
          choices: choices.isEmpty
            ? String(match.3) : choices.joined(separator: say(.listSeparator))))
    }
    if let match = detail.wholeMatch(of: /Missing value for '(.+)'/) {
      return say(.cliMissingValue(option: String(match.1)))
    }
    return detail
  }

  /// `USAGE: text`; a full-width colon (`用法：`) already leaves its own room.
  static func labelled(_ label: String, _ text: String) -> String {
    label.hasSuffix("：") ? label + text : label + " " + text
  }

  /// An example, argument or option with its text wrapped in a column from `column`; a name
  /// too long for the gap puts the text on the lines below it.
  static func entry(_ name: String, _ help: String, column: Int, width: Int) -> [String] {
    let shown = "  " + name
    let room = max(20, width - column)
    let wrapped = TerminalText.wrap(help, width: room)
    let pad = String(repeating: " ", count: column)
    if TerminalText.displayWidth(shown) < column - 1 {
      return [TerminalText.padRight(shown, toWidth: column) + wrapped[0]]
        + wrapped.dropFirst().map { pad + $0 }
    }
    return [shown] + wrapped.map { pad + $0 }
  }
}
