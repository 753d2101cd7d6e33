import Dispatch
import JSON
import Storage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The replayed journal saved beside the log (`journal.jsonl.snapshot`), so the next process
/// reads its entries from a compact copy instead of parsing every JSON line.
///
/// It is a cache: the log stays the only record, and a snapshot that does not match it is
/// ignored. It names the log by device and inode and says how many of its bytes it covers, with
/// a hash of the first and last 4 KiB of them; a log that was compacted or rewritten no longer
/// matches, and lines appended since are replayed on top. A hash of its own body catches a
/// snapshot cut short by a crash (it is renamed into place without an fsync). Strings are
/// stored once each (a place repeats in many entries) and entries refer to them by number.
enum JournalSnapshot {
  /// The snapshot's path for the log at `logPath`.
  static func path(forLog logPath: String) -> String { logPath + ".snapshot" }

  /// The first bytes of every snapshot (format 1).
  static let magic = Array("WXJSNAP4".utf8)
  /// Entries per chunk: the chunks of a big journal are decoded on every core at once.
  static let chunkSize = 2048
  /// How many bytes at each end of the covered log the identity hashes.
  static let window = 4096
  /// The fewest live entries worth a snapshot: below this, replaying the log is as quick.
  static let minimumEntries = 1_000

  // MARK: Writing

  /// The snapshot of `replay`, which read `log` up to `offset`; nil when the state holds
  /// something a snapshot does not keep (entries set aside, lines kept as they were).
  static func encode(_ replay: JournalReplay, offset: Int, log: JournalLogFile) -> [UInt8]? {
    guard replay.isPlain, let identity = try? logIdentity(log, covering: offset) else {
      return nil
    }
    var strings = StringTable()
    var places = PlaceTable()
    var body = ByteWriter()
    body.int(replay.rest.nextNumber)
    body.int(replay.lineNumber)
    body.int(replay.garbage)
    body.int(strings.index(json(replay.rest.extra)))
    let entries = replay.live
    body.int(entries.count)
    let starts = Array(stride(from: 0, to: entries.count, by: chunkSize))
    body.int(starts.count)
    for start in starts {
      let end = min(start + chunkSize, entries.count)
      var chunk = ByteWriter()
      for entry in entries[start..<end] {
        write(entry, to: &chunk, strings: &strings, places: &places)
      }
      body.int(chunk.bytes.count)
      body.int(end - start)
      body.bytes += chunk.bytes
    }
    var table = ByteWriter()
    table.int(strings.values.count)
    for value in strings.values { table.text(value) }
    table.int(places.values.count)
    for place in places.values { write(place, to: &table) }
    let payload = table.bytes + body.bytes
    var out = ByteWriter()
    out.bytes = magic
    out.word(identity.device)
    out.word(identity.inode)
    out.int(offset)
    out.word(identity.hash)
    out.int(payload.count)
    out.word(payload.withUnsafeBytes { Checksum.of($0) })
    return out.bytes + payload
  }

  /// Flags saying which optional parts of an entry follow.
  private enum Part: UInt16 {
    case createdZone = 1, updatedZone = 2, place = 4, geonameID = 8, latitude = 16
    case longitude = 32, weather = 64, temperature = 128, isDay = 256, dayValue = 512
    case extra = 1024
  }

  /// A place: which optional parts follow, then its fields, strings written whole.
  private static func write(_ place: JournalPlace, to out: inout ByteWriter) {
    var parts: UInt16 = 0
    if place.geonameID != nil { parts |= Part.geonameID.rawValue }
    if place.latitude != nil { parts |= Part.latitude.rawValue }
    if place.longitude != nil { parts |= Part.longitude.rawValue }
    out.int(Int(parts))
    if let id = place.geonameID { out.int(id) }
    for text in [place.name, place.region, place.countryCode, place.countryName, place.timeZone] {
      out.text(text)
    }
    if let latitude = place.latitude { out.word(latitude.bitPattern) }
    if let longitude = place.longitude { out.word(longitude.bitPattern) }
  }

