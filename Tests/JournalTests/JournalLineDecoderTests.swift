import Foundation
import JSON
import TestSupport
import Testing

@testable import Journal

/// The replay's fast lane gives exactly the entry the tree decoder gives, or leaves the line
/// to it: on lines wxsh writes, on hand-written variants and on random mutations.
@Suite(.size(.large)) struct JournalLineDecoderTests {
  /// What the tree decoder makes of an add line: the entry and `next`, or nil.
  static func tree(_ line: [UInt8]) -> (JournalEntry, Int64?)? {
    guard case .object(let object)? = JSONValue.parse(line), let item = object["add"],
      object.keys.allSatisfy({ $0 == "add" || $0 == "next" })
    else { return nil }
    guard let entry = try? JournalCodec.decodeEntry(item, path: "line") else { return nil }
    var next: Int64?
    if let value = object["next"]?.wholeNumber, (1...Int64(Int32.max)).contains(value) {
      next = value
    }
    return (entry, next)
  }

  /// Checks the fast lane against the tree decoder on `line`; returns whether it decoded it.
  @discardableResult
  static func agree(_ line: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    var decoder = JournalLineDecoder()
    guard let fast = decoder.add(line[...]) else { return false }
    let slow = tree(line)
    #expect(
      slow?.0 == fast.entry, "\(String(decoding: line, as: UTF8.self))",
      sourceLocation: sourceLocation)
    #expect(slow?.1 == fast.next, sourceLocation: sourceLocation)
    return true
  }

  @Test func everyEntryWxshWritesTakesTheFastLane() {
    for index in 1...300 {
      var entry = JournalSnapshotTests.entry(index)
      if index % 13 == 0 { entry.text = "quote \" backslash \\ tab \t bell \u{7} 한국어 ☀️" }
      if index % 17 == 0 { entry.updated = JournalTime(seconds: 1_900_000_000, zone: nil) }
      let line = Array(JournalLog.add(entry, next: index + 1).dropLast())
      #expect(Self.agree(line), "line \(index) was left to the tree decoder")
    }
  }

  @Test(arguments: [
    // Keys in another order, white space, nulls, unknown keys at every level.
    #"{ "next" : 3 , "add" : { "text":"a","created":{"zone":null,"utc":"2026-01-01T00:00:00Z"},"id":"ab" } }"#,
    #"{"add":{"id":"ab","created":{"utc":"2026-02-30T10:00:60Z","extra":[1,{"x":2}]},"text":"a","place":null,"weather":null,"x":{"y":[true,null]}},"next":2}"#,
    #"{"add":{"id":"ab","created":{"utc":"2026-01-01T00:00:00Z"},"text":"a","number":1.0e1,"place":{"name":"X","geonameId":null,"latitude":null,"longitude":1e300}},"next":2}"#,
    #"{"add":{"id":"ab","created":{"utc":"2026-01-01T00:00:00Z"},"text":"a","weather":{"fetchedAt":"2026-01-01T00:00:00Z","conditionCode":3,"temperatureC":1e300,"isDay":"yes"}},"next":2.5}"#,
    #"{"add":{"id":"ab","created":{"utc":"2026-01-01T00:00:00Z"},"text":"\u0041\ud83d\ude00","number":-4},"next":0}"#,
  ])
  func variantsAgreeWithTheTreeDecoder(line: String) {
    #expect(Self.agree(Array(line.utf8)))
  }

  @Test(arguments: [
    // Left to the tree decoder: repeated keys, another change, invalid entries, trailing bytes.
    #"{"add":{"id":"ab","id":"cd","created":{"utc":"2026-01-01T00:00:00Z"},"text":"a"},"next":2}"#,
    #"{"add":{"id":"ab","created":{"utc":"2026-01-01T00:00:00Z"},"text":"a"},"add":{},"next":2}"#,
    #"{"put":{"id":"ab","created":{"utc":"2026-01-01T00:00:00Z"},"text":"a"},"next":2}"#,
    #"{"add":{"id":"a b","created":{"utc":"2026-01-01T00:00:00Z"},"text":"a"},"next":2}"#,
    #"{"add":{"id":"ab","created":{"utc":"2026-01-01T00:00:00Z"},"text":"  \n "},"next":2}"#,
    #"{"add":{"id":"ab","created":{"utc":"2026-01-01"},"text":"a"},"next":2}"#,
    #"{"add":{"id":"ab","created":{"utc":"2026-01-01T00:00:00Z"},"text":"a","place":{"name":""}},"next":2}"#,
    #"{"add":{"id":"ab","created":{"utc":"2026-01-01T00:00:00Z"},"text":"a","weather":{"conditionCode":3}},"next":2}"#,
    #"{"add":{"id":"ab","created":{"utc":"2026-01-01T00:00:00Z"},"text":"a"},"next":2} x"#,
    #"{"add":{"id":"ab","created":{"utc":"2026-01-01T00:00:00Z"},"text":"a"},"next":2,"note":1}"#,
  ])
  func unusualLinesAreLeftToTheTreeDecoder(line: String) {
    var decoder = JournalLineDecoder()
    #expect(decoder.add(Array(line.utf8)[...]) == nil)
  }

  @Test func randomMutationsNeverDisagree() {
    var generator = SeededRandom()
    let alphabet = Array(#"{}[]":,0123456789.-eE ntrufals\"#.utf8) + [0x80, 0xC3, 0xFF, 0x0A]
    let iterations = Int(ProcessInfo.processInfo.environment["WXSH_FUZZ_ITERATIONS"] ?? "") ?? 400
    for round in 0..<iterations {
      var line = Array(
        JournalLog.add(JournalSnapshotTests.entry(round % 50 + 1), next: 9).dropLast())
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        let position = Int.random(in: 0..<line.count, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: line[position] = alphabet.randomElement(using: &generator)!
        case 1: line.remove(at: position)
        default: line.insert(alphabet.randomElement(using: &generator)!, at: position)
        }
      }
      Self.agree(line)
    }
  }
}
