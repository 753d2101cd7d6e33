import Foundation
import Storage
import TestSupport
import Testing

@Suite(.serialized, .size(.medium)) struct SafeFileTests {
  @Test(arguments: [0o022, 0o077, 0o000])
  func replaceWritesMode0600WhateverTheUmask(mask: Int) throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let old = umask(mode_t(mask))
    defer { umask(old) }
    let path = dir.file("nested/deeper/profile.json")
    try PrivateDirectory.create(FilePath.directory(of: path))
    try SafeFile.replace(path, with: Array("{\"a\":1}".utf8))
    #expect(FileFacts.mode(path) == 0o600)
    #expect(FileFacts.mode(dir.file("nested")) == 0o700)
    #expect(FileFacts.mode(dir.file("nested/deeper")) == 0o700)
    try SafeFile.replace(path, with: Array("{\"a\":2}".utf8))
    #expect(try SafeFile.read(path) == Array("{\"a\":2}".utf8))
    #expect(FileFacts.mode(path) == 0o600)
  }

  @Test func replaceRefusesASymlinkAndLeavesItsTargetAlone() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let target = dir.file("elsewhere")
    try "keep".write(toFile: target, atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: dir.file("link"), withDestinationPath: target)
    #expect(throws: StorageError.symbolicLink(path: dir.file("link"))) {
      try SafeFile.replace(dir.file("link"), with: Array("new".utf8))
    }
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep")
  }

  @Test func readOfAMissingFileIsNil() throws {
    #expect(try SafeFile.read("/nonexistent/wxsh/x") == nil)
  }

  @Test func failedReplaceLeavesNoTempAndNoChange() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("sub/file")
    // The directory does not exist: the temp file cannot be created.
    #expect(throws: StorageError.self) { try SafeFile.replace(path, with: [1, 2, 3]) }
    #expect(!FileManager.default.fileExists(atPath: dir.file("sub")))
  }

  @Test func sweepRemovesOnlyOldTempsOfThatFile() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("profile.json")
    let stale = path + ".tmp-1-2"
    let fresh = path + ".tmp-3-4"
    let other = dir.file("other.tmp-1-2")
    for file in [stale, fresh, other] {
      _ = FileManager.default.createFile(atPath: file, contents: nil)
    }
    var old = utimbuf(actime: time(nil) - 3600, modtime: time(nil) - 3600)
    utime(stale, &old)
    utime(other, &old)
    SafeFile.sweepTemps(for: path, olderThan: 60)
    #expect(!FileManager.default.fileExists(atPath: stale))
    #expect(FileManager.default.fileExists(atPath: fresh))
    #expect(FileManager.default.fileExists(atPath: other))
  }

  @Test func lockIsExclusiveAndBounded() async throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("x.lock")
    let first = try FileLock(path: path)
    // The first lock is held throughout: a lock that ignored its timeout would never return.
    let second = try await OffThread.run(timeout: 30) {
      do throws(StorageError) {
        let lock = try FileLock(path: path, timeout: 0.2)
        lock.unlock()
        return StorageError?.none
      } catch {
        return error
      }
    }
    #expect(second == .lockTimeout(path: path))
    first.unlock()
    let third = try FileLock(path: path, timeout: 0.2)
    third.unlock()
    #expect(FileFacts.mode(dir.file("x.lock")) == 0o600)
  }

  @Test func errorsSayWhatAndWhere() {
    #expect(
      "\(StorageError.lockTimeout(path: "/p/profile.json.lock"))"
        == "another wxsh is saving /p/profile.json.lock; try again in a moment")
    #expect("\(StorageError.system(operation: "open", path: "/x", errno: ENOENT))".contains("/x"))
  }
}

@Suite(.size(.medium)) struct SafeFileLimitTests {
  @Test(arguments: [Int64(1) << 40, Int64(64 << 20) + 1])
  func aFileOverTheCapIsRefusedFromItsSizeAlone(size: Int64) throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("sparse")
    FileManager.default.createFile(atPath: path, contents: nil)
    #expect(truncate(path, off_t(size)) == 0)
    #expect(throws: StorageError.tooLarge(path: path, size: size, limit: 64 << 20)) {
      try SafeFile.read(path)
    }
    #expect(throws: StorageError.tooLarge(path: path, size: size, limit: 1024)) {
      try SafeFile.read(path, limit: 1024)
    }
  }

  @Test func theMessageSaysHowBigAndWhatTheCapIs() {
    let error = StorageError.tooLarge(path: "/p", size: 1 << 40, limit: 64 << 20)
    #expect(error.description == "/p is 1 TB, more than the 64 MB wxsh allows for it")
    #expect(StorageError.size(1536) == "1.5 KB")
    #expect(StorageError.size(12) == "12 bytes")
  }

  @Test func aFileExactlyAtTheCapIsRead() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("exact")
    try Data(repeating: 7, count: 1024).write(to: URL(fileURLWithPath: path))
    #expect(try SafeFile.read(path, limit: 1024)?.count == 1024)
  }
}

/// `SafeFile.withMapped`: a file scanned where it lies, refused as a read refuses it.
@Suite(.size(.medium)) struct SafeFileMappedTests {
  @Test func aMappedFileGivesItsBytesAndTheStampOfTheFileMapped() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("outlines")
    let bytes = Array("# wxsh alert areas 1\nA\tDE1\tDE\t1,2,3,4\t1 2,3 4\n".utf8)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let (mapped, stamp) = try #require(
      try SafeFile.withMapped(path) { (Array($0), $1) })
    #expect(mapped == bytes)
    #expect(stamp == FileStamp.of(path))
    // An empty file is empty bytes, not an error; a missing one is nil.
    let empty = dir.file("empty")
    #expect(FileManager.default.createFile(atPath: empty, contents: nil))
    #expect(try SafeFile.withMapped(empty) { bytes, _ in bytes.count } == 0)
    #expect(try SafeFile.withMapped(dir.file("missing")) { bytes, _ in bytes.count } == nil)
  }

  @Test func aFIFOALinkOrAFileOverTheCapIsRefused() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let fifo = dir.file("fifo")
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(throws: StorageError.notRegularFile(path: fifo)) {
      try SafeFile.withMapped(fifo) { bytes, _ in bytes.count }
    }
    let big = dir.file("big")
    try Data(repeating: 1, count: 2048).write(to: URL(fileURLWithPath: big))
    #expect(throws: StorageError.tooLarge(path: big, size: 2048, limit: 1024)) {
      try SafeFile.withMapped(big, limit: 1024) { bytes, _ in bytes.count }
    }
    let link = dir.file("link")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: big)
    #expect(throws: StorageError.symbolicLink(path: link)) {
      try SafeFile.withMapped(link) { bytes, _ in bytes.count }
    }
    #expect(try SafeFile.withMapped(link, followingLinks: true) { bytes, _ in bytes.count } == 2048)
  }
}
