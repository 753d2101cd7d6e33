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
    let bytes = ProfileCodec.encode(profile)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains(#""pressure": "inhg""#))
    #expect(text.contains(#""distance": "mi""#))
    #expect(text.contains(#""airIndex": "us""#))
    #expect(ProfileCodec.decode(bytes) == .current(profile))
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
