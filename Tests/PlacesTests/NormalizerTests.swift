import Testing

@testable import Places

@Suite struct NormalizerTests {
  @Test(arguments: [
    ("Gdańsk", "gdansk"), ("Málaga", "malaga"), ("ZÜRICH", "zurich"), ("Straße", "strasse"),
    ("Ærøskøbing", "aeroskobing"), ("Łódź", "lodz"), ("Þórshöfn", "thorshofn"),
    ("Saint-Étienne", "saint etienne"), ("St. Louis", "saint louis"), ("St Albans", "saint albans"),
    ("Ste.-Foy", "sainte foy"), ("  New   York  ", "new york"), ("O'Fallon", "ofallon"),
    ("O’Fallon", "ofallon"), ("Wrocław", "wroclaw"), ("İstanbul", "istanbul"),
    ("Ｔｏｋｙｏ", "tokyo"), ("Αθήνα", "αθηνα"), ("Σ", "σ"), ("ς", "σ"), ("Москва", "москва"),
  ])
  func namesFoldToOneForm(_ name: String, _ expected: String) {
    #expect(Normalizer.normalize(name) == expected)
  }

  @Test func hangulAndKanjiStayMatchable() {
    // Hangul decomposes into jamo on both sides, so a syllable is a prefix of a name.
    #expect(Normalizer.normalize("대구광역시").hasPrefix(Normalizer.normalize("대구")))
    #expect(Normalizer.normalize("大阪市").hasPrefix(Normalizer.normalize("大阪")))
    #expect(Normalizer.normalize("القاهرة") == Normalizer.normalizeQuery("القاهرة"))
  }

  @Test func aQueryKeepsItsLastWordWhileItMayGrow() {
    #expect(Normalizer.normalizeQuery("st") == "st")  // could become Stuttgart
    #expect(Normalizer.normalizeQuery("st.") == "saint")
    #expect(Normalizer.normalizeQuery("st ") == "saint")
    #expect(Normalizer.normalizeQuery("st lou") == "saint lou")
  }

  @Test func punctuationControlsAndEmptyInputFoldToNothingHarmful() {
    #expect(Normalizer.normalize("") == "")
    #expect(Normalizer.normalize("!!! ,,, ???") == "")
    #expect(Normalizer.normalize("ham\u{1B}[31mburg\u{7}") == "ham 31mburg")
    #expect(Normalizer.normalize("a\u{200D}b\u{202E}c") == "abc")
  }
}
