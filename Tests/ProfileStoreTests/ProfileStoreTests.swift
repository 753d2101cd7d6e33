import Foundation
import ProfileStore
import TestSupport
import Testing
import Weather

@Suite(.size(.medium)) struct ProfileStoreTests {
  static func place(_ id: Int) -> SavedPlace {
    SavedPlace(id: id, name: "Place \(id)", latitude: 1, longitude: 2, timeZone: "UTC")
  }

  static func inode(_ path: String) -> UInt64? {
    var info = stat()
    return lstat(path, &info) == 0 ? UInt64(info.st_ino) : nil
  }

  func bytes(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map(Array.init)
  }

  func write(_ text: String, to path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  func names(in directory: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
  }

  @Test func aMissingProfileIsCreatedOnTheFirstSave() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("config/wxsh/profile.json")
    let store = ProfileStore(
      profileOption: nil, environment: ["XDG_CONFIG_HOME": dir.file("config")])
    #expect(store.path == path)
    #expect(store.takeNotices().isEmpty)
    #expect(!store.isReadOnly)
    #expect(store.profile == Profile())
    #expect(try store.update(.add(Self.place(1))) == .added(index: 0))
    #expect(try store.update(.add(Self.place(1))) == .alreadySaved(index: 0))
    #expect(try store.update(.setTemperature(.fahrenheit)) == .set)
    #expect(FileManager.default.fileExists(atPath: path))
    let reopened = ProfileStore(path: path)
    #expect(reopened.profile.places.map(\.id) == [1])
    #expect(reopened.profile.units.temperature == .fahrenheit)
    #expect(names(in: dir.file("config/wxsh")) == ["profile.json", "profile.json.lock"])
  }

  /// Issue 40, item 7: a lone surrogate escape in one name (other JSON writers let one
  /// through) reads as U+FFFD; the profile is not corrupt and the next save keeps every place.
  @Test func aLoneSurrogateInANameDoesNotMakeTheProfileCorrupt() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("profile.json")
    var profile = Profile()
    profile.places = [Self.place(1)]
    let text = String(decoding: ProfileCodec.encode(profile), as: UTF8.self).replacingOccurrences(
      of: "\"Place 1\"", with: "\"Place\\udc00 1\"")
    #expect(text.contains("\\udc00"))
    try write(text, to: path)
    let store = ProfileStore(path: path)
    #expect(store.takeNotices().isEmpty)
    #expect(store.profile.places.map(\.name) == ["Place\u{FFFD} 1"])
    #expect(try store.update(.add(Self.place(2))) == .added(index: 1))
    #expect(names(in: dir.path) == ["profile.json", "profile.json.lock"])
  }

  @Test func aFailedOperationWritesNothing() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("profile.json")
    let store = ProfileStore(path: path)
    _ = try store.update(.add(Self.place(1)))
    let before = bytes(path)
    let inode = Self.inode(path)
    #expect(throws: ProfileError.indexOutOfRange(index: 3, count: 1)) {
      try store.update(.move(from: 0, to: 3))
    }
    #expect(throws: ProfileError.placeNotSaved(id: 2)) { try store.update(.remove(id: 2)) }
    #expect(try store.update(.setTheme(.auto)) == .set)
    #expect(bytes(path) == before)
    #expect(Self.inode(path) == inode)
    #expect(!store.hasChangedOnDisk())
  }

  @Test func twoSessionsNeverLoseEachOthersChanges() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("profile.json")
    let first = ProfileStore(path: path)
    let second = ProfileStore(path: path)
    #expect(!first.hasChangedOnDisk())
    _ = try first.update(.add(Self.place(1)))
    #expect(second.hasChangedOnDisk())
    #expect(second.profile.places.isEmpty)
    // The second session's change applies to what is on disk, not to its stale copy.
    _ = try second.update(.setWind(.kn))
    #expect(second.profile.places.map(\.id) == [1])
    #expect(first.hasChangedOnDisk())
    #expect(first.refresh())
    #expect(!first.refresh())
    #expect(first.profile.units.wind == .kn)
    #expect(first.profile.places.map(\.id) == [1])
    _ = try first.update(.add(Self.place(2)))
    _ = try second.update(.move(from: 1, to: 0))
    #expect(ProfileStore(path: path).profile.places.map(\.id) == [2, 1])
  }

  @Test(arguments: [
    "", "{\"places\": [", "{\"theme\": \"purple\"}", "\0\0\0\0", "\u{FEFF}{\"units\": 3",
  ])
  func aCorruptFileIsMovedAsideByteIdenticalByTheFirstSave(content: String) throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("profile.json")
    try write(content, to: path)
    let original = bytes(path)
    let store = ProfileStore(path: path)
    // Loading only reads: the file stays where it is, and no lock file appears.
    let notices = store.takeNotices()
    #expect(notices.count == 1)
    guard case .store(.corrupt(_, _, nil)) = notices.first else {
      Issue.record("\(notices)")
      return
    }
    #expect(bytes(path) == original)
    #expect(names(in: dir.path) == ["profile.json"])
    #expect(store.profile == Profile())
    #expect(!store.isReadOnly)
    _ = try store.update(.add(Self.place(5)))
    guard case .store(.corrupt(_, _, let movedTo?)) = store.takeNotices().first else {
      Issue.record("not moved aside by the save")
      return
    }
    #expect(movedTo.hasPrefix(path + ".corrupt-"))
    #expect(movedTo.hasSuffix("Z"))
    #expect(bytes(movedTo) == original)
    #expect(ProfileStore(path: path).profile.places.map(\.id) == [5])
    // A second corrupt file in the same second gets its own name; nothing is overwritten.
    try write(content + " ", to: path)
    let again = ProfileStore(path: path)
    _ = try again.update(.add(Self.place(6)))
    guard case .store(.corrupt(_, _, let second?)) = again.takeNotices().last else {
      Issue.record("second corrupt file not moved")
      return
    }
    #expect(second != movedTo)
    #expect(bytes(movedTo) == original)
  }

  @Test(arguments: [
    "# ~/.bashrc\nexport PATH=$HOME/bin:$PATH\n", "[1, 2]", "{\"name\": \"my-package\"}",
    "{\"compilerOptions\": {\"strict\": true", "\"places\"",
  ])
  func someoneElsesFileIsNeverMovedRewrittenOrLockedBeside(content: String) throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("bashrc")
    try write(content, to: path)
    let original = bytes(path)
    let store = ProfileStore(path: path)
    guard case .store(.foreign(path))? = store.takeNotices().first else {
      Issue.record("no foreign-file notice")
      return
    }
    #expect(store.isReadOnly)
    #expect(store.profile == Profile())
    #expect(throws: ProfileError.self) { try store.update(.add(Self.place(5))) }
    #expect(throws: ProfileError.self) { try store.update(.setTheme(.dark)) }
    #expect(bytes(path) == original)
    #expect(names(in: dir.path) == ["bashrc"])
  }

  @Test func anEmptyObjectIsTheDefaultProfileAndIsSavedTo() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("profile.json")
    try write("{ \n}\n", to: path)
    let store = ProfileStore(path: path)
    #expect(store.takeNotices().isEmpty)
    _ = try store.update(.add(Self.place(5)))
    #expect(ProfileStore(path: path).profile.places.map(\.id) == [5])
  }

  @Test(arguments: [
    "{\"schemaVersion\": 4, \"minReaderVersion\": 3, \"theme\": \"dark\", \"x\": 1}",
    "{\"schemaVersion\": 5, \"minReaderVersion\": 4, \"places\": \"new layout\"}",
  ])
  func aNewerFileIsReadOnlyAndNeverRewritten(content: String) throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("profile.json")
    try write(content, to: path)
    let original = bytes(path)
    let store = ProfileStore(path: path)
    #expect(store.isReadOnly)
    let notices = store.takeNotices()
    #expect(notices.count == 1)
    let message = try #require(notices.first).message
    #expect(message.contains("newer wxsh"))
    #expect(message.contains(String(Profile.currentSchemaVersion)))
    for operation in [ProfileOperation.add(Self.place(1)), .setTheme(.light), .remove(id: 1)] {
      do {
        _ = try store.update(operation)
        Issue.record("\(operation) was saved")
      } catch {
        #expect(error.message.hasPrefix("not saved:"))
        #expect(error.message.contains("schema") || error.message.contains("version"))
      }
    }
    #expect(bytes(path) == original)
    #expect(names(in: dir.path) == ["profile.json", "profile.json.lock"])
    if content.contains("\"dark\"") { #expect(store.profile.theme == .dark) }
  }

  @Test func anOlderSchemaIsMigratedWithAOneTimeBackup() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("profile.json")
    let v1 = """
      {"schemaVersion": 1, "units": "imperial", "places": [{"id": 3, "name": "Three",
       "lat": 1.5, "lon": 2.5, "timezone": "UTC"}]}
      """
    try write(v1, to: path)
    let store = ProfileStore(path: path)
    #expect(
      store.takeNotices()
        == [.store(.migrated(path: path, fromVersion: 1, backup: store.backupPath(fromVersion: 1)))]
    )
    #expect(store.profile.places.map(\.id) == [3])
    #expect(bytes(path) == Array(v1.utf8))
    _ = try store.update(.add(Self.place(4)))
    let backup = store.backupPath(fromVersion: 1)
    #expect(bytes(backup) == Array(v1.utf8))
    #expect(FileFacts.mode(backup) == 0o600)
    let reopened = ProfileStore(path: path)
    #expect(reopened.takeNotices().isEmpty)
    #expect(reopened.profile.places.map(\.id) == [3, 4])
    #expect(reopened.profile.units.temperature == .fahrenheit)
    // Another old file later does not replace the first backup.
    try write("{\"schemaVersion\": 1, \"units\": \"metric\"}", to: path)
    _ = try ProfileStore(path: path).update(.setTheme(.none))
    #expect(bytes(backup) == Array(v1.utf8))
  }

  @Test func strayTempFilesAreSweptAtStart() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("profile.json")
    _ = try ProfileStore(path: path).update(.add(Self.place(1)))
    for name in ["profile.json.tmp-1-2", "profile.json.tmp-99-3", "other.tmp-1"] {
      try write("{", to: dir.file(name))
    }
    let store = ProfileStore(path: path)
    #expect(store.takeNotices().isEmpty)
    #expect(names(in: dir.path) == ["other.tmp-1", "profile.json", "profile.json.lock"])
  }

  @Test func aDirectoryAtTheProfilePathMakesTheSessionReadOnly() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("profile.json")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    let store = ProfileStore(path: path)
    #expect(store.isReadOnly)
    #expect(store.takeNotices().first?.message.contains("not a regular file") == true)
    #expect(throws: ProfileError.self) { try store.update(.setTheme(.dark)) }
    #expect(names(in: path).isEmpty)
  }

  @Test func aSymlinkAtTheProfilePathIsRefusedAndItsTargetUntouched() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let target = dir.file("elsewhere.json")
    try write("{\"theme\": \"dark\"}", to: target)
    let path = dir.file("profile.json")
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    let store = ProfileStore(path: path)
    #expect(store.isReadOnly)
    #expect(store.takeNotices().first?.message.contains("symbolic link") == true)
    do {
      _ = try store.update(.add(Self.place(1)))
      Issue.record("saved through a symlink")
    } catch {
      #expect(error.message.contains("not saved"))
    }
    #expect(bytes(target) == Array("{\"theme\": \"dark\"}".utf8))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == target)
  }

  @Test func aSymlinkForTheLockIsRefusedAndItsTargetUntouched() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let target = dir.file("victim")
    try write("keep", to: target)
    let path = dir.file("profile.json")
    try FileManager.default.createSymbolicLink(atPath: path + ".lock", withDestinationPath: target)
    let store = ProfileStore(path: path)
    do {
      _ = try store.update(.add(Self.place(1)))
      Issue.record("saved with a symlinked lock")
    } catch {
      guard case .store(.lockFailed) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(error.message.contains("symbolic link"))
    }
    #expect(bytes(target) == Array("keep".utf8))
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func anUnreadableFileMakesTheSessionReadOnly() async throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("profile.json")
    try write("{\"theme\": \"dark\"}", to: path)
    chmod(path, 0o000)
    let original = "{\"theme\": \"dark\"}"
    if getuid() == 0 {
      // root reads anything: run the store as nobody instead.
      let (status, lines) = try await Harness.run(["load", path, "--setuid", "65534"])
      #expect(status == 0)
      #expect(lines.contains { $0.hasPrefix("read-only cannot read the profile") }, "\(lines)")
      #expect(lines.contains { $0.contains("Permission denied") }, "\(lines)")
      let (addStatus, _) = try await Harness.run(["add-loop", path, "1", "--setuid", "65534"])
      #expect(addStatus != 0)
    } else {
      let store = ProfileStore(path: path)
      #expect(store.isReadOnly)
      #expect(store.takeNotices().first?.message.contains("Permission denied") == true)
      #expect(throws: ProfileError.self) { try store.update(.setTheme(.light)) }
    }
    chmod(path, 0o600)
    #expect(bytes(path) == Array(original.utf8))
  }

  @Test func aBusyLockIsAClearErrorAndAKilledHolderNeverBlocks() async throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("profile.json")
    let holder = try Harness(["hold-lock", path])
    #expect(await holder.waitForLine(timeout: 30) { $0 == "locked" })
    // The holder never lets go: a store that ignored its lock timeout would not return at all.
    let busy = try await OffThread.run(timeout: 30) {
      let store = ProfileStore(path: path, lockTimeout: 0.3)
      do throws(ProfileError) {
        _ = try store.update(.add(Self.place(1)))
        return ProfileError?.none
      } catch {
        return error
      }
    }
    #expect(busy == .store(.lockBusy(lockPath: path + ".lock")))
    #expect(holder.child.exit == nil, "the holder still held the lock")
    #expect(!FileManager.default.fileExists(atPath: path))
    let killed = try await holder.killHard()
    #expect(killed.signal == SIGKILL)
    // The lock file stays, but the kernel dropped the dead holder's flock.
    #expect(FileManager.default.fileExists(atPath: path + ".lock"))
    let store = ProfileStore(path: path, lockTimeout: 0.3)
    #expect(try store.update(.add(Self.place(1))) == .added(index: 0))
  }
}
