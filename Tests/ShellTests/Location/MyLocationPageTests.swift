import Places
import TestSupport
import Testing

@testable import Shell

/// The "My Location" page: first of all pages, kept across saved-place changes, never saved.
@MainActor
@Suite(.size(.small)) struct MyLocationPageTests {
  @Test func myLocationComesFirstAndSurvivesChanges() {
    let model = WeatherViewModel()
    model.setSaved([ViewModelTests.place(1, "A"), ViewModelTests.place(2, "B")])
    model.setMyLocation(ViewModelTests.place(7, "Here"))
    #expect(model.pages.map(\.id) == [7, 1, 2])
    #expect(model.pages.first?.isMyLocation == true)
    #expect(model.pages.first?.isSaved == false)
    model.select(ViewModelTests.place(9, "Preview"))
    #expect(model.pages.map(\.id) == [7, 1, 2, 9])
    model.select(ViewModelTests.place(7, "Here"))
    #expect(model.pages.map(\.id) == [7, 1, 2])
    model.setSaved([ViewModelTests.place(2, "B")])
    #expect(model.pages.map(\.id) == [7, 2])
    model.deselect()
    #expect(model.myLocationPage?.id == 7)
    model.setMyLocation(nil)
    #expect(model.pages.map(\.id) == [2])
  }

  @Test func aSavedPlaceCanAlsoBeMyLocation() {
    let model = WeatherViewModel()
    model.setSaved([ViewModelTests.place(1, "A")])
    model.setMyLocation(ViewModelTests.place(1, "A"))
    #expect(model.pages.map(\.id) == [1, 1])
    model.setState(.loading, for: 1)
    #expect(model.pages.allSatisfy { if case .loading = $0.state { true } else { false } })
  }
}
