import TestSupport
import Testing

@_spi(GazetteerBuild) @testable import Places

@Suite(.size(.small)) struct NormalizerTests {
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

  /// Issue 25: the vowel signs of Indic and Thai script are letters, not accents: नागोया
  /// (Nagoya) and नोगोया (Nogoyá) stay apart, while a nukta, a Thai tone mark and the
  /// candrabindu fold as people leave them out or swap them.
  @Test func indicAndThaiVowelSignsAreLettersNotAccents() {
    #expect(Normalizer.normalize("नागोया") != Normalizer.normalize("नोगोया"))
    #expect(Normalizer.normalize("กรุงเทพ") != Normalizer.normalize("กรงเทพ"))
    #expect(Normalizer.normalize("क़ाबुल") == Normalizer.normalize("काबुल"))
    #expect(Normalizer.normalize("ไม้") == Normalizer.normalize("ไม"))
    #expect(Normalizer.normalize("चाँद") == Normalizer.normalize("चांद"))
    // A syllable typed without its vowel sign yet is still the start of the name.
    #expect(Normalizer.normalize("दिल्ली").utf8.starts(with: Normalizer.normalizeQuery("दिल्").utf8))
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
