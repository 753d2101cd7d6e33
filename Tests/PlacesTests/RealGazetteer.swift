import PlaceModel
import Places

/// The shipped `share/wxsh/places.bin`, opened once for all tests.
enum RealGazetteer {
  static let shared: Gazetteer? = try? GazetteerLocator.open(environment: [:], executablePath: "")

  /// The top result's place name, region code and country for `query`.
  static func top(_ query: String) -> PlaceMatch? {
    shared?.search(query, limit: 10).matches.first
  }
}
