/// How a name in Latin letters sounds, coarsely: the same name transcribed by ear in another
/// script and read back (`किंसहासा` → `kinsahasa`, `ฟุกุโอกะ` → `fukuoka`) lands on the key of its
/// own spelling (`Kinshasa`, `Fukuoka`).
///
/// Consonants fall into seven classes (`P` lips, `T` d/t, `K` g/k/q, `S` s/z/j, sh, ch and the
/// soft c, `L` l/r, `M`, `N`); `h` is dropped. ``skeleton`` keeps the classes alone; ``phonetic``
/// keeps the consonants themselves (`B F V W P`, `D T`, `G K`, `S Z J C X`, `L R`) and the
/// vowels. Transcriptions keep a name's consonants far better than its vowels, so the skeleton
/// finds the candidates and the phonetic spelling, weighed by ``SoundCosts``, ranks them.
@_spi(GazetteerBuild) public struct SoundKey: Equatable {
  /// The consonants and vowels, repeats of a class merged: `kinshasa` is `KiNXaSa`.
  @_spi(GazetteerBuild) public let phonetic: [UInt8]
  /// The consonant classes alone, repeats merged, after an `A` when the name starts with a vowel.
  @_spi(GazetteerBuild) public let skeleton: [UInt8]

  /// The longest skeleton kept: longer ones are cut to this many classes, on both sides alike.
  static let maximumSkeleton = 11
  /// The symbols a skeleton is made of, for the close variants of a query's.
  static let classes: [UInt8] = Array("KLMNPST".utf8)
  /// A vowel a transcription writes only to say a consonant alone (斯 `si` for an `s`).
  static let weakVowel = UInt8(ascii: "w")
  /// An h a script writes as a k-sound (Cyrillic х for Houston's H): cheap to leave out.
  static let unsaidH = UInt8(ascii: "H")
  /// The skeleton's mark for a name that starts with a vowel.
  static let leadingVowel = UInt8(ascii: "A")

  /// The key of `text`: its letters a–z (others are skipped, so `São Paulo` must be folded
  /// first). `pinyin` reads the letters as Hanyu Pinyin (`x` and `q` are s- and ch-sounds).
  /// `silentR` leaves out an `r` after a vowel and before none, as English says it and most
  /// transcriptions of English names write it (`Rockport` 洛克波特, `New York` ニューヨーク).
  /// Readings mark a weak vowel with `@` (`s@` for 斯) and an h heard as a k-sound with `#`.
  @_spi(GazetteerBuild) public init(
    latin text: some StringProtocol, pinyin: Bool = false, silentR: Bool = false
  ) {
    self.init(latinBytes: text.utf8, pinyin: pinyin, silentR: silentR)
  }

  /// The key of a name's UTF-8 bytes (a key in the gazetteer, read in place): as
  /// ``init(latin:pinyin:silentR:)``.
  init(latinBytes text: some Collection<UInt8>, pinyin: Bool = false, silentR: Bool = false) {
    var phonetic: [UInt8] = []
    var letters: [UInt8] = []
    Self.phonetic(
      latinBytes: text, pinyin: pinyin, silentR: silentR, into: &phonetic, letters: &letters)
    var skeleton: [UInt8] = []
    Self.skeleton(of: phonetic, into: &skeleton)
    self.phonetic = phonetic
    self.skeleton = skeleton
  }

