/// Mandarin readings of Han characters, from Unicode's Unihan `kMandarin`, without tones: a
/// name Chinese writes by ear (`柯都努`, Cotonou) is read as `ke dou nu` for the sound index.
enum PinyinReadings {
  /// The table as a dictionary, built on first use.
  static let readings: [Unicode.Scalar: Substring] = {
    var result: [Unicode.Scalar: Substring] = [:]
    result.reserveCapacity(21_000)
    let scalars = table.unicodeScalars
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let han = scalars[index]
      var end = scalars.index(after: index)
      while end < scalars.endIndex, scalars[end].isASCII { end = scalars.index(after: end) }
      result[han] = Substring(String(scalars[scalars.index(after: index)..<end]))
      index = end
    }
    return result
  }()

  /// `text` in pinyin, a space between syllables, or nil when it has no Han character with a
  /// reading. Other characters are kept as they are.
  static func pinyin(_ text: String) -> String? {
    var output = ""
    var sawHan = false
    for scalar in text.unicodeScalars {
      let folded = HanVariants.folded(scalar) ?? scalar
      if let reading = readings[scalar] ?? readings[folded] {
        output += " " + reading
        sawHan = true
      } else {
        output.unicodeScalars.append(scalar)
      }
    }
    return sawHan ? output : nil
  }
}
