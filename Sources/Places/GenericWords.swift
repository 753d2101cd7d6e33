/// Names translated word by word: a name's generic word (lake, fort, city, falls) in the
/// language typed, put back into English with the rest of the name where English puts it
/// (`Lago Cold` → `cold lake`, `Fuerte Wayne` → `fort wayne`, `Niagara Şelalesi` →
/// `niagara falls`), so a place named in English is found as its translators wrote it.
///
/// The words are data: the `word` table of ``Readings``, from `share/wxsh/generic-words.tsv`.
enum GenericWords {
  /// The English word and whether English puts it before the rest of the name.
  struct English: Equatable {
    let word: String
    let comesFirst: Bool
  }

  /// The English word for the generic word `word` (folded Latin, or as typed in another
  /// script), or nil when it is none.
  private static func lookup(_ word: String, _ readings: Readings?) -> English? {
    guard let line = readings?.reading(.word, word) else { return nil }
    let fields = line.split(separator: "\t")
    guard fields.count == 2 else { return nil }
    return English(word: String(fields[0]), comesFirst: fields[1] == "before")
  }

  /// The English word for a generic word in Latin letters (folded: `isl` finds both Island and
  /// Isle), or nil.
  private static func latinWord(_ word: String, _ readings: Readings?) -> English? {
    word.utf8.allSatisfy({ $0 < 0x80 }) ? lookup(word, readings) : nil
  }

  /// The English word for a generic word in a script other than Latin, or nil.
  static func scriptWord(_ word: String, _ readings: Readings?) -> English? {
    guard let first = word.unicodeScalars.first, Script.of(first) != .latin else { return nil }
    return lookup(word, readings)
  }

  /// Words that join a generic word to the name (`Cidade do Panamá`), left out.
  static let joiners: Set<String> = ["de", "do", "da", "di", "del", "della", "du", "des", "of"]

  /// `folded` (a normalised query of two words or more) in English word order with its
  /// generic word in English, or nil when it has none.
  static func english(_ folded: String, readings: Readings?) -> String? {
    var words = folded.split(separator: " ").map(String.init)
    guard words.count >= 2 else { return nil }
    var found: (index: Int, length: Int, english: English)?
    for index in words.indices {
      if index + 1 < words.count,
        let english = latinWord(words[index] + " " + words[index + 1], readings)
      {
        found = (index, 2, english)
        break
      }
      if let english = latinWord(words[index], readings) {
        found = (index, 1, english)
        break
      }
    }
    guard let (index, length, english) = found else { return nil }
    words.removeSubrange(index..<(index + length))
    words.removeAll(where: joiners.contains)
    guard !words.isEmpty else { return nil }
    let rest = words.joined(separator: " ")
    return english.comesFirst ? english.word + " " + rest : rest + " " + english.word
  }

  /// `typed` without its generic word in another script, and that word in English; or
  /// `typed` and nil when it has none (or nothing else).
  static func inScript(_ typed: String, readings: Readings?) -> (rest: String, english: English?) {
    var words = typed.split(whereSeparator: { $0 == " " }).map(String.init)
    for index in words.indices where words.count >= 2 {
      var word = words[index].unicodeScalars
      // Persian joins a word to the next with ‌ی (جزیره‌ی گرند, Grand Island).
      if word.count > 2, word.suffix(2).elementsEqual(["\u{200C}", "ی"]) { word.removeLast(2) }
      if let english = scriptWord(String(word), readings) {
        words.remove(at: index)
        return (words.joined(separator: " "), english)
      }
    }
    // Thai writes no spaces: ทะเลสาบวิลเลียมส์ is Lake Williams.
    if let first = typed.unicodeScalars.first, Script.of(first) == .thai, typed.count > 2 {
      for length in 1...(typed.count - 2) {
        if let english = scriptWord(String(typed.prefix(length)), readings) {
          return (String(typed.dropFirst(length)), english)
        }
      }
    }
    return (typed, nil)
  }

  /// True when `text` is one generic word in a script other than Latin (`ทะเลสาบ`, lake).
  static func isGeneric(_ text: String, readings: Readings?) -> Bool {
    scriptWord(text.trimmingSpaces, readings) != nil
  }
}
