/// The keys of the Korean 2-set keyboard that type each Hangul letter
/// (`share/wxsh/hangul-2set.tsv`, from libhangul's tables), so a command typed with the Korean
/// layout still on is read as the keys pressed: `ㅂ` is `q`, `ㅜㅐㅈ` is `now`, `ㅗ디ㅔ` is `help`.
public struct HangulKeys: Sendable {
  /// The data file's name, beside the gazetteer.
  public static let fileName = "hangul-2set.tsv"
  /// No table: nothing is read as keys.
  public static let none = HangulKeys(keys: [:])

  private let keys: [Unicode.Scalar: String]

  private init(keys: [Unicode.Scalar: String]) { self.keys = keys }

  /// Reads the file's lines, `letter<TAB>keys`; comments and malformed lines are skipped.
  public init(text: String) {
    var keys: [Unicode.Scalar: String] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 2, fields[0].unicodeScalars.count == 1,
        let letter = fields[0].unicodeScalars.first,
        !fields[1].isEmpty, fields[1].utf8.allSatisfy({ $0 >= 0x21 && $0 < 0x7F })
      else { continue }
      keys[letter] = String(fields[1])
    }
    self.keys = keys
  }

  /// The keys that type `text` when all of it is Hangul (syllables or letters); nil otherwise.
  public func keystrokes(_ text: String) -> String? {
    guard !keys.isEmpty, !text.isEmpty else { return nil }
    var typed = ""
    for scalar in text.unicodeScalars {
      for letter in Self.letters(of: scalar) {
        guard let key = keys[letter] else { return nil }
        typed += key
      }
    }
    return typed
  }

  /// True when `text` is only Hangul letters standing alone (`ㅂ`, `ㅅㅅ`), no syllable: what
  /// the Korean layout types for keys that are not meant as Korean.
  public static func isLettersOnly(_ text: String) -> Bool {
    !text.isEmpty && text.unicodeScalars.allSatisfy { (0x3131...0x318E).contains($0.value) }
  }

  /// A syllable's initial, vowel and final letters (Unicode's arithmetic decomposition); any
  /// other scalar as it is.
  static func letters(of scalar: Unicode.Scalar) -> [Unicode.Scalar] {
    let value = scalar.value
    guard (0xAC00...0xD7A3).contains(value) else { return [scalar] }
    let index = value - 0xAC00
    let initial = 0x1100 + index / 588
    let vowel = 0x1161 + (index % 588) / 28
    let final = index % 28
    return ([initial, vowel] + (final == 0 ? [] : [0x11A7 + final])).compactMap(Unicode.Scalar.init)
  }
}
