import TestSupport
import Testing

@testable import Shell

/// `PLACE as NAME` splits at the last `as` with text on both sides; a place called `As` stays
/// a place.
@Suite(.size(.small))
struct OwnNameClauseTests {
  @Test(
    arguments: [
      ("40.7864,-119.2065 as Black Rock City", "40.7864,-119.2065", "Black Rock City"),
      ("seoul as Home", "seoul", "Home"),
      ("as Home", "", "Home"),
      ("las vegas as Vegas", "las vegas", "Vegas"),
      ("new york AS the big apple", "new york", "the big apple"),
      ("as", "as", nil),
      ("seoul as", "seoul as", nil),
      ("seoul", "seoul", nil),
      ("paris as as", "paris", "as"),
    ] as [(String, String, String?)])
  func splits(text: String, place: String, name: String?) {
    let clause = OwnNameClause(text)
    #expect(clause.place == place)
    #expect(clause.name == name)
  }
}
