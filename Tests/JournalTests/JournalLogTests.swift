import Foundation
import JSON
import TestSupport
import Testing

@testable import Journal

/// The journal log: appends, a torn last record, other sessions' changes read incrementally,
/// compaction, and the stub an older wxsh refuses.
@Suite(.size(.medium)) struct JournalLogTests {
  let dir: TemporaryDirectory
  init() throws { dir = try TemporaryDirectory(prefix: "wxsh-journal-log") }
  var path: String { dir.file("journal.json") }

  func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

  @Test func eachAddAppendsOneLine() throws {
    let store = JournalStore(path: path)
    try store.add(JournalEntry(created: .now(), text: "one"))
    let after1 = try text(store.logPath)
    try store.add(JournalEntry(created: .now(), text: "two"))
    let after2 = try text(store.logPath)
    #expect(after2.hasPrefix(after1), "the first line is never rewritten")
    #expect(after2.split(separator: "\n").count == 3)
    #expect(store.journal.entries.map(\.number) == [1, 2])
  }

  @Test func anOlderReaderRefusesTheStub() {
    guard case .newer(let readable, _, let minReader) = JournalCodec.decode(JournalStore.stub)
    else {
      Issue.record("the schema-1 reader did not refuse the stub")
      return
    }
    #expect(readable == nil)
    #expect(minReader == 2)
  }

  @Test func aTornLastRecordIsIgnoredThenCutBeforeTheNextAppend() throws {
    let store = JournalStore(path: path)
    try store.add(JournalEntry(created: .now(), text: "kept"))
    let handle = try #require(FileHandle(forWritingAtPath: store.logPath))
    handle.seekToEndOfFile()
    handle.write(Data(#"{"add":{"id":"torn","te"#.utf8))
    handle.closeFile()
    let reader = JournalStore(path: path)
    #expect(reader.journal.entries.map(\.text) == ["kept"])
    #expect(reader.takeNotices().isEmpty)
    try reader.add(JournalEntry(created: .now(), text: "next"))
    #expect(!(try text(store.logPath)).contains("torn"))
    #expect(JournalStore(path: path).journal.entries.map(\.text) == ["kept", "next"])
    #expect(JournalStore(path: path).journal.entries.map(\.number) == [1, 2])
  }

  @Test func anotherSessionsChangesAreReadOnRefresh() throws {
    let mine = JournalStore(path: path)
    let other = JournalStore(path: path)
    try mine.add(JournalEntry(created: .now(), text: "mine"))
    #expect(other.refresh(), "the log appeared")
    #expect(other.journal.entries.map(\.text) == ["mine"])
    let added = try other.add(JournalEntry(created: .now(), text: "theirs"))
    #expect(added.number == 2)
    try other.edit(id: mine.journal.entries[0].id, text: "mine, edited", at: .now())
    #expect(mine.refresh())
    #expect(mine.journal.entries.map(\.text) == ["mine, edited", "theirs"])
    try mine.remove(id: added.id)
    #expect(other.refresh())
    #expect(other.journal.entries.map(\.text) == ["mine, edited"])
    #expect(throws: JournalError.self) { try other.remove(id: added.id) }
  }

  @Test func compactionRewritesTheLogWithOnlyLiveEntries() throws {
    let store = JournalStore(path: path)
    var ids: [String] = []
    for index in 0..<400 {
      ids.append(try store.add(JournalEntry(created: .now(), text: "n\(index)")).id)
    }
    for id in ids.prefix(300) { try store.remove(id: id) }
    let lines = try text(store.logPath).split(separator: "\n")
    #expect(lines.count < 400, "compacted to \(lines.count) lines")
    let reopened = JournalStore(path: path).journal
    #expect(reopened.entries.map(\.text) == (300..<400).map { "n\($0)" })
    #expect(reopened.entries.map(\.number) == Array(301...400))
    #expect(reopened.nextNumber == 401)
    #expect(try store.add(JournalEntry(created: .now(), text: "after")).number == 401)
  }

  @Test func anUnreadableLineInTheMiddleIsKeptAndReported() throws {
    let store = JournalStore(path: path)
    try store.add(JournalEntry(created: .now(), text: "one"))
    let handle = try #require(FileHandle(forWritingAtPath: store.logPath))
    handle.seekToEndOfFile()
    handle.write(Data("not json at all\n".utf8))
    handle.closeFile()
    try store.add(JournalEntry(created: .now(), text: "two"))
    let reader = JournalStore(path: path)
    #expect(reader.journal.entries.map(\.text) == ["one", "two"])
    #expect(reader.takeNotices().count == 1)
    #expect(try text(store.logPath).contains("not json at all\n"))
  }
}
