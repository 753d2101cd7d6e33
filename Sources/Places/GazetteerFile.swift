import PlaceModel

/// Typed, bounds-checked reads of a mapped `places.bin`.
///
/// `open` checks the header and that every section lies inside the file; reads of string
/// references are checked again, so a damaged file gives wrong names at worst, never a crash.
struct GazetteerFile: @unchecked Sendable {
  typealias Section = GazetteerLayout.Section

  let file: MappedFile
  private let offsets: [Int]
  private let counts: [Int]
  let scanLimit: Int
  /// Where the typo index starts, and its record count (0 in files built without one).
  private let typoOffset: Int
  let typoCount: Int
  /// Where the typo index's arrays start (``GazetteerLayout/typoIndexOffset``).
  private let typoMasks: Int
  private let typoKeys: Int
  private let typoEntries: Int
  private let typoKeyLengths: Int

  /// Validates the header and section table of the mapped file.
  init(file: MappedFile, path: String) throws(PlacesError) {
    self.file = file
    let base = file.base
    let magic = (0..<8).map { base.load(fromByteOffset: $0, as: UInt8.self) }
    guard magic == GazetteerLayout.magic else {
      throw .damaged(path: path, reason: "not a wxsh gazetteer")
    }
    let version = base.loadUnaligned(fromByteOffset: 8, as: UInt32.self)
    guard version == GazetteerLayout.formatVersion else {
      throw .damaged(
        path: path,
        reason: "format \(version), this wxsh reads format \(GazetteerLayout.formatVersion)")
    }
    let recordedSize = Int(base.loadUnaligned(fromByteOffset: 16, as: UInt32.self))
    guard recordedSize == file.size else {
      throw .damaged(path: path, reason: "\(file.size) bytes, expected \(recordedSize)")
    }
    let sectionCount = Int(base.loadUnaligned(fromByteOffset: 20, as: UInt32.self))
    guard sectionCount == Section.allCases.count else {
      throw .damaged(path: path, reason: "unexpected section table")
    }
    var offsets: [Int] = []
    var counts: [Int] = []
    for section in Section.allCases {
      let at = GazetteerLayout.sectionTableOffset + section.rawValue * 8
      let offset = Int(base.loadUnaligned(fromByteOffset: at, as: UInt32.self))
      let count = Int(base.loadUnaligned(fromByteOffset: at + 4, as: UInt32.self))
      guard offset >= GazetteerLayout.headerSize,
        count.multipliedReportingOverflow(by: section.recordSize).partialValue + offset
          <= file.size
      else { throw .damaged(path: path, reason: "section \(section) out of bounds") }
      offsets.append(offset)
      counts.append(count)
    }
    self.offsets = offsets
    self.counts = counts
    self.scanLimit = Int(
      base.loadUnaligned(fromByteOffset: GazetteerLayout.scanLimitOffset, as: UInt32.self))
    let typoOffset = Int(
      base.loadUnaligned(fromByteOffset: GazetteerLayout.typoIndexOffset, as: UInt32.self))
    let typoCount = Int(
      base.loadUnaligned(fromByteOffset: GazetteerLayout.typoIndexOffset + 4, as: UInt32.self))
    let typoBands = (GazetteerLayout.typoBandCount * GazetteerLayout.typoClassCount + 1) * 4
    guard
      typoCount == 0
        || (typoOffset >= GazetteerLayout.headerSize && typoOffset % 4 == 0
          && typoCount.multipliedReportingOverflow(by: GazetteerLayout.typoRecordSize)
            .partialValue + typoBands + typoOffset <= file.size)
    else { throw .damaged(path: path, reason: "typo index out of bounds") }
    self.typoOffset = typoOffset
    self.typoCount = typoCount
    self.typoMasks = typoOffset + typoBands
    self.typoKeys = typoMasks + typoCount * 4
    self.typoEntries = typoKeys + typoCount * 4
    self.typoKeyLengths = typoEntries + typoCount * 4
    guard counts[Section.places.rawValue] > 0 else {
      throw .damaged(path: path, reason: "no places")
    }
  }

  func count(_ section: Section) -> Int { counts[section.rawValue] }

  /// The absolute offset of record `index` in `section` plus `field`.
  @inline(__always)
  private func address(_ section: Section, _ index: Int, _ field: Int) -> Int {
    offsets[section.rawValue] + index * section.recordSize + field
  }

  @inline(__always)
  func u8(_ section: Section, _ index: Int, _ field: Int) -> UInt8 {
    file.base.load(fromByteOffset: address(section, index, field), as: UInt8.self)
  }

  @inline(__always)
  func u16(_ section: Section, _ index: Int, _ field: Int) -> UInt16 {
    UInt16(
      littleEndian: file.base.loadUnaligned(
        fromByteOffset: address(section, index, field), as: UInt16.self))
  }

