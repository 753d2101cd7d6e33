import Catalog
import Foundation
import Testing

@testable import Views

/// When rain starts or stops, in words a person reads at a glance.
@Suite struct RainViewTests {
  let now = Date(timeIntervalSince1970: 1_795_000_000)

  @Test(arguments: [
    (2.0, "in a few minutes"), (22.0, "in about 20 min"), (57.0, "in about 55 min"),
    (110.0, "in about 1 h 50 min"), (118.0, "in about 2 h"), (63.0, "in about 1 h"),
  ])
  func timesUnderAnHourAreMinutesAndLongerOnesHours(minutes: Double, text: String) {
    #expect(RainView.inAbout(now.addingTimeInterval(minutes * 60), now) == text)
  }
}
