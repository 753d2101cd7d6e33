import TestSupport
import Testing

@_spi(GazetteerBuild) @testable import Places

/// Names translated word by word are put back into English word order.
@Suite(.size(.small)) struct GenericWordsTests {
  @Test(arguments: [
    ("lago cold", "cold lake"), ("fuerte wayne", "fort wayne"), ("cidade do panama", "panama city"),
    ("chicago ovest", "west chicago"), ("niagara selalesi", "niagara falls"),
    ("ilha oak", "oak isl"), ("thanh pho ho chi minh", "ho chi minh city"),
  ])
  func aGenericWordIsPutWhereEnglishPutsIt(folded: String, english: String) {
    #expect(GenericWords.english(folded) == english)
  }

  @Test func aNameWithoutAGenericWordOrWithNothingElseHasNoEnglishForm() {
    #expect(GenericWords.english("cold") == nil)
    #expect(GenericWords.english("lago") == nil)
    #expect(GenericWords.english("lago de") == nil)
    #expect(GenericWords.english("san francisco") == nil)
  }

  @Test func aWordInAnotherScriptIsTakenOutAndSaidInEnglish() {
    let hindi = GenericWords.inScript("विलियम्स झील")
    #expect(hindi.rest == "विलियम्स")
    #expect(hindi.english?.word == "lake")
    let persian = GenericWords.inScript("جزیره\u{200C}ی گرند")
    #expect(persian.rest == "گرند")
    #expect(persian.english?.word == "island")
    let thai = GenericWords.inScript("ทะเลสาบวิลเลียมส์")
    #expect(thai.rest == "วิลเลียมส์")
    #expect(GenericWords.inScript("झील").english == nil)
    #expect(GenericWords.isGeneric(" ทะเลสาบ"))
    #expect(!GenericWords.isGeneric("Nord"))
  }
}
