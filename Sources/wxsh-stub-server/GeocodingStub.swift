/// Answers like Open-Meteo's geocoding API (`/v1/search`) for a few places the offline
/// gazetteer does not have.
///
/// The answer's shape is the real one: the capture of `?name=Berlin` embedded in
/// open-meteo-website's geocoding docs (@407f39d, 2023-04), recorded in
/// ../shared/reference/weather-apis.md section C: proto field names, empty fields left out, and
/// no `results` key at all when nothing matches (geocoding-api issue #9). The places' values
/// (coordinates, population, zone) are GeoNames'; their ids are the stub's own, outside the
/// gazetteer. Names follow `language` the way the API translates them (`ko`: 마나롤라).
enum GeocodingStub {
  /// One place the stub knows, with its names per language.
  struct Entry {
    var id: Int
    var names: [String: String]
    var latitude: Double
    var longitude: Double
    var elevation: Double
    var featureCode: String
    var countryCode: String
    var timeZone: String
    var population: Int?
    var countries: [String: String]
    var admin1: [String: String]
  }

  static let entries: [Entry] = [
    Entry(
      id: 9_105_411, names: ["en": "Gerlach"], latitude: 40.65241, longitude: -119.35572,
      elevation: 1209, featureCode: "PPL", countryCode: "US", timeZone: "America/Los_Angeles",
      population: 206, countries: ["en": "United States", "ko": "미국"],
      admin1: ["en": "Nevada", "ko": "네바다 주"]),
    Entry(
      id: 9_178_033, names: ["en": "Manarola", "ko": "마나롤라", "ja": "マナローラ"],
      latitude: 44.10624, longitude: 9.72847, elevation: 70, featureCode: "PPL",
      countryCode: "IT", timeZone: "Europe/Rome", population: nil,
      countries: ["en": "Italy", "ko": "이탈리아", "ja": "イタリア"],
      admin1: ["en": "Liguria", "ko": "리구리아 주", "ja": "リグーリア州"]),
    Entry(
      id: 9_633_841, names: ["en": "Zennor"], latitude: 50.19149, longitude: -5.56689,
      elevation: 120, featureCode: "PPL", countryCode: "GB", timeZone: "Europe/London",
      population: 217, countries: ["en": "United Kingdom"], admin1: ["en": "England"]),
  ]

  /// The answer for `name` in `language`: every entry one of whose names starts with the name
  /// (case ignored), as the API matches 3 or more characters. `mode` `wrong-types` answers
  /// with hostile results instead: an id that is a string, a latitude out of range, a zone this
  /// system does not know, and a usable place whose names carry terminal escapes.
  static func respond(query: [String: String], mode: String?) -> StubResponse {
    if mode == "wrong-types" { return hostile() }
    let name =
      (query["name"] ?? "").split(separator: ",").first.map {
        $0.trimmingCharacters(in: .whitespaces).lowercased()
      } ?? ""
    let language = query["language"] ?? "en"
    guard name.count >= 2 else { return .json(200, #"{"generationtime_ms":0.0410079956}"#) }
    let found = entries.filter { entry in
      entry.names.values.contains { $0.lowercased().hasPrefix(name) }
    }
    guard !found.isEmpty else { return .json(200, #"{"generationtime_ms":0.1239776611}"#) }
    let results = found.map { entry in
      var members: [(String, String)] = [
        ("id", String(entry.id)),
        ("name", JSONText.string(entry.names[language] ?? entry.names["en"] ?? "")),
        ("latitude", String(entry.latitude)), ("longitude", String(entry.longitude)),
        ("elevation", String(entry.elevation)),
        ("feature_code", JSONText.string(entry.featureCode)),
        ("country_code", JSONText.string(entry.countryCode)),
        ("timezone", JSONText.string(entry.timeZone)),
      ]
      if let population = entry.population { members.append(("population", String(population))) }
      members.append(
        ("country", JSONText.string(entry.countries[language] ?? entry.countries["en"] ?? "")))
      members.append(
        ("admin1", JSONText.string(entry.admin1[language] ?? entry.admin1["en"] ?? "")))
      return JSONText.object(members)
    }
    return .json(
      200,
      JSONText.object([
        ("results", JSONText.array(results)), ("generationtime_ms", "0.7280111313"),
      ]))
  }

  /// Results that each break one rule, and one that is usable once its text is cleaned.
  static func hostile() -> StubResponse {
    let results = [
      #"{"id":"9633841","name":"Zennor","latitude":50.19,"longitude":-5.57,"timezone":"Europe/London"}"#,
      #"{"id":9633842,"name":"Zennor","latitude":95.0,"longitude":-5.57,"timezone":"Europe/London"}"#,
      #"{"id":9633843,"name":"Zennor","latitude":50.19,"longitude":-5.57,"timezone":"Mars/Olympus"}"#,
      JSONText.object([
        ("id", "9633844"), ("name", JSONText.string("Zen\u{1B}[31mnor\u{07}")),
        ("latitude", "50.19149"), ("longitude", "-5.56689"),
        ("country_code", JSONText.string("GB")), ("timezone", JSONText.string("Europe/London")),
        ("population", "217"), ("country", JSONText.string("United\u{1B}]0;pwned\u{07} Kingdom")),
        ("admin1", JSONText.string("Eng\u{0}land")),
      ]),
    ]
    return .json(
      200, JSONText.object([("results", JSONText.array(results)), ("generationtime_ms", "0.5")]))
  }
}
