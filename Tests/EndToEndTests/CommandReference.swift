import Foundation

/// The command reference in the README and the man page, made from what `:help` says: each
/// command's usage, aliases and summary come from its declaration and the catalogue, so the
/// three cannot disagree.
struct CommandReference {
  /// One command as `wxsh --json -c ':help NAME'` describes it.
  struct Command {
    var name: String
    var usage: String
    var aliases: [String]
    var summary: String
    var discussion: String
    var examples: [String]
  }

  /// The commands in `:help`'s order.
  var commands: [Command]

  /// The marker lines around the generated part of each file.
  static let readmeBegin =
    "<!-- The table below is generated from the command declarations and the catalogue: "
    + "scripts/generate-docs. -->"
  static let readmeEnd = "<!-- End of the generated table. -->"
  static let manBegin =
    #".\" The commands below are generated from their declarations and the catalogue: "#
    + "scripts/generate-docs."
  static let manEnd = #".\" End of the generated commands."#

  /// Reads the reference from the `--json` documents of `:help` and `:help NAME` for each.
  init(list: [String: Any], details: [[String: Any]]) {
    let names = (list["commands"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    commands = names.compactMap { name in
      guard let detail = details.first(where: { $0["name"] as? String == name }) else {
        return nil
      }
      return Command(
        name: name, usage: detail["usage"] as? String ?? "",
        aliases: detail["aliases"] as? [String] ?? [], summary: detail["summary"] as? String ?? "",
        discussion: detail["discussion"] as? String ?? "",
        examples: detail["examples"] as? [String] ?? [])
    }
  }

  /// The README's command table, markers included.
  var readmeTable: String {
    var lines = [Self.readmeBegin, "", "| command | aliases | what it does |", "|---|---|---|"]
    for command in commands {
      let aliases = command.aliases.map { "`:\($0)`" }.joined(separator: ", ")
      lines.append(
        "| `\(Self.cell(command.usage))` | \(aliases) | \(Self.cell(command.summary)) |")
    }
    lines += ["", Self.readmeEnd]
    return lines.joined(separator: "\n")
  }

  /// The man page's command entries, markers included.
  var manCommands: String {
    var lines = [Self.manBegin]
    for command in commands {
      lines += [".TP", ".B " + Self.roff(command.usage)]
      lines += Self.wrap(Self.sentence(command.summary) + " " + command.discussion)
      if !command.aliases.isEmpty {
        lines.append(command.aliases.count == 1 ? "Alias:" : "Aliases:")
        lines.append(
          ".BR " + command.aliases.map { ":" + Self.roff($0) }.joined(separator: #" ", " "#)
            + " .")
      }
      if !command.examples.isEmpty {
        lines += [".RS", "Examples:"]
        for example in command.examples {
          lines += [".br", #"\f(CW"# + Self.roff(example) + #"\fR"#]
        }
        lines.append(".RE")
      }
    }
    lines.append(Self.manEnd)
    return lines.joined(separator: "\n")
  }

  /// `text` with `replacement` in place of the lines from `begin` to `end`, both included;
  /// nil when the markers are missing.
  static func replacing(in text: String, begin: String, end: String, with replacement: String)
    -> String?
  {
    guard let start = text.range(of: begin), let stop = text.range(of: end),
      start.lowerBound < stop.lowerBound
    else { return nil }
    return String(text[..<start.lowerBound]) + replacement + String(text[stop.upperBound...])
  }

  /// A Markdown table cell: pipes escaped.
  static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: #"\|"#)
  }

  /// A summary as a sentence: a full stop at its end.
  static func sentence(_ text: String) -> String {
    text.hasSuffix(".") || text.hasSuffix(")") && text.dropLast().hasSuffix(".") ? text : text + "."
  }

  /// Text for roff: backslashes and hyphens escaped.
  static func roff(_ text: String) -> String {
    text.replacingOccurrences(of: #"\"#, with: #"\e"#).replacingOccurrences(
      of: "-", with: #"\-"#)
  }

  /// A paragraph as roff source lines of about 95 characters; a line that would start with a
  /// control character is guarded.
  static func wrap(_ text: String) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      let piece = roff(String(word))
      if !current.isEmpty, current.count + 1 + piece.count > 95 {
        lines.append(current)
        current = ""
      }
      current += (current.isEmpty ? "" : " ") + piece
    }
    if !current.isEmpty { lines.append(current) }
    return lines.map { $0.hasPrefix(".") || $0.hasPrefix("'") ? #"\&"# + $0 : $0 }
  }
}
