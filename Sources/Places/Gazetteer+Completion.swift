import Foundation
import PlaceModel

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
    let matches = inTypedScript(search(word, limit: limit, suggestions: false).matches, word)
    return matches.compactMap { match in
      let text = reference(for: match)
      return seen.insert(text).inserted ? text : nil
    }
  }

  /// The matches with names in the script `word` is typed in: a place found through the
  /// romaji reading of kana (`さっぽ` → Sapporo) completes to its own name in Japanese (札幌),
  /// so Tab keeps the script typed and the text finds the place again.
  func inTypedScript(_ matches: [PlaceMatch], _ word: String) -> [PlaceMatch] {
    guard let script = Script.of(word), script != .latin else { return matches }
    let foreign = matches.filter { Script.of($0.matchedName).map(script.accepts) != true }
    let indexes = Set(foreign.compactMap { placeIndex(id: $0.place.id) })
    let names = names(ofPlaces: indexes)
    return matches.map { match in
      guard Script.of(match.matchedName).map(script.accepts) != true,
        let index = placeIndex(id: match.place.id),
        let name = script.preferred(names[index] ?? [])
      else { return match }
      return PlaceMatch(place: match.place, matchedName: name, isAlternate: true, kind: match.kind)
    }
  }

  /// The places called `name` whose region, state code or country starts with `qualifier`.
  private func completions(named name: String, qualifier: String) -> [String] {
    let typed = Normalizer.normalize(qualifier)
    var seen = Set<String>()
    // After the comma the name is finished: places called exactly that (`Springfield, ` is
    // not Springfield Gardens), by their own name when some are (not Plattsburg, once called
    // Springfield), else by any name (광주 is Gwangju's Korean name).
    let key = Normalizer.normalize(name)
    let all = search(name, limit: 60, suggestions: false).matches
    let exact = all.filter { Normalizer.normalize($0.matchedName) == key }
    let own = exact.filter { !$0.isAlternate }
    let matches = !own.isEmpty ? own : !exact.isEmpty ? exact : all
    let found = matches.compactMap {
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
    if found.isEmpty, let script = Script.of(qualifier), script != .latin {
      return Array(inScript(script, named: name, qualifier: qualifier, matches).prefix(20))
    }
    return Array(found.prefix(20))
  }

  /// The places of `matches` whose region or country has a name in `script` starting with
  /// `qualifier`, written with that name (`광주, 경기도` for `광주, 경`), so Tab keeps the script
  /// typed after the comma too.
  private func inScript(
    _ script: Script, named name: String, qualifier: String, _ matches: [PlaceMatch]
  ) -> [String] {
    // The index keeps names folded (Hangul as jamo, Han in one variant): a name is offered
    // only when, composed again, it starts with what was typed.
    let typed = qualifier.trimmingCharacters(in: .whitespaces)
    let names = qualifierNames(startingWith: Array(Normalizer.normalize(typed).utf8)).compactMap {
      named -> (name: String, isCountry: Bool, target: Int)? in
      let name = UnicodeForms.nfc(named.key)
      guard Script.of(name).map(script.accepts) == true, name.hasPrefix(typed) else { return nil }
      return (name, named.isCountry, named.target)
    }
    guard !names.isEmpty else { return [] }
    let typedName = name.trimmingCharacters(in: .whitespaces)
    var seen = Set<String>()
    return matches.compactMap { match -> String? in
      guard let index = placeIndex(id: match.place.id) else { return nil }
      let region = data.placeRegion(index)
      let country = data.placeCountry(index)
      guard
        let named = names.first(where: {
          $0.isCountry ? $0.target == country : $0.target == region
        })
      else { return nil }
      let text = typedName + ", " + named.name
      guard best(text)?.place.id == match.place.id, seen.insert(text).inserted else { return nil }
      return text
    }
  }
}
