import Testing

@testable import JSON

/// Issue 40, item 2: a document's tree is bounded by a count of values, not only by its bytes
/// (a tree costs up to 30 times them), and a decoder reading records one at a time never
/// builds a record larger than it allows.
@Suite struct JSONBoundsTests {
  /// `[0,0,…]` with `count` zeros.
  func zeros(_ count: Int) -> [UInt8] {
    Array(("[" + Array(repeating: "0", count: count).joined(separator: ",") + "]").utf8)
  }

  @Test func aDocumentOfMoreValuesThanTheLimitIsRefusedAndSaysWhy() {
    // The array and its 10 zeros are 11 values.
    #expect(
      JSONValue.parseChecked(zeros(10), valueLimit: 11)
        == .success(
          .array(
            Array(repeating: .integer(0), count: 10))))
    #expect(
      JSONValue.parseChecked(zeros(10), valueLimit: 10) == .failure(.tooManyValues(limit: 10)))
    #expect(JSONValue.parse(zeros(10), valueLimit: 10) == nil)
    // An object's keys count as values: {"a":1,"b":2} is five.
    let object = Array(#"{"a":1,"b":2}"#.utf8)
    #expect(JSONValue.parse(object, valueLimit: 5) != nil)
    #expect(JSONValue.parseChecked(object, valueLimit: 4) == .failure(.tooManyValues(limit: 4)))
    // Not JSON stays "invalid", whatever the limit.
    #expect(JSONValue.parseChecked(Array("[1,".utf8), valueLimit: 5) == .failure(.invalid))
  }

  @Test func theDefaultLimitReadsAMillionValues() {
    #expect(JSONValue.parse(zeros(JSONValue.valueLimit - 1)) != nil)
    #expect(
      JSONValue.parseChecked(zeros(JSONValue.valueLimit))
        == .failure(
          .tooManyValues(limit: JSONValue.valueLimit)))
  }

  @Test func aReaderSkipsARecordTooLargeAndReadsTheNextOne() {
    let text = #"{"junk":[[1,2,{"x":"\u00e9\"]"}],3],"items":[{"a":[1,2,3,4,5,6]},{"a":[7]},"s"]}"#
    let result = JSONReader.read(Array(text.utf8)[...]) { reader -> [String] in
      var seen: [String] = []
      guard reader.enterObject() else { return ["not an object"] }
      while case .key(let key) = reader.nextMember() {
        guard key == "items" else {
          seen.append(reader.skip() ? "skipped \(key)" : "invalid")
          continue
        }
        guard reader.enterArray() else { return seen + ["not an array"] }
        while let more = reader.nextElement(), more {
          switch reader.value(limit: 4) {
          case .value(let value): seen.append("value \(value.summary)")
          case .tooLarge: seen.append("too large")
          case .invalid: seen.append("invalid")
          }
        }
      }
      seen.append(reader.atEnd() ? "end" : "more")
      return seen
    }
    #expect(
      result == [
        "skipped junk", "too large", "value an object", "value \"s\"", "end",
      ])
  }

  @Test(arguments: [#"[1,]"#, #"{"a" 1}"#, #"["\x"]"#, #""\u12""#, "[\"\u{01}\"]", "tru", "01"])
  func skippingChecksTheGrammar(_ text: String) {
    let skipped = JSONReader.read(Array(text.utf8)[...]) { reader in
      reader.skip() && reader.atEnd()
    }
    #expect(!skipped)
  }

  @Test func anEmptyArrayHasNoElements() {
    let count = JSONReader.read(Array(" [ ] ".utf8)[...]) { reader -> Int? in
      guard reader.enterArray() else { return nil }
      var count = 0
      while let more = reader.nextElement(), more {
        count += 1
        _ = reader.skip()
      }
      return reader.atEnd() ? count : nil
    }
    #expect(count == 0)
  }
}
