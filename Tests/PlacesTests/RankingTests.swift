import Foundation
import GazetteerBuild
import TestSupport
import Testing

@_spi(GazetteerBuild) @testable import Places

/// Ranking and file handling on small gazetteers built for each test.
@Suite(.needsPlaceData, .size(.medium)) struct RankingTests {
  let directory: TemporaryDirectory
  init() throws { directory = try TemporaryDirectory(prefix: "wxsh-places") }

  func place(
    _ id: Int, _ name: String, population: Int, country: String = "XX", admin: String = "01",
    alternates: [String] = []
  ) -> GazetteerSource.PlaceRow {
    GazetteerSource.PlaceRow(
      id: id, name: name, latitude: 1, longitude: 2, countryCode: country, admin1: admin,
      population: population, timeZone: "Etc/UTC", alternateNames: alternates)
  }

  func build(_ places: [GazetteerSource.PlaceRow]) throws -> Gazetteer {
    let source = GazetteerSource(
      metadata: "test",
      countries: [
        .init(code: "XX", iso3: "XXX", name: "Exland"),
        .init(code: "YY", iso3: "YYY", name: "Whyland", alternateNames: ["Ypsilon"]),
      ],
      regions: [
        .init(
          adminCode: "XX.01", isoCode: "XX-NO", name: "North-province", alternateNames: ["North"]),
        .init(adminCode: "YY.02", isoCode: "YY-SO", name: "South"),
      ],
      places: places)
    return try Gazetteer.fromBytes(
      GazetteerBuilder.build(source), scratchPath: directory.file("places-\(UUID()).bin"))
  }

  @Test func exactBeatsPrefixAtSimilarPopulation() throws {
    let gazetteer = try build([
      place(1, "Berger", population: 20_000), place(2, "Berg", population: 10_000),
    ])
    #expect(gazetteer.search("berg").matches.map(\.place.id) == [2, 1])
    #expect(gazetteer.search("berg").matches.map(\.kind) == [.exact, .prefix])
  }

  /// A whole name comes first unless the place reached through the start of an alternate name
  /// has over 10,000 times its people (100,000 for a primary name); the start of a primary name
  /// keeps the tenfold rule.
  @Test func aWholeNameBeatsTheStartOfABigPlacesAlternateName() throws {
    let gazetteer = try build([
      place(1, "Megacity", population: 14_000_000, alternates: ["Citad da Megacity"]),
      place(2, "Chita", population: 350_000, alternates: ["Cita"]),
      place(3, "Citadel", population: 10_000),
      place(4, "Bigtown", population: 20_000_000, alternates: ["Ortaville"]),
      place(5, "Orta", population: 100),
    ])
    #expect(gazetteer.search("cita").matches.map(\.place.id) == [2, 3, 1])
    // 200,000 times the people: the alternate name's start comes first.
    #expect(gazetteer.search("orta").matches.map(\.place.id) == [4, 5])
    // Without a whole name, the alternate name's start counts as before.
    #expect(gazetteer.search("cit").matches.map(\.place.id) == [1, 2, 3])
  }

  /// An exact match GeoNames gives no population counts as a village of 1,000, not a hamlet.
  @Test func anExactMatchWithoutAPopulationCountsAsAVillage() throws {
    let gazetteer = try build([
      place(1, "Hovden", population: 413), place(2, "Hovd", population: 0),
    ])
    #expect(gazetteer.search("hovd").matches.map(\.place.id) == [2, 1])
    #expect(gazetteer.search("hov").matches.map(\.place.id) == [1, 2])
  }

  @Test func primaryBeatsAlternateAtSimilarPopulation() throws {
    let gazetteer = try build([
      place(1, "Oldtown", population: 20_000, alternates: ["Linden"]),
      place(2, "Linden", population: 10_000),
    ])
    #expect(gazetteer.search("linden").matches.map(\.place.id) == [2, 1])
    #expect(gazetteer.search("linden").matches.map(\.isAlternate) == [false, true])
  }

  /// A bracket in a place's own name is part of it: `Halle (Saale)` is not any Halle.
  @Test func aBracketedOfficialNameIsThatPlace() throws {
    let gazetteer = try build([
      place(1, "Halle", population: 34_500), place(2, "Halle (Saale)", population: 237_900),
      place(3, "Braşov", population: 250_000, alternates: ["Kronstadt"]),
    ])
    #expect(gazetteer.search("Halle (Saale)").matches.first?.place.id == 2)
    #expect(gazetteer.search("halle （saale）").matches.first?.place.id == 2)
    #expect(gazetteer.search("halle").matches.first?.place.id == 1)
    // A bracket that is not part of a name is still either name.
    #expect(gazetteer.search("Brasov (Kronstadt)").matches.first?.place.id == 3)
    #expect(gazetteer.search("Kronstadt (Braşov)").matches.first?.place.id == 3)
  }

  @Test func populationDecidesBetweenEquals() throws {
    let gazetteer = try build([
      place(1, "Springfield", population: 5_000), place(2, "Springfield", population: 150_000),
      place(3, "Springfield", population: 60_000),
    ])
    #expect(gazetteer.search("springfield").matches.map(\.place.id) == [2, 3, 1])
  }

  @Test func aMuchLargerCityOutranksAnExactVillage() throws {
    let gazetteer = try build([
      place(1, "Ham", population: 5_000),
      place(2, "Hamburg", population: 1_800_000, alternates: ["HAM"]),
    ])
    #expect(gazetteer.search("ham").matches.first?.place.id == 2)
  }

  @Test func longPrefixRangesUseTheirPrecomputedListsCorrectly() throws {
    // More entries than the scan limit share "ab", so the precomputed list is used.
    let many = (0..<(GazetteerBuilder.scanLimit + 200)).map {
      place(1000 + $0, "Ab\($0)town", population: $0 * 10)
    }
    let gazetteer = try build(many + [place(1, "Ab", population: 3_000)])
    let matches = gazetteer.search("ab", limit: 5).matches
    #expect(matches.first?.place.id == 1)  // the exact match, found outside the list
    let biggest = GazetteerBuilder.scanLimit + 199
    #expect(matches.dropFirst().first?.place.id == 1000 + biggest)
    #expect(Set(matches.map(\.place.id)).count == 5)
  }

  @Test func qualifiersUseRegionAndCountryNamesAndCodes() throws {
    let gazetteer = try build([
      place(1, "Twin", population: 100, country: "XX", admin: "01"),
      place(2, "Twin", population: 50, country: "YY", admin: "02"),
    ])
    #expect(gazetteer.search("twin, yy").matches.map(\.place.id) == [2])
    #expect(gazetteer.search("twin, whyland").matches.map(\.place.id) == [2])
    #expect(gazetteer.search("twin, ypsilon").matches.map(\.place.id) == [2])
    #expect(gazetteer.search("twin, south").matches.map(\.place.id) == [2])
    #expect(gazetteer.search("twin, north").matches.map(\.place.id) == [1])
    #expect(gazetteer.search("twin, xx-no").matches.map(\.place.id) == [1])
    #expect(gazetteer.search("twin, exl").matches.map(\.place.id) == [1])  // a name prefix
    #expect(gazetteer.search("twin, x").problem == .unknownQualifier("x"))  // codes are exact
  }

  @Test func aMissingFileNamesThePathsItTried() {
    #expect(throws: PlacesError.missing(searched: [directory.path + "/places.bin"])) {
      try GazetteerLocator.open(environment: ["WXSH_DATA_DIR": directory.path], executablePath: "")
    }
    let message = PlacesError.missing(searched: ["/a/places.bin"]).message
    #expect(message.contains("/a/places.bin") && message.contains("WXSH_DATA_DIR"))
  }

  @Test func districtsRankBelowTheirCityAndHideBehindIt() throws {
    let gazetteer = try build([
      place(1, "Zürich", population: 400_000),
      place(2, "Zürich (Kreis 11)", population: 54_000),
      place(3, "Zürich (Kreis 7) / Witikon", population: 9_000),
      place(4, "Zürichsee", population: 600),
    ])
    #expect(gazetteer.search("zurich").matches.map(\.place.id) == [1, 4])
    #expect(gazetteer.search("zurich (kreis").matches.map(\.place.id) == [2, 3])
    #expect(gazetteer.search("witikon").matches.first?.place.id == 3)
  }

  @Test func codesMatchOnlyWholeAndAirportCodesCountAsExactInCapitals() throws {
    let source = GazetteerSource(
      metadata: "test", countries: [.init(code: "XX", iso3: "XXX", name: "Exland")], regions: [],
      places: [
        place(1, "Bigtown", population: 1_000_000), place(2, "Jfkville", population: 2_000),
      ],
      codes: [
        .init(kind: .airport, placeID: 1, code: "JFK", label: "JFK · Big Airport"),
        .init(kind: .postal, placeID: 1, code: "12345", label: "Bigtown, XX 12345"),
      ])
    let gazetteer = try Gazetteer.fromBytes(
      GazetteerBuilder.build(source), scratchPath: directory.file("codes.bin"))
    let upper = try #require(gazetteer.search("JFK").matches.first)
    #expect(
      upper.place.id == 1 && upper.isCode && upper.displayName == "Bigtown (JFK · Big Airport)")
    #expect(gazetteer.search("jf").matches.map(\.place.id) == [2])
    let zip = try #require(gazetteer.search("12345").matches.first)
    #expect(zip.place.id == 1 && zip.matchedName == "Bigtown, XX 12345")
    #expect(gazetteer.search("1234").matches.isEmpty)
    #expect(gazetteer.reference(for: zip) == "Bigtown, XX")
  }

  @Test func theSourceTextCarriesCodes() throws {
    let source = try GazetteerSource.parse(
      "#wxsh-gazetteer-source\t1\nA\t7\tJFK\tJFK · Airport\nZ\t7\t10001\tNew York, NY 10001\n")
    #expect(source.codes.count == 2)
    #expect(source.codes[0].kind == .airport && source.codes[0].code == "JFK")
    #expect(source.codes[1].kind == .postal && source.codes[1].label == "New York, NY 10001")
    #expect(throws: GazetteerSource.ParseError.self) {
      try GazetteerSource.parse("A\tx\tJFK\tlabel\n")
    }
  }

  @Test func damagedFilesAreErrorsNotCrashes() throws {
    let good = GazetteerBuilder.build(
      GazetteerSource(
        metadata: "", countries: [], regions: [], places: [place(1, "A", population: 1)]))
    let cases: [(String, [UInt8])] = [
      ("empty", []),
      (
        "text",
        Array("hello, this is not a gazetteer at all, but long enough ..........".utf8)
          + Array(repeating: 0x20, count: 200)
      ),
      ("truncated", Array(good.prefix(good.count - 10))),
      (
        "bad section",
        {
          var bytes = good; bytes[GazetteerLayout.sectionTableOffset + 8 + 3] = 0x7F; return bytes
        }()
      ),
    ]
    for (name, bytes) in cases {
      let path = directory.file(name + ".bin")
      FileManager.default.createFile(atPath: path, contents: Data(bytes))
      #expect(throws: PlacesError.self, "\(name)") { try Gazetteer(path: path) }
      do {
        _ = try Gazetteer(path: path)
      } catch {
        #expect(error.message.contains(path))
      }
    }
  }

  @Test func garbageInsideAValidFileGivesWrongNamesNotACrash() throws {
    var bytes = GazetteerBuilder.build(
      GazetteerSource(
        metadata: "", countries: [], regions: [],
        places: (1...50).map { place($0, "Name\($0)", population: $0, alternates: ["Alt\($0)"]) }))
    // Before the scribbling the file answers correctly, so the test can tell a broken search.
    let intactPath = directory.file("intact.bin")
    FileManager.default.createFile(atPath: intactPath, contents: Data(bytes))
    #expect(try Gazetteer(path: intactPath).search("name1").matches.first?.place.name == "Name1")
    // Scribble over everything after the header and section table.
    var generator = SeededRandom()
    for index in 200..<bytes.count where index % 3 == 0 {
      bytes[index] = UInt8.random(in: 0...255, using: &generator)
    }
    let path = directory.file("scribbled.bin")
    FileManager.default.createFile(atPath: path, contents: Data(bytes))
    let gazetteer = try Gazetteer(path: path)
    for query in ["name", "alt", "n", "zzz", "name1, xx"] {
      // Wrong names are allowed; more results than asked for, or a crash, are not.
      #expect(gazetteer.search(query, limit: 10).matches.count <= 10, "\(query)")
    }
  }
}
