/// The script of a name or query: the one table of Unicode ranges every reader of scripts asks
/// (Tab's answer in the typed script, the sound readings and their costs, Han readings).
enum Script: CaseIterable {
  case latin, cyrillic, greek, hangul, kana, han, thai, devanagari, arabic, hebrew
  /// A script ``SoundReading`` reads letter by letter from ``Readings``' `letter` table:
  /// Bengali, Gurmukhi, Gujarati, Odia, Tamil, Telugu, Kannada, Malayalam, Sinhala, Lao,
  /// Myanmar, Georgian, Ethiopic, Khmer and Armenian.
  case lettered
  /// Tamil, read letter by letter like ``lettered`` but with its own sounds: one letter writes
  /// a voiced and a voiceless consonant.
  case tamil
  case other

  /// True for the scripts ``SoundReading`` reads letter by letter from ``Readings``.
  var readsLetterByLetter: Bool { self == .lettered || self == .tamil }

  /// Each script's ranges, sorted and disjoint. Latin is Basic Latin to Latin Extended-B and
  /// Latin Extended Additional; Han the CJK Unified Ideographs, extensions A to H and the
  /// compatibility ideographs (their supplement, U+2F800–U+2FA1F, lies inside the span of
  /// extensions B to H); kana both syllabaries, their phonetic extensions and the half-width
  /// forms; Hangul the syllables and both jamo blocks.
  static let ranges: [(ClosedRange<UInt32>, Script)] = [
    (0x0000...0x024F, .latin), (0x0370...0x03FF, .greek), (0x0400...0x052F, .cyrillic),
    (0x0530...0x058F, .lettered), (0x0590...0x05FF, .hebrew), (0x0600...0x06FF, .arabic),
    (0x0900...0x097F, .devanagari), (0x0980...0x0B7F, .lettered),
    (0x0B80...0x0BFF, .tamil), (0x0C00...0x0DFF, .lettered), (0x0E00...0x0E7F, .thai),
    (0x0E80...0x0EFF, .lettered), (0x1000...0x109F, .lettered), (0x10A0...0x10FF, .lettered),
    (0x1100...0x11FF, .hangul), (0x1200...0x139F, .lettered), (0x1780...0x17FF, .lettered),
    (0x1C90...0x1CBF, .lettered), (0x1E00...0x1EFF, .latin), (0x1F00...0x1FFF, .greek),
    (0x3040...0x30FF, .kana), (0x3130...0x318F, .hangul), (0x31F0...0x31FF, .kana),
    (0x3400...0x4DBF, .han), (0x4E00...0x9FFF, .han), (0xAC00...0xD7A3, .hangul),
    (0xF900...0xFAFF, .han), (0xFF66...0xFF9D, .kana), (0x20000...0x323AF, .han),
  ]

  /// The script of `scalar`, whatever its kind (letters, marks, digits of the script).
  static func of(_ scalar: Unicode.Scalar) -> Script {
    if scalar.value <= 0x024F { return .latin }  // most of what is typed: no search
    // The ranges are sorted: the last one starting at or before the scalar holds it, if any.
    var low = 0
    var high = ranges.count
    while low < high {
      let middle = (low + high) / 2
      if ranges[middle].0.lowerBound <= scalar.value { low = middle + 1 } else { high = middle }
    }
    guard low > 0, ranges[low - 1].0.contains(scalar.value) else { return .other }
    return ranges[low - 1].1
  }

  /// The script of the first letter in `text`, or nil when it has none.
  static func of(_ text: String) -> Script? {
    text.unicodeScalars.first { $0.properties.isAlphabetic }.map(of)
  }

  /// The first of `scripts` that has a character in `scalars`, in the order given, or nil.
  static func first(of scripts: [Script], in scalars: some Sequence<Unicode.Scalar>) -> Script? {
    let present = Set(scalars.map(of))
    return scripts.first(where: present.contains)
  }

  /// True for a Han character (漢字, 汉字, 한자).
  static func isHan(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x3400 && of(scalar) == .han
  }

  /// True when a name in `other` keeps this script (kana accepts Japanese Han names too).
  func accepts(_ other: Script) -> Bool {
    other == self || (self == .kana && other == .han)
  }

  /// The name to complete to among a place's names: one in this script, kana before Han for
  /// kana and Japanese forms of Han (the most characters that are not Simplified) before
  /// Chinese ones, then the shortest.
  func preferred(_ names: [String]) -> String? {
    let fitting = names.filter { Script.of($0).map(accepts) == true && !$0.contains(",") }
    let exact = fitting.filter { Script.of($0) == self }
    let pool = exact.isEmpty ? fitting : exact
    func unsimplified(_ name: String) -> Int {
      name.unicodeScalars.filter { HanVariants.folded($0) != nil }.count
    }
    return pool.min { lhs, rhs in
      let (left, right) = (unsimplified(lhs), unsimplified(rhs))
      if self == .kana, left != right { return left > right }
      return lhs.count != rhs.count ? lhs.count < rhs.count : lhs < rhs
    }
  }
}
