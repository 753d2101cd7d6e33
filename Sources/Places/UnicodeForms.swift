import Foundation

/// Unicode's normalisation forms, through Foundation, except for text whose forms are known
/// without it: ASCII and the unified Han ideographs have no decompositions and compose with
/// nothing, and a Hangul syllable decomposes by arithmetic (Unicode's section 3.12).
///
/// Foundation normalises through `NSString`, and its first use in a process cost a search in
/// Han or Hangul 0.77M instructions (a tenth of a millisecond) of generic set-up.
enum UnicodeForms {
  /// Whether `scalar` is one Unicode gives no decomposition for certain: ASCII, and the unified
  /// Han ideographs (the compatibility ideographs, which decompose, are outside these blocks).
  static func hasNoDecomposition(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x80, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0x2_0000...0x2_A6DF, 0x2_A700...0x2_EBEF,
      0x3_0000...0x3_23AF:
      true
    default: false
    }
  }

  /// The precomposed Hangul syllables.
  static let syllables: ClosedRange<UInt32> = 0xAC00...0xD7A3

  /// Whether each scalar of `text` has no decomposition or is a Hangul syllable: text that is
  /// its own composed form (no two syllables compose) and decomposes by arithmetic.
  static func isKnown(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { hasNoDecomposition($0) || syllables.contains($0.value) }
  }

  /// Compatibility decomposition (NFKD).
  static func nfkd(_ text: String) -> String {
    var hasSyllable = false
    for scalar in text.unicodeScalars {
      if syllables.contains(scalar.value) {
        hasSyllable = true
      } else if !hasNoDecomposition(scalar) {
        return text.decomposedStringWithCompatibilityMapping
      }
    }
    guard hasSyllable else { return text }
    var output = String.UnicodeScalarView()
    func emit(_ value: UInt32) {
      if let scalar = Unicode.Scalar(value) { output.append(scalar) }
    }
    for scalar in text.unicodeScalars {
      guard syllables.contains(scalar.value) else {
        output.append(scalar)
        continue
      }
      // A syllable is a leading consonant, a vowel and perhaps a trailing consonant.
      let index = scalar.value - syllables.lowerBound
      let (vowels, trailing): (UInt32, UInt32) = (21, 28)
      emit(0x1100 + index / (vowels * trailing))
      emit(0x1161 + index % (vowels * trailing) / trailing)
      if index % trailing != 0 { emit(0x11A7 + index % trailing) }
    }
    return String(output)
  }

  /// Compatibility decomposition, then canonical composition (NFKC).
  static func nfkc(_ text: String) -> String {
    isKnown(text) ? text : text.precomposedStringWithCompatibilityMapping
  }

  /// Canonical decomposition, then canonical composition (NFC).
  static func nfc(_ text: String) -> String {
    isKnown(text) ? text : text.precomposedStringWithCanonicalMapping
  }
}