  private static func readPlace(_ reader: inout ByteReader) -> JournalPlace? {
    guard let parts = reader.int() else { return nil }
    var geonameID: Int?
    if parts & Int(Part.geonameID.rawValue) != 0 {
      guard let value = reader.int() else { return nil }
      geonameID = value
    }
    guard let name = reader.text(), let region = reader.text(), let countryCode = reader.text(),
      let countryName = reader.text(), let timeZone = reader.text()
    else { return nil }
    var place = JournalPlace(
      geonameID: geonameID, name: name, region: region, countryCode: countryCode,
      countryName: countryName, timeZone: timeZone)
    if parts & Int(Part.latitude.rawValue) != 0 {
      guard let bits = reader.word() else { return nil }
      place.latitude = Double(bitPattern: bits)
    }
    if parts & Int(Part.longitude.rawValue) != 0 {
      guard let bits = reader.word() else { return nil }
      place.longitude = Double(bitPattern: bits)
    }
    return place
  }

  private static func write(
    _ entry: JournalEntry, to out: inout ByteWriter, strings: inout StringTable,
    places: inout PlaceTable
  ) {
    var parts: UInt16 = 0
    func mark(_ part: Part, _ present: Bool) { if present { parts |= part.rawValue } }
    mark(.createdZone, entry.created.zone != nil)
    mark(.updatedZone, entry.updated.zone != nil)
    mark(.place, entry.place != nil)
    mark(.weather, entry.weather != nil)
    mark(.temperature, entry.weather?.temperatureC != nil)
    mark(.isDay, entry.weather?.isDay != nil)
    mark(.dayValue, entry.weather?.isDay == true)
    mark(.extra, !entry.extra.isEmpty)
    out.int(Int(parts))
    out.text(entry.id)
    out.int(entry.number)
    out.text(entry.text)
    out.int(Int(entry.created.seconds))
    if let zone = entry.created.zone { out.int(strings.index(zone)) }
    out.int(Int(entry.updated.seconds))
    if let zone = entry.updated.zone { out.int(strings.index(zone)) }
    if let place = entry.place { out.int(places.index(place)) }
    if let weather = entry.weather {
      out.int(strings.index(weather.provider))
      out.int(Int(weather.fetchedAt))
      out.int(weather.conditionCode)
      if let temperature = weather.temperatureC { out.word(temperature.bitPattern) }
    }
    if !entry.extra.isEmpty { out.int(strings.index(json(entry.extra))) }
  }

  private static func json(_ object: [String: JSONValue]) -> String {
    JSONWriter.line(.object(JSONWriter.sorted(object)))
  }

  // MARK: Reading

  /// The snapshot at `path` read through a private read-only map (its pages come from the page
  /// cache; nothing is copied but the strings), when it is a snapshot of `log` as it stands.
  ///
  /// wxsh only ever renames a new snapshot into place, never shortens one, so the map cannot
  /// lose its pages while it is read.
  static func read(path: String, log: JournalLogFile) -> (JournalReplay, offset: Int)? {
    let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0,
      info.st_size <= Int64(JournalStore.readLimit),
      // Populated at once: the whole file is read, and one call beats a fault per page run.
      let pointer = mmap(nil, Int(info.st_size), PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0),
      pointer != MAP_FAILED
    else { return nil }
    defer { munmap(pointer, Int(info.st_size)) }
    let bytes = UnsafeBufferPointer(
      start: pointer.assumingMemoryBound(to: UInt8.self), count: Int(info.st_size))
    return decode(bytes, log: log)
  }

