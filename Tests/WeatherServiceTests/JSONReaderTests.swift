import Foundation
import Testing

@testable import WeatherService

/// The hand-written JSON reader: exact numbers, escapes, and no crash on hostile input.
@Suite struct JSONReaderTests {
  @Test func readsWhatFoundationReads() throws {
    let text =
      #"{"a":[1,-2.5,0.0598430633544922,1e-05,12345678901234567890,null,true,false],"#
      + #""s":"x\"\\\/\n\u00e9\ud83c\udf27","o":{}}"#
    let value = try JSONReader.parse(Array(text.utf8))
    guard case .array(let numbers)? = value["a"] else {
      Issue.record("no array")
      return
    }
    let expected: [Double] = [1, -2.5, 0.0598430633544922, 1e-05, 12_345_678_901_234_567_890]
    for (index, number) in expected.enumerated() {
      guard case .number(let read) = numbers[index] else {
        Issue.record("not a number at \(index)")
        continue
      }
      #expect(read == number)
    }
    guard case .string(let string)? = value["s"] else {
      Issue.record("no string")
      return
    }
    #expect(string == "x\"\\/\né🌧")
  }

  @Test(arguments: [
    "", "{", "[1,]", "{\"a\":}", "[1 2]", "nul", "\"abc", "[-]", "{\"a\":1}x", "[\"\u{01}\"]",
    "[1.2.3]", "[\"\\q\"]",
  ])
  func rejectsMalformedText(text: String) {
    #expect(throws: JSONReader.Malformed.self) { try JSONReader.parse(Array(text.utf8)) }
  }

  @Test func deepNestingIsRefusedNotACrash() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: JSONReader.Malformed.self) { try JSONReader.parse(Array(deep.utf8)) }
  }

  @Test func everyTruncationOfAnAnswerFailsCleanly() {
    let text = #"{"latitude":52.52,"hourly":{"time":[1781474400,1781478000],"t":[14.9,null]}}"#
    let bytes = Array(text.utf8)
    for length in 0..<bytes.count {
      #expect(throws: JSONReader.Malformed.self) {
        try JSONReader.parse(Array(bytes.prefix(length)))
      }
    }
  }
}
