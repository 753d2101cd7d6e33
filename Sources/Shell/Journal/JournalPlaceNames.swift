import Catalog
import Journal

/// Journal stamps as a person reads them: the place in the session's language where the names
/// file has it (`서울`, and `家, 台北` for a place stamped under the user's own name), the
/// stored entry unchanged (the journal, its export and `--json` stay as stamped).
@MainActor
enum JournalPlaceNames {
  /// The entries with their places' names in the session's language.
  static func shown(_ entries: [JournalEntry], _ context: CommandContext) -> [JournalEntry] {
    guard Catalog.current.language != "en" else { return entries }
    return entries.map { shown($0, context) }
  }

  /// One entry with its place's name in the session's language.
  static func shown(_ entry: JournalEntry, _ context: CommandContext) -> JournalEntry {
    guard Catalog.current.language != "en", var place = entry.place, let id = place.geonameID,
      let translated = Catalog.current.placeName(id: id),
      let own = context.saved.gazetteerPlace(id: id)?.name
    else { return entry }
    // A place stamped by its own name has it first; one stamped under the user's name has
    // its own name where the region goes (`Home, Seoul, KR`).
    if place.name == own {
      place.name = translated
    } else if place.region == own {
      place.region = translated
    } else {
      return entry
    }
    var shown = entry
    shown.place = place
    return shown
  }
}
