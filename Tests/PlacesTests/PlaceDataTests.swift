import TestSupport
import Testing

/// A clone where the place data is not built yet fails with this one issue, not hundreds:
/// every suite that needs the data is skipped (`.needsPlaceData`).
@Suite(.size(.medium)) struct PlaceDataTests {
  @Test func placeDataIsBuilt() {
    if !PlaceData.isBuilt { Issue.record(Comment(rawValue: PlaceData.missing)) }
  }
}
