import Foundation
import Geocoding
import JSON
import PlaceModel
import Places
import TestSupport
import Testing

/// Reading geocoding answers: the real shape, no-match answers and hostile fields.
@Suite(.size(.small))
struct GeocodingAnswerTests {
  /// The Berlin answer embedded in open-meteo-website's geocoding docs (@407f39d, 2023-04;
  /// see ../shared/reference/weather-apis.md, section C), trimmed to the fields wxsh reads.
  static let berlin = """
    {"results":[
      {"id":2950159,"name":"Berlin","latitude":52.52437,"longitude":13.41053,"elevation":74.0,
       "feature_code":"PPLC","country_code":"DE","admin1_id":2950157,"timezone":"Europe/Berlin",
       "population":3426354,"postcodes":["10967","13347"],"country_id":2921044,
       "country":"Germany","admin1":"Land Berlin","admin3":"Berlin, Stadt","admin4":"Berlin"},
      {"id":5083330,"name":"Berlin","latitude":44.46867,"longitude":-71.18508,"elevation":311.0,
       "feature_code":"PPL","country_code":"US","admin1_id":5090174,"timezone":"America/New_York",
       "population":9367,"country_id":6252001,"country":"United States",
       "admin1":"New Hampshire","admin2":"Coos","admin3":"City of Berlin"}],
     "generationtime_ms":1.0390282}
    """

  static func parse(_ text: String) throws -> JSONValue {
    try #require(JSONValue.parse(Array(text.utf8)))
  }

  @Test func readsTheDocumentedAnswer() throws {
    let places = try GeocodingAnswer.places(Self.parse(Self.berlin))
    #expect(places.map(\.id) == [2_950_159, 5_083_330])
    #expect(places[1].name == "Berlin")
    #expect(places[1].regionName == "New Hampshire")
    #expect(places[1].countryCode == "US")
    #expect(places[1].timeZone == "America/New_York")
    #expect(places[1].population == 9367)
    #expect(places.allSatisfy { $0.origin == .online })
  }

  @Test func noMatchIsAnAnswerWithoutResults() throws {
    #expect(try GeocodingAnswer.places(Self.parse(#"{"generationtime_ms":0.123}"#)).isEmpty)
  }

  @Test func resultsThatFailACheckAreLeftOut() throws {
    let answer = """
      {"results":[
        {"id":1,"name":"Nowhere","latitude":95,"longitude":0,"timezone":"UTC"},
        {"id":2,"name":"Mars Base","latitude":1,"longitude":2,"timezone":"Mars/Olympus"},
        {"id":3,"name":"Big","latitude":1,"longitude":2,"timezone":"UTC","population":-4},
        {"id":4,"name":"Bell\\u0007\\u001b[31mTown","latitude":1,"longitude":2,"timezone":"UTC",
         "country_code":"de"},
        {"id":5,"name":"Bell\\u0007\\u001b[31mTown","latitude":1,"longitude":2,"timezone":"UTC",
         "country":"Land\\u001b]0;x\\u0007"},
        {"id":5,"name":"Twice","latitude":1,"longitude":2,"timezone":"UTC"}]}
      """
    let places = try GeocodingAnswer.places(Self.parse(answer))
    #expect(places.map(\.id) == [5])
    #expect(!places[0].name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    #expect(!places[0].countryName.unicodeScalars.contains { $0.value < 0x20 })
  }

  @Test func onlyBadResultsIsAnUnexpectedAnswerNamingTheField() throws {
    let answer =
      #"{"results":[{"id":2,"name":"X","latitude":1,"longitude":2,"timezone":"Mars/X"}]}"#
    let root = try Self.parse(answer)
    do {
      _ = try GeocodingAnswer.places(root)
      Issue.record("an answer of only bad results was accepted")
    } catch {
      #expect(error.message.contains("results[0].timezone"))
      #expect(error.message.contains("Open-Meteo geocoding"))
    }
  }

  @Test func resultsThatAreNotAnArrayAreUnexpected() throws {
    #expect(throws: GeocodingError.self) {
      try GeocodingAnswer.places(Self.parse(#"{"results":{"id":1}}"#))
    }
    #expect(throws: GeocodingError.self) { try GeocodingAnswer.places(Self.parse("[1]")) }
  }

  /// Issue 40, item 4: one letter with 100,000 combining marks is one character, but not a
  /// name of 200 KB: each character keeps at most 16 scalars.
  @Test func aPileOfMarksOnOneLetterIsCut() throws {
    let marks = String(repeating: "\\u0301", count: 100_000)
    let answer =
      #"{"results":[{"id":7,"name":"a"# + marks
      + #"b","latitude":1,"longitude":2,"timezone":"UTC"}]}"#
    let places = try GeocodingAnswer.places(Self.parse(answer))
    #expect(places.first?.name.unicodeScalars.count == 17)
    #expect(places.first?.name.hasSuffix("b") == true)
  }
}
