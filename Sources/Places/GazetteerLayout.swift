/// The byte layout of `places.bin`, shared by the builder and the reader.
///
/// All integers are little-endian. The file is a 128-byte header followed by sections; the
/// header's section table gives each section's byte offset and record count. Strings live in one
/// pool and are referenced by offset and length. Entries (one per place and normalised name) are
/// sorted by key bytes, so a prefix is a contiguous range found by binary search; prefixes whose
/// range is longer than `scanLimit` have a precomputed list of their best places.
@_spi(GazetteerBuild) public enum GazetteerLayout {
  @_spi(GazetteerBuild) public static let magic: [UInt8] = Array("WXSHGAZ1".utf8)
  @_spi(GazetteerBuild) public static let formatVersion: UInt32 = 2
  @_spi(GazetteerBuild) public static let headerSize = 128
  @_spi(GazetteerBuild) public static let sectionTableOffset = 24
  @_spi(GazetteerBuild) public static let metadataOffset = 104
  @_spi(GazetteerBuild) public static let scanLimitOffset = 112
  @_spi(GazetteerBuild) public static let topCountOffset = 116
  /// The typo index's offset and record count. It is outside the section table, so readers of
  /// files without one (and older readers of files with one) still agree on format 1.
  ///
  /// The typo index holds, per name entry, its letter mask and length in characters, sorted by
  /// length, so close spellings are looked for only among names of about the query's length
  /// and letters, without reading the names themselves.
  @_spi(GazetteerBuild) public static let typoIndexOffset = 120
  /// Bytes per typo-index record: u64 letter mask, u32 entry, u8 length, 3 zero bytes.
  @_spi(GazetteerBuild) public static let typoRecordSize = 16
  /// Bytes of a sound-index skeleton, zero-padded (``SoundKey/maximumSkeleton`` plus one).
  @_spi(GazetteerBuild) public static let soundSkeletonSize = 12

  /// The sections, in file order.
  @_spi(GazetteerBuild) public enum Section: Int, CaseIterable {
    case strings, places, entries, countries, regions, timeZones, prefixes, prefixLists, qualifiers
    /// Latin names by how they sound (``SoundKey``): a 12-byte skeleton padded with zeros and
    /// the u32 entry, sorted by skeleton, then the bigger place first.
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
      case .sounds: 16
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
  /// The bit a character sets in a typo-index letter mask.
  @inline(__always)
  @_spi(GazetteerBuild) public static func letterBit(_ scalar: UInt32) -> UInt64 {
    1 << (scalar & 63)
  }

  /// Coordinates are stored as integers of 1e-5 degrees.
  @_spi(GazetteerBuild) public static let coordinateScale = 100_000.0
}
