import Foundation
import ProfileStore
import TestSupport
import Testing
import Weather

/// The units added later (pressure, distance, air index): additive in the profile, written
/// only when changed, read back, and a bad value is a problem like any other unit's.
@Suite(.size(.small)) struct ProfileUnitsTests {
  @Test func newUnitsRoundTripAndDefaultsAreNotWritten() {
    var profile = Profile()
    let plain = String(decoding: ProfileCodec.encode(profile), as: UTF8.self)
    #expect(
      !plain.contains("pressure") && !plain.contains("distance") && !plain.contains("airIndex"))
    profile.units.pressure = .inhg
    profile.units.distance = .mi
    profile.units.airIndex = .us
    profile.unitsChosen = ["pressure", "distance", "aqi"]
    let bytes = ProfileCodec.encode(profile)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains(#""pressure": "inhg""#))
    #expect(text.contains(#""distance": "mi""#))
    #expect(text.contains(#""airIndex": "us""#))
    #expect(ProfileCodec.decode(bytes) == .current(profile))
  }

  /// Issue 48: the kinds chosen with `:units` are kept by name; a profile from before them
  /// counts as chosen exactly the kinds whose values differ from the old defaults.
  @Test func chosenKindsRoundTripAndOlderProfilesAreRead() throws {
    var profile = Profile()
    #expect(!String(decoding: ProfileCodec.encode(profile), as: UTF8.self).contains("chosen"))
    profile.unitsChosen = ["temperature", "clock"]
    let text = String(decoding: ProfileCodec.encode(profile), as: UTF8.self)
    #expect(
      text.contains("\"chosen\": [\n      \"temperature\",\n      \"clock\"\n    ]"), "\(text)")
    #expect(ProfileCodec.decode(Array(text.utf8)) == .current(profile))
    let older =
      #"{"schemaVersion":3,"units":{"temperature":"c","wind":"ms","precipitation":"mm","clock":"24h","airIndex":"us"}}"#
    guard case .current(let read) = ProfileCodec.decode(Array(older.utf8)) else {
      Issue.record("the older profile is not read")
      return
    }
    #expect(read.unitsChosen == ["wind", "aqi"])
    #expect(ProfileCodec.decode(Array(#"{"units":{"chosen":"wind"}}"#.utf8)) != .current(Profile()))
  }

  @Test func aBadNewUnitIsReported() {
    let decoded = ProfileCodec.decode(Array(#"{"units":{"pressure":"bar"}}"#.utf8))
    #expect(decoded != .current(Profile()))
  }

  @Test func pressureConvertsAndFormats() {
    #expect(UnitConversion.formatPressure(1013.25, .hpa) == "1013 hPa")
    #expect(UnitConversion.formatPressure(1013.25, .inhg) == "29.92 inHg")
    #expect(UnitConversion.formatPressure(1013.25, .mmhg) == "760 mmHg")
    #expect(UnitConversion.formatPressure(5000, .inhg) == "—")
    #expect(Units(wind: .mph).distanceInMiles)
    #expect(!Units(wind: .mph, distance: .km).distanceInMiles)
    #expect(Units(distance: .mi).distanceInMiles)
  }
}
