import JSON
import PlaceModel

/// The document of `:search`: what was typed, each numbered result and how it matched, how
/// many places matched in all, and the notice a postal code gets.
public enum SearchJSON {
  /// The document for a search's result.
  public static func document(query: String, result: SearchResult) -> [JSONWriter.Member] {
    let results: [JSONNode] = result.matches.map { match in
      var object = PlaceText.json(match.place, matched: match.matchedName)
      if case .object(var members) = object {
        members.append(("match", .string(kindName(match.kind))))
        object = .object(members)
      }
      return object
    }
    var json: [JSONWriter.Member] = [("query", .string(query)), ("results", .array(results))]
    // How many places the name matched (at most 1,000), when the search counted them.
    if let total = result.total { json.append(("total", .int(total))) }
    if let notice = result.notice { json.append(("notice", .string(notice))) }
    return json
  }

  /// How a result matched, as `--json` names it.
  static func kindName(_ kind: PlaceMatch.Kind) -> String {
    switch kind {
    case .exact: "exact"
    case .prefix: "prefix"
    case .suggestion: "suggestion"
    }
  }
}
