import Synchronization

/// What `LANG.cldr` holds: countries' names (`CN` → `중국`), regions' names (`CN-LN` →
/// `랴오닝 성`) and the number style. Names are looked up in the file's bytes by binary search
/// over its name lines (some 4,500), never copied into a table.
public struct CLDRFile: Sendable {
  /// The file's bytes.
  private let bytes: [UInt8]
  /// The name lines (`CODE<TAB>name`), sorted by code: where each starts and where its tab is.
  private let names: [(start: Int, tab: Int, end: Int)]
  /// How the language writes numbers; nil when the file has none.
  public let numbers: NumberStyle?

  /// Indexes the file's lines; unknown or malformed lines are skipped.
  public init(text: String) {
    let bytes = Array(text.utf8)
    var names: [(start: Int, tab: Int, end: Int)] = []
    var style = NumberStyle()
    var found = false
    var start = 0
    while start < bytes.count {
      var end = start
      while end < bytes.count, bytes[end] != 0x0A { end += 1 }
      defer { start = end + 1 }
      guard end > start, bytes[start] != 0x23 else { continue }
      var tab = start
      while tab < end, bytes[tab] != 0x09 { tab += 1 }
      guard tab > start, tab + 1 < end else { continue }
      if (0x41...0x5A).contains(bytes[start]) {
        if !bytes[(tab + 1)..<end].contains(0x09) { names.append((start, tab, end)) }
        continue
      }
      let fields = bytes[start..<end].split(separator: 0x09, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
      guard fields.count == 3, !fields[2].isEmpty else { continue }
      switch (fields[0], fields[1]) {
      case ("number", "decimal"): style.decimal = fields[2]
      case ("number", "group"): style.group = fields[2]
      case ("number", "minimumGrouping"): style.minimumGrouping = Int(fields[2]) ?? 1
      case ("compact", let magnitude):
        guard let magnitude = Int(magnitude), magnitude > 0 else { continue }
        style.compact[magnitude] = fields[2]
      default: continue
      }
      found = true
    }
    func less(_ a: (start: Int, tab: Int, end: Int), _ b: (start: Int, tab: Int, end: Int))
      -> Bool
    {
      bytes[a.start..<a.tab].lexicographicallyPrecedes(bytes[b.start..<b.tab])
    }
    if !zip(names, names.dropFirst()).allSatisfy({ less($0, $1) }) { names.sort(by: less) }
    self.bytes = bytes
    self.names = names
    self.numbers = found ? style : nil
  }

  /// The name of a country (`CN`) or a region (`CN-LN`), when the file has it.
  public func name(code: String) -> String? {
    let key = Array(code.utf8)
    var low = 0
    var high = names.count
    while low < high {
      let middle = (low + high) / 2
      if bytes[names[middle].start..<names[middle].tab].lexicographicallyPrecedes(key) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    guard low < names.count, bytes[names[low].start..<names[low].tab].elementsEqual(key) else {
      return nil
    }
    return String(decoding: bytes[(names[low].tab + 1)..<names[low].end], as: UTF8.self)
  }
}

/// A language's CLDR file, read the first time a country, region or number needs it (the
/// file has some 4,500 lines; `:help` needs none of them).
final class CLDRSource: Sendable {
  private let text: String
  private let parsed = Mutex<CLDRFile?>(nil)

  init(text: String) { self.text = text }

  /// The parsed file.
  var file: CLDRFile {
    parsed.withLock { slot in
      if let slot { return slot }
      let file = CLDRFile(text: text)
      slot = file
      return file
    }
  }
}
