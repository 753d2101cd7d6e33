import Foundation

/// What the journal's full-text index holds for an entry, the query that finds typed words in
/// it, and where those words are in a shown text.
///
/// Text is folded as the rest of wxsh folds it (case, accents, full-width forms). Scripts
/// written without spaces between words (Han, kana, Hangul, Thai, Lao, Khmer, Myanmar) are cut
/// into overlapping pairs of characters, so `서울` is found inside `오늘서울에비가`; every other
/// word is matched from its start (`fog` finds `foggy`).
public enum JournalSearchText {
  /// One piece of a typed word: a word matched from its start, or a run of characters from
  /// an unspaced script.
  public enum Piece: Sendable, Equatable {
    /// A word of a spaced script, folded; it matches words that start with it.
    case word(String)
    /// Characters of an unspaced script, folded; they match anywhere in such a run.
    case run([Character])

    /// The folded text of the piece.
    public var text: String {
      switch self {
      case .word(let word): word
      case .run(let characters): String(characters)
      }
    }
  }

  /// `text` without case, accents or width differences. Hangul and kana keep their marks
  /// (Foundation's folding leaves them composed).
  public static func fold(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
    return text.folding(
      options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
  }

  /// The text the index keeps for `text`: folded, each unspaced run cut into its pairs of
  /// characters and its last character.
  public static func indexed(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count + 16)
    var run: [Character] = []
    func flushRun() {
      guard !run.isEmpty else { return }
      out += " "
      for index in run.indices.dropLast() {
        out.append(run[index])
        out.append(run[index + 1])
        out += " "
      }
      out.append(run[run.count - 1])
      out += " "
      run.removeAll(keepingCapacity: true)
    }
    for character in fold(text) {
      if isUnspaced(character) {
        run.append(character)
      } else {
        flushRun()
        out.append(character)
      }
    }
    flushRun()
    return out
  }

  /// The pieces of the typed `words`, in order; punctuation only separates them.
  public static func pieces(_ words: String) -> [Piece] {
    var pieces: [Piece] = []
    var word = ""
    var run: [Character] = []
    func flush() {
      if !word.isEmpty { pieces.append(.word(word)) }
      if !run.isEmpty { pieces.append(.run(run)) }
      word = ""
      run = []
    }
    for character in fold(words) {
      if isUnspaced(character) {
        if !word.isEmpty {
          pieces.append(.word(word))
          word = ""
        }
        run.append(character)
      } else if isWordCharacter(character) {
        if !run.isEmpty {
          pieces.append(.run(run))
          run = []
        }
        word.append(character)
      } else {
        flush()
      }
    }
    flush()
    return pieces
  }

  /// The FTS5 query that finds every one of `pieces`: a word as a prefix, a run of one
  /// character as a prefix of a pair, of two as a pair, of more as the phrase of its pairs.
  public static func query(_ pieces: [Piece]) -> String {
    pieces.map { piece in
      switch piece {
      case .word(let word): return quoted(word) + "*"
      case .run(let run) where run.count == 1: return quoted(String(run)) + "*"
      case .run(let run) where run.count == 2: return quoted(String(run))
      case .run(let run):
        let pairs = run.indices.dropLast().map { String(run[$0]) + String(run[$0 + 1]) }
        return quoted(pairs.joined(separator: " "))
      }
    }.joined(separator: " ")
  }

  /// Where `pieces` occur in `text` (as folded), for highlighting: merged, in order.
  public static func ranges(of pieces: [Piece], in text: String) -> [Range<String.Index>] {
    guard !pieces.isEmpty else { return [] }
    // Each character folded alone, with where it starts in the folded string.
    var folded: [Character] = []
    var owner: [String.Index] = []
    for index in text.indices {
      for character in fold(String(text[index])) {
        folded.append(character)
        owner.append(index)
      }
    }
    var marked = [Bool](repeating: false, count: folded.count)
    for piece in pieces {
      let needle = Array(piece.text)
      guard !needle.isEmpty, needle.count <= folded.count else { continue }
      for start in 0...(folded.count - needle.count)
      where folded[start..<(start + needle.count)].elementsEqual(needle) {
        if case .word = piece, start > 0, isWordCharacter(folded[start - 1]) { continue }
        for offset in start..<(start + needle.count) { marked[offset] = true }
      }
    }
    var ranges: [Range<String.Index>] = []
    var offset = 0
    while offset < folded.count {
      guard marked[offset] else {
        offset += 1
        continue
      }
      let start = owner[offset]
      while offset < folded.count, marked[offset] { offset += 1 }
      let end = offset < folded.count ? owner[offset] : text.endIndex
      if start < end { ranges.append(start..<end) }
    }
    return ranges
  }

  /// `text` in double quotes, as an FTS5 string.
  static func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// Whether `character` is part of a word the index keeps (a letter, digit or mark).
  static func isWordCharacter(_ character: Character) -> Bool {
    character.unicodeScalars.contains { scalar in
      switch scalar.properties.generalCategory {
      case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark,
        .enclosingMark, .privateUse:
        return true
      default: return false
      }
    }
  }

  /// Whether `character` belongs to a script written without spaces between words.
  static func isUnspaced(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    switch scalar.value {
    case 0x0E00...0x0EFF,  // Thai, Lao
      0x1000...0x109F,  // Myanmar
      0x1780...0x17FF,  // Khmer
      0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF,  // Hangul
      0x3041...0x3096, 0x309D...0x309F, 0x30A1...0x30FA, 0x30FC...0x30FF, 0x31F0...0x31FF,  // kana
      0x3005, 0x3007, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF:  // Han
      return true
    default:
      return false
    }
  }
}
