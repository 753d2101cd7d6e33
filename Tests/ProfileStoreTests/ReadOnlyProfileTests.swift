import Foundation
import Storage
import TestSupport
import Testing

@testable import ProfileStore

/// A profile the user made read-only is used and never replaced, even by root.
@Suite(.size(.small)) struct ReadOnlyProfileTests {
  @Test func aFileWithoutWritePermissionIsReadOnlyForTheSession() throws {
    let home = try TemporaryDirectory(prefix: "wxsh-readonly")
    defer { home.remove() }
    let path = home.file("profile.json")
    let writable = ProfileStore(path: path)
    _ = try writable.update(.setTheme(.dark))
    chmod(path, 0o400)
    let before = try #require(FileManager.default.contents(atPath: path))
    let store = ProfileStore(path: path)
    #expect(store.profile.theme == .dark, "the file is still used")
    #expect(store.isReadOnly)
    #expect(store.takeNotices() == [.store(.readOnlyFile(path: path))])
    #expect(throws: ProfileError.saveRefused(reason: .store(.readOnlyFile(path: path)))) {
      try store.update(.setTheme(.light))
    }
    // A store that loaded before the chmod is refused as well.
    #expect(throws: ProfileError.self) { try writable.update(.setTheme(.light)) }
    #expect(FileFacts.mode(path) == 0o400)
    #expect(FileManager.default.contents(atPath: path) == before)
  }

  @Test func aSaveThatFindsTheFileUnchangedSkipsTheReRead() throws {
    let home = try TemporaryDirectory(prefix: "wxsh-stamp")
    defer { home.remove() }
    let path = home.file("profile.json")
    let first = ProfileStore(path: path)
    _ = try first.update(.setTheme(.dark))
    let second = ProfileStore(path: path)
    _ = try second.update(.setTheme(.light))
    // `first` holds an old copy: its save must see the other session's change (new stamp).
    _ = try first.update(.setTemperature(.fahrenheit))
    let reread = ProfileStore(path: path)
    #expect(reread.profile.theme == .light)
    #expect(reread.profile.units.temperature == .fahrenheit)
  }
}
