import Catalog
import Clients
import PlaceModel
import Places
import Rendering

/// The online place search as commands use it: asked only for names the gazetteer has no
/// match worth showing for, in the user's language, with a progress line while it waits;
/// with `--offline` only its cache answers, as for every other service.
@MainActor
struct OnlinePlaceSearch {
  /// The context whose dependencies, options and gazetteer it uses.
  let context: CommandContext

  /// True when the gazetteer's best match is worth showing without asking online: the name
  /// typed whole, a code, or the start of a name up to a word's end (`new york`).
  static func isWorthShowing(_ match: PlaceMatch, typed: String) -> Bool {
    if match.isCode || match.kind == .exact { return true }
    guard match.kind == .prefix else { return false }
    let key = Normalizer.normalize(String(typed.split(separator: ",").first ?? ""))
    let name = Normalizer.normalize(match.matchedName)
    return !key.isEmpty && (name == key || name.hasPrefix(key + " "))
  }

  /// The places the online search finds for `query`, as matches: a place the gazetteer also
  /// has is the gazetteer's (same GeoNames id), with its names and codes; exact names first.
  func matches(_ query: String, gazetteer: Gazetteer) async -> Result<[PlaceMatch], GeocodingError>
  {
    let offline = context.options.offline
    let progress = ProgressLine.start(
      say(.placeSearchingOnline(query: Quote.user(query))),
      show: context.presentation.showsProgress && !offline,
      error: context.dependencies.output.error)
    let answer = await context.dependencies.placeSearch.search(
      query, Catalog.current.language, offline ? .offline : .preferCache)
    await progress.stop()
    let key = Normalizer.normalize(String(query.split(separator: ",").first ?? ""))
    return answer.map { places in
      let found = places.map { online in
        let place = gazetteer.place(id: online.id) ?? online
        let exact = Normalizer.normalize(online.name) == key
        return PlaceMatch(
          place: place, matchedName: online.name, isAlternate: false,
          kind: exact ? .exact : .prefix)
      }
      return found.filter { $0.kind == .exact } + found.filter { $0.kind != .exact }
    }
  }
}
