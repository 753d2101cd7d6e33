import PlaceModel
@_spi(GazetteerBuild) import Places

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Builds the binary gazetteer (`places.bin`) from the generator's rows.
///
/// Names are normalised here with the same `Normalizer` that normalises queries, so the index and
/// the search always agree.
public enum GazetteerBuilder {
  /// Prefix ranges up to this many entries are scanned; longer ones get a precomputed list.
  public static let scanLimit = 512
  /// How many places a precomputed prefix list holds.
  public static let topCount = 32

  private struct Entry {
    var key: [UInt8]
    var place: UInt32
    var original: String
    var primary: Bool
    var score: Double
    var flags: UInt8 = 0
  }

  /// The file's bytes for `source`.
  public static func build(_ source: GazetteerSource) -> [UInt8] {
    let countries = source.countries.sorted { $0.code < $1.code }
    var countryIndex: [String: Int] = [:]
    for (index, country) in countries.enumerated() { countryIndex[country.code] = index }
    let regions = source.regions.sorted { $0.adminCode < $1.adminCode }
    var regionIndex: [String: Int] = [:]
    for (index, region) in regions.enumerated() { regionIndex[region.adminCode] = index }
    let timeZones = Array(Set(source.places.map(\.timeZone))).sorted()
    var timeZoneIndex: [String: Int] = [:]
    for (index, zone) in timeZones.enumerated() { timeZoneIndex[zone] = index }
    let places = source.places.sorted { $0.id < $1.id }

    // One entry per place and distinct normalised name; the primary name wins a tie.
    var entries: [Entry] = []
    entries.reserveCapacity(places.count * 5)
    var codesByPlace: [Int: [GazetteerSource.CodeRow]] = [:]
    for code in source.codes { codesByPlace[code.placeID, default: []].append(code) }
    for (index, place) in places.enumerated() {
      var seen = Set<[UInt8]>()
      var names = [(place.name, true)] + place.alternateNames.map { ($0, false) }
      if let quarter = districtQuarter(of: place.name) { names.append((quarter, false)) }
      // GeoNames lists IATA-style codes (`HAM`, `NYC`) as alternate names: they become codes,
      // after the airports' own (which carry the airport's name).
      var codes = (codesByPlace[place.id] ?? []).map { ($0.code, $0.label, $0.kind) }
      for (name, primary) in names where !primary && isCodeLike(name) {
        codes.append((name, name, .airport))
      }
      for (name, primary) in names where primary || !isCodeLike(name) {
        let key = Array(Normalizer.normalize(name).utf8)
        guard !key.isEmpty, key.count <= 255, name.utf8.count <= 255 else { continue }
        guard seen.insert(key).inserted else { continue }
        let score = Ranking.score(
          population: UInt32(clamping: place.population), primary: primary, exact: false)
        entries.append(
          Entry(key: key, place: UInt32(index), original: name, primary: primary, score: score))
        // Spacing ignored: `newyork` finds New York City, `서울특별시` 서울 특별시.
        if key.contains(0x20) {
          let compact = key.filter { $0 != 0x20 }
          if compact.count >= 4, seen.insert(compact).inserted {
            entries.append(
              Entry(
                key: compact, place: UInt32(index), original: name, primary: primary,
                score: score, flags: GazetteerLayout.compactFlag))
          }
        }
        // 초성 search: `ㅅㅇ` finds 서울 through its initials, two or more.
        if let initials = Hangul.initials(ofNormalized: String(decoding: key, as: UTF8.self)),
          initials.unicodeScalars.count >= 2, seen.insert(Array(initials.utf8)).inserted
        {
          entries.append(
            Entry(
              key: Array(initials.utf8), place: UInt32(index), original: name, primary: primary,
              score: score, flags: GazetteerLayout.initialsFlag))
        }
      }
      for (code, text, kind) in codes {
        let key = Array(Normalizer.normalize(code).utf8)
        let label = String(decoding: text.utf8.prefix(255), as: UTF8.self)
        guard !key.isEmpty, key.count <= 255, seen.insert(key).inserted else { continue }
        let score = Ranking.score(
          population: UInt32(clamping: place.population), primary: false, exact: false)
        let flag = kind == .airport ? GazetteerLayout.airportFlag : GazetteerLayout.postalFlag
        entries.append(
          Entry(
            key: key, place: UInt32(index), original: label, primary: false, score: score,
            flags: flag))
      }
    }
    entries.sort { lhs, rhs in
      let order = compare(lhs.key, rhs.key)
      if order != 0 { return order < 0 }
      if lhs.score != rhs.score { return lhs.score > rhs.score }
      return lhs.place < rhs.place
    }

    // The string pool: sorted keys first (binary search stays local), then everything else.
    var pool = ByteWriter()
    var pooled: [[UInt8]: UInt32] = [:]
    func intern(_ bytes: [UInt8]) -> UInt32 {
      if let offset = pooled[bytes] { return offset }
      let offset = UInt32(pool.count)
      pool.append(bytes)
      pooled[bytes] = offset
      return offset
    }
    func intern(_ text: String) -> UInt32 { intern(Array(text.utf8)) }
    let keyOffsets = entries.map { intern($0.key) }

    var writer = ByteWriter()
    writer.zeros(GazetteerLayout.headerSize)
    var sectionTable: [(offset: Int, count: Int)] = []

    // Places.
    var placeBytes = ByteWriter()
    for place in places {
      placeBytes.u32(UInt32(clamping: place.id))
      placeBytes.i32(Int32((place.latitude * GazetteerLayout.coordinateScale).rounded()))
      placeBytes.i32(Int32((place.longitude * GazetteerLayout.coordinateScale).rounded()))
      placeBytes.u32(UInt32(clamping: place.population))
      let name = Array(place.name.utf8.prefix(0xFFFF))
      placeBytes.u32(intern(name))
      placeBytes.u16(UInt16(name.count))
      placeBytes.u16(UInt16(countryIndex[place.countryCode] ?? 0xFFFF))
      let region = regionIndex[place.countryCode + "." + place.admin1]
      placeBytes.u16(region.map { UInt16($0) } ?? GazetteerLayout.noRegion)
      placeBytes.u16(UInt16(timeZoneIndex[place.timeZone] ?? 0))
      placeBytes.u8(isDistrict(place.name) ? GazetteerLayout.districtFlag : 0)
      placeBytes.zeros(3)
    }

    // Entries.
    var entryBytes = ByteWriter()
    for (index, entry) in entries.enumerated() {
      entryBytes.u32(keyOffsets[index])
      entryBytes.u32(entry.place)
      entryBytes.u32(intern(entry.original))
      entryBytes.u8(UInt8(entry.key.count))
      entryBytes.u8(UInt8(entry.original.utf8.count))
      entryBytes.u8((entry.primary ? GazetteerLayout.primaryFlag : 0) | entry.flags)
      entryBytes.u8(0)
    }

    // Countries and regions.
    var countryBytes = ByteWriter()
    for country in countries {
      countryBytes.append(
        Array(country.code.utf8.prefix(2))
          + Array(repeating: 0, count: max(0, 2 - country.code.utf8.count)))
      countryBytes.append(
        Array(country.iso3.utf8.prefix(3))
          + Array(repeating: 0, count: max(0, 3 - country.iso3.utf8.count)))
      countryBytes.u8(0)
      let name = Array(country.name.utf8.prefix(0xFFFF))
      countryBytes.u16(UInt16(name.count))
      countryBytes.u32(intern(name))
      countryBytes.zeros(4)
    }
    var regionBytes = ByteWriter()
    for region in regions {
      let country = region.adminCode.split(separator: ".").first.map(String.init) ?? ""
      let admin = Array(region.adminCode.utf8.prefix(0xFFFF))
      let iso = Array(region.isoCode.utf8.prefix(0xFFFF))
      let display = Array(displayName(of: region).utf8.prefix(0xFFFF))
      regionBytes.u16(UInt16(countryIndex[country] ?? 0xFFFF))
      regionBytes.u16(UInt16(admin.count))
      regionBytes.u32(intern(admin))
      regionBytes.u32(intern(iso))
      regionBytes.u16(UInt16(iso.count))
      regionBytes.u16(UInt16(display.count))
      regionBytes.u32(intern(display))
      regionBytes.zeros(12)
    }
    var zoneBytes = ByteWriter()
    for zone in timeZones {
      let bytes = Array(zone.utf8.prefix(0xFFFF))
      zoneBytes.u32(intern(bytes))
      zoneBytes.u16(UInt16(bytes.count))
      zoneBytes.u16(0)
    }

    // Precomputed best places for long prefix ranges.
    var prefixBytes = ByteWriter()
    var listBytes = ByteWriter()
    var listCount = 0
    func record(_ lo: Int, _ hi: Int, length: Int) {
      var best: [UInt32: (score: Double, entry: Int)] = [:]
      for index in lo..<hi {
        let entry = entries[index]
        // Codes match only whole, so they are never a longer prefix's best places.
        if entry.flags & GazetteerLayout.codeFlags != 0 { continue }
        if let current = best[entry.place], current.score >= entry.score { continue }
        best[entry.place] = (entry.score, index)
      }
      let top = best.values.sorted {
        $0.score > $1.score || ($0.score == $1.score && $0.entry < $1.entry)
      }
      .prefix(topCount)
      let prefix = Array(entries[lo].key.prefix(length))
      prefixBytes.u32(intern(prefix))
      prefixBytes.u16(UInt16(length))
      prefixBytes.u16(UInt16(top.count))
      prefixBytes.u32(UInt32(listCount))
      for item in top { listBytes.u32(UInt32(item.entry)) }
      listCount += top.count
    }
    var prefixCount = 0
    func visit(_ lo: Int, _ hi: Int, length: Int) {
      guard hi - lo > scanLimit else { return }
      if length > 0 {
        record(lo, hi, length: length)
        prefixCount += 1
      }
      var index = lo
      while index < hi, entries[index].key.count == length { index += 1 }
      while index < hi {
        let key = entries[index].key
        let childLength = min(length + utf8Length(lead: key[length]), key.count)
        var end = index + 1
        while end < hi, entries[end].key.count >= childLength,
          entries[end].key[length..<childLength] == key[length..<childLength]
        {
          end += 1
        }
        visit(index, end, length: childLength)
        index = end
      }
    }
    visit(0, entries.count, length: 0)

    // Qualifiers: region and country names and codes, normalised, sorted.
    var qualifiers: [(key: [UInt8], kind: UInt8, isCode: Bool, target: Int)] = []
    for (index, country) in countries.enumerated() {
      for code in [country.code, country.iso3] where !code.isEmpty {
        qualifiers.append(
          (Array(Normalizer.normalize(code).utf8), GazetteerLayout.qualifierCountry, true, index))
      }
      for name in [country.name] + country.alternateNames {
        qualifiers.append(
          (Array(Normalizer.normalize(name).utf8), GazetteerLayout.qualifierCountry, false, index))
      }
    }
    for (index, region) in regions.enumerated() {
      for name in [region.name, displayName(of: region)] + region.alternateNames {
        qualifiers.append(
          (Array(Normalizer.normalize(name).utf8), GazetteerLayout.qualifierRegion, false, index))
      }
      if !region.isoCode.isEmpty {
        qualifiers.append(
          (
            Array(Normalizer.normalize(region.isoCode).utf8), GazetteerLayout.qualifierRegion, true,
            index
          ))
        let parts = region.isoCode.split(separator: "-")
        if parts.count == 2, Place.regionCodeCountries.contains(String(parts[0])) {
          qualifiers.append(
            (
              Array(Normalizer.normalize(String(parts[1])).utf8), GazetteerLayout.qualifierRegion,
              true, index
            ))
        }
      }
    }
    qualifiers.removeAll { $0.key.isEmpty || $0.key.count > 0xFFFF }
    qualifiers.sort { lhs, rhs in
      let order = compare(lhs.key, rhs.key)
      if order != 0 { return order < 0 }
      if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
      if lhs.target != rhs.target { return lhs.target < rhs.target }
      return lhs.isCode && !rhs.isCode
    }
    var qualifierBytes = ByteWriter()
    var qualifierCount = 0
    var previous: ([UInt8], UInt8, Int)?
    for qualifier in qualifiers {
      if let previous, previous.0 == qualifier.key, previous.1 == qualifier.kind,
        previous.2 == qualifier.target
      {
        continue
      }
      previous = (qualifier.key, qualifier.kind, qualifier.target)
      qualifierBytes.u32(intern(qualifier.key))
      qualifierBytes.u16(UInt16(qualifier.key.count))
      qualifierBytes.u8(qualifier.kind)
      qualifierBytes.u8(qualifier.isCode ? 1 : 0)
      qualifierBytes.u32(UInt32(qualifier.target))
      qualifierCount += 1
    }
    // The typo index: names (not codes) by length in characters, with their letter masks.
    var typos: [(band: Int, entry: Int, mask: UInt32)] = []
    typos.reserveCapacity(entries.count)
    let notTypoTargets =
      GazetteerLayout.codeFlags | GazetteerLayout.initialsFlag | GazetteerLayout.compactFlag
    for (index, entry) in entries.enumerated() where entry.flags & notTypoTargets == 0 {
      let scalars = Array(String(decoding: entry.key, as: UTF8.self).unicodeScalars)
      let mask = scalars.reduce(UInt32(0)) { $0 | GazetteerLayout.letterBit($1.value) }
      let band =
        min(scalars.count, GazetteerLayout.typoBandCount - 1) * GazetteerLayout.typoClassCount
        + GazetteerLayout.typoClass(of: scalars)
      typos.append((band, index, mask))
    }
    typos.sort { $0.band != $1.band ? $0.band < $1.band : $0.entry < $1.entry }
    var typoBytes = ByteWriter()
    var bandStart = 0
    for band in 0...GazetteerLayout.typoBandCount * GazetteerLayout.typoClassCount {
      while bandStart < typos.count, typos[bandStart].band < band { bandStart += 1 }
      typoBytes.u32(UInt32(bandStart))
    }
    for typo in typos { typoBytes.u32(typo.mask) }
    for typo in typos { typoBytes.u32(keyOffsets[typo.entry]) }
    for typo in typos { typoBytes.u32(UInt32(typo.entry)) }
    for typo in typos { typoBytes.u8(UInt8(entries[typo.entry].key.count)) }
    // The sound index: each place's Latin names by skeleton, one per distinct way they sound.
    var sounds: [(skeleton: [UInt8], population: Int, entry: Int, spelled: Bool)] = []
    var soundsSeen = Set<[UInt8]>()
    for (index, entry) in entries.enumerated() where entry.flags & notTypoTargets == 0 {
      guard
        entry.key.allSatisfy({ (0x61...0x7A).contains($0) || $0 == 0x20 }),
        entry.key.contains(where: { $0 != 0x20 })
      else { continue }
      let latin = String(decoding: entry.key, as: UTF8.self)
      // Each name as spelled, and without the r English leaves unsaid (Rockport as `Rockpot`).
      // And as Chinese hears it: Cleveland's d and Kingston's g unsaid (克利夫兰, 金斯敦).
      var keys = [SoundKey(latin: latin), SoundKey(latin: latin, silentR: true)]
      if let heard = SoundKey.heardInHan(latin) {
        keys.append(SoundKey(latin: heard, silentR: true))
      }
      for sound in keys {
        guard sound.skeleton.count >= 2 else { continue }
        var seenKey = sound.phonetic
        seenKey.append(0)
        withUnsafeBytes(of: entry.place.littleEndian) { seenKey.append(contentsOf: $0) }
        guard soundsSeen.insert(seenKey).inserted else { continue }
        sounds.append(
          (
            sound.skeleton, places[Int(entry.place)].population, index,
            sound.skeleton == keys[0].skeleton
          ))
      }
    }
    soundsSeen = []
    sounds.sort { lhs, rhs in
      let order = compare(lhs.skeleton, rhs.skeleton)
      if order != 0 { return order < 0 }
      if lhs.population != rhs.population { return lhs.population > rhs.population }
      return lhs.entry < rhs.entry
    }
    var soundBytes = ByteWriter()
    for sound in sounds {
      let entry = entries[sound.entry]
      let place = places[Int(entry.place)]
      soundBytes.append(GazetteerLayout.packSkeleton(sound.skeleton))
      soundBytes.u8(UInt8(entry.key.count))
      soundBytes.u8(UInt8(min(countryIndex[place.countryCode] ?? 0xFF, 0xFF)))
      soundBytes.u32(UInt32(sound.entry))
      soundBytes.u32(keyOffsets[sound.entry])
      soundBytes.u32(entry.place)
      let population = UInt32(clamping: place.population) & ~GazetteerLayout.soundSpelledFlag
      soundBytes.u32(population | (sound.spelled ? GazetteerLayout.soundSpelledFlag : 0))
    }
    let metadata = Array(source.metadata.utf8)
    let metadataOffset = intern(metadata)

    // Sections, in `GazetteerLayout.Section` order.
    let bodies: [(ByteWriter, Int)] = [
      (pool, pool.count), (placeBytes, places.count), (entryBytes, entries.count),
      (countryBytes, countries.count), (regionBytes, regions.count), (zoneBytes, timeZones.count),
      (prefixBytes, prefixCount), (listBytes, listCount), (qualifierBytes, qualifierCount),
      (soundBytes, sounds.count),
    ]
    for (body, count) in bodies {
      writer.align(8)
      sectionTable.append((writer.count, count))
      writer.append(body.bytes)
    }
    writer.align(8)
    let typoOffset = writer.count
    writer.append(typoBytes.bytes)
    var header = ByteWriter()
    header.append(GazetteerLayout.magic)
    header.u32(GazetteerLayout.formatVersion)
    header.u32(UInt32(GazetteerLayout.headerSize))
    header.u32(UInt32(writer.count))
    header.u32(UInt32(sectionTable.count))
    for section in sectionTable {
      header.u32(UInt32(section.offset))
      header.u32(UInt32(section.count))
    }
    while header.count < GazetteerLayout.metadataOffset { header.u8(0) }
    header.u32(metadataOffset)
    header.u32(UInt32(metadata.count))
    header.u32(UInt32(scanLimit))
    header.u32(UInt32(topCount))
    header.u32(UInt32(typoOffset))
    header.u32(UInt32(typos.count))
    var bytes = writer.bytes
    bytes.replaceSubrange(0..<header.count, with: header.bytes)
    return bytes
  }

