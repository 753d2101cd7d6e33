import Catalog
import Dispatch
import Journal
import Terminal
import Weather

// The journal list: `:journal` and `:journal search` draw thousands of entries, so the rows
// and lines are made in chunks on every core (see docs/storage.md, "Reading a big journal fast").

extension JournalText {
  /// The list in aligned columns: number, the date and time at the entry's place (as
  /// stamped, on the user's clock), place, glyph and temperature, title.
  ///
  /// A row fits `width`: the title is cut with `…`; when the columns leave it less than a
  /// dozen cells it goes on a second, indented line, cut the same way. `:journal show N` has
  /// the whole text.
  public static func listLines(
    _ entries: [JournalEntry], unit: Units.Temperature, ascii: Bool, clock: JournalClock,
    width: Int
  ) -> [String] {
    listLines(
      entries, order: Array(entries.indices), unit: unit, ascii: ascii, clock: clock, width: width)
  }

  /// The list of `entries` in file order, newest first (without copying the entries).
  public static func listLinesNewestFirst(
    _ entries: [JournalEntry], unit: Units.Temperature, ascii: Bool, clock: JournalClock,
    width: Int
  ) -> [String] {
    listLines(
      entries, order: entries.indices.reversed(), unit: unit, ascii: ascii, clock: clock,
      width: width)
  }

  /// The list of the entries at `order`, in that order.
  static func listLines(
    _ entries: [JournalEntry], order: [Int], unit: Units.Temperature, ascii: Bool,
    clock: JournalClock, width: Int
  ) -> [String] {
    // The rows are made on every core at once, a chunk each with its own clock and cells;
    // the chunks' cells are then merged into one table.
    let catalog = Catalog.current
    let chunk = 2048
    let chunkCount = (order.count + chunk - 1) / chunk
    let parts = [ListPart](unsafeUninitializedCapacity: chunkCount) { buffer, initialized in
      entries.withUnsafeBufferPointer { entries in
        order.withUnsafeBufferPointer { order in
          let work = RowWork(
            entries: entries, order: order, clock: clock, unit: unit, ascii: ascii,
            output: buffer.baseAddress, chunk: chunk)
          DispatchQueue.concurrentPerform(iterations: chunkCount) { index in
            // Worker threads have no task: they speak the caller's catalogue explicitly.
            Catalog.$current.withValue(catalog) { work.run(index) }
          }
        }
      }
      initialized = chunkCount
    }
    var placeCells: [ListCell] = []
    var skyCells: [ListCell] = []
    var placeNumbers: [String: Int] = [:]
    var skyNumbers: [String: Int] = [:]
    var placeMaps: [[Int]] = []
    var skyMaps: [[Int]] = []
    var widths = [0, 0, 0, 0]
    for part in parts {
      let places = part.cells.placeCells.map { cell in
        if let known = placeNumbers[cell.text] { return known }
        placeCells.append(cell)
        placeNumbers[cell.text] = placeCells.count - 1
        return placeCells.count - 1
      }
      let skies = part.cells.skyCells.map { cell in
        if let known = skyNumbers[cell.text] { return known }
        skyCells.append(cell)
        skyNumbers[cell.text] = skyCells.count - 1
        return skyCells.count - 1
      }
      placeMaps.append(places)
      skyMaps.append(skies)
      widths[0] = max(widths[0], part.numberWidth)
      widths[1] = max(widths[1], part.timeWidth)
    }
    widths[2] = placeCells.map(\.width).max() ?? 0
    widths[3] = skyCells.map(\.width).max() ?? 0
    let layout = ListLayout(
      widths: widths, width: width, placeCells: placeCells, skyCells: skyCells)
    let perRow = layout.room >= 12 ? 1 : 2
    // The lines are made on every core at once, each chunk of rows into its own slots.
    return [String](unsafeUninitializedCapacity: order.count * perRow) { buffer, initialized in
      parts.withUnsafeBufferPointer { parts in
        entries.withUnsafeBufferPointer { entries in
          order.withUnsafeBufferPointer { order in
            let work = ListWork(
              layout: layout, parts: parts, placeMaps: placeMaps, skyMaps: skyMaps,
              entries: entries, order: order, output: buffer.baseAddress, chunk: chunk)
            DispatchQueue.concurrentPerform(iterations: chunkCount) { index in
              // Worker threads have no task: they speak the caller's catalogue explicitly.
              Catalog.$current.withValue(catalog) { work.run(index) }
            }
          }
        }
      }
      initialized = order.count * perRow
    }
  }

