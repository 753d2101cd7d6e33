import Foundation
import TestSize
import Testing

@testable import JSON

/// The one JSON parser (profile, journal, provider answers): the same values Foundation's
/// decoder gives, exact numbers and escapes, and nothing that is not JSON.
@Suite(.size(.small)) struct JSONParserTests {
  /// Foundation's reading of the same bytes, as the reference.
  func reference(_ text: String) -> JSONValue? {
    try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
  }

  @Test(arguments: [
    #"{"a": 1, "b": [true, false, null], "c": {"d": "e"}}"#,
    #"[1, -2, 3.5, 1e3, -0.25E-2, 9007199254740993, 0]"#,
    #""caf\u00e9 \ud83c\udf27 \"q\" \\ \/ \b\f\n\r\t""#,
    #"  {"nested": [[[{"x": []}]]], "empty": {}}  "#,
    #"{"k": "dup", "k": "last"}"#,
    "\"Seoul 서울 — Zürich\"",
  ])
  func readsWhatFoundationReads(_ text: String) throws {
    let parsed = try #require(JSONValue.parse(Array(text.utf8)))
    #expect(parsed == reference(text))
  }

  @Test(arguments: [
    "", " ", "{", "[1,]", "{\"a\":1,}", "01", "-", "1.", ".5", "1e", "+1", "tru", "nul",
    "\"\u{01}\"", "\"\\x\"", "1e400", "[1] x", "{\"a\" 1}",
    "'single'", "NaN", "Infinity",
  ])
  func rejectsWhatIsNotJSON(_ text: String) {
    #expect(JSONValue.parse(Array(text.utf8)) == nil)
  }

  /// Issue 40, item 7: a surrogate escape without its partner (other JSON writers let one
  /// through) reads as U+FFFD, so one odd name does not make the whole file unreadable.
  @Test(arguments: [
    (#""\ud800""#, "\u{FFFD}"), (#""\udc00""#, "\u{FFFD}"), (#""a\udc00b""#, "a\u{FFFD}b"),
    (#""\ud83d\ud83d\ude00""#, "\u{FFFD}😀"), (#""\ud83d\ude00""#, "😀"),
  ])
  func aLoneSurrogateReadsAsTheReplacementCharacter(text: String, expected: String) {
    #expect(JSONValue.parse(Array(text.utf8)) == .string(expected))
  }

  @Test func rejectsInvalidUTF8AndDeepNesting() {
    #expect(JSONValue.parse([0x22, 0xFF, 0xFE, 0x22]) == nil)
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(JSONValue.parse(Array(deep.utf8)) == nil, "too deep is invalid, not a crash")
    let fine = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
    #expect(JSONValue.parse(Array(fine.utf8)) != nil)
  }

  @Test func integersStayIntegersAndOthersAreNumbers() {
    #expect(JSONValue.parse(Array("42".utf8)) == .integer(42))
    #expect(JSONValue.parse(Array("42.0".utf8)) == reference("42.0"))
    #expect(JSONValue.parse(Array("42.5".utf8)) == .number(42.5))
    #expect(JSONValue.parse(Array("99999999999999999999".utf8)) == .numeral("99999999999999999999"))
    #expect(JSONValue.parse(Array("99999999999999999999".utf8))?.double == 1e20)
    #expect(JSONValue.parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8)) == .object([:]))
  }

  @Test(arguments: [
    "12345678901234567891", "-12345678901234567891", "-0", "-0.0", "-0e3", "-0.000",
    "0.12345678901234567891", "3.14159265358979323846", "123456789012345678901234567890",
  ])
  func numbersNoIntegerOrDoubleHoldsAreWrittenBackAsWritten(_ text: String) throws {
    let value = try #require(JSONValue.parse(Array(text.utf8)))
    #expect(value == .numeral(text))
    #expect(JSONWriter.line(.value(.array([value]))) == "[" + text + "]")
    #expect(
      String(decoding: JSONWriter.document([(key: "k", value: .value(value))]), as: UTF8.self)
        == "{\n  \"k\": " + text + "\n}\n")
    #expect(value.double == Double(text).map { $0 == 0 ? 0 : $0 })
  }

  @Test func negativeZeroAndHugeIntegersStillReadAsTheirValues() {
    #expect(JSONValue.numeral("-0").wholeNumber == 0)
    #expect(JSONValue.numeral("-0.0").double?.sign == .plus)
    #expect(JSONValue.numeral("12345678901234567891").wholeNumber == nil)
    #expect(JSONValue.numeral("12345678901234567891").summary == "12345678901234567891")
  }

  @Test func readsNumbersAndEscapesExactly() throws {
    let text =
      #"{"a":[1,-2.5,0.0598430633544922,1e-05,12345678901234567890,null,true,false],"#
      + #""s":"x\"\\\/\n\u00e9\ud83c\udf27","o":{}}"#
    let value = try #require(JSONValue.parse(Array(text.utf8)))
    guard case .object(let members) = value, case .array(let numbers)? = members["a"] else {
      Issue.record("no array")
      return
    }
    let expected: [Double] = [1, -2.5, 0.0598430633544922, 1e-05, 12_345_678_901_234_567_890]
    for (index, number) in expected.enumerated() {
      #expect(numbers[index].double == number, "at \(index)")
    }
    guard case .string(let string)? = members["s"] else {
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
    #expect(JSONValue.parse(Array(text.utf8)) == nil)
  }

  @Test func everyTruncationOfAnAnswerFailsCleanly() {
    let text = #"{"latitude":52.52,"hourly":{"time":[1781474400,1781478000],"t":[14.9,null]}}"#
    let bytes = Array(text.utf8)
    for length in 0..<bytes.count {
      #expect(JSONValue.parse(Array(bytes.prefix(length))) == nil, "length \(length)")
    }
  }

  @Test func stringsAreReadRightWhereverTheirSpecialBytesFall() throws {
    // Plain bytes are passed eight at a time: a quote, an escape, a control byte or a byte
    // beyond ASCII at every place in and around an eight-byte word is still seen.
    let specials: [(text: String, value: String?)] = [
      (#"\""#, "\""), (#"\\"#, "\\"), (#"\n"#, "\n"), (#"\u00e9"#, "é"), ("é", "é"),
      ("\u{7F}", "\u{7F}"), ("\u{01}", nil), ("\u{1F}", nil),
    ]
    for length in 0...19 {
      for place in 0...length {
        for special in specials {
          let before = String(repeating: "a", count: place)
          let after = String(repeating: "b", count: length - place)
          let text = "[\"" + before + special.text + after + "\",1]"
          let expected = special.value.map {
            JSONValue.array([.string(before + $0 + after), .integer(1)])
          }
          #expect(JSONValue.parse(Array(text.utf8)) == expected, "\(text)")
          let skipped = JSONReader.read(Array(text.utf8)[...]) { $0.skip() && $0.atEnd() }
          #expect(skipped == (expected != nil), "\(text)")
        }
      }
    }
  }
}
