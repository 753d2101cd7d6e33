import Catalog
import Testing

/// Issue 48: numbers and countries the way each language writes them, from a language's CLDR
/// file (lines as `scripts/make-cldr-names.py` writes them from CLDR 41).
@Suite struct NumberStyleTests {
  static let korean = CLDRFile(
    text: """
      # ko
      CN\t중국
      KR\t대한민국
      CN-LN\t랴오닝 성
      number\tdecimal\t.
      number\tgroup\t,
      number\tminimumGrouping\t1
      compact\t1000\t0천
      compact\t10000\t0만
      compact\t100000\t00만
      compact\t1000000\t000만
      compact\t10000000\t0000만
      compact\t100000000\t0억
      bogus line
      """)
  static let german = CLDRFile(
    text: """
      DE\tDeutschland
      number\tdecimal\t,
      number\tgroup\t.
      compact\t1000\t0
      compact\t100000\t0
      compact\t1000000\t0 Mio.
      compact\t10000000\t00 Mio.
      """)

  @Test func koreanCountsInManAndEok() throws {
    let style = try #require(Self.korean.numbers)
    #expect(style.compacted(10_349_312) == "1,035만")
    #expect(style.compacted(2_400_000) == "240만")
    #expect(style.compacted(12_345) == "1.2만")
    #expect(style.compacted(5_000) == "5천")
    #expect(style.compacted(350_000_000) == "3.5억")
    #expect(style.compacted(980) == nil)
    #expect(Self.korean.name(code: "CN") == "중국")
    #expect(Self.korean.name(code: "KR") == "대한민국")
    #expect(Self.korean.name(code: "CN-LN") == "랴오닝 성")
    #expect(Self.korean.name(code: "JP") == nil)
    #expect(Self.korean.name(code: "C") == nil)
  }

  @Test func germanWritesThousandsInFullAndMillionsShort() throws {
    let style = try #require(Self.german.numbers)
    #expect(style.compacted(519_900) == "519.900")
    #expect(style.compacted(3_426_354) == "3,4 Mio.")
    #expect(style.compacted(18_960_000) == "19 Mio.")
    #expect(style.grouped(1_234_567) == "1.234.567")
    #expect(NumberStyle(minimumGrouping: 2).grouped(1234) == "1234")
    #expect(NumberStyle(minimumGrouping: 2).grouped(12345) == "12,345")
    #expect(CLDRFile(text: "# nothing\n").numbers == nil)
  }
}