  /// The column widths of a list and the cells its rows share.
  struct ListLayout: Sendable {
    /// The widths of the number, time, place and weather columns.
    let widths: [Int]
    /// The terminal's width.
    let width: Int
    /// The distinct place cells and weather cells.
    let placeCells: [ListCell]
    let skyCells: [ListCell]

    /// The cells before the title, with the two spaces after each.
    var lead: Int { widths.reduce(0, +) + 8 }
    /// What is left for the title on the row.
    var room: Int { width - lead }

    /// The line (or two lines, when the title has less than a dozen cells beside the
    /// columns) of `row`.
    func lines(_ row: ListRow, place: Int, sky: Int, _ entry: borrowing JournalEntry, room: Int)
      -> (String, String?)
    {
      if room >= 12, let title = JournalText.asciiTitle(of: entry, width: room) {
        return (
          quickLine(
            row, place: place, sky: sky, number: entry.number, title: title, text: entry.text),
          nil
        )
      }
      var columns = ""
      // Room for the cells (an emoji takes more bytes than cells) and an ASCII title.
      columns.reserveCapacity(lead + 16 + max(room, 0))
      ListCell(String(entry.number)).append(to: &columns, padLeftTo: widths[0])
      columns += "  "
      columns += row.date
      columns += " "
      columns += row.time
      if row.timeWidth < widths[1] {
        columns += String(repeating: " ", count: widths[1] - row.timeWidth)
      }
      columns += "  "
      placeCells[place].append(to: &columns, padRightTo: widths[2])
      columns += "  "
      skyCells[sky].append(to: &columns, padRightTo: widths[3])
      columns += "  "
      if room >= 12 {
        // Not plain ASCII (the quick line took those): sanitised and cut by characters.
        columns += JournalText.shortTitle(entry.title, width: room)
        return (columns, nil)
      }
      while columns.last == " " { columns.removeLast() }
      let indent = String(repeating: " ", count: widths[0] + 2)
      return (
        columns,
        indent + JournalText.shortTitle(entry.title, width: max(1, width - indent.count))
      )
    }
  }

  /// The rows of one chunk of a list, with the cells they number and the widest number and
  /// time among them.
  struct ListPart {
    let rows: [ListRow]
    let cells: ListCells
    let numberWidth: Int
    let timeWidth: Int
  }

  /// One chunk of a list's rows made at a time: the entries and order are only read; each
  /// chunk writes only its own slot of `output`, with its own copy of the clock.
  struct RowWork: @unchecked Sendable {
    let entries: UnsafeBufferPointer<JournalEntry>
    let order: UnsafeBufferPointer<Int>
    let clock: JournalClock
    let unit: Units.Temperature
    let ascii: Bool
    let output: UnsafeMutablePointer<ListPart>?
    let chunk: Int

