import TestSupport
import Testing

@testable import GazetteerBuild
@_spi(GazetteerBuild) @testable import Places

/// Issue 16 on the real gazetteer: no romanisation noise, districts behind their city, bigger
/// places a typo away, kana, airport codes and US ZIP codes.
@Suite(.needsPlaceData, .size(.medium)) struct NameSourcesTests {
  let gazetteer: Gazetteer
  init() throws { gazetteer = try #require(RealGazetteer.shared) }

  /// True for a name with Latin letters and no capital (`hamga kamga`), or a lost apostrophe.
  static func looksRomanised(_ name: String) -> Bool {
    let latin = name.unicodeScalars.contains { $0.properties.isAlphabetic && $0.value < 0x250 }
    let capital = name.unicodeScalars.contains { $0.properties.isUppercase }
    return (latin && !capital) || name.contains("dEgittu")
  }

  @Test(arguments: ["ham", "la", "lis", "hon", "lon", "tok", "a", "s", "ho", "ka", "l"])
  func machineRomanisationsAreNeverResultsOrCompletions(_ query: String) {
    for match in gazetteer.search(query, limit: 10).matches {
      #expect(!Self.looksRomanised(match.matchedName), "\(query): \(match.matchedName)")
      let reference = gazetteer.reference(for: match)
      #expect(!Self.looksRomanised(reference), "\(query): Tab offers \(reference)")
    }
  }

  @Test func theNoisyExamplesAreGone() throws {
    let ham = gazetteer.search("ham").matches
    #expect(!ham.contains { $0.place.id == 1_819_729 })  // Hong Kong via "hamga kamga"
    let la = gazetteer.search("la").matches
    #expect(!la.contains { $0.matchedName == "ladana" })  // London (Lakana, Hawaiian, stays)
    let lis = try #require(gazetteer.search("lis").matches.first)
    #expect(lis.place.id == 2_267_057)  // Lisbon, not "Lisandria dEgittu"
    #expect(gazetteer.reference(for: lis) == "Lisbon, PT")
  }

  @Test func districtsStayBehindTheirCity() throws {
    let zurich = gazetteer.search("zürich").matches
    #expect(zurich.first?.place.id == 2_657_896)
    #expect(!zurich.contains { $0.place.name.contains("(Kreis") })
    // Asked for, the districts are there, and a quarter is found by its own name.
    let kreis = gazetteer.search("zürich (kreis").matches
    #expect(kreis.count >= 9 && kreis.allSatisfy { $0.place.name.contains("(Kreis") })
    #expect(gazetteer.search("witikon").matches.first?.place.id == 2_657_969)
  }

  @Test func districtsNamedAfterTheirCityStayBehindIt() throws {
    // Hamburg-Nord and Paris 15 Vaugirard are districts GeoNames lists as places of their own.
    let hamburg = gazetteer.search("hamburg").matches
    #expect(hamburg.first?.place.id == 2_911_298)
    #expect(
      !hamburg.contains { $0.place.name.hasPrefix("Hamburg-") }, "\(hamburg.map(\.place.name))")
    let paris = gazetteer.search("paris").matches
    #expect(paris.first?.place.id == 2_988_507)
    #expect(!paris.contains { $0.place.name.hasPrefix("Paris 1") }, "\(paris.map(\.place.name))")
    // Typed past the city's name, the district is found.
    #expect(gazetteer.search("hamburg-n").matches.first?.place.id == 8_354_626)
    #expect(gazetteer.search("paris 15").matches.first?.place.id == 2_970_479)
  }

  @Test func afterACommaTabOffersOnlyPlacesOfThatName() {
    let offered = gazetteer.completions(for: "Springfield, ")
    #expect(offered.count >= 5)
    #expect(offered.allSatisfy { $0.hasPrefix("Springfield, ") }, "\(offered)")
    #expect(
      gazetteer.completions(for: "Springfield, M").allSatisfy { $0.hasPrefix("Springfield, M") })
  }

  @Test func aBiggerPlaceATypoAwayJoinsSmallExactHits() {
    let johannes = gazetteer.search("johannesberg").matches
    #expect(johannes.first?.place.name == "Johannesberg")
    #expect(johannes.contains { $0.place.id == 993_800 && $0.kind == .suggestion })
    let edinburg = gazetteer.search("edinburg").matches.map(\.place.id)
    #expect(edinburg.contains(4_688_275))  // Edinburg, TX
    #expect(edinburg.contains(2_650_225))  // Edinburgh
    // A big exact hit needs no suggestions.
    #expect(!gazetteer.search("paris").matches.contains { $0.kind == .suggestion })
  }

  @Test(arguments: [
    ("johannesbrg", 993_800), ("варшвава", 756_135), ("lisbno", 2_267_057),
    ("hambrug", 2_911_298), ("Αθηνάα", 264_371), ("seuol", 1_835_848),
  ])
  func typosInAnyScriptAreFoundThroughTheIndex(_ query: String, _ id: Int) throws {
    #expect(gazetteer.data.typoCount > 900_000)
    let result = gazetteer.search(query)
    #expect(result.matches.contains { $0.place.id == id && $0.kind == .suggestion }, "\(query)")
  }

  @Test(arguments: [
    ("とうきょう", 1_850_147), ("トウキョウ", 1_850_147), ("ﾄｳｷｮｳ", 1_850_147),
    ("おおさか", 1_853_909), ("オオサカ", 1_853_909), ("さっぽろ", 2_128_295),
    ("ｻｯﾎﾟﾛ", 2_128_295), ("ヨコハマ", 1_848_354), ("ﾖｺﾊﾏ", 1_848_354),
    ("きょうと", 1_857_910), ("こうべ", 1_859_171),
  ])
  func kanaFindsTheCityFirst(_ query: String, _ id: Int) throws {
    let first = try #require(gazetteer.search(query).matches.first, "\(query)")
    #expect(first.place.id == id, "\(query): \(first.place.name)")
    #expect(first.kind != .suggestion)
  }

  @Test(arguments: [
    ("埃里温", 616_052), ("كابول", 1_138_958), ("غواتيمالا", 3_598_132), ("Ακτόμπε", 610_611),
    ("سول", 1_835_848), ("مكسيكو سيتي", 3_530_597),
  ])
  func nativeSpellingsFromCLDRFindBigCities(_ query: String, _ id: Int) throws {
    let first = try #require(gazetteer.search(query).matches.first, "\(query)")
    #expect(first.place.id == id, "\(query): \(first.place.name)")
    #expect(first.kind == .exact)
    #expect(gazetteer.metadata.contains("babel="))
  }

  @Test(arguments: [
    ("JFK", 5_128_581, "John F Kennedy"), ("LHR", 2_643_743, "Heathrow"),
    ("ICN", 1_835_848, "Incheon"), ("NRT", 1_850_147, "Narita"),
  ])
  func airportCodesFindTheCityTheyServe(_ code: String, _ id: Int, _ airport: String) throws {
    let first = try #require(gazetteer.search(code).matches.first)
    #expect(first.place.id == id)
    #expect(first.isCode && first.matchedName.hasPrefix(code + " · "))
    #expect(first.matchedName.contains(airport))
    #expect(first.displayName.contains(airport))
    #expect(gazetteer.best(gazetteer.reference(for: first))?.place.id == id)
    #expect(gazetteer.search(code.lowercased()).matches.first?.place.id == id)
  }

  @Test func geoNamesCodesAreCodesNotNames() {
    // GeoNames lists `SEO` for Séguéla: it must not be offered for `seo` as `SEO, CI`.
    for query in ["seo", "lon", "par", "ber", "mos", "tok"] {
      for match in gazetteer.search(query, limit: 12, suggestions: false).matches {
        let reference = gazetteer.reference(for: match)
        #expect(!GazetteerBuilder.isCodeLike(String(reference.prefix(3))), "\(query): \(reference)")
      }
    }
    #expect(gazetteer.search("nyc").matches.first?.place.id == 5_128_581)
    #expect(gazetteer.search("NYC").matches.first?.isCode == true)
  }

  @Test func airportCodesDoNotCrowdOrdinaryPrefixes() {
    // SAN is San Diego's airport, but `san` is the start of many names.
    #expect(gazetteer.search("san").matches.first?.place.name != "San Diego")
    // Codes match only whole: `jf` is not JFK.
    #expect(!gazetteer.search("jf").matches.contains { $0.isCode })
    #expect(gazetteer.search("ham").matches.first?.displayName == "Hamburg")
  }

  @Test(arguments: [
    ("10001", 5_128_581, "New York, NY 10001"), ("94103", 5_391_959, "San Francisco, CA 94103"),
  ])
  func zipCodesFindThePlace(_ zip: String, _ id: Int, _ label: String) throws {
    let first = try #require(gazetteer.search(zip).matches.first)
    #expect(first.place.id == id)
    #expect(first.matchedName == label && first.isCode)
    #expect(first.kind == .exact)
  }

  @Test func otherPostalCodesGetANoticeNotGuesses() {
    let paris = gazetteer.search("75001, fr")
    #expect(paris.matches.isEmpty)
    #expect(
      paris.notice
        == "postal codes for FR are not included; only US ZIP codes and German postcodes are")
    let unknown = gazetteer.search("00000")
    #expect(unknown.matches.isEmpty)
    #expect(unknown.notice?.contains("postal codes of other countries are not included") == true)
    #expect(gazetteer.search("10001").notice == nil)
    #expect(gazetteer.search("10001-1234").matches.first?.place.id == 5_128_581)
    #expect(gazetteer.search("10001, ny").matches.first?.place.id == 5_128_581)
    #expect(gazetteer.search("ham").notice == nil)
    #expect(Gazetteer.postalCode(in: "SW1A 1AA") == nil && Gazetteer.postalCode(in: "1-2-3") == nil)
  }
}
