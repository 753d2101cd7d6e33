import JSON
import Storage

/// Rebuilds the journal from the change lines of a log, in order; can be fed more lines later.
///
/// A line that is not JSON or not a known change is kept byte for byte (written back by
/// compaction); an added entry that fails validation is set aside with its reason, like one in
/// a schema-1 file. Removed entries leave a hole until `journal` is asked for.
struct JournalReplay {
  /// The entries by slot, removed ones included (see `removed`): the array is handed to the
  /// journal as it is when nothing was removed, without a copy.
  private var slots: [JournalEntry] = []
  /// The slots of removed entries.
  private var removed = Set<Int>()
  /// The slot of each live entry by id; built when a change first needs it (a journal read
  /// from a snapshot and only listed never hashes its ids).
  private var index: [String: Int]?
  /// Set-aside values, reasons, kept lines, header keys and the next number.
  private(set) var rest = Journal()
  /// Lines read so far (the header is line 1).
  private(set) var lineNumber = 1
  /// Change lines that no longer describe a live entry (superseded puts, removals and what
  /// they removed): what compaction would drop.
  private(set) var garbage = 0
  /// Reads the common add lines without a `JSONValue` tree.
  private var lineDecoder = JournalLineDecoder()
  /// The number of live entries.
  private(set) var liveCount = 0

  /// A replay of a log whose header gave `nextNumber` and `extra`.
  init(nextNumber: Int, extra: [String: JSONValue]) {
    rest.nextNumber = max(nextNumber, 1)
    rest.extra = extra
  }

  /// A replay as a snapshot saved it: the live entries in order, the header's keys and next
  /// number, and the counts of lines read and of garbage.
  init(
    entries: [JournalEntry], nextNumber: Int, extra: [String: JSONValue], lineNumber: Int,
    garbage: Int
  ) {
    self.init(nextNumber: nextNumber, extra: extra)
    slots = entries
    liveCount = entries.count
    self.lineNumber = lineNumber
    self.garbage = garbage
  }

  /// Whether the state holds only entries (nothing set aside or kept), so a snapshot of it
  /// loses nothing.
  var isPlain: Bool { rest.setAside.isEmpty && rest.keptLines.isEmpty }

  /// Lookups answered without the index, so far.
  private var scans = 0
  /// A short hash of each slot's id, made for the first scan.
  private var idHashes: [UInt64]?

  /// The slot of the live entry with `id`. The first few lookups scan a short hash of every id
  /// (a journal read from a snapshot, then given a few adds, compares 64-bit numbers instead
  /// of hashing every id into a dictionary); after that the index is built.
  private mutating func slot(of id: String) -> Int? {
    if index == nil, scans < 16 {
      scans += 1
      if idHashes == nil {
        // By index: each id is read in place, not its whole entry copied.
        idHashes = slots.withUnsafeBufferPointer { slots in
          slots.indices.map { Checksum.of(slots[$0].id) }
        }
      }
      let wanted = Checksum.of(id)
      let removed = self.removed
      return slots.withUnsafeBufferPointer { slots in
        idHashes?.withUnsafeBufferPointer { hashes in
          hashes.indices.last {
            hashes[$0] == wanted && slots[$0].id == id && !removed.contains($0)
          }
        } ?? nil
      }
    }
    if index == nil { buildIndex() }
    return index?[id]
  }

  private mutating func buildIndex() {
    var built: [String: Int] = [:]
    built.reserveCapacity(liveCount)
    for (slot, entry) in slots.enumerated() where !removed.contains(slot) {
      built[entry.id] = slot
    }
    index = built
  }

  /// The journal so far.
  var journal: Journal {
    var journal = rest
    journal.entries = live
    journal.assignNumbers()
    return journal
  }

  /// Whether an entry with `id` is live.
  mutating func contains(id: String) -> Bool { slot(of: id) != nil }

  /// The live entry with `id`.
  mutating func entry(id: String) -> JournalEntry? { slot(of: id).map { slots[$0] } }

  /// The live entries in order.
  var live: [JournalEntry] {
    removed.isEmpty ? slots : slots.indices.filter { !removed.contains($0) }.map { slots[$0] }
  }

  /// Feeds every complete line of `bytes` (each ending in a newline); returns how many bytes
  /// that was (a last line without its newline is left for later).
  @discardableResult
  mutating func feed(_ bytes: ArraySlice<UInt8>) -> Int {
    var start = bytes.startIndex
    while let end = bytes[start...].firstIndex(of: 0x0A) {
      apply(bytes[start..<end])
      start = end + 1
    }
    return start - bytes.startIndex
  }

  /// Applies one change line (without its newline).
  mutating func apply(_ line: ArraySlice<UInt8>) {
    lineNumber += 1
    if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return }
    if let (entry, next) = lineDecoder.add(line), slot(of: entry.id) == nil {
      if let next { rest.nextNumber = max(rest.nextNumber, Int(next)) }
      insert(entry)
      return
    }
    guard let value = JSONValue.parse(Array(line)), case .object(let object) = value else {
      keep(line, reason: "line \(lineNumber): not valid JSON")
      return
    }
    if let next = object["next"]?.wholeNumber, (1...Int64(Int32.max)).contains(next) {
      rest.nextNumber = max(rest.nextNumber, Int(next))
    }
    if let item = object["add"] {
      add(item)
    } else if let item = object["put"] {
      put(item)
    } else if case .string(let id)? = object["rm"] {
      garbage += 1
      guard let slot = slot(of: id) else { return }
      index?[id] = nil
      removed.insert(slot)
      liveCount -= 1
      garbage += 1
    } else {
      keep(line, reason: "line \(lineNumber): not a change this wxsh knows")
    }
  }

  private mutating func add(_ item: JSONValue) {
    let path = "line \(lineNumber)"
    do throws(JournalCodec.Invalid) {
      let entry = try JournalCodec.decodeEntry(item, path: path)
      if slot(of: entry.id) != nil {
        throw JournalCodec.Invalid(
          reason: "\(path): id \(JSONWriter.escapedForMessage(entry.id)) is already used")
      }
      insert(entry)
    } catch {
      rest.setAside.append(item)
      rest.setAsideReasons.append(error.reason)
    }
  }

  /// Adds a valid entry with an id not yet used.
  private mutating func insert(_ entry: JournalEntry) {
    index?[entry.id] = slots.count
    idHashes?.append(Checksum.of(entry.id))
    slots.append(entry)
    liveCount += 1
    rest.nextNumber = max(rest.nextNumber, entry.number + 1)
  }

  private mutating func put(_ item: JSONValue) {
    garbage += 1
    guard let entry = try? JournalCodec.decodeEntry(item, path: "line \(lineNumber)"),
      let slot = slot(of: entry.id)
    else { return }
    slots[slot] = entry
  }

  private mutating func keep(_ line: ArraySlice<UInt8>, reason: String) {
    rest.keptLines.append(Array(line))
    rest.setAsideReasons.append(reason)
  }
}