    /// Makes the rows of chunk `index`.
    func run(_ index: Int) {
      guard let output else { return }
      var clock = clock
      var cells = ListCells(unit: unit, ascii: ascii)
      var numberWidth = 0
      var timeWidth = 0
      var rows: [ListRow] = []
      let positions = (index * chunk)..<min((index + 1) * chunk, order.count)
      rows.reserveCapacity(positions.count)
      for position in positions {
        let entry = order[position]
        let (date, time) = clock.dateAndTime(entries[entry].created)
        let width = TerminalText.displayWidth(date) + 1 + TerminalText.displayWidth(time)
        rows.append(
          ListRow(
            date: date, time: time, timeWidth: width, place: cells.place(entries[entry].place),
            sky: cells.weather(entries[entry].weather)))
        numberWidth = max(numberWidth, String(entries[entry].number).utf8.count)
        timeWidth = max(timeWidth, width)
      }
      (output + index).initialize(
        to: ListPart(rows: rows, cells: cells, numberWidth: numberWidth, timeWidth: timeWidth))
    }
  }

  /// One chunk of a list's lines made at a time: the rows, entries and order are only read;
  /// each chunk writes only its own slots of `output`.
  struct ListWork: @unchecked Sendable {
    let layout: ListLayout
    /// The chunks' rows, and for each chunk the numbers of its cells in the merged tables.
    let parts: UnsafeBufferPointer<ListPart>
    let placeMaps: [[Int]]
    let skyMaps: [[Int]]
    let entries: UnsafeBufferPointer<JournalEntry>
    let order: UnsafeBufferPointer<Int>
    let output: UnsafeMutablePointer<String>?
    let chunk: Int

    /// Makes the lines of chunk `index`.
    func run(_ index: Int) {
      guard let output else { return }
      let room = layout.room
      let perRow = room >= 12 ? 1 : 2
      let rows = parts[index].rows
      for (offset, row) in rows.enumerated() {
        let position = index * chunk + offset
        let (first, second) = layout.lines(
          row, place: placeMaps[index][row.place], sky: skyMaps[index][row.sky],
          entries[order[position]], room: room)
        (output + position * perRow).initialize(to: first)
        if perRow == 2 { (output + position * perRow + 1).initialize(to: second ?? "") }
      }
    }
  }

  /// One cell of a list row and its width in terminal cells.
  struct ListCell {
    /// The text, sanitised.
    let text: String
    /// Its width.
    let width: Int

    init(_ text: String) {
      self.text = text
      width = TerminalText.displayWidth(text)
    }

    /// Appends the text, padded with spaces to `target` cells on the right.
    func append(to line: inout String, padRightTo target: Int) {
      line += text
      if width < target { line += String(repeating: " ", count: target - width) }
    }

    /// Appends the text, padded with spaces to `target` cells on the left.
    func append(to line: inout String, padLeftTo target: Int) {
      if width < target { line += String(repeating: " ", count: target - width) }
      line += text
    }
  }

  /// One list row before the title: its day and time, and its place and weather cells by
  /// number.
  struct ListRow {
    let date: String
    let time: String
    let timeWidth: Int
    let place: Int
    let sky: Int
  }

  /// The place and weather cells of a list, each made once however many entries share it.
  struct ListCells {
    let unit: Units.Temperature
    let ascii: Bool
    /// The distinct place cells, and the weather cells, in the order first met.
    private(set) var placeCells: [ListCell] = []
    private(set) var skyCells: [ListCell] = []
    private var places: [String?: Int] = [:]
    private var skies: [JournalWeatherLook: Int] = [:]

    init(unit: Units.Temperature, ascii: Bool) {
      self.unit = unit
      self.ascii = ascii
    }

    /// The number of the cell of the place's name, sanitised, or `—`.
    mutating func place(_ place: JournalPlace?) -> Int {
      let name = place?.name
      if let known = places[name] { return known }
      placeCells.append(ListCell(name.map { TerminalText.sanitize($0) } ?? "—"))
      places[name] = placeCells.count - 1
      return placeCells.count - 1
    }

    /// The number of the cell of the glyph and temperature, or of an empty one.
    mutating func weather(_ weather: JournalWeather?) -> Int {
      let look = weather.map(JournalWeatherLook.init)
      if let known = skies[look ?? .none] { return known }
      skyCells.append(ListCell(JournalText.weather(weather, unit: unit, ascii: ascii)))
      skies[look ?? .none] = skyCells.count - 1
      return skyCells.count - 1
    }
  }

