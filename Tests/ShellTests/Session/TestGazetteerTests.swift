import Places
import TestSupport
import Testing

@testable import Shell

/// The shell tests search a small gazetteer built in memory, not the 78 MB data file.
@MainActor
@Suite(.size(.small)) struct TestGazetteerTests {
  @Test func aSessionSearchesTheSmallGazetteerByDefault() throws {
    let world = try TestWorld()
    let small = try world.session().context.dependencies.gazetteer.load()
    #expect(small.placeCount == 342, "regenerate with scripts/make-shell-test-places.py")
    // Every place of a typed name is in it, as in the full data: the same Springfields.
    func springfields(_ gazetteer: Gazetteer) -> [Int] {
      gazetteer.search("springfield", limit: 200).matches.filter {
        $0.place.name == "Springfield"
      }.map(\.place.id)
    }
    #expect(springfields(small).count > 20)
    if PlaceData.isBuilt {
      let full = try TestGazetteer.full.loader.load()
      #expect(springfields(small) == springfields(full))
    }
  }
}
