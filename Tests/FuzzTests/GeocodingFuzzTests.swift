import Foundation
import Geocoding
import JSON
import Places
import Terminal
import TestSize
import Testing

/// Random and boundary geocoding answers: nothing traps, every place that gets through has
/// coordinates in range, a time zone this system knows, a GeoNames id and a population that is
/// a count, and no text of it can steer the terminal.
@Suite(.size(.large)) struct GeocodingFuzzTests {
  @Test func geocodingAnswers() async {
    var input = FuzzInput(seed: 0x6E0C)
    for _ in 0..<FuzzInput.iterations(600) {
      // Hand the shared test threads to others between answers: deadline tests run meanwhile.
      await Task.yield()
      input.breaksSyntax = input.chance(0.2)
      let results = input.array(Int.random(in: 0...6, using: &input)) { input in
        let zone = input.chance(0.7) ? "\"Europe/Rome\"" : input.hostileString()
        let id =
          input.chance(0.8)
          ? "\(Int.random(in: -5...9_999_999, using: &input))"
          : input.number(plausible: 1...1e7)
        return """
          {"id":\(id),"name":\(input.hostileString()),\
          "latitude":\(input.number(plausible: -95...95)),\
          "longitude":\(input.number(plausible: -185...185)),"timezone":\(zone),\
          "population":\(input.number(plausible: -10...1e10)),\
          "country_code":\(input.chance(0.7) ? "\"IT\"" : input.hostileString()),\
          "country":\(input.hostileString()),"admin1":\(input.hostileString())}
          """
      }
      let document =
        input.chance(0.1) ? "{\"generationtime_ms\":0.1}" : "{\"results\":\(results)}"
      guard let root = JSONValue.parse(Array(document.utf8)),
        let places = try? GeocodingAnswer.places(root)
      else { continue }
      for place in places {
        #expect((-90...90).contains(place.latitude))
        #expect((-180...180).contains(place.longitude))
        #expect(TimeZone(identifier: place.timeZone) != nil)
        #expect(place.id >= 1)
        #expect(place.population >= 0)
        #expect(place.origin == .online)
        for text in [place.name, place.countryName, place.regionName ?? "", place.countryCode] {
          #expect(!text.unicodeScalars.contains(where: TerminalText.isSteering), "\(text)")
        }
      }
    }
  }
}
