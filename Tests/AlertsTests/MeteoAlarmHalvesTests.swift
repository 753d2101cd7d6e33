import AlertModel
import Foundation
import JSON
import Testing

@testable import Alerts

/// A big MeteoAlarm feed is read in two halves at once: wherever the split falls, the warnings
/// are the ones a single reader finds, in the same order, and what is not JSON is refused.
@Suite(.size(.small)) struct MeteoAlarmHalvesTests {
  /// A warning written as text, `alert` first, as the feeds send them (`uuid` first when
  /// `uuidFirst`, as a JSON library that does not keep the order of keys writes it again);
  /// `extra` goes into its CAP message.
  static func warning(_ index: Int, extra: String = "", uuidFirst: Bool = false) -> String {
    let alert =
      #""alert":{"identifier":"ID-\#(index)","sent":"2026-03-10T11:00:00+01:00","#
      + #""status":"Actual","msgType":"Alert"\#(extra),"info":[{"language":"de-DE","#
      + #""event":"Sturm \#(index)"},{"language":"en","event":"Gale \#(index)","#
      + #""onset":"2026-03-10T10:00:00+01:00","expires":"2026-03-10T22:00:00+01:00","#
      + #""parameter":[{"valueName":"awareness_level","value":"2; yellow; Moderate"}],"#
      + #""area":[{"areaDesc":"Area \#(index)"}]}]}"#
    let uuid = #""uuid":"u\#(index)""#
    return uuidFirst ? "{\(uuid),\(alert)}" : "{\(alert),\(uuid)}"
  }

  /// A feed of `warnings` joined by `separator`.
  static func feed(_ warnings: [String], separator: String = ",") -> [UInt8] {
    Array(("{\"warnings\":[" + warnings.joined(separator: separator) + "],\"n\":1}").utf8)
  }

  /// The feed read in halves (every size splits) and by one reader.
  func bothWays(_ bytes: [UInt8]) throws -> (halves: [Alert], one: [Alert]) {
    (
      try MeteoAlarmDecoder.decode(bytes, language: "en", halvesFrom: 0),
      try MeteoAlarmDecoder.decode(bytes, language: "en", halvesFrom: .max)
    )
  }

  @Test(arguments: [",", " ,\n  ", "\n,\t"])
  func halvesReadWhatOneReaderReads(separator: String) throws {
    let (halves, one) = try bothWays(
      Self.feed((0..<41).map { Self.warning($0) }, separator: separator))
    #expect(halves == one)
    #expect(halves.map(\.event) == (0..<41).map { "Gale \($0)" })
  }

  @Test func aSplitInsideAWarningIsNotUsed() throws {
    // The middle warning is mostly objects whose first key is "alert": the place found near
    // the middle is inside it, where no reader stops between warnings.
    let decoys = (0..<400).map {
      #"{"alert":{"identifier":"FAKE-\#($0)","info":[{"event":"Fake"}]}}"#
    }
    let middle = Self.warning(5, extra: #","decoys":[0,\#(decoys.joined(separator: ","))]"#)
    let warnings = (0..<5).map { Self.warning($0) } + [middle] + (6..<11).map { Self.warning($0) }
    let (halves, one) = try bothWays(Self.feed(warnings))
    #expect(halves == one)
    #expect(halves.map(\.id) == (0..<11).map { "ID-\($0)" })
  }

  @Test func whatIsNotJSONInTheSecondHalfIsRefused() {
    let broken = (0..<20).map { Self.warning($0) } + [Self.warning(20, extra: #","x":tru"#)]
    #expect(throws: AlertError.badAnswer(.notJSON)) {
      try MeteoAlarmDecoder.decode(Self.feed(broken), language: "en", halvesFrom: 0)
    }
  }

  @Test func theWarningLimitCountsBothHalves() throws {
    let count = MeteoAlarmDecoder.warningLimit + 50
    let warnings = (0..<count).map { #"{"alert":{"identifier":"I\#($0)","info":[{"event":"E"}]}}"# }
    let (halves, one) = try bothWays(Self.feed(warnings))
    #expect(halves == one)
    #expect(halves.count == MeteoAlarmDecoder.warningLimit)
    #expect(halves.last?.id == "I\(MeteoAlarmDecoder.warningLimit - 1)")
  }

  @Test(arguments: MeteoAlarmFixtures.names)
  func everyFixtureReadsTheSameInHalves(name: String) throws {
    for language in ["de", "en", "fr", "no", "xx"] {
      let bytes = try MeteoAlarmFixtures.bytes(name)
      let halves = try MeteoAlarmDecoder.decode(bytes, language: language, halvesFrom: 0)
      #expect(halves == (try MeteoAlarmDecoder.decode(bytes, language: language, halvesFrom: .max)))
    }
  }

  /// Where ``MeteoAlarmDecoder/split(_:halvesFrom:)`` would start the second half of `bytes`'
  /// warnings array, as an offset from the array's `[`.
  func splitPlace(_ bytes: [UInt8]) -> Int? {
    JSONReader.read(bytes[...]) { reader -> Int? in
      guard reader.enterObject(), case .key("warnings") = reader.nextMember(),
        reader.enterArray()
      else { return nil }
      let start = reader.offset - 1
      return MeteoAlarmDecoder.split(reader, halvesFrom: 0).map { $0 - start }
    }
  }

  @Test func aFeedWrittenWithTheUUIDFirstIsStillSplitBetweenWarnings() throws {
    let uuidFirst = (0..<9).map { Self.warning($0, uuidFirst: true) }
    #expect(uuidFirst[0].hasPrefix(#"{"uuid":"u0","alert":{"identifier":"ID-0""#))
    let bytes = Self.feed(uuidFirst)
    let arrayStart = Array(bytes).firstIndex(of: UInt8(ascii: "["))!
    let place = try #require(splitPlace(bytes))
    // At the `,` after the fifth warning: the first past the middle of the array.
    let commas = uuidFirst.prefix(5).reduce(0) { $0 + $1.utf8.count + 1 } - 1
    #expect(place == commas + 1)
    #expect(bytes[arrayStart + place] == UInt8(ascii: ","))
    let (halves, one) = try bothWays(bytes)
    #expect(halves == one)
    #expect(halves.map(\.event) == (0..<9).map { "Gale \($0)" })
    // MeteoAlarm's own order splits at the same warning.
    #expect(splitPlace(Self.feed((0..<9).map { Self.warning($0) })) != nil)
  }
}
