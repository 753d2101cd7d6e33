import Foundation
import Storage
import TestSupport
import Testing
import VersionedStore

/// A tiny versioned format (`{"entries": N}` with N padding bytes) with a 4 KiB cap, so the
/// shared read/write cap is tested without writing 64 MB.
enum PaddedFormat: VersionedFormat {
  /// The failure type: the store's problem as is.
  enum Failure: StoreFailure {
    case store(StoreProblem)
    indirect case refused(Failure)

    init(_ problem: StoreProblem) { self = .store(problem) }
    static func saveRefused(reason: Failure) -> Failure { .refused(reason) }
  }

  static var currentSchemaVersion: Int { 1 }
  static var signatureKeys: [String] { ["entries"] }
  static var maximumBytes: Int { 4096 }
  static func emptyDocument() -> Int { 0 }
  static func markCurrent(_ document: inout Int) {}

  static func encode(_ document: Int) -> [UInt8] {
    Array("{\"entries\": \"".utf8) + Array(repeating: UInt8(ascii: "x"), count: document)
      + Array("\"}".utf8)
  }

  static func decode(_ bytes: [UInt8]) -> VersionedDecoding<Int> {
    let head = Array("{\"entries\": \"".utf8)
    guard bytes.starts(with: head), bytes.count >= head.count + 2 else {
      return .corrupt(reason: "not padded")
    }
    return .current(bytes.count - head.count - 2)
  }
}

@Suite(.size(.small)) struct VersionedStoreLimitsTests {
  @Test func aSaveThatCouldNotBeReadBackIsRefusedAndTheFileKept() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("padded.json")
    let store = VersionedStore<PaddedFormat>(path: path)
    try store.update { $0 = 4000 }
    let saved = try #require(FileManager.default.contents(atPath: path))
    #expect(
      throws: PaddedFormat.Failure.store(.wouldBeTooLarge(path: path, size: 4112, limit: 4096))
    ) {
      try store.update { $0 = 4097 }
    }
    #expect(FileManager.default.contents(atPath: path) == saved)
    // Every file a save wrote is read back by the next session.
    let next = VersionedStore<PaddedFormat>(path: path)
    #expect(next.takeNotices().isEmpty)
    #expect(next.document == 4000)
  }

  @Test func aSparseHugeFileIsRefusedBeforeAnyAllocation() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("padded.json")
    FileManager.default.createFile(atPath: path, contents: nil)
    #expect(truncate(path, 1 << 40) == 0)
    let store = VersionedStore<PaddedFormat>(path: path)
    guard case .store(.unreadable(_, .tooLarge(_, let size, 4096)))? = store.takeNotices().first
    else {
      Issue.record("no too-large notice")
      return
    }
    #expect(size == 1 << 40)
    #expect(store.isReadOnly)
    #expect(throws: PaddedFormat.Failure.self) { try store.update { $0 = 1 } }
    var info = stat()
    #expect(stat(path, &info) == 0 && info.st_size == 1 << 40)
  }
}