  @inline(__always)
  func u32(_ section: Section, _ index: Int, _ field: Int) -> UInt32 {
    UInt32(
      littleEndian: file.base.loadUnaligned(
        fromByteOffset: address(section, index, field), as: UInt32.self))
  }

  /// The bytes of a string-pool reference, or an empty buffer when it points outside the pool.
  @inline(__always)
  func bytes(offset: UInt32, length: Int) -> UnsafeRawBufferPointer {
    let start = Int(offset)
    guard start + length <= count(.strings) else {
      return UnsafeRawBufferPointer(start: nil, count: 0)
    }
    return UnsafeRawBufferPointer(
      start: file.base + offsets[Section.strings.rawValue] + start, count: length)
  }

  func string(offset: UInt32, length: Int) -> String {
    String(decoding: bytes(offset: offset, length: length), as: UTF8.self)
  }

  /// The metadata line (source versions and build date).
  var metadata: String {
    let offset = file.base.loadUnaligned(
      fromByteOffset: GazetteerLayout.metadataOffset, as: UInt32.self)
    let length = file.base.loadUnaligned(
      fromByteOffset: GazetteerLayout.metadataOffset + 4, as: UInt32.self)
    return string(offset: offset, length: Int(length))
  }

  // MARK: Entries

  @inline(__always)
  func entryKey(_ index: Int) -> UnsafeRawBufferPointer {
    bytes(offset: u32(.entries, index, 0), length: Int(u8(.entries, index, 12)))
  }

  @inline(__always)
  func entryKeyLength(_ index: Int) -> Int { Int(u8(.entries, index, 12)) }

  @inline(__always)
  func entryPlace(_ index: Int) -> Int { Int(u32(.entries, index, 4)) }

  @inline(__always)
  func entryIsPrimary(_ index: Int) -> Bool {
    u8(.entries, index, 14) & GazetteerLayout.primaryFlag != 0
  }

  /// The entry's flag byte (`GazetteerLayout.primaryFlag`, `airportFlag`, `postalFlag`).
  @inline(__always)
  func entryFlags(_ index: Int) -> UInt8 { u8(.entries, index, 14) }

  func entryOriginal(_ index: Int) -> String {
    string(offset: u32(.entries, index, 8), length: Int(u8(.entries, index, 13)))
  }

  // MARK: Places

  @inline(__always)
  func placePopulation(_ index: Int) -> UInt32 { u32(.places, index, 12) }

  @inline(__always)
  func placeCountry(_ index: Int) -> Int { Int(u16(.places, index, 22)) }

  @inline(__always)
  func placeRegion(_ index: Int) -> Int { Int(u16(.places, index, 24)) }

  func placeID(_ index: Int) -> Int { Int(u32(.places, index, 0)) }

  /// True when the place is a city district (ranked below its city).
  @inline(__always)
  func placeIsDistrict(_ index: Int) -> Bool {
    u8(.places, index, 28) & GazetteerLayout.districtFlag != 0
  }

  /// The ISO code of the country at `index` (`KR`), or nil past the table's end.
  func countryCode(_ index: Int) -> String? {
    guard index < count(.countries) else { return nil }
    return String(decoding: (0..<2).map { u8(.countries, index, $0) }, as: UTF8.self)
  }

  /// The whole place record.
  func place(_ index: Int) -> Place {
    let country = placeCountry(index)
    let region = placeRegion(index)
    let zone = Int(u16(.places, index, 26))
    var countryCode = ""
    var countryName = ""
    if let code = self.countryCode(country) {
      countryCode = code
      countryName = string(
        offset: u32(.countries, country, 8), length: Int(u16(.countries, country, 6)))
    }
    var regionName: String?
    var regionCode: String?
    if region != Int(GazetteerLayout.noRegion), region < count(.regions) {
      regionName = string(offset: u32(.regions, region, 16), length: Int(u16(.regions, region, 14)))
      let iso = string(offset: u32(.regions, region, 8), length: Int(u16(.regions, region, 12)))
      regionCode = iso.isEmpty ? nil : iso
    }
    var timeZone = ""
    if zone < count(.timeZones) {
      timeZone = string(offset: u32(.timeZones, zone, 0), length: Int(u16(.timeZones, zone, 4)))
    }
    let scale = GazetteerLayout.coordinateScale
    return Place(
      id: placeID(index),
      name: string(offset: u32(.places, index, 16), length: Int(u16(.places, index, 20))),
      latitude: Double(Int32(bitPattern: u32(.places, index, 4))) / scale,
      longitude: Double(Int32(bitPattern: u32(.places, index, 8))) / scale,
      population: Int(placePopulation(index)),
      countryCode: countryCode, countryName: countryName,
      regionName: regionName, regionCode: regionCode, timeZone: timeZone)
  }

  // MARK: Prefix lists and qualifiers

