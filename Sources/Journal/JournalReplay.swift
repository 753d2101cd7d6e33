import JSON

/// Rebuilds the journal from the change lines of a log, in order; can be fed more lines later.
///
/// A line that is not JSON or not a known change is kept byte for byte (written back by
/// compaction); an added entry that fails validation is set aside with its reason, like one in
/// a schema-1 file. Removed entries leave a hole until `journal` is asked for.
struct JournalReplay {
  /// The entries by slot, nil where one was removed.
  private var slots: [JournalEntry?] = []
  /// The slot of each live entry by id.
  private var slotByID: [String: Int] = [:]
  /// Set-aside values, reasons, kept lines, header keys and the next number.
  private var rest = Journal()
  /// Lines read so far (the header is line 1).
  private(set) var lineNumber = 1
  /// Change lines that no longer describe a live entry (superseded puts, removals and what
  /// they removed): what compaction would drop.
  private(set) var garbage = 0
  /// The number of live entries.
  var liveCount: Int { slotByID.count }

  /// A replay of a log whose header gave `nextNumber` and `extra`.
  init(nextNumber: Int, extra: [String: JSONValue]) {
    rest.nextNumber = max(nextNumber, 1)
    rest.extra = extra
  }

  /// The journal so far.
  var journal: Journal {
    var journal = rest
    journal.entries = slots.compactMap { $0 }
    journal.assignNumbers()
    return journal
  }

  /// Whether an entry with `id` is live.
  func contains(id: String) -> Bool { slotByID[id] != nil }

  /// The live entry with `id`.
  func entry(id: String) -> JournalEntry? { slotByID[id].flatMap { slots[$0] } }

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
      guard let slot = slotByID.removeValue(forKey: id) else { return }
      slots[slot] = nil
      garbage += 1
    } else {
      keep(line, reason: "line \(lineNumber): not a change this wxsh knows")
    }
  }

  private mutating func add(_ item: JSONValue) {
    let path = "line \(lineNumber)"
    do throws(JournalCodec.Invalid) {
      let entry = try JournalCodec.decodeEntry(item, path: path)
      if slotByID[entry.id] != nil {
        throw JournalCodec.Invalid(
          reason: "\(path): id \(JSONWriter.escapedForMessage(entry.id)) is already used")
      }
      slotByID[entry.id] = slots.count
      slots.append(entry)
      rest.nextNumber = max(rest.nextNumber, entry.number + 1)
    } catch {
      rest.setAside.append(item)
      rest.setAsideReasons.append(error.reason)
    }
  }

  private mutating func put(_ item: JSONValue) {
    garbage += 1
    guard let entry = try? JournalCodec.decodeEntry(item, path: "line \(lineNumber)"),
      let slot = slotByID[entry.id]
    else { return }
    slots[slot] = entry
  }

  private mutating func keep(_ line: ArraySlice<UInt8>, reason: String) {
    rest.keptLines.append(Array(line))
    rest.setAsideReasons.append(reason)
  }
}