  /// The ``phonetic`` spelling of a name's UTF-8 bytes into `phonetic`, emptied first, with
  /// `letters` as scratch: the sound index spells thousands of names per query, so it keeps
  /// both buffers from one name to the next.
  static func phonetic(
    latinBytes text: some Collection<UInt8>, pinyin: Bool = false, silentR: Bool = false,
    into phonetic: inout [UInt8], letters: inout [UInt8]
  ) {
    letters.removeAll(keepingCapacity: true)
    for byte in text {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"): letters.append(byte)
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): letters.append(byte | 0x20)
      case UInt8(ascii: "@"), UInt8(ascii: "#"): letters.append(byte)
      default: continue
      }
    }
    phonetic.removeAll(keepingCapacity: true)
    func emit(_ symbol: UInt8) {
      guard let last = phonetic.last else { return phonetic.append(symbol) }
      if last == symbol { return }
      if last < UInt8(ascii: "a"), symbol < UInt8(ascii: "a"),
        Self.soundClass(last) == Self.soundClass(symbol)
      {
        return
      }
      phonetic.append(symbol)
    }
    var index = 0
    while index < letters.count {
      let letter = letters[index]
      let next = index + 1 < letters.count ? letters[index + 1] : 0
      index += 1
      /// Emits `together` for this letter and an `h` after it (taking the h), else `alone`.
      func beforeH(
        _ together: Unicode.Scalar, else alone: Unicode.Scalar, when allowed: Bool = true
      ) {
        if allowed, next == UInt8(ascii: "h") {
          emit(UInt8(ascii: together))
          index += 1
        } else {
          emit(UInt8(ascii: alone))
        }
      }
      switch letter {
      case UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"),
        UInt8(ascii: "u"):
        emit(letter)
      case UInt8(ascii: "y"): emit(UInt8(ascii: "i"))
      case UInt8(ascii: "@"): emit(Self.weakVowel)
      case UInt8(ascii: "#"): emit(Self.unsaidH)
      case UInt8(ascii: "h"): continue
      case UInt8(ascii: "w"):
        // After a vowel and before none, `w` is a vowel (`Lawton`, `Rosetown` as heard).
        if let last = phonetic.last, last >= UInt8(ascii: "a"), !Self.isVowelLetter(next) {
          emit(UInt8(ascii: "u"))
        } else {
          emit(UInt8(ascii: "W"))
        }
      case UInt8(ascii: "b"): emit(UInt8(ascii: "B"))
      case UInt8(ascii: "f"): emit(UInt8(ascii: "F"))
      case UInt8(ascii: "v"): emit(UInt8(ascii: "V"))
      case UInt8(ascii: "p"): beforeH("F", else: "P")
      case UInt8(ascii: "d"): emit(UInt8(ascii: "D"))
      case UInt8(ascii: "t"): emit(UInt8(ascii: "T"))
      case UInt8(ascii: "g"): emit(UInt8(ascii: "G"))
      case UInt8(ascii: "k"): emit(UInt8(ascii: "K"))
      case UInt8(ascii: "q"):
        if pinyin {
          emit(UInt8(ascii: "C"))
        } else {
          emit(UInt8(ascii: "K"))
          if next == UInt8(ascii: "u") { index += 1 }
        }
      case UInt8(ascii: "c"):
        if next == UInt8(ascii: "h") {
          emit(UInt8(ascii: "C"))  // ch: the sound of `chi`, `cheng`, `Chad`
          index += 1
        } else if pinyin {
          emit(UInt8(ascii: "Z"))  // pinyin c is ts
        } else if next == UInt8(ascii: "e") || next == UInt8(ascii: "i")
          || next == UInt8(ascii: "y")
        {
          emit(UInt8(ascii: "S"))
        } else {
          emit(UInt8(ascii: "K"))
        }
      case UInt8(ascii: "x"):
        if pinyin {
          emit(UInt8(ascii: "X"))
        } else {
          emit(UInt8(ascii: "K"))
          emit(UInt8(ascii: "S"))
        }
      case UInt8(ascii: "s"): beforeH("X", else: "S")
      case UInt8(ascii: "z"): beforeH("J", else: "Z", when: pinyin)
      case UInt8(ascii: "j"): emit(UInt8(ascii: "J"))
      case UInt8(ascii: "r"):
        if silentR, let last = phonetic.last, last >= UInt8(ascii: "a"), !Self.isVowelLetter(next) {
          continue
        }
        emit(UInt8(ascii: "R"))
      case UInt8(ascii: "l"): emit(UInt8(ascii: "L"))
      case UInt8(ascii: "m"): emit(UInt8(ascii: "M"))
      case UInt8(ascii: "n"):
        // Before a lip sound n is said m (kana ン, pinyin `pan pa` for Pampa, Hangul ㄴㅂ).
        if next == UInt8(ascii: "b") || next == UInt8(ascii: "p") || next == UInt8(ascii: "m") {
          emit(UInt8(ascii: "M"))
          continue
        }
        emit(UInt8(ascii: "N"))
        // Pinyin's `ng` ends a syllable: 朗 `lang` stands for `lan` as often as for `lang`.
        if pinyin, next == UInt8(ascii: "g") { index += 1 }
      default: continue
      }
    }
  }

  /// False when spelling `letters` (a–z) with `silentR` leaves no r out, so the spelling is the
  /// same without it: no r follows a letter that can end in a vowel sound (a vowel, y, w, or an
  /// h, which is not spelled) and comes before no vowel. True may be either.
  static func mayLeaveOutR(_ letters: [UInt8]) -> Bool {
    for index in letters.indices.dropFirst() where letters[index] == UInt8(ascii: "r") {
      let next = index + 1 < letters.count ? letters[index + 1] : 0
      switch letters[index - 1] {
      case UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"),
        UInt8(ascii: "u"), UInt8(ascii: "y"), UInt8(ascii: "w"), UInt8(ascii: "h"):
        if !isVowelLetter(next) { return true }
      default: continue
      }
    }
    return false
  }

  /// The ``skeleton`` of a ``phonetic`` spelling into `skeleton`, emptied first.
  static func skeleton(of phonetic: [UInt8], into skeleton: inout [UInt8]) {
    skeleton.removeAll(keepingCapacity: true)
    if let first = phonetic.first(where: { $0 != Self.unsaidH }), first >= UInt8(ascii: "a") {
      skeleton.append(Self.leadingVowel)
    }
    for symbol in phonetic where symbol < UInt8(ascii: "a") && symbol != Self.unsaidH {
      let soundClass = Self.soundClass(symbol)
      if skeleton.last != soundClass { skeleton.append(soundClass) }
    }
    if skeleton.count > Self.maximumSkeleton {
      skeleton.removeSubrange(Self.maximumSkeleton...)
    }
  }

  /// The class of a consonant symbol: `B F V W P` are `P`, `D T` `T`, `G K` `K`,
  /// `S Z J C X` `S`, `L R` `L`; `M` and `N` are their own.
  static func soundClass(_ symbol: UInt8) -> UInt8 {
    switch symbol {
    case UInt8(ascii: "B"), UInt8(ascii: "F"), UInt8(ascii: "V"), UInt8(ascii: "W"):
      UInt8(ascii: "P")
    case UInt8(ascii: "D"): UInt8(ascii: "T")
    case UInt8(ascii: "G"): UInt8(ascii: "K")
    case UInt8(ascii: "Z"), UInt8(ascii: "J"), UInt8(ascii: "C"), UInt8(ascii: "X"):
      UInt8(ascii: "S")
    case UInt8(ascii: "R"): UInt8(ascii: "L")
    default: symbol
    }
  }

  /// True for `a e i o u y`.
  static func isVowelLetter(_ letter: UInt8) -> Bool {
    switch letter {
    case UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"),
      UInt8(ascii: "u"), UInt8(ascii: "y"):
      true
    default: false
    }
  }

  /// The skeletons one class away from `skeleton` (one left out, put in or changed), without
  /// repeats, the skeleton itself or ones with a class twice in a row.
  static func neighbours(of skeleton: [UInt8]) -> [[UInt8]] {
    // An array sorted and deduplicated at the end, not a set: a set of arrays costs each
    // process a search of the runtime's conformance records, a tenth of a millisecond.
    var out: [[UInt8]] = []
    let start = skeleton.first == leadingVowel ? 1 : 0
    func add(_ candidate: [UInt8]) {
      guard candidate != skeleton, candidate.count >= 2, candidate.count <= maximumSkeleton
      else { return }
      for index in candidate.indices.dropFirst() where candidate[index] == candidate[index - 1] {
        return
      }
      out.append(candidate)
    }
    for index in skeleton.indices {
      var shorter = skeleton
      shorter.remove(at: index)
      add(shorter)
      guard index >= start else { continue }
      for symbol in classes where symbol != skeleton[index] {
        var changed = skeleton
        changed[index] = symbol
        add(changed)
      }
    }
    for index in start...skeleton.count {
      for symbol in classes {
        var longer = skeleton
        longer.insert(symbol, at: index)
        add(longer)
      }
    }
    if start == 0 {
      add([leadingVowel] + skeleton)
    }
    out.sort { $0.lexicographicallyPrecedes($1) }
    var unique: [[UInt8]] = []
    for candidate in out {
      if let last = unique.last, last == candidate { continue }
      unique.append(candidate)
    }
    return unique
  }
}

