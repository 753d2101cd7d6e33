import Catalog
import PlaceModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The offline gazetteer: prefix search over every name of ~235,000 places.
///
/// Queries are normalised like the names (case, accents, spacing), matched as prefixes of the
/// primary name and every alternate name, narrowed by `, REGION` or `, COUNTRY` qualifiers, and
/// ranked by exactness, primary name and population (see `Ranking`). When the prefix finds
/// (almost) nothing, close spellings are offered as suggestions.
public final class Gazetteer: Sendable {
  let data: GazetteerFile
  /// How Han characters and the letters of scripts read by ear sound, from the folder's
  /// `readings.tsv`; nil without one.
  let readings: Readings?
  /// The file this gazetteer was read from.
  public let path: String
  /// At most this many entries are scanned for a qualified or fuzzy query.
  static let scanCap = 2_000_000
  /// Queries are cut to this many characters (the online search sends no more either).
  public static let maximumQueryLength = 200

  /// Opens the gazetteer file at `path`.
  public init(path: String) throws(PlacesError) {
    let file = try MappedFile(path: path)
    self.data = try GazetteerFile(file: file, path: path)
    self.readings = Readings.beside(gazetteerPath: path)
    self.path = path
  }

  /// Opens a gazetteer from bytes (tests build small ones in memory), through a temp file.
  public static func fromBytes(_ bytes: [UInt8], scratchPath: String) throws(PlacesError)
    -> Gazetteer
  {
    let fd = open(scratchPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw .unreadable(path: scratchPath, reason: "cannot create") }
    let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    close(fd)
    guard written == bytes.count else {
      throw .unreadable(path: scratchPath, reason: "short write")
    }
    return try Gazetteer(path: scratchPath)
  }

  /// How many places the gazetteer holds.
  public var placeCount: Int { data.count(.places) }
  /// How many searchable names (place × distinct normalised name) it holds.
  public var nameCount: Int { data.count(.entries) }
  /// Where the data came from (package versions, build date).
  public var metadata: String { data.metadata }

  /// The place with GeoNames id `id`.
  public func place(id: Int) -> Place? {
    placeIndex(id: id).map { data.place($0) }
  }

  /// The record index of the place with GeoNames id `id`.
  func placeIndex(id: Int) -> Int? {
    let low = Self.firstIndex(in: 0..<data.count(.places)) { data.placeID($0) < id }
    guard low < data.count(.places), data.placeID(low) == id else { return nil }
    return low
  }

  /// Every name (not code) of the places with these record indexes, in one pass over the
  /// names: for Tab, which answers in the script the user types.
  func names(ofPlaces indexes: Set<Int>) -> [Int: [String]] {
    var names: [Int: [String]] = [:]
    guard !indexes.isEmpty else { return names }
    let skip =
      GazetteerLayout.codeFlags | GazetteerLayout.initialsFlag | GazetteerLayout.compactFlag
    for entry in 0..<data.count(.entries) where indexes.contains(data.entryPlace(entry)) {
      guard data.entryFlags(entry) & skip == 0 else { continue }
      names[data.entryPlace(entry), default: []].append(data.entryOriginal(entry))
    }
    return names
  }

  /// The best match for `query`, or nil when there is none (suggestions do not count).
  public func best(_ query: String) -> PlaceMatch? {
    search(query, limit: 1, suggestions: false).matches.first
  }

  /// The most places a counting search counts; more reads as "over 1,000".
  public static let countCap = TopPlaces.countCap

