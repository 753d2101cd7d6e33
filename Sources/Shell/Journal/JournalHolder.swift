import Journal

/// Keeps the session's journal store, opened on the first `:journal` command.
@MainActor
final class JournalHolder {
  /// The store, once opened.
  var store: JournalStore?

  /// Creates an empty holder; nothing is read until the journal is used.
  init() {}
}
