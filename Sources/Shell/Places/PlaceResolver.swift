import Catalog
import Clients
import Completion
import PlaceModel
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

  /// Result `#N` of the last search.
  func result(_ text: String, lastResults: [PlaceMatch]) throws(ShellError) -> PlaceMatch {
    guard let number = Int(text.dropFirst()) else {
      throw .place(.placeNotResultNumber(typed: Quote.user(text)))
    }
    guard !lastResults.isEmpty else { throw .place(.placeNoResults(typed: Quote.user(text))) }
    guard (1...lastResults.count).contains(number) else {
      throw .place(.placeResultOutOfRange(count: lastResults.count, number: String(number)))
    }
    return lastResults[number - 1]
  }

  /// The best match of a search, or the error saying there is none (with close spellings).
  static func best(_ result: SearchResult, query: String, gazetteer: Gazetteer) throws(ShellError)
    -> PlaceMatch
  {
    guard let first = result.matches.first else {
      if let notice = result.notice { throw .place(.placeNoticeHint(notice: notice)) }
      throw .place(.placeNoMatch(query: Quote.user(query)))
    }
    if first.kind == .suggestion {
      let names = result.matches.prefix(3).map { "'\(gazetteer.reference(for: $0))'" }
      throw .place(
        .placeDidYouMean(
          query: Quote.user(query), names: names.joined(separator: say(.listSeparator))))
    }
    return first
  }

  /// The error for a name the gazetteer has no match worth showing for, under `--offline`:
  /// it says online search is off and offers the offline matches there are.
  static func offlineOnly(_ result: SearchResult, _ query: String, _ gazetteer: Gazetteer)
    -> ShellError
  {
    guard !result.matches.isEmpty else {
      return .place(.placeOfflineOnly(query: Quote.user(query)))
    }
    let names = result.matches.prefix(3).map { "'\(gazetteer.reference(for: $0))'" }
    return .place(
      .placeOfflineOnlyDidYouMean(
        query: Quote.user(query), names: names.joined(separator: say(.listSeparator))))
  }

  /// The error for a query the gazetteer could not search.
  static func error(for problem: SearchResult.Problem, query: String) -> ShellError {
    switch problem {
    case .emptyQuery:
      .place(.placeNoLetters(query: Quote.user(query)))
    case .unknownQualifier(let qualifier):
      .place(.placeUnknownQualifier(qualifier: Quote.user(qualifier)))
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