  /// Up to `limit` places matching `query`, best first.
  ///
  /// - Parameters:
  ///   - query: a name prefix, optionally followed by `, REGION` and/or `, COUNTRY`.
  ///   - limit: the most results to return.
  ///   - suggestions: whether to add close spellings when fewer than 3 places match.
  ///   - counting: whether to count the places the name matches (``SearchResult/total``),
  ///     for a list that says how many it leaves out.
  public func search(
    _ query: String, limit: Int = 10, suggestions: Bool = true, counting: Bool = false
  ) -> SearchResult {
    let limit = max(limit, 0)
    if let named = searchBracketed(
      query, limit: limit, suggestions: suggestions, counting: counting)
    {
      return named
    }
    let parsed: SearchQuery
    switch parse(query) {
    case .success(let query): parsed = query
    case .failure(let problem): return SearchResult(matches: [], problem: problem.problem)
    }
    var list = SearchList(limit: limit)
    let (typed, total) = typedStage(parsed, limit: limit, counting: counting)
    list.merge(typed)
    if let postal = parsed.postal {
      // Postal codes are not spelled: no close spellings, but a word on what is included.
      var result = makeResult(list, query: parsed)
      let codes = list.candidates.filter {
        data.entryFlags($0.entry) & GazetteerLayout.postalFlag != 0
      }
      result.notice = codes.isEmpty ? postalNotice(postal, filters: parsed.filters) : nil
      return result
    }
    list.merge(readingStage(parsed, after: list))
    if suggestions {
      list.merge(typoStage(parsed, after: list))
      list.merge(soundStage(parsed, after: list))
    }
    var result = makeResult(list, query: parsed)
    result.total = total
    return result
  }

  /// `Braşov (Kronstadt)`: a name with another in brackets is either name, unless the whole is
  /// a place's own name (`Halle (Saale)`, `Frankfurt (Oder)`), which is then the place. Nil
  /// when `query` has no brackets or neither name finds a place.
  private func searchBracketed(
    _ query: String, limit: Int, suggestions: Bool, counting: Bool
  ) -> SearchResult? {
    guard let open = query.firstIndex(where: { $0 == "(" || $0 == "（" }),
      let close = query[open...].firstIndex(where: { $0 == ")" || $0 == "）" })
    else { return nil }
    let whole = String(query.map { "()（）".contains($0) ? " " : $0 })
    let named = search(whole, limit: limit, suggestions: false, counting: counting)
    if named.matches.first?.kind == .exact { return named }
    let outside = String(query[..<open] + query[query.index(after: close)...])
    let inside = String(query[query.index(after: open)..<close])
    for part in [outside, inside] where !part.trimmingSpaces.isEmpty {
      let result = search(part, limit: limit, suggestions: suggestions, counting: counting)
      if !result.matches.isEmpty { return result }
    }
    return nil
  }

  /// Why a query cannot be searched.
  struct Unsearchable: Error {
    let problem: SearchResult.Problem
  }

