/// What every stage of a search knows of the query.
struct SearchQuery {
  /// The name as typed, trimmed (qualifiers after a comma removed).
  let typed: String
  /// The name normalised (``Normalizer/normalizeQuery(_:)``), as UTF-8.
  let key: [UInt8]
  /// The name when it is a postal code (digits, maybe one space or hyphen), else nil.
  let postal: String?
  /// The qualifiers: the countries and regions each names.
  let filters: [(countries: Set<Int>, regions: Set<Int>)]
  /// The qualifiers' test of a place's record index, or nil without qualifiers.
  let accepts: ((Int) -> Bool)?
  /// True for three capitals, an airport code (`JFK`).
  let upperCode: Bool
}

extension Gazetteer {
  // MARK: Stages, in the order a search runs them

  /// The name as typed: its prefix, its spacing removed (`bei jing`), a Hangul syllable being
  /// composed (`성` on its way to 서울) and kana's romaji readings, with what an unfinished last
  /// kana can become (`とうき` → Tokyo). Also how many places the name matches, when counting.
  func typedStage(_ query: SearchQuery, limit: Int, counting: Bool) -> (SearchStage, Int?) {
    let key = query.key
    // A few more than asked for, so districts hidden behind their city leave no gap.
    var top = TopPlaces(limit: limit > 0 ? limit + Self.districtRoom : 0, counting: counting)
    let kanaKeys = (KanaReading.readings(query.typed) ?? []).map {
      Array(Normalizer.normalizeQuery($0).utf8)
    }.filter { !$0.isEmpty && $0 != key }
    // Whether the query, or a reading of it, is the whole name of some place: the start of an
    // alternate name then counts less in every spelling (`ヒロ` read as hilo is Hilo first).
    let wholeName = ([key] + kanaKeys).contains(where: isWholeName)
    prefixCandidates(
      key, upperCode: query.upperCode, accepts: query.accepts, wholeName: wholeName, into: &top)
    // Spacing ignored: `bei jing` is Beijing, `서울 특별시` 서울특별시.
    if key.contains(0x20) {
      let compact = key.filter { $0 != 0x20 }
      if compact.count >= 4 {
        prefixCandidates(compact, upperCode: false, accepts: query.accepts, into: &top)
      }
    }
    // Hangul being composed: `성` is on its way to 서울 (its final starts the next syllable).
    if let moved = Hangul.finalMoved(String(decoding: key, as: UTF8.self)) {
      prefixCandidates(Array(moved.utf8), upperCode: false, accepts: query.accepts, into: &top)
    }
    // Katakana writes foreign names: a katakana query read whole names a place more surely
    // than its reading starts another's name (`ヒロ` is Hilo before Hiroshima). Only the reading
    // of what was typed: what an unfinished last kana can become is still a start (`トウキ`
    // → Tokyo).
    var plain: Set<[UInt8]> = []
    if KanaReading.isKatakana(query.typed), let reading = KanaReading.romaji(query.typed) {
      for spelling in [reading, reading.replacingOccurrences(of: "r", with: "l")] {
        plain.insert(Array(Normalizer.normalizeQuery(spelling).utf8))
      }
    }
    for romaji in kanaKeys {
      prefixCandidates(
        romaji, upperCode: false, accepts: query.accepts, wholeName: wholeName,
        startsCountAsAlternate: plain.contains(romaji), into: &top)
    }
    return (SearchStage(.typed, withoutDistrictsOfListedCities(top.sorted())), top.count)
  }

