extension Gazetteer {
  /// Tab completions for a place being typed, best first, one per place: text that finds the
  /// place again (`Hamburg, DE`). After `NAME,` only the places called NAME whose region, state
  /// code or country starts with what follows the comma, so only regions that have such a
  /// place are offered. Used by the shell's Tab and by `wxsh --complete-place`.
  public func completions(for word: String, limit: Int = 12) -> [String] {
    if let comma = word.firstIndex(of: ",") {
      return completions(
        named: String(word[..<comma]), qualifier: String(word[word.index(after: comma)...]))
    }
    var seen = Set<String>()
    return search(word, limit: limit, suggestions: false).matches.compactMap { match in
      let text = reference(for: match)
      return seen.insert(text).inserted ? text : nil
    }
  }

  /// The places called `name` whose region, state code or country starts with `qualifier`.
  private func completions(named name: String, qualifier: String) -> [String] {
    let typed = Normalizer.normalize(qualifier)
    var seen = Set<String>()
    let found = search(name, limit: 60, suggestions: false).matches.compactMap {
      match -> String? in
      let text = reference(for: match)
      guard best(text)?.place.id == match.place.id else { return nil }
      let place = match.place
      let tail = text.split(separator: ",", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
      let fits =
        typed.isEmpty || Normalizer.normalize(tail).hasPrefix(typed)
        || Normalizer.normalize(place.regionName ?? "").hasPrefix(typed)
        || Normalizer.normalize(place.countryName).hasPrefix(typed)
      guard fits, seen.insert(text).inserted else { return nil }
      return text
    }
    return Array(found.prefix(20))
  }
}