  /// The name, postal code and qualifiers of `query`: `NAME[, REGION][, COUNTRY]`.
  private func parse(_ query: String) -> Result<SearchQuery, Unsearchable> {
    let trimmed = String(query.prefix(Self.maximumQueryLength))
    var parts = trimmed.split(separator: ",", omittingEmptySubsequences: false)
    var namePart = parts.isEmpty ? "" : String(parts.removeFirst())
    // `เบเคอร์, ทะเลสาบ` (Baker, Lake): a generic word after a comma belongs to the name. Only
    // words in other scripts: `Lille, Nord` names a département.
    while let part = parts.first, GenericWords.isGeneric(String(part), readings: readings) {
      namePart += " " + String(part).trimmingSpaces
      parts.removeFirst()
    }
    let postal = Self.postalCode(in: namePart)
    if let postal, postal.count == 10, let separator = postal.dropFirst(5).first,
      separator == "-" || separator == " "
    {
      namePart = String(postal.prefix(5))  // ZIP+4: the ZIP code finds the place
    }
    let key = Array(Normalizer.normalizeQuery(namePart).utf8)
    guard !key.isEmpty else { return .failure(Unsearchable(problem: .emptyQuery)) }
    var filters: [(countries: Set<Int>, regions: Set<Int>)] = []
    for part in parts {
      let qualifier = Array(Normalizer.normalize(String(part)).utf8)
      guard !qualifier.isEmpty else { continue }
      let matched = qualifierTargets(qualifier)
      if matched.countries.isEmpty && matched.regions.isEmpty {
        let shown = String(part).trimmingSpaces
        return .failure(Unsearchable(problem: .unknownQualifier(shown)))
      }
      filters.append(matched)
    }
    let accepts: ((Int) -> Bool)? =
      filters.isEmpty
      ? nil
      : { [data] place in
        let country = data.placeCountry(place)
        let region = data.placeRegion(place)
        return filters.allSatisfy { $0.countries.contains(country) || $0.regions.contains(region) }
      }
    let typed = namePart.trimmingSpaces
    let upperCode =
      typed.unicodeScalars.count == 3
      && typed.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) }
    return .success(
      SearchQuery(
        typed: typed, key: key, postal: postal, filters: filters, accepts: accepts,
        upperCode: upperCode))
  }

  /// The query when it looks like a postal code (digits, maybe one space or hyphen), else nil.
  static func postalCode(in text: String) -> String? {
    let code = text.trimmingSpaces
    // Bytes, not scalars: a postal code is ASCII, and anything else is not one.
    var digits = 0
    var separators = 0
    for byte in code.utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
      case UInt8(ascii: " "), UInt8(ascii: "-"): separators += 1
      default: return nil
      }
    }
    guard (3...10).contains(digits), separators <= 1,
      let first = code.utf8.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
    else { return nil }
    return code
  }

  /// The countries whose postal codes the gazetteer holds (US ZIP codes, German postcodes).
  static let postalCountries: Set<String> = ["US", "DE"]

  /// What to say when a postal code finds nothing: only US and German codes are included.
  private func postalNotice(
    _ code: String, filters: [(countries: Set<Int>, regions: Set<Int>)]
  ) -> String {
    let named = filters.flatMap(\.countries).compactMap(data.countryCode)
    let others = named.filter { !Self.postalCountries.contains($0) }.sorted()
    if !others.isEmpty, !named.contains(where: Self.postalCountries.contains) {
      return say(.placesPostalOtherCountries(countries: others.joined(separator: ", ")))
    }
    let digits = code.unicodeScalars.filter { ("0"..."9").contains($0) }.count
    guard digits == 5 || digits == 9 else {
      return say(.placesPostalNotZIP(code: code))
    }
    return say(.placesPostalNoZIP(code: code))
  }

  /// True when `candidate` is the whole name typed, in whichever form matched it (`ソウル`,
  /// `北京` through their readings and folds).
  func isWhole(_ candidate: TopPlaces.Candidate, typed: String) -> Bool {
    candidate.kind == .exact
      || Normalizer.normalize(data.entryOriginal(candidate.entry)) == Normalizer.normalize(typed)
  }

  /// Other places with the primary name of `whole`'s places, the biggest first.
  func namesakes(
    of whole: [TopPlaces.Candidate], accepts: ((Int) -> Bool)?, limit: Int
  ) -> [TopPlaces.Candidate] {
    var top = TopPlaces(limit: limit)
    let taken = Set(whole.map(\.place))
    for candidate in whole {
      let key = Array(Normalizer.normalize(data.place(candidate.place).name).utf8)
      var same = TopPlaces(limit: limit + taken.count)
      prefixCandidates(key, upperCode: false, accepts: accepts, into: &same)
      for other in same.sorted()
      where other.kind == .exact && !taken.contains(other.place) && data.entryIsPrimary(other.entry)
      {
        top.consider(place: other.place, entry: other.entry, score: other.score, kind: .exact)
      }
    }
    return top.sorted()
  }

  /// The public matches for the places in `list`.
  ///
  /// A place the sound stage found was found by how its name sounds: the Latin spelling that
  /// sounded alike (`Kinchasa`) says nothing to the user, so it shows by its own name.
  private func makeResult(_ list: SearchList, query: SearchQuery) -> SearchResult {
    let (key, typed) = (query.key, query.typed)
    let matches = list.entries.map { entry in
      let candidate = entry.candidate
      let place = data.place(candidate.place)
      let bySound = entry.stage == .sound && candidate.kind == .suggestion
      var matched = bySound ? place.name : data.entryOriginal(candidate.entry)
      var alternate = !bySound && !data.entryIsPrimary(candidate.entry)
      let isCode = data.entryFlags(candidate.entry) & GazetteerLayout.codeFlags != 0
      var kind = candidate.kind
      // `ham` matches Hamburg's code HAM exactly, but it is also the start of "Hamburg":
      // show the primary name rather than the code.
      if alternate, candidate.kind != .suggestion,
        Normalizer.normalize(place.name).utf8.starts(with: key)
      {
        matched = place.name
        alternate = false
        kind = Normalizer.normalize(place.name).utf8.count == key.count ? .exact : .prefix
      }
      // The name typed whole in another Han form (`東京` for the stored `东京`) is shown as typed.
      if kind == .exact, !isCode, matched != typed,
        typed.unicodeScalars.contains(where: Script.isHan),
        Normalizer.normalize(typed) == Normalizer.normalize(matched)
      {
        matched = typed
      }
      return PlaceMatch(
        place: place, matchedName: matched, isAlternate: alternate, kind: kind,
        isCode: isCode && matched != place.name)
    }
    return SearchResult(matches: matches)
  }

  /// How many extra prefix hits are gathered to make up for hidden districts.
  static let districtRoom = 12

  /// The candidates without the districts of a city that is itself among them: `zürich` lists
  /// Zürich, not `Zürich (Kreis 11)` and its siblings as if they were the city, and `hamburg`
  /// and `paris` list the cities, not `Hamburg-Nord` or `Paris 15 Vaugirard` beside them.
  func withoutDistrictsOfListedCities(_ candidates: [TopPlaces.Candidate])
    -> [TopPlaces.Candidate]
  {
    let places = candidates.map { data.place($0.place) }
    let hidden = places.indices.filter { index in
      places.indices.contains { other in
        other != index
          && Self.isDistrict(
            places[index], flagged: data.placeIsDistrict(candidates[index].place),
            of: places[other])
      }
    }
    guard !hidden.isEmpty else { return candidates }
    let hiddenSet = Set(hidden)
    return candidates.indices.filter { !hiddenSet.contains($0) }.map { candidates[$0] }
  }

  /// How far from its city a district may lie, in degrees of latitude (about 30 km).
  static let districtReach = 0.3

  /// True when `place` is a district of `city`: flagged as one (`Zürich (Kreis 7)`), or named
  /// after the city with a separator (`Hamburg-Nord`, `Paris 15 Vaugirard`) in the same region,
  /// smaller than it and within ``districtReach`` of it.
  static func isDistrict(_ place: Place, flagged: Bool, of city: Place) -> Bool {
    guard place.countryCode == city.countryCode, place.id != city.id else { return false }
    if flagged { return place.name.hasPrefix(city.name + " (") }
    guard place.regionCode == city.regionCode, place.population < city.population,
      place.name.count > city.name.count + 1, place.name.hasPrefix(city.name),
      abs(place.latitude - city.latitude) < districtReach,
      abs(place.longitude - city.longitude) < districtReach
        / max(0.2, cos(city.latitude * .pi / 180))
    else { return false }
    let separator = place.name[place.name.index(place.name.startIndex, offsetBy: city.name.count)]
    return separator == "-" || separator == " " || separator == "("
  }

  /// Prefix hits all smaller than this make a search look for bigger places a typo away.
  static let smallPlacePopulation = 200_000
  /// Such a bigger place has at least this many times the biggest hit's population…
  static let biggerTypoFactor = 5
  /// …and at least this many people.
  static let biggerTypoMinimumPopulation = 100_000
  /// At most this many bigger places are added.
  static let biggerTypoCount = 2
  /// Queries shorter than this (in bytes) never look for bigger places a typo away.
  static let biggerTypoMinimumLength = 5

  /// How many edits a suggestion may differ by: none for very short queries, one for short
  /// ones, two from six characters on.
  static func allowedEdits(characters: Int) -> Int {
    switch characters {
    case ..<3: 0
    case 3...5: 1
    default: 2
    }
  }

  /// The text that finds `match`'s place again as the best result: `Hamburg, DE`, or with the
  /// region (`Springfield, MO, US`) when the name alone is ambiguous or the country is US, CA, AU.
  public func reference(for match: PlaceMatch) -> String {
    let place = match.place
    let name =
      match.isAlternate && match.kind != .suggestion && !match.isCode
        && !match.matchedName.contains(",")
      ? match.matchedName : place.name
    var tries: [String] = []
    if Place.regionCodeCountries.contains(place.countryCode),
      let short = place.regionShortCode
    {
      tries.append("\(name), \(short), \(place.countryCode)")
    } else {
      tries.append("\(name), \(place.countryCode)")
    }
    if let region = place.regionName, !region.contains(",") {
      tries.append("\(name), \(region), \(place.countryCode)")
    }
    if name != place.name { tries.append("\(place.name), \(place.countryCode)") }
    for text in tries where best(text)?.place.id == place.id { return text }
    return tries[0]
  }

  // MARK: Prefix search

  /// Collects the best places whose names start with `key`.
  ///
  /// Airport and postal codes count only when the query is the whole code, and an airport code
  /// counts as exact only when typed in capitals (`JFK`; `san` is not San Diego's airport).
  /// `wholeName`: whether the query (or a reading of it) is the whole name of some place, when
  /// the caller knows; else whether `key` is. `startsCountAsAlternate`: the start of a primary
  /// name counts as the start of an alternate one (a katakana query's reading).
  func prefixCandidates(
    _ key: [UInt8], upperCode: Bool, accepts: ((Int) -> Bool)?, wholeName: Bool? = nil,
    startsCountAsAlternate: Bool = false, into top: inout TopPlaces
  ) {
    let (low, high) = prefixRange(key)
    guard low < high else { return }
    let exactEnd = exactRangeEnd(low, high, length: key.count)
    // The query is the whole name of some place: the start of an alternate name counts less.
    let wholeName = wholeName ?? (exactEnd > low)
    func consider(_ entry: Int) {
      let place = data.entryPlace(entry)
      guard place < data.count(.places) else { return }
      if let accepts, !accepts(place) { return }
      let exact = entry < exactEnd
      let flags = data.entryFlags(entry)
      var bonus = exact
      var code = false
      if flags & GazetteerLayout.codeFlags != 0 {
        guard exact else { return }
        if flags & GazetteerLayout.airportFlag != 0 {
          // `MIA` in capitals is Miami's airport before any name starting with "mia".
          if upperCode { code = true } else { bonus = false }
        }
      }
      let primary = data.entryIsPrimary(entry)
      let score =
        Ranking.score(
          population: data.placePopulation(place), primary: primary, exact: bonus,
          district: data.placeIsDistrict(place),
          alternatePrefix: wholeName && !exact && (!primary || startsCountAsAlternate))
        + (code ? Ranking.airportCodeBonus : 0)
      top.consider(place: place, entry: entry, score: score, kind: exact ? .exact : .prefix)
    }
    if accepts == nil, high - low > data.scanLimit, let list = prefixList(key) {
      for entry in low..<min(exactEnd, low + 4096) { consider(entry) }
      for entry in list { consider(entry) }
      // The precomputed list ranks the biggest places only; the count reads the range.
      var entry = low
      while top.isCounting, entry < high {
        if entry < exactEnd || data.entryFlags(entry) & GazetteerLayout.codeFlags == 0 {
          let place = data.entryPlace(entry)
          if place < data.count(.places) { top.count(place: place) }
        }
        entry += 1
      }
    } else {
      for entry in low..<min(high, low + Self.scanCap) { consider(entry) }
    }
  }

  /// True when `key` is the whole (normalised) name or code of some entry.
  func isWholeName(_ key: [UInt8]) -> Bool {
    let (low, high) = prefixRange(key)
    return low < high && exactRangeEnd(low, high, length: key.count) > low
  }

  /// The range of entries whose keys start with `key`.
  private func prefixRange(_ key: [UInt8]) -> (Int, Int) {
    key.withUnsafeBytes { query in
      let entries = data.count(.entries)
      let start = Self.firstIndex(in: 0..<entries) {
        Self.compare(data.entryKey($0), query) < 0
      }
      let end = Self.firstIndex(in: start..<entries) { Self.hasPrefix(data.entryKey($0), query) }
      return (start, end)
    }
  }

  /// The end of the exact matches, which sort first in a prefix range.
  private func exactRangeEnd(_ low: Int, _ high: Int, length: Int) -> Int {
    Self.firstIndex(in: low..<high) { data.entryKeyLength($0) == length }
  }

  /// The precomputed best entries for a long prefix range.
  private func prefixList(_ key: [UInt8]) -> [Int]? {
    key.withUnsafeBytes { query in
      let low = Self.firstIndex(in: 0..<data.count(.prefixes)) {
        Self.compare(data.prefixKey($0), query) < 0
      }
      guard low < data.count(.prefixes), Self.compare(data.prefixKey(low), query) == 0 else {
        return nil
      }
      return data.prefixList(low)
    }
  }

  // MARK: Qualifiers

  /// Countries and regions a qualifier names: codes exactly, names exactly or by a prefix of at
  /// least three letters.
  private func qualifierTargets(_ qualifier: [UInt8]) -> (countries: Set<Int>, regions: Set<Int>) {
    var countries = Set<Int>()
    var regions = Set<Int>()
    forEachQualifier(startingWith: qualifier) { index in
      let exact = data.qualifierKey(index).count == qualifier.count
      guard exact || (!data.qualifierIsCode(index) && qualifier.count >= 3) else { return }
      if data.qualifierKind(index) == GazetteerLayout.qualifierCountry {
        countries.insert(data.qualifierTarget(index))
      } else {
        regions.insert(data.qualifierTarget(index))
      }
    }
    return (countries, regions)
  }

  /// The names of regions and countries (folded, as the qualifier index keeps them; codes left
  /// out) that start with `qualifier`, each with the region or country it names.
  func qualifierNames(startingWith qualifier: [UInt8]) -> [(
    key: String, isCountry: Bool, target: Int
  )] {
    var names: [(key: String, isCountry: Bool, target: Int)] = []
    forEachQualifier(startingWith: qualifier) { index in
      guard !data.qualifierIsCode(index) else { return }
      names.append(
        (
          String(decoding: data.qualifierKey(index), as: UTF8.self),
          data.qualifierKind(index) == GazetteerLayout.qualifierCountry,
          data.qualifierTarget(index)
        ))
    }
    return names
  }

  /// Calls `body` with the index of each qualifier whose key starts with `query`.
  private func forEachQualifier(startingWith query: [UInt8], _ body: (Int) -> Void) {
    query.withUnsafeBytes { query in
      var index = Self.firstIndex(in: 0..<data.count(.qualifiers)) {
        Self.compare(data.qualifierKey($0), query) < 0
      }
      while index < data.count(.qualifiers), Self.hasPrefix(data.qualifierKey(index), query) {
        body(index)
        index += 1
      }
    }
  }

  // MARK: Suggestions

  /// Collects places whose names are within `edits` edits of `key`, through the typo index.
  func suggestionCandidates(
    _ key: [UInt8], edits: Int, accepts: ((Int) -> Bool)?, excluding: Set<Int>,
    minimumPopulation: Int = 0, into top: inout TopPlaces
  ) {
    var query: [UInt32] = []
    key.withUnsafeBytes { Self.decodeScalars($0, into: &query) }
    let queryMask = query.reduce(UInt32(0)) { $0 | GazetteerLayout.letterBit($1) }
    let pattern = EditDistance.Pattern(query)
    var scratch = EditDistance.Scratch(capacity: query.count + 8)
    var decoded: [UInt32] = []
    /// Weighs typo-index record `index`, whose letters are close, by its edit distance.
    func weigh(_ index: Int) {
      Self.decodeScalars(data.typoKey(index), into: &decoded)
      let distance =
        if let pattern {
          pattern.distance(to: decoded, limit: edits)
        } else {
          EditDistance.bounded(query, decoded, limit: edits, scratch: &scratch)
        }
      guard let distance, distance > 0 else { return }
      let entry = data.typoEntry(index)
      guard entry < data.count(.entries) else { return }
      let place = data.entryPlace(entry)
      guard place < data.count(.places), !excluding.contains(place) else { return }
      if minimumPopulation > 0, Int(data.placePopulation(place)) < minimumPopulation { return }
      if let accepts, !accepts(place) { return }
      let score = Ranking.score(
        population: data.placePopulation(place), primary: data.entryIsPrimary(entry),
        exact: false, edits: distance, district: data.placeIsDistrict(place))
      top.consider(place: place, entry: entry, score: score, kind: .suggestion)
    }
    var budget = Self.scanCap
    // Names within `edits` of the query are within `edits` characters of its length, and in a
    // few classes: a few bands of the typo index, which is sorted by both.
    let classes = GazetteerLayout.typoClasses(
      near: query.compactMap(Unicode.Scalar.init), edits: edits)
    for length in max(0, query.count - edits)...(query.count + edits) {
      for typoClass in classes {
        let band = data.typoBand(length: length, typoClass: typoClass).prefix(budget)
        budget -= band.count
        Self.forEachCloseMask(data.typoMasks(band), to: queryMask, edits: edits) {
          weigh(band.lowerBound + $0)
        }
      }
    }
  }

  /// Calls `body` with the offset of each of `masks` that could be `edits` edits from a name
  /// of mask `query`. Each edit removes at most one of the query's letters and adds at most one
  /// other, so a name missing more than `edits` of them, or with more than `edits` others, is
  /// not close. This runs for every name of about the query's length: one and two edits, the
  /// only counts searches allow, have their own loops without a branch per name.
  @inline(__always)
  static func forEachCloseMask(
    _ masks: UnsafeBufferPointer<UInt32>, to query: UInt32, edits: Int, _ body: (Int) -> Void
  ) {
    /// The bits of `bits` but the lowest set one.
    func dropLowest(_ bits: UInt32) -> UInt32 { bits & (bits &- 1) }
    switch edits {
    case 1:
      for (offset, stored) in masks.enumerated() {
        let name = UInt32(littleEndian: stored)
        if dropLowest(query & ~name) | dropLowest(name & ~query) == 0 { body(offset) }
      }
    case 2:
      for (offset, stored) in masks.enumerated() {
        let name = UInt32(littleEndian: stored)
        let missing = dropLowest(dropLowest(query & ~name))
        if missing | dropLowest(dropLowest(name & ~query)) == 0 { body(offset) }
      }
    default:
      for (offset, stored) in masks.enumerated() {
        let name = UInt32(littleEndian: stored)
        if hasAtMost(edits, bits: query & ~name), hasAtMost(edits, bits: name & ~query) {
          body(offset)
        }
      }
    }
  }

  /// True when `bits` has at most `count` bits set: each step clears the lowest (a popcount
  /// is a dozen instructions on x86-64 without POPCNT, and this runs for every name scanned).
  @inline(__always)
  static func hasAtMost(_ count: Int, bits: UInt32) -> Bool {
    var rest = bits
    for _ in 0..<count { rest &= rest &- 1 }
    return rest == 0
  }

  // MARK: Bytes

  /// The Unicode scalars of `bytes`, a name key the gazetteer wrote as valid UTF-8, into
  /// `scalars` (emptied first): ASCII bytes as they are, without making a `String` per name
  /// (which checked every byte again, a tenth of a whole typo search).
  @inline(__always)
  static func decodeScalars(_ bytes: UnsafeRawBufferPointer, into scalars: inout [UInt32]) {
    scalars.removeAll(keepingCapacity: true)
    var index = 0
    while index < bytes.count {
      let lead = UInt32(bytes[index])
      if lead < 0x80 {
        scalars.append(lead)
        index += 1
        continue
      }
      // A lead byte says how many continuation bytes follow (2-, 3- or 4-byte sequences).
      let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
      var value = lead & (0x7F >> UInt32(length))
      for offset in 1..<length where index + offset < bytes.count {
        value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
      }
      scalars.append(value)
      index += length
    }
  }

  /// The first index of `range` whose element is not `below` (a lower bound: the elements
  /// `below` are all at its start), by binary search; `range.upperBound` when all are.
  @inline(__always)
  static func firstIndex(in range: Range<Int>, where below: (Int) -> Bool) -> Int {
    var low = range.lowerBound
    var high = range.upperBound
    while low < high {
      let middle = low + (high - low) / 2
      if below(middle) { low = middle + 1 } else { high = middle }
    }
    return low
  }

  @inline(__always)
  static func compare(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Int {
    let common = min(lhs.count, rhs.count)
    if common > 0, let a = lhs.baseAddress, let b = rhs.baseAddress {
      let order = memcmp(a, b, common)
      if order != 0 { return Int(order) }
    }
    return lhs.count - rhs.count
  }

  @inline(__always)
  static func hasPrefix(_ bytes: UnsafeRawBufferPointer, _ prefix: UnsafeRawBufferPointer) -> Bool {
    guard bytes.count >= prefix.count else { return false }
    guard prefix.count > 0, let a = bytes.baseAddress, let b = prefix.baseAddress else {
      return true
    }
    return memcmp(a, b, prefix.count) == 0
  }
}

extension String {
  /// The string without leading and trailing spaces.
  @_spi(GazetteerBuild) public var trimmingSpaces: String {
    var text = Substring(self)
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return String(text)
  }
}
