import Catalog
import Clients
import CommandLanguage
import Foundation
import Journal
import Rendering
import Storage
import Terminal
import VersionedStore
import Views
import Weather

/// `:journal [add|show|edit|rm|search|export] …`: a diary stamped with the place and weather.
@MainActor
enum JournalCommand {
  static let spec = CommandSpec(
    name: "journal", aliases: ["j"], summary: .helpJournalSummary,
    discussion: .helpJournalDiscussion,
    examples: [
      ":journal", ":journal add Fog lifting over the river", ":journal add", ":journal show 1",
      ":journal edit 2", ":journal rm 3 --yes", ":journal search fog lisbon",
      ":journal export md ~/journal.md", ":journal export json",
    ],
    subcommands: [
      SubcommandSpec("list", aliases: ["ls"], options: [all]),
      SubcommandSpec(
        "add", aliases: ["new"], arguments: [text]),
      SubcommandSpec("show", arguments: [entryNumber]),
      SubcommandSpec(
        "edit", arguments: [entryNumber, text]),
      SubcommandSpec(
        "rm", aliases: ["remove", "delete"], arguments: [entryNumber],
        options: [yes]),
      SubcommandSpec(
        "search", aliases: ["find"], arguments: [words], options: [all]),
      SubcommandSpec(
        "export",
        arguments: [format, file], options: [force]),
    ],
    defaultSubcommand: "list")

  /// An entry's number as `:journal` lists it.
  static let entryNumber = ArgumentSpec("N", .wholeNumber, noun: .nounEntryNumber)

  /// An entry's text; without it, an editor or typed lines.
  static let text = ArgumentSpec("TEXT", .text, optional: true)

  /// The words `:journal search` looks for.
  static let words = ArgumentSpec("WORDS", .text, noun: .nounWords)

  /// The export's format.
  static let format = ArgumentSpec(
    "FORMAT", .choice(["md", "json", "markdown"]), optional: true, noun: .nounExportFormat)

  /// The file an export is written to; standard output without it.
  static let file = ArgumentSpec("FILE", .word, optional: true, noun: .nounFile)

  /// `rm --yes`: remove without asking.
  static let yes = OptionSpec("yes", short: "y")

  /// `list --all`, `search --all`: every entry, not only the first page.
  static let all = OptionSpec("all", short: "a")

