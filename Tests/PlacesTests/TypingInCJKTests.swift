import TestSupport
import Testing

@_spi(GazetteerBuild) @testable import Places

/// Searches typed the way Korean, Japanese and Chinese users type: initial consonants, a
/// syllable still being composed, unfinished kana, either Han form, airport codes in capitals.
@Suite(.needsPlaceData, .size(.medium)) struct TypingInCJKTests {
  /// The top `count` results' place names for `query`.
  func top(_ query: String, _ count: Int = 3) throws -> [String] {
    let gazetteer = try #require(RealGazetteer.shared)
    return gazetteer.search(query, limit: count).matches.map(\.place.name)
  }

  /// The reading tables beside the real gazetteer.
  func readings() throws -> Readings {
    try #require(RealGazetteer.shared?.readings)
  }

  @Test(arguments: [("ㅅㅇ", "Seoul"), ("ㄷㄱ", "Daegu"), ("ㅂㅅ", "Busan"), ("ㅈㅈ", "Jeju City")])
  func initialConsonantsFindTheCity(query: String, city: String) throws {
    let names = try top(query)
    #expect(names.contains(city), "\(names)")
  }

  @Test(arguments: [("성", "Seoul"), ("붓", "Busan"), ("댁", "Daegu"), ("닭", nil as String?)])
  func aSyllableBeingComposedFindsWhereItIsGoing(query: String, city: String?) throws {
    let names = try top(query)
    if let city { #expect(names.first == city, "\(names)") }
  }

  @Test func theSplitDoubleFinalIsSearched() {
    // 닭 is 달 with ᄀ on its way to the next syllable.
    #expect(Hangul.finalMoved("\u{1103}\u{1161}\u{11B0}") == "\u{1103}\u{1161}\u{11AF}\u{1100}")
    #expect(Hangul.finalMoved("\u{1109}\u{1165}") == nil)
  }

  @Test(arguments: [("さっ", "Sapporo"), ("とうき", "Tokyo"), ("きょ", "Kyoto"), ("さっぽ", "Sapporo")])
  func unfinishedKanaFindsWhereItIsGoing(query: String, city: String) throws {
    let names = try top(query)
    #expect(names.first == city, "\(names)")
  }

  @Test func aTrailingSmallTsuIsNeverTheBareSyllable() {
    #expect(KanaReading.readings("さっ")?.contains("sa") == false)
    #expect(KanaReading.readings("とうき") == ["toki", "toky"])
    #expect(KanaReading.readings("すし") == ["sushi", "sush"])
  }

  @Test(arguments: [
    ("济州", "Jeju City"), ("濟州", "Jeju City"), ("冲绳", "Okinawa"), ("沖縄", "Okinawa"),
    ("橫濱", "Yokohama"), ("横滨", "Yokohama"), ("横浜", "Yokohama"),
  ])
  func simplifiedTraditionalAndJapaneseFormsAreOne(query: String, city: String) throws {
    let names = try top(query)
    #expect(names.first == city, "\(names)")
  }

  @Test(arguments: [
    ("MIA", "Miami"), ("DEN", "Denver"), ("DUB", "Dublin"), ("JFK", "New York City"),
  ])
  func anAirportCodeInCapitalsComesFirst(query: String, city: String) throws {
    let names = try top(query)
    #expect(names.first == city, "\(names)")
  }

  @Test func lowercaseLettersAreStillAName() throws {
    let names = try top("mia")
    #expect(names.first != "Miami")
  }
}

/// Countries named in the user's own language narrow a search (CLDR's names in every language).
@Suite(.needsPlaceData, .size(.medium)) struct QualifiersInEveryLanguageTests {
  @Test(arguments: [
    ("광주, 한국", "Gwangju", "KR"), ("大阪, 日本", "Osaka", "JP"), ("广州, 中国", "Guangzhou", "CN"),
    ("Москва, Россия", "Moscow", "RU"), ("München, Deutschland", "Munich", "DE"),
    ("東京, 日本", "Tokyo", "JP"), ("서울, 대한민국", "Seoul", "KR"),
  ])
  func aCountryInTheUsersLanguageNarrows(query: String, city: String, country: String) throws {
    let gazetteer = try #require(RealGazetteer.shared)
    let result = gazetteer.search(query, limit: 3)
    #expect(result.problem == nil, "\(query)")
    #expect(result.matches.first?.place.name == city, "\(result.matches.map(\.place.name))")
    #expect(result.matches.allSatisfy { $0.place.countryCode == country })
  }
}

/// Tab keeps the script typed: a place found through a kana reading completes to its own name in
/// Japanese, and the text finds it again.
@Suite(.needsPlaceData, .size(.medium)) struct CompletionInTheTypedScriptTests {
  @Test(arguments: [("さっぽ", "Sapporo"), ("とうきょう", "Tokyo"), ("東京", "Tokyo"), ("ㅅㅇ", "Seoul")])
  func tabInsertsTextInTheTypedScriptThatFindsThePlace(typed: String, city: String) throws {
    let gazetteer = try #require(RealGazetteer.shared)
    let first = try #require(gazetteer.completions(for: typed).first)
    #expect(Script.of(first) != .latin, "\(first)")
    #expect(gazetteer.best(first)?.place.name == city, "\(first)")
  }

  /// Issue 47, item 9: Tab after `광주, 경` offered nothing, though `:search 광주, 경` finds
  /// Gwangju in Gyeonggi; the region is completed in the script typed.
  @Test(arguments: [
    ("광주, 경", "광주, 경기도", "Gyeonggi"), ("서울, 대한", "서울, 대한민국", nil),
    ("부산, 부", "부산광역시", nil),
  ])
  func aRegionAfterTheCommaIsCompletedInTheTypedScript(
    typed: String, completed: String, region: String?
  ) throws {
    let gazetteer = try #require(RealGazetteer.shared)
    let offered = gazetteer.completions(for: typed)
    let first = try #require(offered.first, "nothing for \(typed)")
    #expect(first.hasPrefix(typed) && first.hasSuffix(completed), "\(offered)")
    let place = try #require(gazetteer.best(first)?.place)
    if let region { #expect(place.regionName == region, "\(first): \(place.regionName ?? "")") }
    #expect(place.countryCode == "KR")
  }

  @Test func aTypedHanFormIsShownAsTyped() throws {
    let gazetteer = try #require(RealGazetteer.shared)
    #expect(gazetteer.search("東京", limit: 1).matches.first?.matchedName == "東京")
    #expect(gazetteer.search("东京", limit: 1).matches.first?.matchedName == "东京")
  }
}

/// Spacing is ignored, and other places' nicknames that borrow a big city's name do not come
/// up for it.
@Suite(.needsPlaceData, .size(.medium)) struct SpacingAndNicknamesTests {
  @Test(arguments: [
    ("newyork", "New York City"), ("bei jing", "Beijing"), ("서울 특별시", "Seoul"),
    ("saopaulo", "São Paulo"), ("losangeles", "Los Angeles"),
  ])
  func spacingIsIgnored(query: String, city: String) throws {
    let gazetteer = try #require(RealGazetteer.shared)
    let names = gazetteer.search(query, limit: 3).matches.map(\.place.name)
    #expect(names.first == city, "\(names)")
  }

  @Test func newYorkDoesNotListJakarta() throws {
    let gazetteer = try #require(RealGazetteer.shared)
    let names = gazetteer.search("new york", limit: 10).matches.map(\.place.name)
    #expect(names.first == "New York City")
    #expect(!names.contains("Jakarta") && !names.contains("Pittsburg"), "\(names)")
    // A place's own name that starts with a big city's is kept.
    #expect(names.contains("New York Mills"), "\(names)")
  }
}

extension TypingInCJKTests {
  /// Hanja are also read as a Korean reads them: 漢城 (and its simplified 汉城) is 한성,
  /// Seoul's old name, beside Xinye, whose name the characters are.
  @Test(arguments: ["漢城", "汉城"])
  func hanjaAreReadInKorean(query: String) throws {
    let names = try top(query)
    #expect(names.contains("Seoul"), "\(names)")
    #expect(HanjaReadings.hangul(query, try readings()) == "한성")
  }

  /// A foreign city written as it sounds, in Hangul, Cyrillic or Greek, finds its own name
  /// when nothing in the typed script does; close sounds are offered as close spellings.
  @Test(arguments: [
    ("리미니", "Rimini"), ("베자이아", "Béjaïa"), ("Бешарр", "Béchar"), ("ティミムン", "Timimoun"),
  ])
  func aNameWrittenAsItSoundsFindsThePlace(query: String, city: String) throws {
    let names = try top(query)
    #expect(names.contains(city), "\(names)")
  }

  @Test(arguments: [
    ("리미니", "rimini"), ("델리", "delli"), ("독일", "dogil"), ("신라", "silla"),
    ("서울", "seoul"), ("Бешар", "beshar"), ("Київ", "kiiv"), ("Αθήνα", "athina"),
  ])
  func transliterationFollowsTheUsualRules(text: String, latin: String) throws {
    #expect(Transliteration.latin(text, readings: try readings()) == latin)
  }

  @Test func latinTextIsNotTransliterated() throws {
    #expect(Transliteration.latin("Rimini", readings: try readings()) == nil)
    #expect(HanjaReadings.hangul("Seoul", try readings()) == nil)
  }
}

extension TypingInCJKTests {
  /// Issue 25: a foreign city written by ear in Thai, Devanagari, Arabic script or Chinese
  /// characters, names no data lists in that script, finds the city's own name by its sound.
  @Test(arguments: [
    ("คอนสแตนติน", "Constantine"), ("มอมบาซา", "Mombasa"), ("ฟุกุโอกะ", "Fukuoka"),
    ("ओउगाडोउगोउ", "Ouagadougou"), ("याउन्डे", "Yaoundé"), ("किंसहासा", "Kinshasa"),
    ("柯都努", "Cotonou"), ("瓦尔扎扎特", "Ouarzazate"), ("مارینگا", "Maringá"), ("بیجایا", "Béjaïa"),
    ("नागोया", "Nagoya"), ("मेदान", "Medan"), ("亞拿巴", "Annaba"), ("柏里安", "Berriane"),
    ("诺瓦克", "Norwalk"), ("贝克城", "Baker City"), ("韋伯斯特市", "Webster City"),
  ])
  func aNameWrittenByEarInAnyScriptFindsThePlace(query: String, city: String) throws {
    let names = try top(query)
    #expect(names.contains(city), "\(names)")
  }

  /// The place found by its sound shows by its own name, not by the Latin spelling that sounded
  /// alike (`Kinchasa`), and is offered as a suggestion, never as the name typed.
  @Test func aPlaceFoundByItsSoundShowsItsOwnName() throws {
    let gazetteer = try #require(RealGazetteer.shared)
    let matches = gazetteer.search("किंसहासा", limit: 3).matches
    let kinshasa = try #require(matches.first { $0.place.name == "Kinshasa" })
    #expect(kinshasa.displayName == "Kinshasa")
    #expect(kinshasa.kind == .suggestion)
  }

  /// Spellings of one name in different transcriptions share a skeleton.
  @Test(arguments: [
    ("Kinshasa", "kinsahasa"), ("Lawton", "lautan"), ("Glasgow", "ge la si ge"),
    ("Constantine", "khon s taen tin"), ("Fukuoka", "fu ku oo ka"), ("Chicago", "shikago"),
  ])
  func transcriptionsOfANameShareASkeleton(name: String, heard: String) {
    let pinyin = heard.contains(" ge")
    #expect(SoundKey(latin: name).skeleton == SoundKey(latin: heard, pinyin: pinyin).skeleton)
  }

  /// An r English leaves unsaid is left out of the name's second sound, which Chinese, kana
  /// and Hangul transcriptions of English names match (洛克波特 Rockport, 诺瓦克 Norwalk); an r
  /// before a vowel stays.
  @Test func namesAreAlsoHeardWithoutAnUnsaidR() throws {
    let heard = SoundKey(latin: "lo ke bo te", pinyin: true).skeleton
    #expect(SoundKey(latin: "rockport", silentR: true).skeleton == heard)
    #expect(SoundKey(latin: "rockport").skeleton != heard)
    #expect(
      SoundKey(latin: "newport", silentR: true).skeleton
        == SoundKey(latin: "niu bo te", pinyin: true).skeleton)
    #expect(SoundKey(latin: "berriane", silentR: true) == SoundKey(latin: "beriane"))
    #expect(SoundReading("诺瓦克", readings: try readings())?.dropsR == true)
    #expect(SoundReading("ロックポート", readings: try readings())?.dropsR == true)
    #expect(SoundReading("बर्लिन", readings: try readings())?.dropsR == false)
  }

  /// n before a lip sound is an m, as kana ン and pinyin write it: `tenpe` is Tempe, `pan pa`
  /// Pampa.
  @Test func anNBeforeALipSoundIsAnM() {
    #expect(SoundKey(latin: "tenpe") == SoundKey(latin: "tempe"))
    #expect(SoundKey(latin: "pan pa", pinyin: true).skeleton == SoundKey(latin: "pampa").skeleton)
    #expect(SoundKey(latin: "tenta").skeleton != SoundKey(latin: "temta").skeleton)
  }

  @Test func aSkeletonsNeighboursAreOneClassAway() {
    let skeleton = SoundKey(latin: "kinshasa").skeleton
    #expect(String(decoding: skeleton, as: UTF8.self) == "KNS")
    let neighbours = Set(
      SoundKey.neighbours(of: skeleton).map { String(decoding: $0, as: UTF8.self) })
    #expect(neighbours.isSuperset(of: ["KS", "NS", "KN", "KNST", "KLS", "AKNS", "PKNS"]))
    #expect(!neighbours.contains("KNS"))
    #expect(!neighbours.contains { $0.count < 2 || zip($0, $0.dropFirst()).contains { $0 == $1 } })
  }

  /// Hindi does not say the inherent vowel at the end of a word or between syllables, and the
  /// one it says is weak (`@`); Thai อ is a vowel and a leading vowel is said after its
  /// consonant, but อ under a vowel sign is silent; Thai พ is a p; Hebrew ו inside a word is o
  /// or u, a last ה a weak vowel and וו a v; Han characters are read in pinyin.
  @Test(arguments: [
    ("बर्लिन", "b@rlin"), ("आगरा", "agra"), ("चेन्नई", "chen@i"), ("แอลพีนา", "aelpina"),
    ("מטרה", "mtr@"), ("בנוונטו", "bnvntu"), ("มอมบาซา", "mombasa"),
    ("קונסטנטין", "qunstntin"), ("คอนสแตนติน", "khonstaentin"), ("柯都努", "ke do nu"),
  ])
  func aQueryIsReadAsItSounds(text: String, latin: String) throws {
    let reading = try #require(SoundReading(text, readings: try readings()))
    #expect(reading.key == SoundKey(latin: latin, pinyin: text == "柯都努"))
  }

  /// Pinyin finals read as the vowels a transcription means by them: 亚 `ya` is `a`, 谢 `xie`
  /// `xe`, 莱 `lai` `le`, 都 `dou` `do`.
  @Test(arguments: [
    (" ya si wen", " a si wen"), (" xie lai fu", " xe le fu"), (" ke dou nu", " ke do nu"),
    (" yi wu jia", " i u ja"), (" qiao", " qio"),
  ])
  func pinyinIsReadAsATranscriptionMeansIt(pinyin: String, heard: String) {
    #expect(PinyinReadings.asTranscribed(pinyin) == heard)
  }

  /// A last 城 or 市 is the English `City`, 镇 `town`, 堡 `burg`, and 港 a `Port` said first;
  /// a two-character name keeps its last character (香港, 柏林).
  @Test func aTranslatedLastWordIsHeardInEnglish() throws {
    let readings = try readings()
    #expect(PinyinReadings.heard("贝克城", readings) == " be k@ siti")
    #expect(PinyinReadings.heard("乔治镇", readings)?.hasSuffix(" taun") == true)
    #expect(PinyinReadings.heard("伊丽莎白港", readings)?.hasPrefix("pot ") == true)
    #expect(PinyinReadings.heard("香港", readings)?.contains("pot") == false)
    #expect(PinyinReadings.heard("Rimini", readings) == nil)
  }

  /// A vowel costs half a consonant: `PoLiaN` (柏里安) is nearer `PeRiaNe` (Berriane) than
  /// `PiNLiaN` (Pingliang), whose extra consonant a transcription would have kept.
  @Test func vowelsCostLessThanConsonants() {
    let costs = SoundCosts()
    let heard = SoundKey(latin: "bo li an", pinyin: true).phonetic
    let berriane = SoundKey(latin: "berriane").phonetic
    let pingliang = SoundKey(latin: "pingliang").phonetic
    #expect(costs.distance(heard, berriane) < costs.distance(heard, pingliang))
    #expect(costs.distance(heard, heard) == 0)
    #expect(costs.distance(Array("aaa".utf8), Array("KLM".utf8)) == 1)
  }

  /// Consonants of one class share a skeleton but not a spelling: `Fulton` and `Burton` are
  /// both `PLTN`, and 福爾頓 (`fu @r dun`) is nearer Fulton; a script that writes two sounds
  /// with one letter (Hangul ㅍ for p and f) makes them meet for free.
  @Test func consonantsOfOneClassAreToldApart() throws {
    let fulton = SoundKey(latin: "fulton")
    let burton = SoundKey(latin: "burton", silentR: false)
    #expect(fulton.skeleton == burton.skeleton)
    #expect(fulton.phonetic != burton.phonetic)
    let heard = try #require(SoundReading("福爾頓", readings: try readings()))
    #expect(heard.distance(to: fulton) < heard.distance(to: burton))
    let korean = try #require(SoundReading("풀턴", readings: try readings()))
    #expect(korean.distance(to: fulton) < korean.distance(to: burton))
    #expect(SoundCosts().distance(Array("Pa".utf8), Array("Fa".utf8)) > 0)
  }

  /// Characters a transcription uses for a consonant alone carry a weak vowel (斯 `s@`), and
  /// characters whose transcription sound is older than today's reading keep it (加 `ga`).
  @Test func transcriptionCharactersAreReadAsTranscriptionsUseThem() throws {
    #expect(PinyinReadings.pinyin("京斯頓", try readings()) == " jing s@ dun")
    #expect(PinyinReadings.pinyin("加纳", try readings()) == " ga na")
    #expect(PinyinReadings.heard("唐斯維", try readings()) == " tang s@ vil")
    #expect(SoundKey(latin: "s@").phonetic == Array("Sw".utf8))
  }

  /// Chinese hears a last `nd` as `n` and `ng` before a consonant as one sound.
  @Test func namesAreAlsoHeardAsChineseHearsThem() {
    #expect(SoundKey.heardInHan("cleveland") == "clevelan")
    #expect(SoundKey.heardInHan("kingston") == "kinston")
    #expect(SoundKey.heardInHan("angola") == nil)
  }

  @Test func latinQueriesHaveNoSoundReading() throws {
    #expect(SoundReading("Rimini", readings: try readings()) == nil)
    #expect(SoundReading("Zürich", readings: try readings()) == nil)
    #expect(SoundReading("12345", readings: try readings()) == nil)
  }
}

extension TypingInCJKTests {
  /// A name in another script that names one place exactly also lists the other places of that
  /// name (spelled only in Latin letters), and no sound-alike guesses beside a whole name.
  @Test func aWholeNameListsItsNamesakesAndNoSoundAlikes() throws {
    let gazetteer = try #require(RealGazetteer.shared)
    let springfields = gazetteer.search("स्प्रिंगफ़ील्ड", limit: 5).matches
    #expect(springfields.count == 5)
    #expect(springfields.allSatisfy { $0.place.name == "Springfield" && $0.kind == .exact })
    #expect(Set(springfields.map(\.place.id)).count == 5)
    let moscows = gazetteer.search("Москва", limit: 5).matches
    #expect(moscows.first?.place.countryCode == "RU")
    #expect(moscows.contains { $0.place.name == "Moscow" && $0.place.countryCode == "US" })
    for query in ["北京", "東京", "서울"] {
      let matches = gazetteer.search(query, limit: 5).matches
      #expect(
        !matches.contains { $0.kind == .suggestion }, "\(query): \(matches.map(\.place.name))")
    }
  }
}
