import Clients
import Foundation
import Journal

/// The weather journal's store as commands use it: opened on first use, failures turned into
/// `ShellError`s.
@MainActor
struct JournalAccess {
  /// Opens the store on first use.
  let opener: JournalOpener

  /// The store.
  var store: JournalStore { opener.current }

  /// Warnings the journal gathered (corrupt file moved aside, read-only…), as lines.
  func notices() -> [String] {
    store.takeNotices().map(\.message)
  }

  /// Reads from the journal; turns failures into a `ShellError`.
  func read<Value>(_ body: (JournalStore) throws(JournalError) -> Value) throws(ShellError)
    -> Value
  {
    do {
      return try body(store)
    } catch {
      throw .journal(error)
    }
  }

  /// Runs a journal change; turns failures into a `ShellError`.
  @discardableResult
  func save<Value>(_ change: (JournalStore) throws(JournalError) -> Value) throws(ShellError)
    -> Value
  {
    do {
      return try change(store)
    } catch {
      throw .journal(error)
    }
  }
}