  /// What a weather cell shows depends on: the condition, day or night, the temperature.
  struct JournalWeatherLook: Hashable {
    let code: Int
    let isDay: Bool?
    let temperature: Double?

    init(_ weather: JournalWeather) {
      code = weather.conditionCode
      isDay = weather.isDay
      temperature = weather.temperatureC
    }

    private init() {
      code = -1
      isDay = nil
      temperature = nil
    }

    /// No weather (an empty cell); no WMO code is negative.
    static let none = JournalWeatherLook()
  }

  /// The title of `entry` cut to `width` cells, when its first line is printable ASCII: the
  /// bytes to show, and whether `…` follows them.
  struct ASCIITitle {
    /// Where the shown bytes are in the text's UTF-8.
    let bytes: Range<Int>
    let cut: Bool
  }

  /// The title as `shortTitle` would show it, when it is plain ASCII (nil otherwise; a tab
  /// inside is sanitised to a space, so such a title is left to `shortTitle` too).
  static func asciiTitle(of entry: borrowing JournalEntry, width: Int) -> ASCIITitle? {
    guard width >= 1, let range = entry.asciiTitleBytes,
      entry.text.utf8.withContiguousStorageIfAvailable({ !$0[range].contains(0x09) }) == true
    else { return nil }
    if range.count <= width { return ASCIITitle(bytes: range, cut: false) }
    return ASCIITitle(bytes: range.lowerBound..<(range.lowerBound + width - 1), cut: true)
  }

  /// `title` sanitised and cut to `width` cells with `…`, reading no more of it than needed.
  static func shortTitle(_ title: String, width: Int) -> String {
    let limit = 4 * width + 16
    var text = title
    // A title of no more bytes than `limit` has no more characters either.
    if title.utf8.count > limit,
      let end = title.index(title.startIndex, offsetBy: limit, limitedBy: title.endIndex),
      end < title.endIndex
    {
      text = String(title[..<end]) + "…"
    }
    return TerminalText.truncate(TerminalText.sanitize(text), toWidth: width)
  }
}

/// The line of a row with a printable-ASCII title, written byte by byte into one string
/// (twelve appends a line cost more than the rest of a 20,000-entry list).
extension JournalText.ListLayout {
  func quickLine(
    _ row: JournalText.ListRow, place: Int, sky: Int, number: Int, title: JournalText.ASCIITitle,
    text: String
  )
    -> String
  {
    let numberText = String(number)
    let placeCell = placeCells[place]
    let skyCell = skyCells[sky]
    let cells: Int = widths.reduce(0, +) + 8
    let texts: Int = numberText.utf8.count + row.date.utf8.count + 1 + row.time.utf8.count
    let shared: Int = placeCell.text.utf8.count + skyCell.text.utf8.count
    let capacity: Int = cells + texts + shared + title.bytes.count + 3
    return String(unsafeUninitializedCapacity: capacity) { buffer in
      var used = 0
      func put(_ text: String) {
        for byte in text.utf8 {
          buffer[used] = byte
          used += 1
        }
      }
      func spaces(_ count: Int) {
        for _ in 0..<max(0, count) {
          buffer[used] = 0x20
          used += 1
        }
      }
      spaces(widths[0] - numberText.utf8.count)
      put(numberText)
      spaces(2)
      put(row.date)
      spaces(1)
      put(row.time)
      spaces(widths[1] - row.timeWidth + 2)
      put(placeCell.text)
      spaces(widths[2] - placeCell.width + 2)
      put(skyCell.text)
      spaces(widths[3] - skyCell.width + 2)
      _ = text.utf8.withContiguousStorageIfAvailable { bytes in
        for byte in bytes[title.bytes] {
          buffer[used] = byte
          used += 1
        }
      }
      if title.cut { put("…") }
      return used
    }
  }
}
