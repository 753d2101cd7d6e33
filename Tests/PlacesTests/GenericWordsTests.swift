import TestSupport
import Testing

@_spi(GazetteerBuild) @testable import Places

/// Names translated word by word are put back into English word order, through the generic
/// words of the shipped `readings.tsv`.
@Suite(.needsPlaceData, .size(.medium)) struct GenericWordsTests {
  let readings = Readings.beside(gazetteerPath: PlaceData.path("places.bin"))

  @Test(arguments: [
    ("lago cold", "cold lake"), ("fuerte wayne", "fort wayne"), ("cidade do panama", "panama city"),
    ("chicago ovest", "west chicago"), ("niagara selalesi", "niagara falls"),
    ("ilha oak", "oak isl"), ("thanh pho ho chi minh", "ho chi minh city"),
  ])
  func aGenericWordIsPutWhereEnglishPutsIt(folded: String, english: String) {
    #expect(GenericWords.english(folded, readings: readings) == english)
  }

  @Test func aNameWithoutAGenericWordOrWithNothingElseHasNoEnglishForm() {
    #expect(GenericWords.english("cold", readings: readings) == nil)
    #expect(GenericWords.english("lago", readings: readings) == nil)
    #expect(GenericWords.english("lago de", readings: readings) == nil)
    #expect(GenericWords.english("san francisco", readings: readings) == nil)
  }

  @Test func aWordInAnotherScriptIsTakenOutAndSaidInEnglish() {
    let hindi = GenericWords.inScript("विलियम्स झील", readings: readings)
    #expect(hindi.rest == "विलियम्स")
    #expect(hindi.english?.word == "lake")
    let persian = GenericWords.inScript("جزیره\u{200C}ی گرند", readings: readings)
    #expect(persian.rest == "گرند")
    #expect(persian.english?.word == "island")
    let thai = GenericWords.inScript("ทะเลสาบวิลเลียมส์", readings: readings)
    #expect(thai.rest == "วิลเลียมส์")
    #expect(GenericWords.inScript("झील", readings: readings).english == nil)
    #expect(GenericWords.isGeneric(" ทะเลสาบ", readings: readings))
    #expect(!GenericWords.isGeneric("Nord", readings: readings))
    // A Latin word is only generic in a Latin query, a word in another script only outside one.
    #expect(GenericWords.english("विलियम्स झील", readings: readings) == nil)
    #expect(GenericWords.inScript("лаго lago", readings: readings).english == nil)
  }

  @Test func kanjiWordsAreSaidInEnglishWhereEnglishPutsThem() {
    #expect(GenericWords.scriptWord("川", readings) == .init(word: "river", comesFirst: false))
    #expect(GenericWords.scriptWord("西", readings) == .init(word: "west", comesFirst: true))
    #expect(SoundReading.kanaWithWord("クライド川", readings) == "kuraido river")
    #expect(GenericWords.scriptWord("川", nil) == nil)  // no tables, no words
  }
}
