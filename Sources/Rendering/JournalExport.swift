import Journal
import Weather

/// Writes `:journal export` a piece at a time: a journal of any size is exported holding one
/// entry at once.
public enum JournalExport {
  /// The formats: Markdown for reading and sharing, JSON for programs.
  public enum Format: String, Sendable {
    /// `# Weather journal`, newest entry first.
    case markdown = "md"
    /// The journal's own JSON document, oldest entry first.
    case json
  }

  /// Writes the export of `store` through `write` (false from it stops the export); returns
  /// how many entries were written.
  @discardableResult
  public static func write(
    _ format: Format, from store: JournalStore, unit: Units.Temperature,
    through write: (String) -> Bool
  ) throws(JournalError) -> Int {
    var written = 0
    var going = true
    func send(_ text: String) -> Bool {
      going = going && write(text)
      return going
    }
    switch format {
    case .markdown:
      try store.export(
        newestFirst: true, start: { _, _ in _ = send(JournalText.markdownHead) },
        entry: { entry in
          written += 1
          return send(JournalText.markdown(entry, unit: unit))
        })
    case .json:
      let setAside = try store.export(
        newestFirst: false,
        start: { _, next in
          _ = send(String(decoding: JournalCodec.exportHead(nextNumber: next), as: UTF8.self))
        },
        entry: { entry in
          written += 1
          return send(
            String(decoding: JournalCodec.exportEntry(entry, first: written == 1), as: UTF8.self))
        })
      for (index, kept) in setAside.enumerated() where going {
        let first = written == 0 && index == 0
        _ = send(
          String(decoding: JournalCodec.exportSetAside(kept.entry, first: first), as: UTF8.self))
      }
      let empty = written == 0 && setAside.isEmpty
      _ = send(String(decoding: JournalCodec.exportTail(empty: empty), as: UTF8.self))
    }
    return written
  }
}
