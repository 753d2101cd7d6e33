import Catalog

/// Words the views take from the catalogue as lists (weekdays, months, compass points), in the
/// current language; a translation with the wrong number of words falls back to English.
enum Words {
  /// The `count` space-separated words of `message`.
  static func list(_ message: Message, count: Int) -> [String] {
    let words = say(Sentence(message)).split(separator: " ").map(String.init)
    if words.count == count { return words }
    return Catalog.english.text(Sentence(message)).split(separator: " ").map(String.init)
  }

  /// Weekday abbreviations, Sunday first.
  static var weekdays: [String] { list(.dateWeekdays, count: 7) }

  /// Month abbreviations, January first.
  static var months: [String] { list(.dateMonths, count: 12) }

  /// The 16 compass points, north first.
  static var compassPoints: [String] { list(.compassPoints, count: 16) }

  /// The morning and afternoon marks of the 12-hour clock.
  static var halves: [String] { list(.timeHalves, count: 2) }
}
