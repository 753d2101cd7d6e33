import Foundation
import Storage
import TestSupport
import Testing

@testable import LineEditor

@Suite(.serialized, .size(.small)) struct HistoryStoreTests {
  @Test func appendsAndReloadsWithPrivateModes() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let old = umask(0o022)
    defer { umask(old) }
    let store = HistoryStore(path: dir.file("state/wxsh/history"))
    try store.append(":help")
    try store.append("서울 São")
    #expect(try store.load() == [":help", "서울 São"])
    #expect(FileFacts.mode(dir.file("state/wxsh")) == 0o700)
    #expect(FileFacts.mode(dir.file("state/wxsh/history")) == 0o600)
  }

  @Test func dropsConsecutiveDuplicatesOnly() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let store = HistoryStore(path: dir.file("history"))
    for line in ["a", "a", "b", "a", "a"] { try store.append(line) }
    #expect(try store.load() == ["a", "b", "a"])
  }

  @Test func isCappedAndCompacted() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let store = HistoryStore(path: dir.file("history"), capacity: 10)
    for index in 1...40 { try store.append("line \(index)") }
    #expect(try store.load() == (31...40).map { "line \($0)" })
    let raw = try String(contentsOfFile: dir.file("history"), encoding: .utf8)
    #expect(raw.split(separator: "\n").count <= 15)
    #expect(FileFacts.mode(dir.file("history")) == 0o600)
  }

  @Test func twoSessionsMergeTheirLines() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let first = HistoryStore(path: dir.file("history"))
    let second = HistoryStore(path: dir.file("history"))
    for index in 0..<5 {
      try first.append("first \(index)")
      try second.append("second \(index)")
    }
    let lines = try first.load()
    #expect(lines.count == 10)
    #expect(Set(lines) == Set((0..<5).flatMap { ["first \($0)", "second \($0)"] }))
  }

  @Test func concurrentAppendersLoseNothing() async throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("history")
    await withTaskGroup(of: Void.self) { group in
      for writer in 0..<4 {
        group.addTask {
          let store = HistoryStore(path: path, capacity: 1000)
          for index in 0..<25 { try? store.append("w\(writer) \(index)") }
        }
      }
    }
    #expect(try HistoryStore(path: path).load().count == 100)
  }

  @Test func aTornLastLineStaysSeparate() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("history")
    try "whole\ntor".write(toFile: path, atomically: false, encoding: .utf8)
    let store = HistoryStore(path: path)
    try store.append("next")
    #expect(try store.load() == ["whole", "tor", "next"])
  }

  @Test func newlinesInAnEntryAreRemoved() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let store = HistoryStore(path: dir.file("history"))
    try store.append("a\nb\r")
    try store.append("")
    #expect(try store.load() == ["ab"])
  }

  /// Issue 40, item 2: a history file grown far past what wxsh writes (35 MB cost 286 MB at
  /// start) is read from its last megabyte only, and the next entry compacts it.
  @Test func aHugeFileIsReadFromItsEndAndCompactedOnTheNextEntry() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("history")
    var text = String(repeating: "x", count: 3 << 20) + "\n"  // one line of 3 MB first
    for number in 0..<200_000 { text += ":now place \(number)\n" }
    FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    let store = HistoryStore(path: path)
    let loaded = try store.load()
    #expect(loaded.count == 1000)
    #expect(loaded.last == ":now place 199999")
    #expect(loaded.first == ":now place 199000")
    try store.append(":help")
    let size = try #require(FileFacts.size(path))
    #expect(size < 40_000, "compacted to its newest 1,000 lines: \(size) bytes")
    #expect(try store.load().suffix(2) == [":now place 199999", ":help"])
  }

  /// A line longer than a script line is neither kept nor read back.
  @Test func aLineLongerThanAScriptLineIsNotKept() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let store = HistoryStore(path: dir.file("history"))
    try store.append(":help")
    try store.append(":now " + String(repeating: "a", count: ScriptInput.byteLimit))
    #expect(try store.load() == [":help"])
    let long = String(repeating: "b", count: ScriptInput.byteLimit + 1)
    FileManager.default.createFile(
      atPath: dir.file("history2"), contents: Data((":a\n" + long + "\n:b\n").utf8))
    #expect(try HistoryStore(path: dir.file("history2")).load() == [":a", ":b"])
  }

  @Test func defaultPathFollowsXDG() {
    #expect(
      HistoryStore.defaultPath(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])
        == "/s/wxsh/history")
    #expect(
      HistoryStore.defaultPath(environment: ["XDG_STATE_HOME": "rel", "HOME": "/h"])
        == "/h/.local/state/wxsh/history")
    #expect(HistoryStore.defaultPath(environment: [:]) == nil)
  }
}