extension SoundKey {
  /// What a vowel put in or left out costs against a consonant's 1: transcriptions by ear keep
  /// consonants far better than vowels (tuning set: 0.5 78.8%, 1 78.0%, 0.3 78.5%).
  static let vowelCost = 0.5
  /// What a weak vowel (斯 `si` for an s, Hangul ㅡ, kana's added u) costs put in, left out or
  /// changed (tuning set: 0.15 84.4%, 0.05 and 0.3 the same).
  static let weakVowelCost = 0.15
  /// What a vowel for a close one (o and u, e and i) costs (0.25 +53 names, 0.1 −20).
  static let closeVowelCost = 0.25
  /// What a consonant for another of its class costs (`f` for `b`; 0.5 81.8%, 0 79.5%).
  static let sameClassCost = 0.5
  /// What an h written as a k-sound (Cyrillic х) costs left out.
  static let unsaidHCost = 0.3

  /// True for the close vowels o and u, e and i.
  static func close(_ lhs: UInt8, _ rhs: UInt8) -> Bool {
    let pair = (min(lhs, rhs), max(lhs, rhs))
    return pair == (UInt8(ascii: "o"), UInt8(ascii: "u"))
      || pair == (UInt8(ascii: "e"), UInt8(ascii: "i"))
  }

