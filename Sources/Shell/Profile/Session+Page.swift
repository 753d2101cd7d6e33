import Places

extension Session {
  /// The page printed when a place is viewed (`:go`, `:next`, `:prev`, an interactive start).
  ///
  /// `position` is the place's 1-based number among `count` saved places, when it is saved.
  func page(for place: Place, position: (index: Int, count: Int)?) async throws -> CommandOutput {
    let styler = context.styler
    var header = ""
    if let position { header = styler.apply(.cyan, "▸ \(position.index)/\(position.count)") + "  " }
    header += styler.apply(.bold, PlaceText.line(for: place))
    let time = LocalClock.now(in: place.timeZone, clock: units.clock)
    if !time.isEmpty { header += "  " + styler.apply(.dim, time) }
    var json: [(String, JSONValue)] = [("place", PlaceText.json(place))]
    if let position { json += [("index", .int(position.index)), ("count", .int(position.count))] }
    return CommandOutput(lines: [header], json: json)
  }
}