  func prefixKey(_ index: Int) -> UnsafeRawBufferPointer {
    bytes(offset: u32(.prefixes, index, 0), length: Int(u16(.prefixes, index, 4)))
  }

  /// The precomputed entry indices for prefix record `index`.
  func prefixList(_ index: Int) -> [Int] {
    let start = Int(u32(.prefixes, index, 8))
    let length = Int(u16(.prefixes, index, 6))
    guard start + length <= count(.prefixLists) else { return [] }
    return (start..<start + length).map { Int(u32(.prefixLists, $0, 0)) }
      .filter { $0 < count(.entries) }
  }

  /// The typo-index records of names `length` characters long (the longest band also holds
  /// longer ones) in class `typoClass` (``GazetteerLayout/typoClass(of:)``); empty where the
  /// band table is out of order.
  func typoBand(length: Int, typoClass: Int) -> Range<Int> {
    guard typoCount > 0, (0..<GazetteerLayout.typoBandCount).contains(length),
      (0..<GazetteerLayout.typoClassCount).contains(typoClass)
    else { return 0..<0 }
    func start(_ band: Int) -> Int {
      min(
        Int(
          UInt32(
            littleEndian: file.base.loadUnaligned(
              fromByteOffset: typoOffset + band * 4, as: UInt32.self))), typoCount)
    }
    let band = length * GazetteerLayout.typoClassCount + typoClass
    let lower = start(band)
    return lower..<max(lower, start(band + 1))
  }

  /// The letter masks of typo-index records `records` (a band's), little-endian.
  @inline(__always)
  func typoMasks(_ records: Range<Int>) -> UnsafeBufferPointer<UInt32> {
    UnsafeBufferPointer(
      start: (file.base + typoMasks + records.lowerBound * 4).assumingMemoryBound(
        to: UInt32.self),
      count: records.count)
  }

  /// Typo-index record `index`: its name's key, read from the string pool.
  @inline(__always)
  func typoKey(_ index: Int) -> UnsafeRawBufferPointer {
    let offset = UInt32(
      littleEndian: file.base.loadUnaligned(fromByteOffset: typoKeys + index * 4, as: UInt32.self))
    let length = file.base.load(fromByteOffset: typoKeyLengths + index, as: UInt8.self)
    return bytes(offset: offset, length: Int(length))
  }

  /// Typo-index record `index`: the name entry it stands for.
  @inline(__always)
  func typoEntry(_ index: Int) -> Int {
    Int(
      UInt32(
        littleEndian: file.base.loadUnaligned(
          fromByteOffset: typoEntries + index * 4, as: UInt32.self)))
  }

  /// Sound-index record `index`: its packed skeleton (``GazetteerLayout/packSkeleton(_:)``).
  @inline(__always)
  func soundSkeleton(_ index: Int) -> UnsafeRawBufferPointer {
    UnsafeRawBufferPointer(
      start: file.base + address(.sounds, index, 0), count: GazetteerLayout.soundSkeletonSize)
  }

  /// Sound-index record `index`: its name's key, read from the string pool.
  @inline(__always)
  func soundKey(_ index: Int) -> UnsafeRawBufferPointer {
    bytes(offset: u32(.sounds, index, 12), length: Int(u8(.sounds, index, 6)))
  }

  /// Sound-index record `index`: its place's country.
  @inline(__always)
  func soundCountry(_ index: Int) -> Int {
    let country = u8(.sounds, index, 7)
    return country == 0xFF ? placeCountry(soundPlace(index)) : Int(country)
  }

  /// Sound-index record `index`: the name entry it stands for.
  @inline(__always)
  func soundEntry(_ index: Int) -> Int { Int(u32(.sounds, index, 8)) }

  /// Sound-index record `index`: its place.
  @inline(__always)
  func soundPlace(_ index: Int) -> Int { Int(u32(.sounds, index, 16)) }

  /// Sound-index record `index`: its place's population.
  @inline(__always)
  func soundPopulation(_ index: Int) -> UInt32 {
    u32(.sounds, index, 20) & ~GazetteerLayout.soundSpelledFlag
  }

  /// Sound-index record `index`: true when its name as spelled has the record's skeleton.
  @inline(__always)
  func soundIsSpelled(_ index: Int) -> Bool {
    u32(.sounds, index, 20) & GazetteerLayout.soundSpelledFlag != 0
  }

  func qualifierKey(_ index: Int) -> UnsafeRawBufferPointer {
    bytes(offset: u32(.qualifiers, index, 0), length: Int(u16(.qualifiers, index, 4)))
  }

  func qualifierKind(_ index: Int) -> UInt8 { u8(.qualifiers, index, 6) }

  func qualifierIsCode(_ index: Int) -> Bool { u8(.qualifiers, index, 7) != 0 }

  func qualifierTarget(_ index: Int) -> Int { Int(u32(.qualifiers, index, 8)) }
}