  /// True for an alternate name that is an IATA-style code: three capital ASCII letters.
  static func isCodeLike(_ name: String) -> Bool {
    name.utf8.count == 3
      && name.utf8.allSatisfy { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
  }

  /// True for a city district such as `Zürich (Kreis 7) / Witikon` or `Töss (Kreis 4)`.
  static func isDistrict(_ name: String) -> Bool {
    name.contains("(Kreis ")
  }

  /// The quarter's own name in a district name (`Witikon` in `Zürich (Kreis 7) / Witikon`).
  static func districtQuarter(of name: String) -> String? {
    guard isDistrict(name), let slash = name.range(of: " / ") else { return nil }
    let quarter = String(name[slash.upperBound...]).trimmingSpaces
    return quarter.isEmpty ? nil : quarter
  }

  /// A region's name for display: `Daegu` rather than `Daegu-gwangyeoksi` when GeoNames lists
  /// the short form as an alternate name.
  static func displayName(of region: GazetteerSource.Region) -> String {
    let short = region.alternateNames.filter { region.name.hasPrefix($0 + "-") }
      .min { $0.count < $1.count }
    return short ?? region.name
  }

  /// The byte length of a UTF-8 sequence from its lead byte (1 for stray continuation bytes).
  static func utf8Length(lead: UInt8) -> Int {
    switch lead {
    case 0xF0...: 4
    case 0xE0...: 3
    case 0xC0...: 2
    default: 1
    }
  }

  /// Byte-wise three-way comparison.
  static func compare(_ lhs: [UInt8], _ rhs: [UInt8]) -> Int {
    let common = min(lhs.count, rhs.count)
    let order = lhs.withUnsafeBytes { left in
      rhs.withUnsafeBytes { right in
        guard let a = left.baseAddress, let b = right.baseAddress, common > 0 else {
          return Int32(0)
        }
        return memcmp(a, b, common)
      }
    }
    if order != 0 { return Int(order) }
    return lhs.count - rhs.count
  }
}
