/// Text helpers for the terminal: sanitising foreign strings and measuring display width.
public enum TerminalText {
  /// The most scalars one character of outside text keeps (a family emoji has 7, a Hangul
  /// syllable written in jamo 3): the rest of a pile of combining marks is dropped.
  public static let scalarsPerCharacter = 16

  /// `text` cut to at most `limit` characters, each of at most `scalarsPerCharacter`
  /// scalars: outside text cannot grow without bound inside one character.
  public static func capped(_ text: String, characters limit: Int) -> String {
    var out = ""
    var count = 0
    for character in text {
      guard count < limit else { break }
      let scalars = character.unicodeScalars
      if scalars.count > scalarsPerCharacter {
        out.unicodeScalars.append(contentsOf: scalars.prefix(scalarsPerCharacter))
      } else {
        out.append(character)
      }
      count += 1
    }
    return out
  }

  /// Removes every character that could steer the terminal from a string wxsh did not write.
  ///
  /// Drops C0 controls (tab, newline and the line and paragraph separators U+2028/U+2029
  /// become a space, unless `keepNewlines` keeps newlines),
  /// DEL, C1 controls (U+0080–U+009F), bidi embeddings, overrides and isolates
  /// (U+202A–U+202E, U+2066–U+2069) and the bidi marks U+200E/U+200F/U+061C.
  public static func sanitize(_ text: String, keepNewlines: Bool = false) -> String {
    // Most text has nothing to remove: hand it back without copying.
    if isPrintableASCII(text) { return text }
    let clean = !text.unicodeScalars.contains { scalar in
      isSteering(scalar) && !(keepNewlines && scalar.value == 0x0A)
    }
    if clean { return text }
    var scalars = String.UnicodeScalarView()
    scalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0A where keepNewlines:
        scalars.append(scalar)
      case 0x09, 0x0A, 0x2028, 0x2029:
        scalars.append(" ")
      default:
        if !isSteering(scalar) { scalars.append(scalar) }
      }
    }
    return String(scalars)
  }

  /// True for the characters that can steer a terminal or reorder what is around them: C0,
  /// DEL, C1, the bidirectional controls (U+061C, U+200E/F, U+202A–202E, U+2066–2069) and the
  /// line and paragraph separators. `sanitize` removes them; JSON and messages escape them.
  public static func isSteering(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    case 0x2028, 0x2029: true
    default: false
    }
  }

  /// True when the string holds nothing `sanitize` would remove.
  public static func isClean(_ text: String) -> Bool {
    sanitize(text, keepNewlines: true) == text
  }

  /// The text with the typographic symbols wxsh's own sentences use (`·`, `…`, `—`, `→`, curly
  /// quotes) written in ASCII, for a terminal that shows only ASCII (`TERM=dumb`, a non-UTF-8
  /// locale); letters, including place names, are left as they are.
  public static func asciiPunctuation(_ text: String) -> String {
    if isPrintableASCII(text) { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "·", "•", "—", "–": result.append("-")
      case "…": result.append("...")
      case "→": result.append("->")
      case "←": result.append("<-")
      case "‘", "’": result.append("'")
      case "“", "”": result.append("\"")
      case "×": result.append("x")
      case "°": break
      default: result.append(character)
      }
    }
    return result
  }

  /// The number of terminal cells the string takes.
  ///
  /// East-Asian wide and fullwidth characters and emoji take 2 cells; combining marks,
  /// zero-width characters and variation selectors take none.
  public static func displayWidth(_ text: String) -> Int {
    if isPrintableASCII(text) { return text.utf8.count }
    var total = 0
    for character in text {
      total += displayWidth(of: character)
    }
    return total
  }

  /// Whether `text` is only printable ASCII (U+0020–U+007E): one cell a byte, nothing to
  /// sanitise. Most text is, and answers without a walk over its characters.
  public static func isPrintableASCII(_ text: String) -> Bool {
    let checked = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      // Eight bytes at a time: no byte with the top bit set, below 0x20, or equal to 0x7F.
      let ones: UInt64 = 0x0101_0101_0101_0101
      let highs: UInt64 = 0x8080_8080_8080_8080
      func hasByteBelow(_ word: UInt64, _ limit: UInt64) -> Bool {
        (word &- ones &* limit) & ~word & highs != 0
      }
      var index = 0
      while index + 8 <= bytes.count {
        let word = UnsafeRawBufferPointer(bytes).loadUnaligned(
          fromByteOffset: index, as: UInt64.self)
        if word & highs != 0 || hasByteBelow(word, 0x20) || hasByteBelow(word ^ (ones &* 0x7F), 1) {
          return false
        }
        index += 8
      }
      while index < bytes.count {
        guard bytes[index] >= 0x20, bytes[index] < 0x7F else { return false }
        index += 1
      }
      return true
    }
    return checked ?? text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
  }

  /// The number of cells one character takes.
  public static func displayWidth(of character: Character) -> Int {
    var width = 0
    var first = true
    for scalar in character.unicodeScalars {
      if first {
        width = cellWidth(of: scalar)
        first = false
      } else if scalar.value == 0xFE0F, width == 1 {
        width = 2  // emoji presentation selector widens a text-default symbol
      }
    }
    return width
  }

  /// The number of cells one scalar takes on its own.
  public static func cellWidth(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value == 0 { return 0 }
    if value < 0x20 || (0x7F...0x9F).contains(value) { return 0 }
    if value < 0x300 { return 1 }
    if isZeroWidth(value) { return 0 }
    if isWide(value) { return 2 }
    return 1
  }

  /// Pads with spaces on the right to `width` cells (never truncates).
  public static func padRight(_ text: String, toWidth width: Int) -> String {
    let missing = width - displayWidth(text)
    return missing > 0 ? text + String(repeating: " ", count: missing) : text
  }

  /// Pads with spaces on the left to `width` cells (never truncates).
  public static func padLeft(_ text: String, toWidth width: Int) -> String {
    let missing = width - displayWidth(text)
    return missing > 0 ? String(repeating: " ", count: missing) + text : text
  }

  /// Cuts the string to at most `width` cells, ending with `…` when something was cut.
  public static func truncate(_ text: String, toWidth width: Int, ellipsis: String = "…") -> String
  {
    guard width > 0 else { return "" }
    if isPrintableASCII(text) {
      // One byte, one character, one cell.
      if text.utf8.count <= width { return text }
      let room = width - displayWidth(ellipsis)
      guard room >= 0 else { return "" }
      return String(Substring(text.utf8.prefix(room))) + ellipsis
    }
    if displayWidth(text) <= width { return text }
    let room = width - displayWidth(ellipsis)
    var result = ""
    var used = 0
    for character in text {
      let cells = displayWidth(of: character)
      if used + cells > room { break }
      result.append(character)
      used += cells
    }
    return room >= 0 ? result + ellipsis : result
  }

  private static func isZeroWidth(_ value: UInt32) -> Bool {
    switch value {
    case 0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05BD, 0x05BF, 0x05C1...0x05C2,
      0x05C4...0x05C5, 0x05C7, 0x0610...0x061A, 0x064B...0x065F, 0x0670, 0x06D6...0x06DC,
      0x06DF...0x06E4, 0x06E7...0x06E8, 0x06EA...0x06ED, 0x0E31, 0x0E34...0x0E3A,
      0x0E47...0x0E4E, 0x1160...0x11FF, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x200B...0x200F,
      0x2028...0x202E, 0x2060...0x206F, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
      0xFEFF, 0xE0000...0xE0FFF:
      return true
    default:
      return false
    }
  }

  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
      0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1,
      0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA,
      0x26F2...0x26F3, 0x26F5, 0x26FA, 0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C,
      0x274E, 0x2753...0x2755, 0x2757, 0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C,
      0x2B50, 0x2B55, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
      0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF,
      0x1B000...0x1B2FF, 0x1F004, 0x1F0CF, 0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251,
      0x1F300...0x1F320, 0x1F32D...0x1F335, 0x1F337...0x1F37C, 0x1F37E...0x1F393,
      0x1F3A0...0x1F3CA, 0x1F3CF...0x1F3D3, 0x1F3E0...0x1F3F0, 0x1F3F4, 0x1F3F8...0x1F43E,
      0x1F440, 0x1F442...0x1F4FC, 0x1F4FF...0x1F53D, 0x1F54B...0x1F54E, 0x1F550...0x1F567,
      0x1F57A, 0x1F595...0x1F596, 0x1F5A4, 0x1F5FB...0x1F64F, 0x1F680...0x1F6C5, 0x1F6CC,
      0x1F6D0...0x1F6D2, 0x1F6D5...0x1F6D7, 0x1F6EB...0x1F6EC, 0x1F6F4...0x1F6FC,
      0x1F7E0...0x1F7EB, 0x1F90C...0x1F93A, 0x1F93C...0x1F945, 0x1F947...0x1F9FF,
      0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }

  /// Wraps text at spaces to `width` cells; a word longer than a line is cut into pieces.
  /// `hangingIndent`: lines after the first start with that many spaces (within `width`).
  ///
  /// Text in Chinese, Japanese and Korean also breaks between wide characters, as those
  /// languages do, but never before closing punctuation (`、。）`) or after opening (`（「`).
  public static func wrap(_ text: String, width: Int, hangingIndent: Int = 0) -> [String] {
    let indent = String(repeating: " ", count: max(0, min(hangingIndent, width / 2)))
    var limit = max(10, width)
    var lines: [String] = [] {
      didSet { limit = max(10, width - indent.count) }
    }
    var current = ""
    // Printable ASCII splits the same as bytes, without a walk over its characters.
    let words =
      isPrintableASCII(text)
      ? text.utf8.split(separator: UInt8(ascii: " ")).map { Substring($0) }
      : text.split(separator: " ")
    for word in words {
      for (index, segment) in segments(of: word).enumerated() {
        var piece = segment
        while displayWidth(piece) > limit {
          if !current.isEmpty {
            lines.append(current)
            current = ""
          }
          var head = ""
          for character in piece {
            if displayWidth(head + String(character)) > limit { break }
            head.append(character)
          }
          if head.isEmpty { break }
          lines.append(head)
          piece = String(piece.dropFirst(head.count))
        }
        if piece.isEmpty { continue }
        // Pieces of one word join without a space.
        let joiner = index == 0 ? " " : ""
        let candidate = current.isEmpty ? piece : current + joiner + piece
        if displayWidth(candidate) > limit, !current.isEmpty {
          lines.append(current)
          current = piece
        } else {
          current = candidate
        }
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines.enumerated().map { $0.offset == 0 ? $0.element : indent + $0.element }
  }

  /// Closing punctuation a line may not start with.
  static let closing: Set<Character> = [
    "、", "。", "，", "．", "）", "」", "』", "】", "！", "？", "：", "；", "ー", "々", "…", ")",
    ",", ".", ":", ";", "!", "?", "%",
  ]
  /// Opening punctuation a line may not end with.
  static let opening: Set<Character> = ["（", "「", "『", "【", "("]

  /// True for a character a line may break beside: a wide one that is not Hangul (Korean
  /// breaks between words, at spaces, like English).
  static func breaksBeside(_ character: Character) -> Bool {
    guard displayWidth(of: character) == 2, let scalar = character.unicodeScalars.first else {
      return false
    }
    switch scalar.value {
    case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF: return false
    default: return true
    }
  }

  /// A word cut where a line may break inside it: beside a wide Chinese or Japanese
  /// character, except before closing or after opening punctuation. Other words stay whole.
  static func segments(of word: Substring) -> [String] {
    guard !word.utf8.allSatisfy({ $0 < 0x80 }), word.contains(where: breaksBeside) else {
      return [String(word)]
    }
    var result: [String] = []
    var current = ""
    var previous: Character?
    for character in word {
      if let previous, !current.isEmpty,
        breaksBeside(previous) || breaksBeside(character),
        !closing.contains(character), !opening.contains(previous)
      {
        result.append(current)
        current = ""
      }
      current.append(character)
      previous = character
    }
    if !current.isEmpty { result.append(current) }
    return result
  }
}
