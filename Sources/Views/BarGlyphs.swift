/// The characters of bars and charts, in Unicode block elements or ASCII.
enum BarGlyphs {
  /// Block elements from empty to full, in eighths.
  static let eighths = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
  /// ASCII stand-ins for the eighths.
  static let asciiEighths = [" ", ".", ".", ".", ":", ":", ":", "#", "#"]

  /// The character for a cell filled `eighths` eighths (0…8).
  static func eighth(_ fill: Int, ascii: Bool) -> String {
    let index = min(max(fill, 0), 8)
    return ascii ? asciiEighths[index] : eighths[index]
  }
}
