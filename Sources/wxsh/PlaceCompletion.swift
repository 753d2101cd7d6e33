import Foundation
import Places

/// Place names for a shell's Tab completion of `wxsh PLACE`, straight from the gazetteer.
///
/// `wxsh --complete-place PREFIX` prints them (`Hamburg, DE`, the text that finds the place
/// again, as the shell's own Tab lists them), and the completion scripts get them through
/// swift-argument-parser's custom completion of the place argument. It runs on every Tab, so it
/// only memory-maps the gazetteer and runs one prefix search: no network, no profile, no history.
enum PlaceCompletion {
  /// At most this many names are offered.
  static let limit = 12

  /// The names that complete `prefix`, one per place, best first; empty when nothing matches
  /// or the gazetteer cannot be opened.
  static func candidates(
    for prefix: String, environment: [String: String], executablePath: String
  ) -> [String] {
    let typed = unquoted(prefix)
    let query = typed.hasSuffix(",") ? String(typed.dropLast()) : typed
    guard query.contains(where: { $0.isLetter || $0.isNumber }),
      let gazetteer = try? GazetteerLocator.open(
        environment: environment, executablePath: executablePath)
    else { return [] }
    return gazetteer.completions(for: query, limit: limit)
  }

  /// What a completion script offers for the word being completed (`prefix`: the shell word
  /// up to the cursor, quotes and escapes included): the candidates, each starting with the
  /// typed text when it matches but for case and accents.
  @Sendable static func complete(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
    let typed = unquoted(prefix)
    let names = candidates(
      for: prefix, environment: ProcessInfo.processInfo.environment,
      executablePath: GazetteerLocator.executablePath())
    // zsh's `_describe` reads `name:description`, so a colon in a name is escaped.
    let zsh = ProcessInfo.processInfo.environment["SAP_SHELL"] == "zsh"
    return names.map {
      let text = keepingTyped(typed, in: $0)
      return zsh ? text.replacingOccurrences(of: ":", with: "\\:") : text
    }
  }

  /// `prefix` without the shell's quoting: a leading quote and backslash escapes removed.
  static func unquoted(_ prefix: String) -> String {
    var text = Substring(prefix)
    if let first = text.first, first == "\"" || first == "'" {
      text = text.dropFirst()
      if text.last == first { text = text.dropLast() }
    }
    var result = ""
    var escaped = false
    for character in text {
      if character == "\\" && !escaped {
        escaped = true
        continue
      }
      escaped = false
      result.append(character)
    }
    return result
  }

  /// `text` starting with exactly what the user typed when it starts with it but for case and
  /// accents (`ham` → `hamburg, DE`, `gdansk` → `gdansk, PL`), so shells that keep only the
  /// candidates starting with the typed word (bash, zsh) still offer it; the gazetteer folds
  /// case and accents, so either spelling finds the same place.
  static func keepingTyped(_ typed: String, in text: String) -> String {
    guard !typed.isEmpty, !text.hasPrefix(typed), text.count >= typed.count else { return text }
    let head = String(text.prefix(typed.count))
    guard head.compare(typed, options: [.caseInsensitive, .diacriticInsensitive]) == .orderedSame
    else { return text }
    return typed + text.dropFirst(typed.count)
  }
}
