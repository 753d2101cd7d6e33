import Foundation
import Terminal

/// `PLACE as NAME`: the place typed and the user's own name for it, split at the last word
/// `as` that has text on both sides (`:add 40.78,-119.2 as Black Rock City`, `:add as Home`
/// for the place being viewed). A place called `As` stays a place.
struct OwnNameClause: Equatable {
  /// The place as typed; empty for "the place being viewed".
  var place: String
  /// The name after `as`, or nil when there is none.
  var name: String?

  /// Splits `text`.
  init(_ text: String) {
    let words = text.split(separator: " ", omittingEmptySubsequences: false)
    for index in words.indices.reversed() where words[index].lowercased() == "as" {
      let name = words[(index + 1)...].joined(separator: " ")
        .trimmingSpaces()
      guard !name.isEmpty else { continue }
      self.place = words[..<index].joined(separator: " ").trimmingSpaces()
      self.name = name
      return
    }
    place = text.trimmingSpaces()
    name = nil
  }
}
