import TestSupport
import Testing

@_spi(GazetteerBuild) @testable import Places

@Suite(.needsPlaceData, .size(.medium)) struct KanaReadingTests {
  @Test(arguments: [
    ("とうきょう", "tokyo"), ("トウキョウ", "tokyo"), ("ﾄｳｷｮｳ", "tokyo"), ("おおさか", "osaka"),
    ("さっぽろ", "sapporo"), ("ｻｯﾎﾟﾛ", "sapporo"), ("ヨコハマ", "yokohama"), ("きょうと", "kyoto"),
    ("こうべ", "kobe"), ("にいがた", "niigata"), ("しずおか", "shizuoka"), ("ちば", "chiba"),
    ("まっちゃ", "matcha"), ("じゅう", "ju"), ("サーフ", "safu"),
  ])
  func kanaReadsAsRomanisedNamesFold(_ kana: String, _ romaji: String) {
    #expect(KanaReading.romaji(kana) == romaji)
  }

  @Test func otherTextHasNoReading() {
    #expect(KanaReading.romaji("tokyo") == nil)
    #expect(KanaReading.romaji("東京") == nil)
    #expect(KanaReading.romaji("東きょう") == nil)
    #expect(KanaReading.romaji("") == nil)
  }

  @Test func katakanaAndHalfWidthFoldToHiragana() {
    #expect(Normalizer.normalize("ヨコハマ") == Normalizer.normalize("よこはま"))
    #expect(Normalizer.normalize("ﾖｺﾊﾏ") == Normalizer.normalize("よこはま"))
    #expect(Normalizer.normalize("サッポロ") == Normalizer.normalize("さっぽろ"))
  }
}
