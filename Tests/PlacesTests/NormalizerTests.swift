import Foundation
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

  @Test func textWithoutDecompositionsIsItsOwnFormInEveryNormalisation() {
    // The blocks taken as their own form: every ideograph of the two in the Basic Multilingual
    // Plane, and every 97th beyond it, is unchanged by Foundation's three forms wxsh uses.
    let blocks: [ClosedRange<UInt32>] = [0x3400...0x4DBF, 0x4E00...0x9FFF]
    let beyond: [ClosedRange<UInt32>] = [
      0x2_0000...0x2_A6DF, 0x2_A700...0x2_EBEF, 0x3_0000...0x3_23AF,
    ]
    var scalars = blocks.flatMap { Array($0) }
    scalars += beyond.flatMap {
      Array($0).enumerated().filter { $0.offset % 97 == 0 }.map(\.element)
    }
    scalars += Array(0..<0x80)
    for value in scalars {
      let text = String(Unicode.Scalar(value)!)
      #expect(UnicodeForms.hasNoDecomposition(Unicode.Scalar(value)!))
      let forms = [
        text.decomposedStringWithCompatibilityMapping,
        text.precomposedStringWithCompatibilityMapping,
        text.precomposedStringWithCanonicalMapping,
      ]
      #expect(forms.allSatisfy { $0 == text }, "U+\(String(value, radix: 16))")
      #expect(UnicodeForms.nfkd(text) == text && UnicodeForms.nfc(text) == text)
    }
    // Every Hangul syllable decomposes as Foundation decomposes it, and is its own composition.
    for value in UnicodeForms.syllables {
      let text = String(Unicode.Scalar(value)!)
      #expect(UnicodeForms.nfkd(text) == text.decomposedStringWithCompatibilityMapping)
      #expect(UnicodeForms.nfc(text) == text.precomposedStringWithCanonicalMapping)
      #expect(UnicodeForms.nfkc(text) == text.precomposedStringWithCompatibilityMapping)
    }
    #expect(
      UnicodeForms.nfkd("서울 Seoul 柯都努") == "서울 Seoul 柯都努".decomposedStringWithCompatibilityMapping)
    // A syllable and a trailing consonant's jamo compose, so jamo go through Foundation.
    #expect(UnicodeForms.nfc("가\u{11A8}") == "각")
    // Text with other characters still goes through Foundation.
    #expect(UnicodeForms.nfkd("é") == "e\u{301}")
    #expect(UnicodeForms.nfc("e\u{301}") == "é")
    #expect(UnicodeForms.nfkc("ｶ") == "カ")
    // Just outside them: a compatibility ideograph and a voiced kana decompose, and are folded.
    #expect(!UnicodeForms.hasNoDecomposition("\u{F900}"))
    #expect(!UnicodeForms.hasNoDecomposition("が"))
    #expect(Normalizer.normalize("\u{F900}") == Normalizer.normalize("\u{8C48}"))
    // Han text folds Traditional to Simplified as before, with or without ASCII beside it.
    #expect(Normalizer.normalize("柯都努") == "柯都努")
    #expect(Normalizer.normalize("臺北 Taipei") == Normalizer.normalize("台北 taipei"))
  }
}
