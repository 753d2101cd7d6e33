import Foundation
import ProfileStore
import TestSupport
import Testing
import Weather

@Suite(.size(.medium)) struct ProfileCodecTests {
  static let lisbon = SavedPlace(
    id: 2_267_057, name: "Lisbon", region: "Lisbon", regionCode: "14", countryCode: "PT",
    countryName: "Portugal", latitude: 38.71667, longitude: -9.13333, timeZone: "Europe/Lisbon")

  func decode(_ text: String) -> ProfileDecoding { ProfileCodec.decode(Array(text.utf8)) }

  @Test func emptyObjectIsTheDefaultProfile() {
    #expect(decode("{}") == .current(Profile()))
    #expect(decode(" { }\n") == .current(Profile()))
  }

  @Test func defaultsAreMetricAutoAndEmpty() {
    let profile = Profile()
    #expect(profile.places.isEmpty)
    #expect(profile.units == Units())
    #expect(profile.theme == .auto)
    #expect(profile.lastViewedPlaceID == nil)
    #expect(profile.homePlaceID == nil)
    #expect(profile.locationConsent == .unset)
    #expect(profile.schemaVersion == Profile.currentSchemaVersion)
  }

  @Test func everyFieldRoundTrips() {
    var profile = Profile()
    profile.places = [
      Self.lisbon,
      SavedPlace(
        id: 5_128_581, name: "New \"York\"\tCity", countryCode: "US", latitude: 40.71427,
        longitude: -74.00597, timeZone: "America/New_York"),
    ]
    profile.units = Units(temperature: .fahrenheit, wind: .kn, precipitation: .inch, clock: .h12)
    profile.unitsChosen = ["temperature", "wind", "precip", "clock"]
    profile.theme = .light
    profile.lastViewedPlaceID = 5_128_581
    profile.homePlaceID = 2_267_057
    profile.locationConsent = .denied
    let bytes = ProfileCodec.encode(profile)
    #expect(ProfileCodec.decode(bytes) == .current(profile))
    #expect(ProfileCodec.encode(Profile()).last == 0x0A)
  }

  @Test func unknownKeysSurviveARewrite() throws {
    let text = """
      {"schemaVersion": 3, "future": {"b": [1, 2.5, null, true]},
       "units": {"temperature": "f", "snowDepth": "cm"},
       "places": [{"geonameId": 1, "name": "A", "latitude": 1, "longitude": 2, "alias": "x"}]}
      """
    guard case .current(var profile) = decode(text) else {
      Issue.record("not decoded")
      return
    }
    #expect(profile.units.temperature == .fahrenheit)
    profile.theme = .dark
    let rewritten = String(decoding: ProfileCodec.encode(profile), as: UTF8.self)
    #expect(rewritten.contains("\"future\""))
    #expect(rewritten.contains("\"snowDepth\": \"cm\""))
    #expect(rewritten.contains("\"alias\": \"x\""))
    guard case .current(let again) = ProfileCodec.decode(Array(rewritten.utf8)) else {
      Issue.record("rewrite not decoded")
      return
    }
    #expect(again == profile)
  }

  @Test(arguments: [
    ("", "empty"),
    ("{\"places\": [", "not valid JSON"),
    ("{\"a\": 1}\0\0", "NUL"),
    ("[]", "not a JSON object"),
    ("\"{}\"", "not a JSON object"),
    ("{\"schemaVersion\": \"2\"}", "schemaVersion"),
    ("{\"schemaVersion\": 0}", "schemaVersion"),
    ("{\"places\": {}}", "places"),
    ("{\"places\": [{\"name\": \"A\", \"latitude\": 1, \"longitude\": 2}]}", "places[0].geonameId"),
    ("{\"places\": [{\"geonameId\": 1, \"latitude\": 1, \"longitude\": 2}]}", "places[0].name"),
    (
      "{\"places\": [{\"geonameId\": 1, \"name\": \"A\", \"latitude\": 91, \"longitude\": 2}]}",
      "places[0].latitude"
    ),
    (
      "{\"places\": [{\"geonameId\": 1, \"name\": \"A\", \"latitude\": 1, \"longitude\": 2},"
        + " {\"geonameId\": 1, \"name\": \"B\", \"latitude\": 1, \"longitude\": 2}]}",
      "already saved"
    ),
    ("{\"theme\": \"purple\"}", "theme"),
    ("{\"units\": {\"wind\": \"furlongs\"}}", "units.wind"),
    ("{\"units\": \"metric\"}", "units"),
    ("{\"lastViewedPlaceId\": -3}", "lastViewedPlaceId"),
    ("{\"locationConsent\": true}", "locationConsent"),
  ])
  func invalidFilesAreCorruptWithTheFieldNamed(text: String, mention: String) {
    guard case .corrupt(let reason) = decode(text) else {
      Issue.record("\(text) was accepted")
      return
    }
    #expect(reason.contains(mention), "\(reason)")
  }

  @Test func aNewerReadableFileIsReadButMarkedNewer() {
    let result = decode("{\"schemaVersion\": 4, \"minReaderVersion\": 3, \"theme\": \"dark\"}")
    guard case .newer(let profile?, 4, 3) = result else {
      Issue.record("\(result)")
      return
    }
    #expect(profile.theme == .dark)
  }

  @Test func aFileNeedingANewerReaderIsNotInterpreted() {
    #expect(
      decode("{\"schemaVersion\": 7, \"minReaderVersion\": 5, \"places\": 12}")
        == .newer(profile: nil, schemaVersion: 7, minReaderVersion: 5))
    // With no minReaderVersion a newer file is assumed to need a reader of its own version.
    #expect(
      decode("{\"schemaVersion\": 9}")
        == .newer(profile: nil, schemaVersion: 9, minReaderVersion: 9))
  }

  @Test func schemaOneIsMigrated() {
    let v1 = """
      {"schemaVersion": 1, "units": "imperial", "lastViewed": 2267057, "theme": "dark",
       "places": [{"id": 2267057, "name": "Lisbon", "admin1": "Lisbon", "country": "PT",
                   "lat": 38.71667, "lon": -9.13333, "timezone": "Europe/Lisbon"}]}
      """
    guard case .migrated(let profile, fromVersion: 1) = decode(v1) else {
      Issue.record("not migrated")
      return
    }
    #expect(profile.places.count == 1)
    #expect(profile.places.first?.id == 2_267_057)
    #expect(profile.places.first?.countryCode == "PT")
    #expect(profile.places.first?.region == "Lisbon")
    #expect(profile.places.first?.timeZone == "Europe/Lisbon")
    #expect(profile.units == Units(temperature: .fahrenheit, wind: .mph, precipitation: .inch))
    #expect(profile.lastViewedPlaceID == 2_267_057)
    #expect(profile.theme == .dark)
    #expect(profile.schemaVersion == 3)
    #expect(
      decode("{\"schemaVersion\": 1, \"units\": \"metric\"}")
        == .migrated(Profile(), fromVersion: 1))
    guard case .corrupt(let reason) = decode("{\"schemaVersion\": 1, \"units\": \"kelvin\"}") else {
      Issue.record("bad v1 accepted")
      return
    }
    #expect(reason.contains("schema 1"))
  }

  @Test func operationsReportWhatTheyDidAndFailCleanly() throws {
    var profile = Profile()
    let other = SavedPlace(id: 7, name: "Seven", latitude: 0, longitude: 0)
    #expect(try ProfileOperation.add(Self.lisbon).apply(to: &profile) == .added(index: 0))
    #expect(try ProfileOperation.add(other).apply(to: &profile) == .added(index: 1))
    #expect(try ProfileOperation.add(Self.lisbon).apply(to: &profile) == .alreadySaved(index: 0))
    #expect(try ProfileOperation.move(from: 1, to: 0).apply(to: &profile) == .moved(from: 1, to: 0))
    #expect(profile.places.map(\.id) == [7, 2_267_057])
    #expect(throws: ProfileError.indexOutOfRange(index: 2, count: 2)) {
      try ProfileOperation.move(from: 0, to: 2).apply(to: &profile)
    }
    #expect(throws: ProfileError.placeNotSaved(id: 99)) {
      try ProfileOperation.remove(id: 99).apply(to: &profile)
    }
    #expect(try ProfileOperation.remove(id: 7).apply(to: &profile) == .removed(other, index: 0))
    _ = try ProfileOperation.setWind(.ms).apply(to: &profile)
    _ = try ProfileOperation.setLastViewed(id: 2_267_057).apply(to: &profile)
    #expect(profile.units.wind == .ms)
    #expect(profile.lastViewedIndex == 0)
  }

  @Test func messagesAreOneLineWithEscapedPaths() {
    let errors: [ProfileError] = [
      .noLocation, .badPath("x/"),
      .store(.corrupt(path: "/p\u{1B}[2J", reason: "r", movedTo: "/q")),
      .store(.corrupt(path: "/p", reason: "r", movedTo: nil)),
      .store(.newerSchema(path: "/p", schemaVersion: 3, supported: 2)),
      .store(.needsNewerReader(path: "/p", minReaderVersion: 4, supported: 2)),
      .store(.unreadable(path: "/p", cause: .system(operation: "open", path: "/p", errno: EACCES))),
      .store(.migrated(path: "/p", fromVersion: 1, backup: "/p.v1.bak")),
      .store(.lockBusy(lockPath: "/p.lock")),
      .store(.lockFailed(lockPath: "/p.lock", cause: .symbolicLink(path: "/p.lock"))),
      .store(.directoryFailed(path: "/d", cause: .notRegularFile(path: "/d"))),
      .store(
        .writeFailed(path: "/p", cause: .system(operation: "fsync", path: "/p.tmp", errno: EIO))),
      .saveRefused(reason: .store(.newerSchema(path: "/p", schemaVersion: 3, supported: 2))),
      .placeNotSaved(id: 1), .indexOutOfRange(index: 4, count: 2),
      .indexOutOfRange(index: 0, count: 0), .store(.readOnlyFile(path: "/p")),
    ]
    for error in errors {
      let message = error.message
      #expect(!message.isEmpty)
      #expect(
        !message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(message)")
    }
    #expect(
      ProfileError.store(.newerSchema(path: "/p", schemaVersion: 3, supported: 2)).message.contains(
        "3"))
    #expect(
      ProfileError.saveRefused(
        reason: .store(.newerSchema(path: "/p", schemaVersion: 3, supported: 2))
      )
      .message.hasPrefix("not saved"))
    #expect(
      ProfileError.store(.lockBusy(lockPath: "/p.lock")).message.contains("another wxsh is saving"))
    #expect(ProfileError.indexOutOfRange(index: 4, count: 2).message.contains("1 to 2"))
  }

  @Test func profilePathFollowsOptionThenEnvironment() throws {
    let env = ["HOME": "/home/u", "XDG_CONFIG_HOME": "/cfg/", "WXSH_PROFILE": "/env/p.json"]
    #expect(
      try ProfileLocation.resolve(profileOption: "/opt/p.json", environment: env) == "/opt/p.json")
    #expect(try ProfileLocation.resolve(profileOption: nil, environment: env) == "/env/p.json")
    var noOverride = env
    noOverride["WXSH_PROFILE"] = ""
    #expect(
      try ProfileLocation.resolve(profileOption: nil, environment: noOverride)
        == "/cfg/wxsh/profile.json")
    noOverride["XDG_CONFIG_HOME"] = "relative/cfg"
    #expect(
      try ProfileLocation.resolve(profileOption: nil, environment: noOverride)
        == "/home/u/.config/wxsh/profile.json")
    #expect(throws: ProfileError.noLocation) {
      try ProfileLocation.resolve(profileOption: nil, environment: [:])
    }
    #expect(throws: ProfileError.badPath("dir/")) {
      try ProfileLocation.resolve(profileOption: "dir/", environment: env)
    }
    let relative = try ProfileLocation.resolve(profileOption: "p.json", environment: [:])
    #expect(relative.hasPrefix("/") && relative.hasSuffix("/p.json"))
    let store = ProfileStore(profileOption: nil, environment: [:])
    #expect(store.readOnlyReason == .noLocation)
    #expect(throws: ProfileError.saveRefused(reason: .noLocation)) {
      try store.update(.setTheme(.dark))
    }
  }

  @Test func schemaTwoIsMigratedAndWrittenForSchemaThreeReaders() throws {
    let v2 = """
      {"schemaVersion": 2, "minReaderVersion": 2,
       "places": [{"geonameId": 1835848, "name": "Seoul", "latitude": 37.566,
                   "longitude": 126.9784, "timeZone": "Asia/Seoul"}]}
      """
    guard case .migrated(let profile, fromVersion: 2) = decode(v2) else {
      Issue.record("not migrated")
      return
    }
    #expect(profile.places.map(\.source) == [.gazetteer])
    #expect(profile.places.first?.customName == nil)
    let written = String(decoding: ProfileCodec.encode(profile), as: UTF8.self)
    // A schema-2 wxsh cannot read a saved point, so it must refuse every schema-3 file.
    #expect(written.contains("\"schemaVersion\": 3"))
    #expect(written.contains("\"minReaderVersion\": 3"))
  }

  @Test func pointsOnlinePlacesAndOwnNamesRoundTrip() throws {
    var profile = Profile()
    profile.places = [
      SavedPlace(
        id: SavedPlace.pointID(latitude: 40.7864, longitude: -119.2065),
        name: "40.7864°N 119.2065°W", countryCode: "US", latitude: 40.7864,
        longitude: -119.2065, timeZone: "America/Los_Angeles", customName: "Black Rock City"),
      SavedPlace(
        id: 5_505_411, name: "Gerlach", region: "Nevada", countryCode: "US",
        latitude: 40.652, longitude: -119.356, timeZone: "America/Los_Angeles", source: .online),
      SavedPlace(
        id: 1_835_848, name: "Seoul", latitude: 37.566, longitude: 126.9784, customName: "Home"),
    ]
    let bytes = ProfileCodec.encode(profile)
    let text = String(decoding: bytes, as: UTF8.self)
    // A point is its coordinates: no id is written for it.
    #expect(!text.contains("-" + String(-profile.places[0].id)))
    #expect(text.contains("\"source\": \"coordinates\""))
    #expect(text.contains("\"source\": \"online\""))
    #expect(text.contains("\"customName\": \"Home\""))
    #expect(ProfileCodec.decode(bytes) == .current(profile))
    #expect(profile.places[0].source == .coordinates)
    #expect(profile.places[0].id < 0)
  }

  @Test(arguments: [
    (
      "{\"places\": [{\"source\": \"satellite\", \"geonameId\": 1, \"name\": \"A\", \"latitude\": 1, \"longitude\": 2}]}",
      "places[0].source"
    ),
    (
      "{\"places\": [{\"source\": \"online\", \"name\": \"A\", \"latitude\": 1, \"longitude\": 2}]}",
      "places[0].geonameId"
    ),
    (
      "{\"places\": [{\"geonameId\": 1, \"name\": \"A\", \"latitude\": 1, \"longitude\": 2, \"customName\": \"\"}]}",
      "places[0].customName"
    ),
    (
      "{\"places\": [{\"geonameId\": 1, \"name\": \"A\", \"latitude\": 1, \"longitude\": 2, \"customName\": \"a\\u001bb\"}]}",
      "places[0].customName"
    ),
    (
      "{\"places\": [{\"geonameId\": 1, \"name\": \"A\", \"latitude\": 1, \"longitude\": 2, \"customName\": 7}]}",
      "places[0].customName"
    ),
    (
      "{\"places\": [{\"source\": \"coordinates\", \"name\": \"P\", \"latitude\": 1, \"longitude\": 2}, {\"source\": \"coordinates\", \"name\": \"Q\", \"latitude\": 1.0001, \"longitude\": 2}]}",
      "coordinates are already saved"
    ),
  ])
  func badSchemaThreePlacesAreCorrupt(text: String, mention: String) {
    guard case .corrupt(let reason) = decode(text) else {
      Issue.record("\(text) was accepted")
      return
    }
    #expect(reason.contains(mention), "\(reason)")
  }
}
