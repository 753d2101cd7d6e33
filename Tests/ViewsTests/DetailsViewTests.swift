import TestSupport
import Testing
import Weather

@testable import Views

/// Golden text of the `:details` view.
@Suite(.size(.small))
struct DetailsViewTests {
  @Test func widths() {
    for width in [40, 80, 120] {
      Snapshot.assert(
        DetailsView.render(Fixtures.seoulPage, Fixtures.settings(width)),
        named: "DetailsView.seoul-\(width)")
    }
  }

  @Test func colorImperialPolarMissing() {
    Snapshot.assert(
      DetailsView.render(Fixtures.seoulPage, Fixtures.settings(80, color: true)),
      named: "DetailsView.seoul-80-color")
    Snapshot.assert(
      DetailsView.render(
        Fixtures.newYorkPage,
        Fixtures.settings(80, now: Fixtures.newYorkNow, units: Fixtures.imperial)),
      named: "DetailsView.newYork-80-imperial")
    Snapshot.assert(
      DetailsView.render(Fixtures.tromsoPage, Fixtures.settings(80, now: Fixtures.tromsoNow)),
      named: "DetailsView.tromso-80")
    Snapshot.assert(
      DetailsView.render(Fixtures.missingPage, Fixtures.settings(80)),
      named: "DetailsView.missing-80")
  }

  @Test func content() {
    let text = DetailsView.render(Fixtures.seoulPage, Fixtures.settings(40)).joined(separator: "\n")
    #expect(text.contains("15 km/h NNE, gusts 31 km/h"))
    #expect(text.contains("6 (high)"))
    #expect(text.contains("1013 hPa"))
    #expect(text.contains("05:25"))
    #expect(text.contains("19:32"))
    #expect(text.contains("14 h 7 min"))
    let polar = DetailsView.render(
      Fixtures.tromsoPage, Fixtures.settings(40, now: Fixtures.tromsoNow))
    #expect(polar.contains { $0.contains("polar night") })
  }
}
