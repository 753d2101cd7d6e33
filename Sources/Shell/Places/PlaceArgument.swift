import Catalog
import CommandLanguage
import PlaceModel
import Places
import Rendering
import Terminal
import Views
import Weather

/// A place named by a command's PLACE argument, and a note when what was typed was not the
/// place's own name (a code, the start of a name), so a view never shows another place
/// silently.
struct ResolvedPlace {
  /// The place.
  var place: Place
  /// `Gerlachov, Prešov, Slovakia (for 'gerlach')`, or nil when the name was typed whole.
  var note: String?
  /// Why the online place search could not be asked, when the place shown is offline's.
  var warning: String? = nil
  /// Whether the place is a guess: neither its name typed whole (or up to a word's end) nor
  /// a code, only the start of one (`clear` for Clearwater).
  var isGuess = false
}

/// The one place argument, read the same way by every command that takes a place:
///
/// 1. `#N`: result N of the last `:search`;
/// 2. a small number (1–4 digits) where the command takes a saved index; a 5-digit number is
///    a ZIP code;
/// 3. the user's own name for a saved place (`home`);
/// 4. coordinates;
/// 5. airport and postal codes;
/// 6. saved places answering to the name, decided on place identity (the gazetteer's exact
///    matches in every script, and the saved names): several are asked about, never guessed;
/// 7. the gazetteer's best match when it is worth showing (the name typed whole, or up to a
///    word's end);
/// 8. else the online place search (with `--offline`, only its cached answers), then the gazetteer's best match
///    with a note.
@MainActor
struct PlaceArgument {
  /// The context whose gazetteer, saved places and last results it reads.
  let context: CommandContext

  /// Resolves `text`, which must not be empty.
  func resolve(_ text: String, savedIndex: Bool) async throws(ShellError) -> ResolvedPlace {
    let trimmed = text.trimmingSpaces()
    if trimmed.hasPrefix("#") {
      return ResolvedPlace(
        place: try context.places.result(trimmed, lastResults: context.state.lastResults).place)
    }
    let saved = context.saved
    if savedIndex, let number = CommandParser.smallNumber(trimmed), !saved.places.isEmpty {
      saved.reload()
      return ResolvedPlace(place: saved.place(from: saved.places[try index(number)]))
    }
    if let index = customNameMatch(trimmed) {
      return ResolvedPlace(place: saved.place(from: saved.places[index]))
    }
    let gazetteer = try context.places.open()
    if let point = CoordinateQuery(trimmed) {
      return ResolvedPlace(place: point.place(in: gazetteer))
    }
    let result = gazetteer.search(trimmed, limit: saved.places.isEmpty ? 3 : 100)
    if let problem = result.problem { throw PlaceResolver.error(for: problem, query: trimmed) }
    if let first = result.matches.first, first.isCode {
      // A code two countries use (10115 is Berlin's and Manhattan's): the user's country's.
      let region = LocaleUnits.region(environment: context.options.environment)
      let local = result.matches.first {
        $0.isCode && $0.kind == .exact && $0.place.countryCode == region
      }
      return shown(local ?? first, typed: trimmed)
    }
    if !saved.places.isEmpty, let index = try savedMatch(trimmed, result.matches, prefixes: false) {
      return ResolvedPlace(place: saved.place(from: saved.places[index]))
    }
    if let first = result.matches.first, OnlinePlaceSearch.isWorthShowing(first, typed: trimmed) {
      return shown(first, typed: trimmed)
    }
    return try await online(trimmed, offline: result, gazetteer: gazetteer)
  }

  /// A name the gazetteer has no match worth showing for: the online search's place of that
  /// name, else the gazetteer's best match with a note, else an error saying both looked.
  func online(_ typed: String, offline result: SearchResult, gazetteer: Gazetteer)
    async throws(ShellError) -> ResolvedPlace
  {
    let offlineBest = result.matches.first { $0.kind != .suggestion }
    switch await OnlinePlaceSearch(context: context).matches(typed, gazetteer: gazetteer) {
    case .success(let found):
      if let exact = found.first(where: { $0.kind == .exact }) {
        return ResolvedPlace(place: exact.place)
      }
      if let offlineBest {
        return shown(offlineBest, typed: typed)
      }
      if let first = found.first {
        return shown(first, typed: typed)
      }
      _ = try PlaceResolver.best(result, query: typed, gazetteer: gazetteer)
      throw .place(.placeNoMatch(query: Quote.user(typed)))
    case .failure(let error) where error.isCancellation:
      throw .cancelled
    case .failure(.notCached):
      // `--offline` with no cached answer for the name.
      guard let offlineBest else { throw PlaceResolver.offlineOnly(result, typed, gazetteer) }
      throw PlaceResolver.offlineOnly(SearchResult(matches: [offlineBest]), typed, gazetteer)
    case .failure(let error):
      if let offlineBest {
        return shown(offlineBest, typed: typed, warning: error.message)
      }
      // A postal code of another country says so, whatever the network did; a typo still
      // gets its close spellings.
      if let notice = result.notice { throw .place(.placeNoticeHint(notice: notice)) }
      // Without a network a close spelling is the likelier story: the offline answer alone.
      if !result.matches.isEmpty, error.isUnreachable {
        _ = try PlaceResolver.best(result, query: typed, gazetteer: gazetteer)
      }
      if !result.matches.isEmpty {
        let names = result.matches.prefix(3).map { "'\(gazetteer.reference(for: $0))'" }
        throw .place(
          .placeOnlineFailedDidYouMean(
            query: Quote.user(typed), reason: error.message,
            names: names.joined(separator: say(.listSeparator))))
      }
      throw .place(.placeOnlineFailed(query: Quote.user(typed), reason: error.message))
    }
  }

