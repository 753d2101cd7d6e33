import TestSize
import Testing

@testable import JSON

/// `JSONReader`'s steps for a decoder that knows the shape it reads: members by name, string
/// fields, offsets to come back to, and places an array may be split.
@Suite(.size(.small)) struct JSONReaderTests {
  /// The names a test object's reader asks for.
  enum Key: String, CaseIterable { case event, area }
  static let keys = JSONReader.Keys<Key>()

  /// The members named in `keys` of the object `text`, with their string values.
  func members(_ text: String) -> [String]? {
    JSONReader.read(Array(text.utf8)[...]) { reader -> [String]? in
      guard reader.enterObject() else { return nil }
      var found: [String] = []
      do {
        while let key = try reader.member(Self.keys) {
          found.append(key.rawValue + "=" + (try reader.text() ?? "-"))
        }
      } catch { return nil }
      return reader.atEnd() ? found : nil
    }
  }

  @Test func membersAreFoundByNameAndTheOthersReadPast() {
    #expect(
      members(#"{"x":[1,{"event":"no"}],"event":"Gale","y":{"area":"no"},"area":5,"event":"2"}"#)
        == ["event=Gale", "area=-", "event=2"])
    #expect(members(#"{"ev\u0065nt":"escaped","\u00e9vent":"other"}"#) == ["event=escaped"])
    #expect(members("{}") == [])
    #expect(members(#" { "area" : "a b" } "#) == ["area=a b"])
  }

  /// Names of one length that differ in one byte, a prefix of another, and the empty name.
  enum Close: String, CaseIterable {
    case onset, onsey, on, empty = "", oUmlaut = "\u{F6}n"
  }

  @Test func aNameIsFoundOnlyByAllItsBytes() {
    let keys = JSONReader.Keys<Close>()
    let text = #"{"onsey":1,"ons":2,"on":3,"":4,"onset":5,"\#u{F6}n":6,"o":7,"onsetx":8}"#
    let found = JSONReader.read(Array(text.utf8)[...]) { reader -> [String] in
      guard reader.enterObject() else { return [] }
      var found: [String] = []
      while let key = try? reader.member(keys) {
        found.append(key.rawValue)
        guard reader.skip() else { return [] }
      }
      return found
    }
    #expect(found == ["onsey", "on", "", "onset", "\u{F6}n"])
  }

  @Test func whatIsNotJSONThrows() {
    for text in [
      #"{"event" "x"}"#, #"{"event":}"#, #"{"x":[1,]}"#, #"{"event":"x""#, #"{"a\x":1}"#,
    ] {
      #expect(members(text) == nil, "\(text)")
    }
    // A string field with bytes that are not UTF-8 is not JSON.
    let invalid: [UInt8] = Array(#"{"event":""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
    let read = JSONReader.read(invalid[...]) { reader -> Bool in
      guard reader.enterObject(), (try? reader.member(Self.keys)) == .event else { return false }
      return (try? reader.text()) == nil
    }
    #expect(read)
  }

  @Test func anOffsetReadEarlierIsReadAgain() throws {
    let text = Array(#"{"event":"a","area":[1,2],"more":"b"}"#.utf8)
    let again = try JSONReader.read(text[...]) { reader throws(JSONReader.Invalid) -> [String?] in
      _ = reader.enterObject()
      _ = try reader.member(Self.keys)
      let mark = reader.offset
      let first = try reader.text()
      _ = try reader.member(Self.keys)
      try reader.pass()
      let end = reader.offset
      reader.seek(to: mark)
      let second = try reader.text()
      reader.seek(to: end)
      return [first, second, try reader.member(Self.keys).map(\.rawValue)]
    }
    #expect(again == ["a", "a", nil])
  }

  @Test func aSplitPlaceIsACommaBeforeAnObjectWithOneOfTheKeysFirst() {
    func place(_ text: String, from start: Int = 0, keys: [String] = ["alert"]) -> Int? {
      JSONReader.read(Array(text.utf8)[...]) {
        $0.separator(beforeObjectWithFirstKeyIn: keys, from: start)
      }
    }
    #expect(place(#"[{"alert":1},{"alert":2}]"#) == 12)
    #expect(place("[{\"alert\":1} ,\n { \"alert\" : 2}]") == 13)
    #expect(place(#"[{"alert":1},{"alerts":2},{"x":1,"alert":3}]"#) == nil)
    #expect(place(#"[{"alert":1},{"alert":2},{"alert":3}]"#, from: 13) == 24)
    #expect(place(#"[{"alert":1},{"alert""#) == nil)
    let either = ["alert", "uuid"]
    #expect(place(#"[{"uuid":1},{"uuid":2}]"#, keys: either) == 11)
    #expect(place(#"[{"uuid":1},{"uuid":2}]"#) == nil)
    #expect(place(#"[{"x":1},{"uuids":2},{"alert":3}]"#, keys: either) == 20)
  }
}