  /// The replay saved in `bytes` and the log offset it covers, when it is a snapshot of
  /// `log` as it stands (the same file, at least as long, the same bytes at both ends).
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, log: JournalLogFile) -> (
    JournalReplay, offset: Int
  )? {
    guard bytes.starts(with: magic) else { return nil }
    var reader = ByteReader(bytes: bytes, position: magic.count)
    guard let device = reader.word(), let inode = reader.word(), let offset = reader.int(),
      let windowHash = reader.word(), let length = reader.int(), let bodyHash = reader.word(),
      length == reader.remaining, offset <= log.size,
      device == log.stamp.device, inode == log.stamp.inode,
      let identity = try? logIdentity(log, covering: offset), identity.hash == windowHash,
      Checksum.of(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[reader.position...])))
        == bodyHash
    else { return nil }
    return read(&reader).map { ($0, offset) }
  }

  private static func read(_ reader: inout ByteReader) -> JournalReplay? {
    guard let count = reader.int(), count <= reader.remaining else { return nil }
    var strings: [String] = []
    strings.reserveCapacity(count)
    for _ in 0..<count {
      guard let text = reader.text() else { return nil }
      strings.append(text)
    }
    guard let placeCount = reader.int(), placeCount <= reader.remaining else { return nil }
    var places: [JournalPlace] = []
    places.reserveCapacity(placeCount)
    for _ in 0..<placeCount {
      guard let place = readPlace(&reader) else { return nil }
      places.append(place)
    }
    guard let next = reader.int(), let lineNumber = reader.int(), let garbage = reader.int(),
      let extraText = element(strings, reader.int()),
      case .object(let extra)? = JSONValue.parse(Array(extraText.utf8)),
      let entryCount = reader.int(), entryCount >= 0, entryCount <= reader.remaining,
      let chunkCount = reader.int(), chunkCount >= 0, chunkCount <= reader.remaining
    else { return nil }
    // Where each chunk's bytes are, and the number of its first entry.
    var chunks: [(bytes: Range<Int>, first: Int, count: Int)] = []
    for _ in 0..<chunkCount {
      guard let length = reader.int(), let count = reader.int(), length >= 0, count >= 0,
        length <= reader.remaining, count <= length
      else { return nil }
      let first = chunks.last.map { $0.first + $0.count } ?? 0
      chunks.append((reader.position..<(reader.position + length), first, count))
      reader.position += length
    }
    guard reader.remaining == 0, (chunks.last.map { $0.first + $0.count } ?? 0) == entryCount
    else { return nil }
    var failed = [Bool](repeating: false, count: chunkCount)
    let entries = [JournalEntry](unsafeUninitializedCapacity: entryCount) { buffer, initialized in
      failed.withUnsafeMutableBufferPointer { failures in
        let work = ChunkWork(
          bytes: reader.bytes, strings: strings, places: places, chunks: chunks,
          output: buffer.baseAddress, failures: failures.baseAddress)
        DispatchQueue.concurrentPerform(iterations: chunkCount) { work.run($0) }
      }
      initialized = entryCount
    }
    guard !failed.contains(true) else { return nil }
    return JournalReplay(
      entries: entries, nextNumber: next, extra: extra, lineNumber: lineNumber, garbage: garbage)
  }

  /// What the chunk decoders share: the mapped bytes and the tables, only read, and the
  /// entries' slots and failure flags, of which each chunk writes only its own.
  private struct ChunkWork: @unchecked Sendable {
    let bytes: UnsafeBufferPointer<UInt8>
    let strings: [String]
    let places: [JournalPlace]
    let chunks: [(bytes: Range<Int>, first: Int, count: Int)]
    let output: UnsafeMutablePointer<JournalEntry>?
    let failures: UnsafeMutablePointer<Bool>?

    /// Decodes chunk `index` into its slots; a chunk that does not decode fills them with
    /// placeholders and says so (the whole snapshot is then ignored).
    func run(_ index: Int) {
      guard let output, let failures else { return }
      let chunk = chunks[index]
      var reader = ByteReader(bytes: bytes, position: chunk.bytes.lowerBound)
      var ok = true
      for slot in chunk.first..<(chunk.first + chunk.count) {
        if ok, let entry = readEntry(&reader, strings: strings, places: places) {
          (output + slot).initialize(to: consume entry)
        } else {
          ok = false
          (output + slot).initialize(to: placeholder)
        }
      }
      failures[index] = !ok || reader.position != chunk.bytes.upperBound
    }
  }

  /// What fills the slot of an entry that did not decode, before the snapshot is dropped.
  private static let placeholder = JournalEntry(id: "", created: JournalTime(seconds: 0), text: "")

  /// The element of `values` a snapshot numbers `index`, or nil when the number is not one.
  private static func element<Value>(_ values: [Value], _ index: Int?) -> Value? {
    guard let index, values.indices.contains(index) else { return nil }
    return values[index]
  }

  private static func readEntry(
    _ reader: inout ByteReader, strings: [String], places: [JournalPlace]
  ) -> JournalEntry? {
    func string(_ index: Int?) -> String? { element(strings, index) }
    guard let flags = reader.int() else { return nil }
    func has(_ part: Part) -> Bool { flags & Int(part.rawValue) != 0 }
    guard let id = reader.text(), let number = reader.int(), let text = reader.text(),
      let created = reader.int()
    else { return nil }
    var createdZone: String?
    if has(.createdZone) {
      guard let zone = string(reader.int()) else { return nil }
      createdZone = zone
    }
    guard let updated = reader.int() else { return nil }
    var updatedZone: String?
    if has(.updatedZone) {
      guard let zone = string(reader.int()) else { return nil }
      updatedZone = zone
    }
    var entry = JournalEntry(
      id: id, created: JournalTime(seconds: Int64(created), zone: createdZone),
      updated: JournalTime(seconds: Int64(updated), zone: updatedZone), text: text)
    entry.number = number
    if has(.place) {
      guard let shared = element(places, reader.int()) else { return nil }
      entry.place = shared
    }
    if has(.weather) {
      guard let provider = string(reader.int()), let fetchedAt = reader.int(),
        let code = reader.int()
      else { return nil }
      var weather = JournalWeather(
        provider: provider, fetchedAt: Int64(fetchedAt), conditionCode: code, temperatureC: nil)
      if has(.temperature) {
        guard let bits = reader.word() else { return nil }
        weather.temperatureC = Double(bitPattern: bits)
      }
      if has(.isDay) { weather.isDay = has(.dayValue) }
      entry.weather = weather
    }
    if has(.extra) {
      guard let text = string(reader.int()),
        case .object(let extra)? = JSONValue.parse(Array(text.utf8))
      else { return nil }
      entry.extra = extra
    }
    return entry
  }

  // MARK: Identity and hashing

  /// The log's device, inode and a hash of the first and last `window` bytes of its first
  /// `offset` bytes.
  private static func logIdentity(_ log: JournalLogFile, covering offset: Int) throws(StorageError)
    -> (device: UInt64, inode: UInt64, hash: UInt64)
  {
    let head = try log.read(from: 0, to: min(window, offset))
    let tail = try log.read(from: max(0, offset - window), to: offset)
    let ends = head + tail
    return (
      log.stamp.device, log.stamp.inode, ends.withUnsafeBytes { Checksum.of($0) } ^ UInt64(offset)
    )
  }
}