  /// Nothing of that name in the typed script: the name as it sounds (리미니 → rimini), Hanja
  /// as a Korean reads them (漢城 → 한성) and a name translated word by word (`Lago Cold`) in its
  /// English word order, after what the typed script found.
  func readingStage(_ query: SearchQuery, after list: SearchList) -> SearchStage {
    guard list.hasRoom else { return SearchStage(.reading, []) }
    let key = query.key
    var others = TopPlaces(limit: list.limit)
    // Hanja are read even when the characters name a place too: 漢城 is Xinye's and Seoul's.
    if let readings, let reading = HanjaReadings.hangul(query.typed, readings) {
      let readingKey = Array(Normalizer.normalizeQuery(reading).utf8)
      if !readingKey.isEmpty, readingKey != key {
        prefixCandidates(readingKey, upperCode: false, accepts: query.accepts, into: &others)
      }
    }
    if !list.hasExact,
      let english = GenericWords.english(String(decoding: key, as: UTF8.self), readings: readings)
    {
      prefixCandidates(Array(english.utf8), upperCode: false, accepts: query.accepts, into: &others)
    }
    if !list.hasExact, let latin = Transliteration.latin(query.typed, readings: readings) {
      let latinKey = Array(Normalizer.normalizeQuery(latin).utf8)
      if !latinKey.isEmpty, latinKey != key {
        prefixCandidates(latinKey, upperCode: false, accepts: query.accepts, into: &others)
      }
    }
    return SearchStage(.reading, withoutDistrictsOfListedCities(others.sorted()))
  }

  /// Close spellings when fewer than three places match and none exactly; when only small
  /// places match exactly (`johannesberg`), a much bigger place a typo away (Johannesburg).
  /// A sound spelled a little differently (Бешарр, Béchar) is the sound stage's: a second
  /// typo scan over the Latin reading cost as much as the first.
  func typoStage(_ query: SearchQuery, after list: SearchList) -> SearchStage {
    let key = query.key
    let edits = Self.allowedEdits(characters: String(decoding: key, as: UTF8.self).count)
    let found = list.candidates
    if edits > 0, found.count < 3, list.hasRoom, !list.hasExact {
      var fuzzy = TopPlaces(limit: list.limit - found.count)
      suggestionCandidates(
        key, edits: edits, accepts: query.accepts, excluding: list.places, into: &fuzzy)
      return SearchStage(.typo, fuzzy.sorted())
    }
    guard edits > 0, key.count >= Self.biggerTypoMinimumLength, list.limit > 0, list.hasExact,
      let biggest = found.map({ Int(data.placePopulation($0.place)) }).max(),
      biggest < Self.smallPlacePopulation
    else { return SearchStage(.typo, []) }
    let floor = max(biggest * Self.biggerTypoFactor, Self.biggerTypoMinimumPopulation)
    var fuzzy = TopPlaces(limit: Self.biggerTypoCount)
    suggestionCandidates(
      key, edits: edits, accepts: query.accepts, excluding: list.places,
      minimumPopulation: floor, into: &fuzzy)
    return SearchStage(.biggerTypo, Array(fuzzy.sorted().prefix(list.limit)), placement: .atEnd)
  }

  /// A name in another script: when it names a place whole (a Hindi spelling of one
  /// Springfield), the other places of that name, which only Latin letters spell, behind it;
  /// else, written by ear (`किंसहासा`, `คอนสแตนติน`, `柯都努`), places whose Latin names sound
  /// alike, behind the typed script's best match.
  func soundStage(_ query: SearchQuery, after list: SearchList) -> SearchStage {
    guard list.limit > 0, let reading = SoundReading(query.typed, readings: readings) else {
      return SearchStage(.sound, [])
    }
    // A place found only through a reading (亞拿巴 read in Korean is 아나파, Anapa) is not the
    // name typed: the name may still be written by ear (Annaba).
    let whole = list.entries.prefix(2).filter {
      isWhole($0.candidate, typed: query.typed) && $0.stage != .reading
    }.map(\.candidate)
    if !whole.isEmpty {
      let namesakes = namesakes(of: whole, accepts: query.accepts, limit: list.limit)
      return SearchStage(.namesake, namesakes, placement: .behind(leading: whole))
    }
    let kept = Array(list.candidates.prefix(1))
    var alike = TopPlaces(limit: list.limit)
    soundCandidates(
      reading, accepts: query.accepts, excluding: Set(kept.map(\.place)), into: &alike)
    return SearchStage(.sound, alike.sorted(), placement: .behind(leading: kept))
  }
}
