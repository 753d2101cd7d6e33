import CommandLanguage
import Completion
import Places

extension Session {
  /// The gazetteer, or a `placesUnavailable` error naming the path and what to do.
  public func gazetteer() throws(ShellError) -> Gazetteer {
    do {
      return try gazetteerLoader.load()
    } catch {
      throw .placesUnavailable(error.message)
    }
  }

  /// Resolves a place argument: `#N` (the last search's results) or a query's best match.
  public func resolvePlace(_ text: String) throws(ShellError) -> PlaceMatch {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix("#") {
      guard let number = Int(trimmed.dropFirst()) else {
        throw .notFound("'\(trimmed)' is not a result number", hint: "use #1, #2, … after :search")
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
    let gazetteer = try gazetteer()
    let result = gazetteer.search(trimmed, limit: 3)
    if let problem = result.problem { throw Self.error(for: problem, query: trimmed) }
    guard let first = result.matches.first else {
      throw .notFound("no place matches '\(trimmed)'", hint: "check the spelling or try :search")
    }
    if first.kind == .suggestion {
      let names = result.matches.prefix(3).map { gazetteer.reference(for: $0) }
      throw .notFound(
        "no place matches '\(trimmed)'",
        hint: "did you mean " + names.map { "'\($0)'" }.joined(separator: ", ") + "?")
    }
    return first
  }

  /// The error for a query the gazetteer could not search.
  static func error(for problem: SearchResult.Problem, query: String) -> ShellError {
    switch problem {
    case .emptyQuery:
      .notFound("'\(query)' has no letters or digits to search for", hint: "type part of a name")
    case .unknownQualifier(let qualifier):
      .notFound(
        "no region or country is called '\(qualifier)'",
        hint: "after the comma give a region, a state code (MO) or a country (DE, Germany)")
    }
  }

  /// Tab candidates for a place being typed: `Hamburg, DE`-style text that finds it again.
  static func placeCandidates(_ loader: GazetteerLoader) -> CandidateSource {
    { word in
      guard let gazetteer = try? loader.load() else { return [] }
      let query = word.hasSuffix(",") ? String(word.dropLast()) : word
      let result = gazetteer.search(query, limit: 12, suggestions: false)
      var seen = Set<String>()
      return result.matches.compactMap { match in
        let text = gazetteer.reference(for: match)
        return seen.insert(text).inserted ? Candidate(text) : nil
      }
    }
  }
}