/// The strings of a snapshot, each stored once.
private struct StringTable {
  var values: [String] = []
  private var positions: [String: Int] = [:]

  /// The number of `text` in the table, adding it when new.
  mutating func index(_ text: String) -> Int {
    if let known = positions[text] { return known }
    positions[text] = values.count
    values.append(text)
    return values.count - 1
  }
}

/// The distinct places of a snapshot, each stored once; entries refer to them by number.
private struct PlaceTable {
  var values: [JournalPlace] = []
  private var positions: [JournalPlace: Int] = [:]

  /// The number of `place` in the table, adding it when new.
  mutating func index(_ place: JournalPlace) -> Int {
    if let known = positions[place] { return known }
    positions[place] = values.count
    values.append(place)
    return values.count - 1
  }
}

/// Little-endian numbers and length-prefixed strings, appended.
private struct ByteWriter {
  var bytes: [UInt8] = []

  /// A signed number as a LEB128 varint (zig-zag), one to ten bytes.
  mutating func int(_ value: Int) {
    var rest = UInt64(bitPattern: Int64((value << 1) ^ (value >> 63)))
    while rest >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }

  /// Eight bytes.
  mutating func word(_ value: UInt64) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  /// A string: its UTF-8 length, then the bytes.
  mutating func text(_ value: String) {
    int(value.utf8.count)
    bytes.append(contentsOf: value.utf8)
  }
}

/// Reads what `ByteWriter` wrote; every read is nil past the end or on a malformed number.
private struct ByteReader {
  let bytes: UnsafeBufferPointer<UInt8>
  var position: Int

  var remaining: Int { bytes.count - position }

  mutating func int() -> Int? {
    var result: UInt64 = 0
    var shift: UInt64 = 0
    while position < bytes.count, shift < 64 {
      let byte = bytes[position]
      position += 1
      result |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 {
        let value = Int64(bitPattern: result)
        return Int((value >> 1) ^ -(value & 1))
      }
      shift += 7
    }
    return nil
  }

  mutating func word() -> UInt64? {
    guard remaining >= 8 else { return nil }
    var value: UInt64 = 0
    for index in 0..<8 { value |= UInt64(bytes[position + index]) << (8 * UInt64(index)) }
    position += 8
    return value
  }

  mutating func text() -> String? {
    guard let count = int(), count >= 0, count <= remaining else { return nil }
    let text = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[position..<(position + count)]), as: UTF8.self)
    position += count
    return text
  }
}