  /// `export --force`: overwrite an existing file.
  static let force = OptionSpec("force", short: "f")

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, context in
      let parsed = invocation.parsed
      var output: CommandOutput
      switch parsed.subcommand {
      case "add": output = try await add(context, text: invocation.asTyped(parsed[text] ?? ""))
      case "show": output = try show(context, number: parsed.number(entryNumber))
      case "edit":
        output = try edit(
          context, number: parsed.number(entryNumber), text: invocation.asTyped(parsed[text] ?? ""))
      case "rm":
        output = try remove(context, number: parsed.number(entryNumber), yes: parsed.flag(yes))
      case "search":
        output = try search(
          context, words: invocation.asTyped(parsed[words] ?? ""), all: parsed.flag(all))
      case "export":
        output = try export(
          context, format: parsed[format], file: parsed[file], force: parsed.flag(force))
      default: output = try list(context, all: parsed.flag(all))
      }
      output.warnings = context.journal.notices() + output.warnings
      return output
    }
  }

  static func ascii(_ context: CommandContext) -> Bool { context.presentation.asciiOnly }

  /// The journal's clock: each entry's own place's time, on the user's 12- or 24-hour clock.
  static func clock(_ context: CommandContext) -> JournalClock {
    JournalClock(clock: context.saved.units.clock, fallback: context.dependencies.clock.zone())
  }

  // MARK: Subcommands

  /// The most entries `--all` lists or finds: a table past it is too long to read and costs
  /// memory in proportion; `:journal export` writes every entry in bounded memory.
  static let allLimit = 10_000

  static func list(_ context: CommandContext, all: Bool) throws(ShellError) -> CommandOutput {
    let limit = all ? allLimit : JournalStore.pageSize
    let (entries, total) = try context.journal.read { (store) throws(JournalError) in
      try store.page(limit: limit)
    }
    var lines = JournalText.listLines(
      JournalPlaceNames.shown(entries, context), unit: context.saved.units.temperature,
      ascii: ascii(context),
      clock: clock(context), width: context.terminal.width)
    if lines.isEmpty {
      lines = [say(.journalEmptyList)]
    } else if total > entries.count {
      let shown = String(entries.count)
      lines += footer(
        say(
          all
            ? .journalListCapped(count: total, shown: shown)
            : .journalListMore(count: total, shown: shown)),
        context)
    }
    // The document is built only for --json: 20,000 entries cost time for nothing otherwise.
    return CommandOutput(
      lines: lines,
      json: context.options.json ? JournalJSON.entries(entries, total: total) : [])
  }

  /// The line under a page that says how to see the rest, dim, wrapped to the terminal's
  /// width (in French or Japanese it is wider than 80 columns).
  static func footer(_ text: String, _ context: CommandContext) -> [String] {
    TerminalText.wrap(text, width: context.terminal.width).map { context.styler.apply(.dim, $0) }
  }

  /// The multi-line text for add and edit: the editor when one is set, else lines typed up to
  /// a lone `.` (in a terminal the old text is shown first). Ctrl-C keeps nothing.
  static func compose(_ context: CommandContext, initial: String) throws(ShellError) -> String {
    let editor = context.dependencies.editor
    if editor.command != nil {
      do throws(EditorLauncher.Failure) {
        return try editor.edit(initial)
      } catch {
        throw .said(.journalEditorFailed(reason: error.reason), kind: "notFound")
      }
    }
    if context.canAsk {
      if !initial.isEmpty {
        context.output.line(say(.journalNowReads))
        for line in JournalText.textLines(initial) { context.output.line("  " + line) }
        context.output.line(say(.journalTypeNew))
      } else {
        context.output.line(say(.journalWrite))
      }
    }
    switch context.dependencies.answers.readText() {
    case .line(let text): return text
    case .cancelled: throw .cancelled
    case .endOfInput: return ""
    }
  }

  static func add(_ context: CommandContext, text: String) async throws -> CommandOutput {
    var text = text
    if text.isEmpty { text = try compose(context, initial: "") }
    text = JournalInput.tidy(text)
    guard !text.isEmpty else {
      return CommandOutput(
        lines: [say(.journalNothingSaved)], json: JournalJSON.saved(false, nil, number: nil))
    }
    let place = JournalStamp.place(context)
    let (weather, warning) = await JournalStamp.weather(context)
    let entry = JournalEntry(
      created: .now(zone: place.map(\.timeZone).flatMap { $0.isEmpty ? nil : $0 }), text: text,
      place: place, weather: weather)
    let saved = try context.journal.save { (store: JournalStore) throws(JournalError) in
      try store.add(entry)
    }
    var line = say(.journalSaved(number: String(saved.number)))
    if let place { line += " · " + TerminalText.sanitize(place.name) }
    let sky = JournalText.weather(
      weather, unit: context.saved.units.temperature, ascii: ascii(context))
    if !sky.isEmpty { line += " · " + sky }
    line += ": " + TerminalText.sanitize(entry.title)
    return CommandOutput(
      lines: [line],
      json: JournalJSON.saved(true, saved, number: saved.number),
      warnings: warning.map { [$0] } ?? [])
  }

  /// The entry with `number` (the number it got when it was written, as :journal lists it)
  /// and that number. The parser has checked that the number is one.
  static func entry(_ context: CommandContext, _ number: Int?) throws(ShellError)
    -> (number: Int, entry: JournalEntry)
  {
    let found = try context.journal.read { (store) throws(JournalError) in
      try number.flatMap { (number) throws(JournalError) in try store.entry(number: number) }
    }
    guard let number, let found else {
      if try context.journal.read({ (store) throws(JournalError) in try store.count() }) == 0 {
        throw .said(.journalIsEmpty, kind: "notFound")
      }
      throw .said(.journalNoEntry(number: String(number ?? 0)), kind: "notFound")
    }
    return (number, found)
  }

  static func show(_ context: CommandContext, number: Int?) throws(ShellError)
    -> CommandOutput
  {
    let (number, entry) = try entry(context, number)
    return CommandOutput(
      lines: JournalText.fullEntry(
        number: number, entry: JournalPlaceNames.shown(entry, context),
        unit: context.saved.units.temperature, ascii: ascii(context),
        clock: clock(context)),
      json: JournalJSON.entry(entry, number: number))
  }

  static func edit(_ context: CommandContext, number: Int?, text: String) throws(ShellError)
    -> CommandOutput
  {
    let (number, entry) = try entry(context, number)
    var text = text
    if text.isEmpty { text = try compose(context, initial: entry.text + "\n") }
    text = JournalInput.tidy(text)
    guard !text.isEmpty else {
      return CommandOutput(
        lines: [
          say(.journalCannotBeEmpty(number: String(number)))
        ],
        json: JournalJSON.saved(false, entry, number: number))
    }
    guard text != entry.text else {
      return CommandOutput(
        lines: [say(.journalUnchanged(number: String(number)))],
        json: JournalJSON.saved(false, entry, number: number))
    }
    let edited = try context.journal.save { (store: JournalStore) throws(JournalError) in
      try store.edit(id: entry.id, text: text, at: .now(zone: entry.created.zone))
    }
    let newNumber = edited.number
    return CommandOutput(
      lines: [
        say(.journalEdited(number: String(newNumber), title: TerminalText.sanitize(edited.title)))
      ],
      json: JournalJSON.saved(true, edited, number: newNumber))
  }

  static func remove(_ context: CommandContext, number: Int?, yes: Bool) throws(ShellError)
    -> CommandOutput
  {
    let (number, entry) = try entry(context, number)
    if !yes {
      guard context.terminal.isInteractive, !context.options.json else {
        throw .said(.journalNeedsYes(number: String(number)), kind: "usage")
      }
      let answer = context.dependencies.answers.ask(
        say(
          .journalDeleteQuestion(number: String(number), title: TerminalText.sanitize(entry.title)))
      )
      guard case .line(let text) = answer else { throw ShellError.cancelled }
      guard Locator.isYes(text) else {
        return CommandOutput(
          lines: [say(.journalKept(number: String(number)))],
          json: JournalJSON.removed(nil, number: number))
      }
    }
    let removed = try context.journal.save { (store: JournalStore) throws(JournalError) in
      try store.remove(id: entry.id)
    }
    return CommandOutput(
      lines: [
        say(.journalDeleted(number: String(number), title: TerminalText.sanitize(removed.title)))
      ],
      json: JournalJSON.removed(removed, number: number))
  }

  static func search(_ context: CommandContext, words typed: String, all: Bool) throws(ShellError)
    -> CommandOutput
  {
    let pieces = JournalSearchText.pieces(typed)
    guard !pieces.isEmpty else { throw .said(.journalGiveWords, kind: "usage") }
    let shownWords = typed.split(separator: " ").joined(separator: " ")
    let (matches, total) = try context.journal.read { (store) throws(JournalError) in
      try store.search(pieces, limit: all ? allLimit : JournalStore.pageSize)
    }
    var lines = JournalText.listLines(
      JournalPlaceNames.shown(matches, context), unit: context.saved.units.temperature,
      ascii: ascii(context),
      clock: clock(context), width: context.terminal.width)
    if context.styler.enabled {
      lines = lines.map { JournalText.highlight(pieces, in: $0, styler: context.styler) }
    }
    if lines.isEmpty {
      lines = [say(.journalNoMention(words: TerminalText.sanitize(shownWords)))]
    } else if total > matches.count {
      let shown = String(matches.count)
      lines += footer(
        say(
          all
            ? .journalSearchCapped(count: total, shown: shown)
            : .journalSearchMore(count: total, shown: shown)), context)
    }
    return CommandOutput(
      lines: lines,
      json: context.options.json
        ? JournalJSON.entries(matches, total: total, query: shownWords) : [])
  }

  static func export(
    _ context: CommandContext, format chosen: String?, file: String?, force: Bool
  ) throws(ShellError) -> CommandOutput {
    // The parser has read `md`, `markdown` or `json` as the format.
    let format = chosen == "json" ? "json" : "md"
    // A lone word without an extension is a format we do not know, not a file name.
    if chosen == nil, let file, (file as NSString).pathExtension.isEmpty, !file.contains("/") {
      throw .said(.journalNotAFormat(typed: Quote.user(file)), kind: "usage")
    }
    let store = context.journal.store
    let unit = context.saved.units.temperature
    let kind: JournalExport.Format = format == "json" ? .json : .markdown
    guard let file else {
      return CommandOutput(
        json: JournalJSON.exported(format: format, file: nil),
        streamed: StreamedText(jsonKey: "content") { write in
          let count = try JournalExport.write(kind, from: store, unit: unit, through: write)
          return JournalJSON.exportedCount(count)
        })
    }
    let path = expand(file, environment: context.options.environment)
    if !force, FileStamp.of(path) != nil {
      throw .said(.journalFileExists(path: TerminalText.sanitize(path)), kind: "usage")
    }
    var count = 0
    var failure: JournalError?
    do throws(StorageError) {
      try SafeFile.replace(path) { (write) throws(StorageError) in
        var problem: StorageError?
        var pending: [UInt8] = []
        do throws(JournalError) {
          count = try JournalExport.write(kind, from: store, unit: unit) { text in
            pending.append(contentsOf: text.utf8)
            guard pending.count >= 1 << 16 else { return true }
            do throws(StorageError) {
              try write(pending)
            } catch {
              problem = error
              return false
            }
            pending.removeAll(keepingCapacity: true)
            return true
          }
        } catch {
          failure = error
          throw StorageError.system(operation: "read", path: store.path, errno: EIO)
        }
        if let problem { throw problem }
        try write(pending)
      }
    } catch {
      if let failure { throw .journal(failure) }
      throw .said(.journalNotExported(reason: StoreProblem.reason(error)), kind: "notFound")
    }
    return CommandOutput(
      lines: [
        say(
          .journalExported(
            count: count, format: format == "json" ? "JSON" : "Markdown",
            path: TerminalText.sanitize(path)))
      ],
      json: JournalJSON.exported(format: format, file: path, count: count))
  }

  /// `~/x` → `$HOME/x`; other paths as given.
  static func expand(_ path: String, environment: [String: String]) -> String {
    if path.hasPrefix("~/"), let home = environment["HOME"] {
      return home + String(path.dropFirst(1))
    }
    return path
  }
}
