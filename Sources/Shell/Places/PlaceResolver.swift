import Completion
import Places
import Rendering

/// Turns place arguments into places: `#N` from the last search, or a query's best match in
/// the gazetteer.
@MainActor
struct PlaceResolver {
  /// The gazetteer, opened on first use.
  let gazetteer: GazetteerLoader

  /// The gazetteer, or a `placesUnavailable` error naming the path and what to do.
  func open() throws(ShellError) -> Gazetteer {
    do {
      return try gazetteer.load()
    } catch {
      throw .placesUnavailable(error.message)
    }
  }

  /// Resolves `#N` (against `lastResults`) or a query to its best match.
  func resolve(_ text: String, lastResults: [PlaceMatch]) throws(ShellError) -> PlaceMatch {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix("#") {
      guard let number = Int(trimmed.dropFirst()) else {
        throw .notFound(
          "'\(Quote.user(trimmed))' is not a result number", hint: "use #1, #2, … after :search")
      }
      guard !lastResults.isEmpty else {
        throw .notFound("there are no search results for \(trimmed)", hint: "run :search first")
      }
      guard (1...lastResults.count).contains(number) else {
        throw .notFound(
          "#\(number) is out of range",
          hint: "the last search had \(lastResults.count) result"
            + (lastResults.count == 1 ? "" : "s"))
      }
      return lastResults[number - 1]
    }
    let gazetteer = try open()
    if let point = CoordinateQuery(trimmed) {
      let place = point.place(in: gazetteer)
      return PlaceMatch(place: place, matchedName: place.name, isAlternate: false, kind: .exact)
    }
    let result = gazetteer.search(trimmed, limit: 3)
    if let problem = result.problem { throw Self.error(for: problem, query: trimmed) }
    guard let first = result.matches.first else {
      if let notice = result.notice {
        throw .notFound(notice, hint: "name the place instead")
      }
      throw .notFound(
        "no place matches '\(Quote.user(trimmed))'", hint: "check the spelling or try :search")
    }
    if first.kind == .suggestion {
      let names = result.matches.prefix(3).map { gazetteer.reference(for: $0) }
      throw .notFound(
        "no place matches '\(Quote.user(trimmed))'",
        hint: "did you mean " + names.map { "'\($0)'" }.joined(separator: ", ") + "?")
    }
    return first
  }

  /// The error for a query the gazetteer could not search.
  static func error(for problem: SearchResult.Problem, query: String) -> ShellError {
    switch problem {
    case .emptyQuery:
      .notFound(
        "'\(Quote.user(query))' has no letters or digits to search for", hint: "type part of a name"
      )
    case .unknownQualifier(let qualifier):
      .notFound(
        "no region or country is called '\(Quote.user(qualifier))'",
        hint: "after the comma give a region, a state code (MO) or a country (DE, Germany)")
    }
  }

  /// Tab candidates for a place being typed: `Hamburg, DE`-style text that finds it again.
  nonisolated static func candidates(_ loader: GazetteerLoader) -> CandidateSource {
    { word in
      guard let gazetteer = try? loader.load() else { return [] }
      return gazetteer.completions(for: word).map { Candidate($0) }
    }
  }
}
