import Catalog
import CommandLanguage
import JSON
import Terminal

/// The help pages: every command with its usage and summary, or one command in full.
public enum HelpText {
  /// Where `word` first starts in `line`, tried at each character: every `:help` runs this, so
  /// not Foundation's `range(of:)` nor `firstRange(of:)` (ARCHITECTURE.md, "What a start
  /// costs").
  static func firstRange(of word: String, in line: String) -> Range<String.Index>? {
    guard !word.isEmpty else { return nil }
    var index = line.startIndex
    while index < line.endIndex {
      if line[index...].hasPrefix(word) {
        return index..<line.index(index, offsetBy: word.count)
      }
      line.formIndex(after: &index)
    }
    return nil
  }

  /// The command list: each command's name and its summary, wrapped under
  /// itself, never cut; the usage is `:help NAME`'s. Side by side while the summary keeps 24
  /// columns, otherwise the summary goes under the name.
  /// The `--json` document is built only with `json`: each command's usage and English
  /// summary are work a plain `:help` does not need.
  public static func overview(
    _ specs: [CommandSpec], bareLineCommand: String?, width: Int, styler: Styler, json: Bool
  ) -> CommandOutput {
    // Names only: aliases are in each command's own help, so most summaries keep one line.
    let names = specs.map { ":" + $0.name }
    let nameWidth = min(names.map { TerminalText.displayWidth($0) }.max() ?? 0, 18)
    var lines = TerminalText.wrap(
      say(.helpCommandsHeading(commands: say(.helpCommandsWord))), width: max(width, 20))
    let word = say(.helpCommandsWord)
    if let range = lines.first.flatMap({ firstRange(of: word, in: $0) }) {
      lines[0].replaceSubrange(range, with: styler.apply(.bold, word))
    }
    let room = width - nameWidth - 4
    for (spec, name) in zip(specs, names) {
      let summary = say(Sentence(spec.summary))
      let nameShown = TerminalText.displayWidth(name)
      if room >= 24 {
        let wrapped = TerminalText.wrap(summary, width: room)
        if nameShown <= nameWidth {
          lines.append(
            "  " + styler.apply(.cyan, TerminalText.padRight(name, toWidth: nameWidth)) + "  "
              + (wrapped.first ?? ""))
        } else {
          // A name longer than the column has a line of its own.
          lines.append("  " + styler.apply(.cyan, name))
          lines.append(String(repeating: " ", count: nameWidth + 4) + (wrapped.first ?? ""))
        }
        let indent = String(repeating: " ", count: nameWidth + 4)
        lines += wrapped.dropFirst().map { indent + $0 }
      } else {
        lines.append("  " + styler.apply(.cyan, name))
        lines += TerminalText.wrap(summary, width: max(width - 6, 10)).map { "      " + $0 }
      }
    }
    lines.append("")
    var footer: [String] = []
    if let bareLineCommand {
      footer.append(say(.helpBareLine(command: bareLineCommand)))
    }
    footer += [say(.helpKeys), say(.helpMore)]
    lines += footer.flatMap { TerminalText.wrap($0, width: max(width, 20)) }
    guard json else { return CommandOutput(lines: lines) }
    let document: [JSONWriter.Member] = [
      (
        "commands",
        .array(
          specs.map { spec in
            .object([
              ("name", .string(spec.name)),
              ("aliases", .array(spec.aliases.map(JSONNode.string))),
              ("usage", .string(spec.usage)),
              ("summary", .string(Catalog.english.text(Sentence(spec.summary)))),
            ])
          })
      )
    ]
    return CommandOutput(lines: lines, json: document)
  }

  /// A usage line with its placeholders in the current language (`:add 장소 [as 이름]`);
  /// command names, flags and values stay as typed. `--json` keeps the English usage.
  static func localized(_ usage: String) -> String {
    guard Catalog.current.language != "en" else { return usage }
    var text = ""
    var word = ""
    func flush() {
      guard !word.isEmpty else { return }
      text += placeholder(word).map { say(Sentence($0)) } ?? word
      word = ""
    }
    for character in usage {
      if character.isASCII, character.isUppercase {
        word.append(character)
      } else {
        flush()
        text.append(character)
      }
    }
    flush()
    return text
  }

  /// The catalogue's word for a usage placeholder (`PLACE`), nil for one that stays as it is
  /// (`N`).
  static func placeholder(_ word: String) -> Message? {
    switch word {
    case "PLACE": .placeholderPlace
    case "COMMAND": .placeholderCommand
    case "NAME": .placeholderName
    case "NEWNAME": .placeholderNewname
    case "INDEX": .placeholderIndex
    case "TEXT": .placeholderText
    case "WORDS": .placeholderWords
    case "DATE": .placeholderDate
    case "QUERY": .placeholderQuery
    case "FILE": .placeholderFile
    case "TEMPLATE": .placeholderTemplate
    case "KIND": .placeholderKind
    case "VALUE": .placeholderValue
    case "FROM": .placeholderFrom
    case "TO": .placeholderTo
    default: nil
    }
  }

  /// One command: usage, summary, aliases, the discussion wrapped to `width`, examples.
  public static func detail(_ spec: CommandSpec, width: Int, styler: Styler) -> CommandOutput {
    // A usage wider than the screen (`:journal`'s six subcommands) takes a line for each.
    let shown = localized(spec.usage)
    let usage =
      TerminalText.displayWidth(shown) <= width ? [shown] : spec.usageLines.map(localized)
    var lines = usage.map { styler.apply(.bold, $0) } + ["  " + say(Sentence(spec.summary)) + "."]
    if !spec.aliases.isEmpty {
      lines.append(
        "  "
          + say(
            .helpAliases(
              aliases: spec.aliases.map { ":" + $0 }.joined(separator: say(.listSeparator)))))
    }
    if let discussion = spec.discussion {
      lines.append("")
      lines += TerminalText.wrap(say(Sentence(discussion)), width: max(width - 2, 20)).map {
        "  " + $0
      }
    }
    if !spec.examples.isEmpty {
      lines.append("")
      lines.append(styler.apply(.bold, say(.helpExamples)))
      lines += spec.examples.map { "  " + $0 }
    }
    let json: [JSONWriter.Member] = [
      ("name", .string(spec.name)),
      ("aliases", .array(spec.aliases.map(JSONNode.string))),
      ("usage", .string(spec.usage)),
      ("summary", .string(Catalog.english.text(Sentence(spec.summary)))),
      ("discussion", .string(spec.discussion.map { Catalog.english.text(Sentence($0)) } ?? "")),
      ("examples", .array(spec.examples.map(JSONNode.string))),
    ]
    return CommandOutput(lines: lines, json: json)
  }
}
