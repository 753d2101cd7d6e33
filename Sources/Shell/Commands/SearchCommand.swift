import Catalog
import CommandLanguage
import JSON
import PlaceModel
import Places
import Rendering
import Terminal

/// `:search QUERY`: up to 10 numbered places; `#N` refers to them afterwards.
@MainActor
enum SearchCommand {
  /// What to look for.
  static let query = ArgumentSpec("QUERY", .place(savedIndex: false), noun: .nounSearchQuery)

  static let spec = CommandSpec(
    name: "search", aliases: ["s"], summary: .helpSearchSummary,
    discussion: .helpSearchDiscussion,
    examples: [
      ":search ham", ":search springfield, mo", ":search birmingham, alabama", ":search 대구",
      ":search wien",
    ],
    arguments: [query])

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, context in
      let query = invocation.parsed[Self.query] ?? ""
      let gazetteer = try context.places.open()
      var result = gazetteer.search(query, limit: 10, counting: true)
      if let problem = result.problem { throw PlaceResolver.error(for: problem, query: query) }
      var warning: String?
      if Self.asksOnline(query, result) {
        (result, warning) = try await withOnline(query, result, gazetteer, context)
      }
      guard !result.matches.isEmpty else {
        if let notice = result.notice {
          throw ShellError.place(.searchNoticeHint(notice: notice))
        }
        throw ShellError.place(.placeNoMatchSearch(query: Quote.user(query)))
      }
      context.state.lastResults = result.matches
      var lines: [String] = []
      let styler = context.styler
      if let notice = result.notice { lines.append(styler.apply(.dim, notice)) }
      if let warning { lines.append(styler.apply(.dim, warning)) }
      if result.isOnlySuggestions {
        lines.append(say(.searchNoStart(query: Quote.user(query))))
      }
      let width = String(result.matches.count).count
      var shownSuggestionHeader = result.isOnlySuggestions
      for (index, match) in result.matches.enumerated() {
        if match.kind == .suggestion, !shownSuggestionHeader {
          lines.append(styler.apply(.dim, say(.searchCloseSpellings)))
          shownSuggestionHeader = true
        }
        let number =
          String(repeating: " ", count: width - String(index + 1).count) + "\(index + 1)."
        // A row fits the screen: the online note's room is kept, then the place is cut to fit.
        let online = match.place.origin == .online ? " · " + say(.searchFoundOnline) : ""
        let room =
          context.terminal.width - 2 - TerminalText.displayWidth(number)
          - TerminalText.displayWidth(online)
        var line =
          " " + styler.apply(.cyan, number) + " "
          + PlaceText.line(for: match, width: max(room, 20))
        if !online.isEmpty { line += styler.apply(.dim, online) }
        lines.append(line)
      }
      if let more = Self.moreLine(query: query, result) {
        lines += TerminalText.wrap(more, width: context.terminal.width).map {
          styler.apply(.dim, $0)
        }
      }
      return CommandOutput(lines: lines, json: SearchJSON.document(query: query, result: result))
    }
  }

  /// True when a search should also ask online: the offline list has no match worth showing
  /// (the name typed whole, or up to a word's end) and does not fill the page with names that
  /// start that way (`:search ham` does; `:search gerlach` finds only Gerlachov).
  static func asksOnline(_ query: String, _ result: SearchResult) -> Bool {
    if let first = result.matches.first, OnlinePlaceSearch.isWorthShowing(first, typed: query) {
      return false
    }
    return result.matches.filter { $0.kind != .suggestion }.count < 10
  }

  /// The offline result with the online search's places for a name it has no match worth
  /// showing for: exact names found online first, then the offline matches, then the rest
  /// found online, at most 10; and the line saying why online search was not asked or failed.
  static func withOnline(
    _ query: String, _ result: SearchResult, _ gazetteer: Gazetteer, _ context: CommandContext
  ) async throws(ShellError) -> (SearchResult, warning: String?) {
    switch await OnlinePlaceSearch(context: context).matches(query, gazetteer: gazetteer) {
    case .success(let found):
      let known = Set(result.matches.map(\.place.id))
      let fresh = found.filter { !known.contains($0.place.id) }
      let offline = result.matches.filter { $0.kind != .suggestion }
      let suggestions = result.matches.filter { $0.kind == .suggestion }
      var combined = result
      combined.matches = Array(
        (fresh.filter { $0.kind == .exact } + offline + fresh.filter { $0.kind != .exact }
          + suggestions).prefix(10))
      if !fresh.isEmpty { combined.total = nil }
      return (combined, nil)
    case .failure(let error) where error.isCancellation:
      throw .cancelled
    case .failure(.notCached):
      // `--offline` with no cached answer for the name.
      if result.matches.isEmpty {
        throw ShellError.place(.placeOfflineOnly(query: Quote.user(query)))
      }
      return (result, nil)
    case .failure(let error):
      if result.matches.isEmpty {
        // A postal code of another country says so, whatever the network did.
        if let notice = result.notice {
          throw ShellError.place(.searchNoticeHint(notice: notice))
        }
        throw ShellError.place(.placeOnlineFailed(query: Quote.user(query), reason: error.message))
      }
      return (result, error.message)
    }
  }

  /// The line under a list that leaves places out: how many match, and how to narrow the
  /// search with the first result's country (`:search springfield, US`).
  static func moreLine(query: String, _ result: SearchResult) -> String? {
    guard let total = result.total, total > result.matches.count, let first = result.matches.first,
      !query.contains(",")
    else { return nil }
    let command = ":search " + TerminalText.sanitize(query) + ", " + first.place.countryCode
    return total >= Gazetteer.countCap
      ? say(.searchMoreOver(count: total, command: command))
      : say(.searchMore(count: total, command: command))
  }
}
