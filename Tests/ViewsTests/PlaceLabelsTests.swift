import PlaceModel
import TestSupport
import Testing

@testable import Views

/// The shortest labels that tell places apart.
@Suite(.size(.small))
struct PlaceLabelsTests {
  static func place(
    _ id: Int, _ name: String, _ country: String, region: String? = nil, code: String? = nil
  ) -> Place {
    Place(
      id: id, name: name, latitude: 0, longitude: 0, population: 0, countryCode: country,
      countryName: country, regionName: region, regionCode: code, timeZone: "Etc/UTC")
  }

  static let portlandOR = place(5_746_545, "Portland", "US", region: "Oregon", code: "US-OR")
  static let portlandME = place(4_975_802, "Portland", "US", region: "Maine", code: "US-ME")
  static let seoul = place(1_835_848, "Seoul", "KR", region: "Seoul", code: "KR-11")
  static let frankfurt = place(2_925_533, "Frankfurt am Main", "DE", region: "Hesse")
  static let frankfurtOder = place(2_925_535, "Frankfurt", "DE", region: "Brandenburg")
  static let frankfurtHesse = place(9, "Frankfurt", "DE", region: "Hesse")
  static let londonGB = place(2_643_743, "London", "GB", region: "England")
  static let londonCA = place(6_058_560, "London", "CA", region: "Ontario", code: "CA-ON")

  @Test func aNameOnItsOwnIsJustTheName() {
    #expect(PlaceLabels.labels(for: [Self.seoul, Self.portlandOR]) == ["Seoul", "Portland"])
  }

  @Test func sameNamesGetTheirStateOrRegion() {
    #expect(
      PlaceLabels.labels(for: [Self.portlandOR, Self.seoul, Self.portlandME])
        == ["Portland, OR", "Seoul", "Portland, ME"])
    #expect(
      PlaceLabels.labels(for: [Self.frankfurtOder, Self.frankfurtHesse])
        == ["Frankfurt, Brandenburg", "Frankfurt, Hesse"])
  }

  @Test func sameNamesInDifferentCountries() {
    #expect(
      PlaceLabels.labels(for: [Self.londonGB, Self.londonCA]) == ["London, England", "London, ON"])
  }

  @Test func twinsThatShareEverythingFallBackToTheLongestLabel() {
    let twin = Self.place(77, "Portland", "US", region: "Oregon", code: "US-OR")
    #expect(
      PlaceLabels.labels(for: [Self.portlandOR, twin])
        == ["Portland, OR, US", "Portland, OR, US"])
  }

  @Test func theSamePlaceTwiceIsOnePlace() {
    #expect(PlaceLabels.labels(for: [Self.seoul, Self.seoul]) == ["Seoul", "Seoul"])
  }

  @Test func labelsNeverCarryControlCharacters() {
    let hostile = Self.place(5, "Evil\u{1B}[2J", "US", region: "\u{202E}Oregon", code: "US-OR")
    let labels = PlaceLabels.labels(for: [hostile, Self.place(6, "Evil\u{1B}[2J", "US")])
    #expect(labels.allSatisfy { !$0.contains("\u{1B}") && !$0.contains("\u{202E}") })
  }
}
