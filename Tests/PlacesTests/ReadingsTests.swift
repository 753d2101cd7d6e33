import Foundation
import GazetteerBuild
import TestSupport
import Testing

@_spi(GazetteerBuild) @testable import Places

/// The reading tables (`readings.tsv`): found by binary search in the mapped file, and read
/// letter by letter for the sound index.
@Suite(.needsPlaceData, .size(.medium)) struct ReadingsTests {
  let directory: TemporaryDirectory
  init() throws { directory = try TemporaryDirectory(prefix: "wxsh-readings") }

  /// The real tables beside the shipped gazetteer.
  var real: Readings {
    get throws { try #require(Readings.beside(gazetteerPath: PlaceData.path("places.bin"))) }
  }

  /// Every key of a sorted file is found with its value, from the first line to the last, and
  /// keys between them, before the first and after the last are not.
  @Test func everyKeyOfASortedFileIsFoundAndNoOther() throws {
    var generator = SystemRandomNumberGenerator()
    var rows: [String: String] = [:]
    while rows.count < 400 {
      // Letters of three planes, so keys of one to four UTF-8 bytes sort side by side.
      let value = [0x61...0x7A, 0x980...0x9FF, 0x4E00...0x9FFF, 0x20000...0x2000F]
        .randomElement(using: &generator)!.randomElement(using: &generator)!
      rows[String(Unicode.Scalar(UInt32(value))!)] = String(rows.count)
    }
    let keys = rows.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    let skipped = Set(keys.enumerated().filter { $0.offset % 5 == 2 }.map(\.element))
    let lines = keys.filter { !skipped.contains($0) }.map { "letter\t\($0)\t\(rows[$0]!)\n" }
    let path = directory.path + "/readings.tsv"
    try ("hanja\t一\t일\n" + lines.joined() + "pinyin\t一\tyi\n").write(
      toFile: path, atomically: true, encoding: .utf8)
    let readings = try Readings(path: path)
    for key in keys {
      let expected = skipped.contains(key) ? nil : rows[key]
      #expect(readings.reading(.letter, key.unicodeScalars.first!) == expected, "\(key)")
    }
    #expect(readings.reading(.hanja, "一") == "일")
    #expect(readings.reading(.pinyin, "一") == "yi")
    #expect(readings.reading(.hanja, "二") == nil)
    #expect(readings.reading(.pinyin, "丁") == nil)
  }

  @Test func theShippedTablesReadHanAndLetters() throws {
    let readings = try real
    #expect(readings.reading(.pinyin, "柯") == "ke")
    #expect(readings.reading(.hanja, "漢") == "한")
    #expect(readings.reading(.hanja, "汉") == "한")  // through its traditional form
    #expect(readings.reading(.letter, "ঢ") == "dh")
    #expect(readings.reading(.letter, "\u{09CD}") == "")  // the virama reads as nothing
    #expect(readings.reading(.letter, "a") == nil)
    // A letter with the mark that changes it is one key: क़ is left in two by normalisation.
    #expect(readings.reading(.letter, "\u{0915}\u{093C}") == "q")
    #expect(readings.reading(.letter, "\u{0915}") == "k")
    #expect(readings.reading(.letter, "ရှ") == "sh")
    #expect(readings.reading(.letter, "ג׳") == "j")
    // letter-sounds.tsv's corrections win over anyascii's conventions: ச is ch, not c.
    #expect(readings.reading(.letter, "ச") == "ch")
    #expect(readings.reading(.letter, "ש") == "sh")
    #expect(readings.reading(.word, "lago") == "lake\tafter")
    #expect(readings.reading(.word, "港") == "port\tbefore")
    #expect(readings.reading(.word, "") == nil)
    #expect(readings.reading(.fold, "橫") == "横")
    // The folds the normaliser uses are the shipped ones, found the way the gazetteer is.
    #expect(Readings.shipped != nil)
    #expect(HanVariants.folded("濱") == "滨")
    #expect(HanVariants.folded("横") == nil)  // already Simplified
    #expect(HanVariants.folded("a") == nil)
    #expect(SoundReading.letters("ঢাকা", readings) == "dhaka")
    #expect(SoundReading.letters("சென்னை", readings) == "chennai")  // ச is said ch
    #expect(SoundReading.letters("Addis አበባ", readings) == "Addis abeba")
    #expect(SoundReading.letters("Berlin", readings) == nil)
  }
}

/// The one script table: sorted, disjoint, and in agreement with the letter table.
@Suite(.needsPlaceData, .size(.small)) struct ScriptTests {
  @Test func theRangesAreSortedAndDisjoint() {
    for (left, right) in zip(Script.ranges, Script.ranges.dropFirst()) {
      #expect(left.0.upperBound < right.0.lowerBound, "\(left.0) \(right.0)")
    }
  }

  @Test(arguments: [
    ("Zürich", Script.latin), ("Москва", .cyrillic), ("Αθήνα", .greek), ("서울", .hangul),
    ("ㅅㅇ", .hangul), ("とうきょう", .kana), ("ｿｳﾙ", .kana), ("東京", .han), ("𠀋", .han), ("丽", .han),
    ("𰀀", .han),
    ("กรุงเทพ", .thai), ("दिल्ली", .devanagari), ("القاهرة", .arabic), ("ירושלים", .hebrew),
    ("ঢাকা", .lettered), ("Երևան", .lettered), ("አዲስ", .lettered), ("ភ្នំពេញ", .lettered),
    ("ວຽງຈັນ", .lettered), ("თბილისი", .lettered), ("ᲗᲑᲘᲚᲘᲡᲘ", .lettered), ("ꦪꦺꦴꦒꦾ", .other),
  ])
  func aNameIsInTheScriptOfItsFirstLetter(name: String, script: Script) {
    #expect(Script.of(name) == script)
    #expect(Script.of("12 " + name) == script)
  }

  @Test func textWithoutLettersHasNoScript() {
    #expect(Script.of("12 - 3") == nil)
    #expect(Script.of("") == nil)
  }

  /// Every letter the shipped `letter` table reads is in a script read letter by letter, one
  /// ``ScriptReading`` reads, or Cyrillic or Greek (also searched by their Latin reading), so
  /// the sound reading reaches it.
  @Test func everyLetterOfTheLetterTableIsLettered() throws {
    let text = try String(contentsOfFile: PlaceData.path("readings.tsv"), encoding: .utf8)
    let letters = text.split(separator: "\n").filter { $0.hasPrefix("letter\t") }
    #expect(letters.count > 1_000)
    for line in letters {
      let key = line.split(separator: "\t", omittingEmptySubsequences: false)[1]
      let scalar = try #require(key.unicodeScalars.first)
      let script = Script.of(scalar)
      #expect(
        script.readsLetterByLetter || ScriptReading.scripts.contains(script)
          || script == .cyrillic || script == .greek,
        "U+\(String(scalar.value, radix: 16))")
    }
  }
}
