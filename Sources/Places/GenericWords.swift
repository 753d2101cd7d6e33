/// Names translated word by word: a name's generic word (lake, fort, city, falls) in the
/// language typed, put back into English with the rest of the name where English puts it
/// (`Lago Cold` → `cold lake`, `Fuerte Wayne` → `fort wayne`, `Niagara Şelalesi` →
/// `niagara falls`), so a place named in English is found as its translators wrote it.
enum GenericWords {
  /// The English word and whether English puts it before the rest of the name.
  struct English {
    let word: String
    let comesFirst: Bool
  }

  /// Folded generic words in Spanish, Portuguese, Italian, French, German, Turkish, Polish
  /// and Vietnamese, and their English words. `isl` finds both Island and Isle.
  static let words = table([
    ("lake", false, "lago,lac,see,golu,gol,jezioro,ho"),
    ("fort", true, "fuerte,forte,fortaleza"),
    ("city", false, "ciudad,cidade,citta,cite,stadt,sehri,miasto,thanh pho"),
    ("isl", false, "isla,ilha,isola,ile,insel,adasi,wyspa"),
    ("falls", false, "cascate,cataratas,cascadas,chutes,cascades,wasserfalle,selalesi"),
    ("river", false, "fiume,riviere,nehri,rzeka"),
    ("bay", false, "bahia,baia,baie,bucht,koyu,zatoka"),
    ("port", true, "puerto,porto,limani,hafen"),
    ("rapids", false, "rapidos,rapides,rapide"),
    ("north", true, "nord,norte,kuzey"),
    ("south", true, "sud,sur,sul,guney"),
    ("east", true, "est,este,ost,leste,dogu"),
    ("west", true, "ovest,oeste,ouest,bati"),
    ("new", true, "nueva,nuevo,nova,novo,nuova,nuovo,nouvelle,nouveau,neu,yeni"),
  ])

  /// Generic words in Devanagari, Thai, Arabic and Persian, and their English words.
  static let scriptWords = table([
    ("lake", false, "झील,ทะเลสาบ,بحيرة,بحيره,دریاچه"),
    ("falls", false, "प्रपात,जलप्रपात,شلالات,آبشار,น้ำตก"),
    ("river", false, "नदी,نهر,رود,แม่น้ำ"),
    ("bay", false, "खाडी,खाड़ी,خليج,خلیج,อ่าว"),
    ("city", false, "नगर,مدينة,شهر,เมือง"),
    ("island", false, "द्वीप,جزيرة,جزیره,เกาะ"),
    ("valley", false, "घाटी,وادي"),
    ("port", true, "ميناء,بندر,ท่าเรือ"),
    ("north", true, "उत्तर,उत्तरी,شمال,เหนือ"),
    ("south", true, "दक्षिण,दक्षिणी,جنوب,ใต้"),
    ("east", true, "पूर्व,पूर्वी,شرق,ตะวันออก"),
    ("west", true, "पश्चिम,पश्चिमी,غرب,ตะวันตก"),
    ("new", true, "नया,नई,الجديدة,جدید"),
  ])

  /// Kanji that end (or start) a name written in kana and stand for an English word of it
  /// (`クライド川` Clyde River, `ケンブリッジ湾` Cambridge Bay, `西シカゴ` West Chicago).
  static let kanjiWords = table([
    ("river", false, "川,河"), ("bay", false, "湾"), ("lake", false, "湖"),
    ("island", false, "島"), ("cape", true, "岬"), ("city", false, "市"), ("port", true, "港"),
    ("falls", false, "滝"), ("west", true, "西"), ("east", true, "東"), ("north", true, "北"),
    ("south", true, "南"),
  ])

  /// A table from rows of an English word, whether it comes first, and the words for it.
  private static func table(_ rows: [(String, Bool, String)]) -> [String: English] {
    var table: [String: English] = [:]
    for (english, first, names) in rows {
      for name in names.split(separator: ",") {
        table[String(name)] = English(word: english, comesFirst: first)
      }
    }
    return table
  }

  /// Words that join a generic word to the name (`Cidade do Panamá`), left out.
  static let joiners: Set<String> = ["de", "do", "da", "di", "del", "della", "du", "des", "of"]

  /// `folded` (a normalised query of two words or more) in English word order with its
  /// generic word in English, or nil when it has none.
  static func english(_ folded: String) -> String? {
    var words = folded.split(separator: " ").map(String.init)
    guard words.count >= 2 else { return nil }
    var found: (index: Int, length: Int, english: English)?
    for index in words.indices {
      if index + 1 < words.count, let english = Self.words[words[index] + " " + words[index + 1]] {
        found = (index, 2, english)
        break
      }
      if let english = Self.words[words[index]] {
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
  static func inScript(_ typed: String) -> (rest: String, english: English?) {
    var words = typed.split(whereSeparator: { $0 == " " }).map(String.init)
    for index in words.indices where words.count >= 2 {
      var word = words[index].unicodeScalars
      // Persian joins a word to the next with ‌ی (جزیره‌ی گرند, Grand Island).
      if word.count > 2, word.suffix(2).elementsEqual(["\u{200C}", "ی"]) { word.removeLast(2) }
      if let english = scriptWords[String(word)] {
        words.remove(at: index)
        return (words.joined(separator: " "), english)
      }
    }
    // Thai writes no spaces: ทะเลสาบวิลเลียมส์ is Lake Williams.
    for (word, english) in scriptWords where typed.hasPrefix(word) && typed.count > word.count + 1 {
      guard word.unicodeScalars.first.map({ Script.of($0) == .thai }) == true
      else { continue }
      return (String(typed.dropFirst(word.count)), english)
    }
    return (typed, nil)
  }

  /// True when `text` is one generic word in a script other than Latin (`ทะเลสาบ`, lake).
  static func isGeneric(_ text: String) -> Bool {
    scriptWords[text.trimmingSpaces] != nil
  }
}