  /// The saved place the user gave `typed` as their own name (case and accents ignored).
  func customNameMatch(_ typed: String) -> Int? {
    let key = Normalizer.normalizeQuery(typed)
    guard !key.isEmpty else { return nil }
    return context.saved.places.firstIndex {
      $0.customName.map { Normalizer.normalizeQuery($0) == key } ?? false
    }
  }

  /// The 0-based index of saved place `number` (1-based) in the list as last shown.
  func index(_ number: Int) throws(ShellError) -> Int {
    let places = context.saved.places
    guard !places.isEmpty else { throw .place(.placeNoSavedPlaces) }
    return try context.saved.index(ofNumber: number, in: places)
  }

  /// The saved place `text` names, for commands that act on saved places (`:go`, `:rm`,
  /// `:move`): its number, its name or any name the gazetteer knows it by.
  func savedIndex(_ text: String) throws(ShellError) -> Int {
    let trimmed = text.trimmingSpaces()
    let saved = context.saved
    guard !saved.places.isEmpty else { throw .place(.placeNoSavedPlaces) }
    if let number = Int(trimmed), trimmed.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
      return try index(number)
    }
    let gazetteer = try context.places.open()
    let result = gazetteer.search(trimmed, limit: 100, suggestions: false)
    if let index = try savedMatch(trimmed, result.matches, prefixes: true) { return index }
    throw .place(.placeNotSaved(typed: Quote.user(trimmed)))
  }

  /// The saved place answering to `typed`: saved names and the gazetteer's matches that are
  /// saved, exact ones first, then (with `prefixes`) names that start with it. Several
  /// different places are asked about in a terminal and listed to a script.
  func savedMatch(_ typed: String, _ matches: [PlaceMatch], prefixes: Bool) throws(ShellError)
    -> Int?
  {
    let places = context.saved.places
    let key = Normalizer.normalizeQuery(typed)
    let positions = Dictionary(
      places.enumerated().map { ($0.element.id, $0.offset) },
      uniquingKeysWith: { first, _ in first })
    let folded = places.map { Normalizer.normalize($0.name) }
    let own = places.map { $0.customName.map(Normalizer.normalize) ?? "" }
    var exact = Set(
      key.isEmpty ? [] : folded.indices.filter { folded[$0] == key || own[$0] == key })
    exact.formUnion(
      matches.filter { $0.kind == .exact && !$0.isCode }.compactMap { positions[$0.place.id] })
    if let chosen = try decide(typed, exact) { return chosen }
    guard prefixes else { return nil }
    var started = Set(
      key.isEmpty
        ? []
        : folded.indices.filter {
          folded[$0].hasPrefix(key) || (!own[$0].isEmpty && own[$0].hasPrefix(key))
        })
    started.formUnion(
      matches.filter { $0.kind == .prefix && !$0.isCode }.compactMap { positions[$0.place.id] })
    return try decide(typed, started)
  }

  /// The one index in `indices`, nil for none, or the user's choice among several.
  func decide(_ typed: String, _ indices: Set<Int>) throws(ShellError) -> Int? {
    guard indices.count > 1 else { return indices.first }
    let labels = PlaceLabels.labels(for: context.saved.allPlaces())
    let candidates = indices.sorted().map { SavedChoice(index: $0, label: labels[$0]) }
    if context.canAsk { return try context.choose(Quote.user(typed), among: candidates) }
    throw .ambiguousPlace(Quote.user(typed), candidates: candidates)
  }

  /// The note for a match that is not the place's name typed whole.
  /// `match` shown for `typed`, with its note, and whether it is a guess.
  func shown(_ match: PlaceMatch, typed: String, warning: String? = nil) -> ResolvedPlace {
    let note = note(for: match, typed: typed)
    return ResolvedPlace(
      place: match.place, note: note, warning: warning, isGuess: note != nil && !match.isCode)
  }

  func note(for match: PlaceMatch, typed: String) -> String? {
    let label = PlaceLabels.fullName(match.place)
    if match.isCode {
      guard Normalizer.normalize(match.place.name) != Normalizer.normalize(typed) else {
        return nil
      }
      return say(
        .placeShownForCode(place: label, typed: Quote.user(typed), code: match.matchedName))
    }
    // The name typed whole, or up to a word's end (`new york` for New York City), names it.
    guard !OnlinePlaceSearch.isWorthShowing(match, typed: typed) else { return nil }
    return say(.placeShownFor(place: label, typed: Quote.user(typed)))
  }
}
