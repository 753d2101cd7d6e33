import JSON
import Journal

/// The documents of `:journal`: lists, one entry, what was saved or removed, exports.
public enum JournalJSON {
  /// `:journal` and `:journal search`: how many entries are listed, how many there are in
  /// all (or match), and each one listed (with `query` for a search).
  public static func entries(_ entries: [JournalEntry], total: Int, query: String? = nil)
    -> [JSONWriter.Member]
  {
    var members: [JSONWriter.Member] = []
    if let query { members.append(("query", .string(query))) }
    members += [
      ("count", .int(entries.count)),
      ("total", .int(total)),
      ("entries", .array(entries.map { JournalText.json($0, number: $0.number) })),
    ]
    return members
  }

  /// `:journal show N`.
  public static func entry(_ entry: JournalEntry, number: Int) -> [JSONWriter.Member] {
    [("entry", JournalText.json(entry, number: number))]
  }

  /// `:journal add` and `:journal edit N`: whether anything was saved, and the entry as it
  /// now is (none when an empty add saved nothing).
  public static func saved(_ saved: Bool, _ entry: JournalEntry?, number: Int?)
    -> [JSONWriter.Member]
  {
    var members: [JSONWriter.Member] = [("saved", .bool(saved))]
    if let entry { members.append(("entry", JournalText.json(entry, number: number))) }
    return members
  }

  /// `:journal rm N`: whether it was removed, and the entry removed.
  public static func removed(_ entry: JournalEntry?, number: Int) -> [JSONWriter.Member] {
    guard let entry else { return [("removed", .bool(false))] }
    return [("removed", .bool(true)), ("entry", JournalText.json(entry, number: number))]
  }

  /// `:journal export [FORMAT] [FILE]`: the format (`md`, `json`) and the file written (nil:
  /// printed, the content following as a string and then how many entries).
  public static func exported(format: String, file: String?, count: Int? = nil)
    -> [JSONWriter.Member]
  {
    [("format", .string(format)), ("file", file.map { .string($0) } ?? .null)]
      + (count.map(exportedCount) ?? [])
  }

  /// What follows the content of an export printed with `--json`: how many entries.
  public static func exportedCount(_ count: Int) -> [JSONWriter.Member] {
    [("count", .int(count))]
  }
}