  /// `latin` as Chinese transcriptions hear it: a word's last `d` after an `n` unsaid
  /// (Cleveland 克利夫兰 `lan`) and `ng` before no vowel one sound (Kingston 金斯敦 `jin`), or
  /// nil when that changes nothing.
  @_spi(GazetteerBuild) public static func heardInHan(_ latin: String) -> String? {
    heardInHan(bytes: latin.utf8).map { String(decoding: $0, as: UTF8.self) }
  }

  /// ``heardInHan(_:)`` of a name's UTF-8 bytes.
  static func heardInHan(bytes latin: some Collection<UInt8>) -> [UInt8]? {
    // Most names have no such n: the sound index asks this of thousands, so look before
    // copying. The scan below removes letters from the end, so it changes a name exactly when
    // the name as given has one.
    var window: (UInt8, UInt8) = (0, 0)
    var found = false
    for next in latin {
      if unsaidAfterN(window.0, window.1, next: next) {
        found = true
        break
      }
      window = (window.1, next)
    }
    guard found || unsaidAfterN(window.0, window.1, next: 0x20) else { return nil }
    var bytes = Array(latin)
    var changed = false
    var index = bytes.count - 1
    while index >= 1 {
      let next = index + 1 < bytes.count ? bytes[index + 1] : 0x20
      if unsaidAfterN(bytes[index - 1], bytes[index], next: next) {
        bytes.remove(at: index)
        changed = true
      }
      index -= 1
    }
    return changed ? bytes : nil
  }

  /// True for a word's last d after an n, and a g after an n before no vowel: the letters
  /// Chinese transcriptions leave unsaid (``heardInHan(_:)``).
  @inline(__always)
  private static func unsaidAfterN(_ previous: UInt8, _ letter: UInt8, next: UInt8) -> Bool {
    previous == UInt8(ascii: "n")
      && ((letter == UInt8(ascii: "d") && next == 0x20)
        || (letter == UInt8(ascii: "g") && !isVowelLetter(next)))
  }
}
