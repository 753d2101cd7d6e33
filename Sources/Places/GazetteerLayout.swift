/// The byte layout of `places.bin`, shared by the builder and the reader.
///
/// All integers are little-endian. The file is a 128-byte header followed by sections; the
/// header's section table gives each section's byte offset and record count. Strings live in one
/// pool and are referenced by offset and length. Entries (one per place and normalised name) are
/// sorted by key bytes, so a prefix is a contiguous range found by binary search; prefixes whose
/// range is longer than `scanLimit` have a precomputed list of their best places.
@_spi(GazetteerBuild) public enum GazetteerLayout {
  @_spi(GazetteerBuild) public static let magic: [UInt8] = Array("WXSHGAZ1".utf8)
  @_spi(GazetteerBuild) public static let formatVersion: UInt32 = 3
  @_spi(GazetteerBuild) public static let headerSize = 128
  @_spi(GazetteerBuild) public static let sectionTableOffset = 24
  @_spi(GazetteerBuild) public static let metadataOffset = 104
  @_spi(GazetteerBuild) public static let scanLimitOffset = 112
  @_spi(GazetteerBuild) public static let topCountOffset = 116
  /// The typo index's offset and record count (outside the section table, after the sections).
  ///
  /// The typo index holds the names that can be typo targets, sorted by length in characters,
  /// then by class (``typoClass(of:)``: how many of their characters are not ASCII, and past
  /// two, the script that writes most of the name), then by entry, as parallel arrays. Close
  /// spellings are looked for only among names of about the query's length and class
  /// (``typoClasses(near:edits:)``: `варшвава` reads only names mostly in Cyrillic), reading
  /// 4 bytes per name and the name itself only when its letters are close:
  /// - ``typoBandCount`` × ``typoClassCount`` + 1 u32: the first record of each length and
  ///   class (longer names counted as the longest), then the record count;
  /// - per record, its name's u32 letter mask (``letterBit(_:)``);
  /// - per record, the u32 string-pool offset of its name's key;
  /// - per record, the u32 entry it stands for;
  /// - per record, its key's u8 length in bytes.
  @_spi(GazetteerBuild) public static let typoIndexOffset = 120
  /// The lengths in characters the typo index tells apart: 0 to 255.
  @_spi(GazetteerBuild) public static let typoBandCount = 256
  /// The typo index's classes: names with 0, 1 or 2 characters beyond ASCII; then, for names
  /// with more, one for each script that writes most of the name, and one for names no script
  /// writes most of.
  @_spi(GazetteerBuild) public static let typoClassCount = 3 + Script.allCases.count + 1

  /// Bytes per typo-index record, over its four arrays.
  @_spi(GazetteerBuild) public static let typoRecordSize = 13
  /// Bytes of a packed sound-index skeleton (``packSkeleton(_:)``).
  @_spi(GazetteerBuild) public static let soundSkeletonSize = 6
  /// Sound-record population bit: the name as spelled has this skeleton (else it is filed
  /// under it only as heard without an r, or as Chinese hears it).
  @_spi(GazetteerBuild) public static let soundSpelledFlag: UInt32 = 1 << 31
  /// The symbols of a skeleton in byte order: the leading vowel mark, then the classes.
  static let soundSymbols: [UInt8] = [SoundKey.leadingVowel] + SoundKey.classes

  /// The typo class of a name of `scalars`.
  @_spi(GazetteerBuild) public static func typoClass(of scalars: [Unicode.Scalar]) -> Int {
    let others = scalars.count { !$0.isASCII }
    guard others >= 3 else { return others }
    var counts = [Int](repeating: 0, count: Script.allCases.count)
    for scalar in scalars { counts[scriptIndex(Script.of(scalar))] += 1 }
    guard let most = counts.indices.max(by: { counts[$0] < counts[$1] }),
      counts[most] * 2 > scalars.count
    else { return typoClassCount - 1 }
    return 3 + most
  }

  /// The classes a name within `edits` edits of a query of `scalars` can be in. An edit
  /// changes the count of characters beyond ASCII by one at most. And a name close to a query
  /// written wholly in one script keeps at least all but `edits` of its characters and has at
  /// most `2 × edits` others: when the query is longer than `3 × edits`, that script writes
  /// most of the name.
  static func typoClasses(near scalars: [Unicode.Scalar], edits: Int) -> [Int] {
    let others = scalars.count { !$0.isASCII }
    var classes = (0..<3).filter { abs(others - $0) <= edits }
    guard others + edits >= 3 else { return classes }
    if let script = scalars.first.map(Script.of), scalars.count > 3 * edits,
      scalars.allSatisfy({ Script.of($0) == script })
    {
      classes.append(3 + scriptIndex(script))
    } else {
      classes += 3..<typoClassCount
    }
    return classes
  }

