/// Lays out short items in columns that fit a terminal width, like `ls`.
public enum ColumnLayout {
  /// Returns the rows of text for `items`, column-major, each row at most `width` cells.
  ///
  /// Column widths are measured in display cells, so wide (CJK) characters line up.
  public static func rows(_ items: [String], width: Int, spacing: Int = 2) -> [String] {
    guard !items.isEmpty else { return [] }
    let widths = items.map(TerminalText.displayWidth)
    let available = max(width, 1)
    var bestRows = items.count
    var bestColumnWidths = [widths.max() ?? 0]
    rowSearch: for rowCount in 1...items.count {
      let columnCount = (items.count + rowCount - 1) / rowCount
      var columnWidths: [Int] = []
      var total = 0
      for column in 0..<columnCount {
        let start = column * rowCount
        let end = min(start + rowCount, items.count)
        let columnWidth = widths[start..<end].max() ?? 0
        columnWidths.append(columnWidth)
        total += columnWidth + (column > 0 ? spacing : 0)
        if total > available, rowCount < items.count { continue rowSearch }
      }
      bestRows = rowCount
      bestColumnWidths = columnWidths
      break
    }
    var lines: [String] = []
    for row in 0..<bestRows {
      var line = ""
      for (column, columnWidth) in bestColumnWidths.enumerated() {
        let index = column * bestRows + row
        guard index < items.count else { continue }
        let isLast = column == bestColumnWidths.count - 1 || index + bestRows >= items.count
        if column > 0 { line += String(repeating: " ", count: spacing) }
        line += isLast ? items[index] : TerminalText.padRight(items[index], toWidth: columnWidth)
      }
      lines.append(line)
    }
    return lines
  }
}
