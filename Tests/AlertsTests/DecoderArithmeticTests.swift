import Foundation
import Testing

@testable import Alerts

/// The decoder's own arithmetic and trimming give what Foundation gave before them.
@Suite struct DecoderArithmeticTests {
  @Test func timesAreTheCalendarsOverThreeCenturies() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(secondsFromGMT: 0))
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<5_000 {
      let year = Int.random(in: 1900...2200, using: &generator)
      let month = Int.random(in: 1...12, using: &generator)
      let day = Int.random(in: 1...31, using: &generator)
      let hour = Int.random(in: 0...23, using: &generator)
      let minute = Int.random(in: 0...59, using: &generator)
      let text = String(
        format: "%04d-%02d-%02dT%02d:%02d:07+05:30", year, month, day, hour, minute)
      let expected = calendar.date(
        from: DateComponents(
          year: year, month: month, day: day, hour: hour, minute: minute, second: 7)
      ).flatMap { calendar.component(.day, from: $0) == day ? $0 : nil }
      #expect(
        AlertDecoder.parseTime(text) == expected?.addingTimeInterval(-19_800), "\(text)")
    }
    #expect(AlertDecoder.parseTime("2000-02-29T00:00:00Z") != nil)
    #expect(AlertDecoder.parseTime("2100-02-29T00:00:00Z") == nil)
    #expect(AlertDecoder.parseTime("1970-01-01T00:00:00Z") == Date(timeIntervalSince1970: 0))
  }

  @Test func trimmingIsFoundationsWhiteSpace() {
    let samples = [
      "  Wind ", "\t3; orange\u{00A0}", "\u{3000}強風\u{3000}", "\n\r line \u{2028}", " \u{301}é ",
      "", "   ", "\u{85}x\u{85}", "a b", "\u{2009}Sturm\u{202F}",
    ]
    for sample in samples {
      #expect(
        AlertDecoder.trimmed(sample[...])
          == sample.trimmingCharacters(in: .whitespaces), "\(sample.unicodeScalars.map(\.value))")
      #expect(
        AlertDecoder.trimmed(sample[...], newlines: true)
          == sample.trimmingCharacters(in: .whitespacesAndNewlines),
        "\(sample.unicodeScalars.map(\.value))")
    }
  }

  @Test func outlineNumbersAreReadAsTheStandardLibraryReadsThem() {
    var generator = SystemRandomNumberGenerator()
    var samples = ["0", "-0", "90", "-180.0000", "12.3456", "5.", ".5", "-", "1.2.3", "--1", "1-2"]
    for _ in 0..<20_000 {
      let whole = Int.random(in: -180...180, using: &generator)
      let places = Int.random(in: 0...8, using: &generator)
      let fraction = (0..<places).map { _ in String(Int.random(in: 0...9, using: &generator)) }
      samples.append(String(whole) + (places == 0 ? "" : "." + fraction.joined()))
    }
    for sample in samples {
      let expected = Double(sample).flatMap { $0.isFinite ? $0 : nil }
      #expect(AlertAreaIndex.number(Array(sample.utf8)) == expected, "\(sample)")
    }
  }
}
