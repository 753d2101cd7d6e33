import Foundation

/// Folds place names and queries to one comparable form.
///
/// Both sides go through the same steps: Unicode compatibility decomposition, marks and format
/// characters removed, case folded, letters such as ß, æ, ø and ł spelled out, apostrophes
/// dropped, other punctuation and runs of spaces collapsed to one space, katakana read as
/// hiragana (half-width kana become full-width through the decomposition), Traditional and
/// Japanese Han characters read as Simplified (`HanVariants`), and the words `st` and `ste`
/// read as `saint` and `sainte`.
///
///     Normalizer.normalize("Saint-Étienne")   // "saint etienne"
///     Normalizer.normalize("St. Louis")       // "saint louis"
///     Normalizer.normalize("Łódź")            // "lodz"
public enum Normalizer {
  /// Words that abbreviate a longer one.
  static let abbreviations: [String: String] = ["st": "saint", "ste": "sainte"]

  /// Letters that decomposition leaves alone but people type as plain Latin letters.
  static let letterFolds: [Unicode.Scalar: String] = [
    "ß": "ss", "ẞ": "ss", "æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe", "ø": "o", "Ø": "o",
    "ł": "l", "Ł": "l", "đ": "d", "Đ": "d", "ð": "d", "Ð": "d", "þ": "th", "Þ": "th",
    "ı": "i", "ħ": "h", "Ħ": "h", "ŧ": "t", "Ŧ": "t", "ŋ": "n", "Ŋ": "n", "ĸ": "k", "ſ": "s",
    "ƒ": "f", "ɨ": "i", "ʉ": "u", "ς": "σ",
  ]

  /// Characters removed without leaving a space (`O'Fallon` → `ofallon`).
  static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool {
    // A switch, not a set: a `Set<Unicode.Scalar>` costs its generic set-up on every start.
    switch scalar {
    case "'", "\u{2019}", "\u{2018}", "\u{02BC}", "\u{02BB}", "`", "\u{00B4}", "\u{02B9}": true
    default: false
    }
  }

  /// The normalised form of a place name.
  public static func normalize(_ text: String) -> String {
    fold(text, expandLastWord: true)
  }

  /// The normalised form of a query being typed.
  ///
  /// The last word is not expanded while it may still grow (`st` could become `stuttgart`);
  /// after a space or a dot it is (`st.` means `saint`).
  public static func normalizeQuery(_ text: String) -> String {
    let ended = text.unicodeScalars.last.map { $0 == " " || $0 == "." } ?? false
    return fold(text, expandLastWord: ended)
  }

  static func fold(_ text: String, expandLastWord: Bool) -> String {
    let folded = foldCharacters(text)
    guard !folded.isEmpty else { return "" }
    // Joined by hand, not with `joined`: see ARCHITECTURE.md, "What a start costs". Split on
    // the space's byte: splitting the characters compares each with " ", and a non-ASCII one
    // (`柯`) takes the normalising comparison, whose first use cost a search 0.8M instructions.
    let words = folded.utf8.split(separator: UInt8(ascii: " ")).map { Substring($0) }
    var result = ""
    for (index, word) in words.enumerated() {
      if index > 0 { result += " " }
      if index < words.count - 1 || expandLastWord, let long = abbreviations[String(word)] {
        result += long
      } else {
        // `append(contentsOf:)` of a substring, not `+=` (generic over sequences).
        result.append(contentsOf: word)
      }
    }
    return result
  }

  /// Folds characters and collapses separators to single spaces, trimmed.
  static func foldCharacters(_ text: String) -> String {
    var output = String.UnicodeScalarView()
    var pendingSpace = false
    func emit(_ scalar: Unicode.Scalar) {
      if pendingSpace, !output.isEmpty { output.append(" ") }
      pendingSpace = false
      output.append(scalar)
    }
    let source = UnicodeForms.nfkd(text)
    for scalar in source.unicodeScalars {
      if scalar.isASCII {
        let value = scalar.value
        switch value {
        case 0x30...0x39, 0x61...0x7A: emit(scalar)
        case 0x41...0x5A: emit(Unicode.Scalar(value + 0x20) ?? scalar)
        case 0x27, 0x60: continue
        default: pendingSpace = true
        }
        continue
      }
      if isApostrophe(scalar) { continue }
      if let hiragana = KanaReading.hiragana(for: scalar) {
        emit(hiragana)
        continue
      }
      let properties = scalar.properties
      switch properties.generalCategory {
      case .nonspacingMark, .spacingMark, .enclosingMark, .format:
        if let kept = spokenMark(scalar) { emit(kept) }
        continue
      case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        .decimalNumber, .letterNumber, .otherNumber:
        if let spelled = letterFolds[scalar] {
          for part in spelled.unicodeScalars { emit(part) }
        } else if properties.changesWhenLowercased {
          for part in properties.lowercaseMapping.unicodeScalars {
            if let spelled = letterFolds[part] {
              for piece in spelled.unicodeScalars { emit(piece) }
            } else {
              emit(part)
            }
          }
        } else {
          emit(HanVariants.folded(scalar) ?? scalar)
        }
      default:
        pendingSpace = true
      }
    }
    return String(output)
  }

  /// A mark that spells a sound and stays, or nil for one folded away like an accent: the
  /// vowel signs, viramas and nasal marks of the Indic scripts, Thai, Lao, Tibetan, Myanmar and
  /// Khmer are letters of the word (`नागोया` Nagoya and `नोगोया` Nogoyá differ only in them), while
  /// their nuktas and the Thai and Lao tone marks are left out as people often do; the
  /// candrabindu is read as the anusvara.
  static func spokenMark(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0x093C, 0x09BC, 0x0A3C, 0x0ABC, 0x0B3C, 0x0C3C, 0x0CBC: nil  // nukta
    case 0x0E47...0x0E4C, 0x0E4E, 0x0EC8...0x0ECC: nil  // Thai and Lao tone marks
    case 0x0901: "\u{0902}"
    case 0x0900...0x0DFF, 0x0E00...0x0EFF, 0x0F00...0x0FFF, 0x1000...0x109F, 0x1780...0x17FF:
      scalar
    default: nil
    }
  }
}
