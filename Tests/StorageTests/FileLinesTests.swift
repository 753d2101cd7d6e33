import Foundation
import Storage
import TestSupport
import Testing

/// A file read a line at a time: lines across chunk boundaries, lines past the limit counted
/// and read past, a last line without its newline, and what is not a regular file.
@Suite(.size(.small)) struct FileLinesTests {
  func lines(of text: [UInt8], limit: Int) throws -> ([FileLines.Line], unterminated: Int) {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("log")
    FileManager.default.createFile(atPath: path, contents: Data(text))
    let reader = try #require(try FileLines(path: path, limit: limit))
    var read: [FileLines.Line] = []
    while let line = try reader.next() { read.append(line) }
    return (read, reader.unterminated)
  }

  @Test func linesComeOutInOrderAcrossChunks() throws {
    // Lines of every length up to 3000 bytes, so many cross the 1 MiB chunk boundary.
    let texts = (0..<2_000).map { String(repeating: "é", count: $0 % 1_500) }
    let file = Array(texts.joined(separator: "\n").utf8) + [0x0A]
    let (read, unterminated) = try lines(of: file, limit: 4_096)
    #expect(read == texts.map { .text(Array($0.utf8)) })
    #expect(unterminated == 0)
  }

  @Test func aLineOverTheLimitIsCountedAndReadPast() throws {
    let long = [UInt8](repeating: 0x61, count: 3_000_000)
    let file = Array("a\n".utf8) + long + Array("\nb\n".utf8)
    let (read, _) = try lines(of: file, limit: 1_000)
    #expect(read == [.text([0x61]), .tooLong(bytes: 3_000_000), .text([0x62])])
    // At the limit a line is kept; one byte more is not.
    let (edge, _) = try lines(of: Array("abc\nabcd\n".utf8), limit: 3)
    #expect(edge == [.text(Array("abc".utf8)), .tooLong(bytes: 4)])
  }

  @Test func aLastLineWithoutItsNewlineIsNotALine() throws {
    let (read, unterminated) = try lines(of: Array("one\ntwo\nthr".utf8), limit: 100)
    #expect(read == [.text(Array("one".utf8)), .text(Array("two".utf8))])
    #expect(unterminated == 3)
    let (empty, none) = try lines(of: [], limit: 100)
    #expect(empty.isEmpty && none == 0)
  }

  @Test func aMissingFileIsNilAndAFIFOIsRefusedWithoutWaiting() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    #expect(try FileLines(path: dir.file("none"), limit: 10) == nil)
    let fifo = dir.file("fifo")
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(throws: StorageError.notRegularFile(path: fifo)) {
      _ = try FileLines(path: fifo, limit: 10)
    }
  }

  @Test func aCopyIsByteForByteAndALargerSourceIsRefused() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let bytes = (0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    FileManager.default.createFile(atPath: dir.file("source"), contents: Data(bytes))
    #expect(try SafeFile.copy(dir.file("source"), to: dir.file("copy"), limit: 3_000_000))
    #expect(FileManager.default.contents(atPath: dir.file("copy")) == Data(bytes))
    #expect(FileFacts.mode(dir.file("copy")) == 0o600)
    #expect(throws: StorageError.self) {
      try SafeFile.copy(dir.file("source"), to: dir.file("other"), limit: 2_999_999)
    }
    #expect(!FileManager.default.fileExists(atPath: dir.file("other")))
    #expect(try SafeFile.copy(dir.file("none"), to: dir.file("other"), limit: 10) == false)
  }
}
