/// Lays pieces out left to right, starting a new line when the next piece would not fit.
enum Flow {
  /// The pieces joined by `gap` spaces, wrapped at `width` cells.
  static func lines(_ pieces: [StyledLine], width: Int, gap: Int = 2) -> [StyledLine] {
    var lines: [StyledLine] = []
    var current = StyledLine()
    for piece in pieces where piece.width > 0 {
      if current.width == 0 {
        current = piece
      } else if current.width + gap + piece.width <= width {
        current.space(gap)
        current.append(piece)
      } else {
        lines.append(current)
        current = piece
      }
    }
    if current.width > 0 { lines.append(current) }
    return lines
  }
}
