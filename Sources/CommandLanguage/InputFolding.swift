/// Folds what CJK input methods type into the ASCII forms command syntax uses.
///
/// Full-width forms (U+FF01–U+FF5E: `：`, `＃`, `１`, `ｆ`, `，`) are width variants of ASCII
/// (NFKC maps them so); the ideographic space and comma (U+3000, U+3001) and the half-width
/// ideographic comma (U+FF64) mean a space and a comma. Each maps one scalar to one, so
/// positions in the line stay where they were. No place name is written in full-width Latin,
/// so folding changes no place's meaning.
public enum InputFolding {
  /// `line` with full-width and ideographic punctuation, digits and letters in ASCII form.
  public static func fold(_ line: String) -> String {
    guard line.unicodeScalars.contains(where: { folded($0) != nil }) else { return line }
    var scalars = String.UnicodeScalarView()
    for scalar in line.unicodeScalars { scalars.append(folded(scalar) ?? scalar) }
    return String(scalars)
  }

  /// The ASCII scalar a full-width or ideographic one stands for, if any.
  static func folded(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0xFF01...0xFF5E: Unicode.Scalar(scalar.value - 0xFEE0)
    case 0x3000: " "
    case 0x3001, 0xFF64: ","
    default: nil
    }
  }
}