  /// The place of `script` in `Script.allCases`.
  private static func scriptIndex(_ script: Script) -> Int {
    Script.allCases.firstIndex(of: script) ?? Script.allCases.count - 1
  }

  /// The sections, in file order.
  @_spi(GazetteerBuild) public enum Section: Int, CaseIterable {
    case strings, places, entries, countries, regions, timeZones, prefixes, prefixLists, qualifiers
    /// Latin names by how they sound (``SoundKey``), sorted by packed skeleton, then the
    /// bigger place first. Each record holds what weighing a name needs, so a query reads
    /// these records in a row and nothing else for names that lose: the packed skeleton (6
    /// bytes), the key's u8 length, the place's u8 country (255: look it up), then u32 entry,
    /// key string-pool offset, place, and population with ``soundSpelledFlag``.
    case sounds

    /// Bytes per record (1 for the string pool).
    @_spi(GazetteerBuild) public var recordSize: Int {
      switch self {
      case .strings: 1
      case .places: 32
      case .entries: 16
      case .countries: 16
      case .regions: 32
      case .timeZones: 8
      case .prefixes: 12
      case .prefixLists: 4
      case .qualifiers: 12
      case .sounds: 24
      }
    }
  }

  /// Entry flag: the key comes from the place's primary name.
  @_spi(GazetteerBuild) public static let primaryFlag: UInt8 = 1
  /// Entry flag: the key is an IATA code of an airport serving the place; matched only whole.
  @_spi(GazetteerBuild) public static let airportFlag: UInt8 = 2
  /// Entry flag: the key is a postal code inside the place; matched only whole.
  @_spi(GazetteerBuild) public static let postalFlag: UInt8 = 4
  /// Both code flags.
  @_spi(GazetteerBuild) public static let codeFlags: UInt8 = airportFlag | postalFlag
  /// Entry flag: the key is the initial consonants of a Hangul name (`ᄉᄋ` for 서울), for 초성
  /// search; never a typo target.
  @_spi(GazetteerBuild) public static let initialsFlag: UInt8 = 8
  /// Entry flag: the key is a name of several words written without its spaces (`newyorkcity`),
  /// so `newyork` and `bei jing` find what they mean; never a typo target.
  @_spi(GazetteerBuild) public static let compactFlag: UInt8 = 16
  /// Place flag (byte 28 of a place record): a city district (`Zürich (Kreis 7) / Witikon`),
  /// ranked well below its city.
  @_spi(GazetteerBuild) public static let districtFlag: UInt8 = 1
  /// Qualifier kinds.
  @_spi(GazetteerBuild) public static let qualifierCountry: UInt8 = 0
  @_spi(GazetteerBuild) public static let qualifierRegion: UInt8 = 1
  /// "No region" in a place record.
  @_spi(GazetteerBuild) public static let noRegion: UInt16 = 0xFFFF
  /// The bit a character sets in a typo-index letter mask: the letters of one alphabet (a–z,
  /// а–я) each have their own.
  @inline(__always)
  @_spi(GazetteerBuild) public static func letterBit(_ scalar: UInt32) -> UInt32 {
    1 << (scalar & 31)
  }

  /// A ``SoundKey`` skeleton (at most ``SoundKey/maximumSkeleton`` symbols) in
  /// ``soundSkeletonSize`` bytes: 4 bits a symbol, first in the high half of a byte, each its
  /// place in ``soundSymbols`` plus one and 0 after the end, so packed skeletons sort as the
  /// skeletons do.
  @_spi(GazetteerBuild) public static func packSkeleton(_ skeleton: [UInt8]) -> [UInt8] {
    var packed = [UInt8](repeating: 0, count: soundSkeletonSize)
    for (index, symbol) in skeleton.prefix(soundSkeletonSize * 2).enumerated() {
      let code = UInt8((soundSymbols.firstIndex(of: symbol) ?? 0) + 1)
      packed[index / 2] |= index % 2 == 0 ? code << 4 : code
    }
    return packed
  }

  /// Coordinates are stored as integers of 1e-5 degrees.
  @_spi(GazetteerBuild) public static let coordinateScale = 100_000.0
}
