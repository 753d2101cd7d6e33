/// How an entry's typed or edited text is cleaned before it is kept.
///
/// Linear in the text's length: one pass per line from its end, and the blank lines at both
/// ends are dropped by moving two indices (no regular expression, no `removeFirst` loop).
enum JournalInput {
  /// The text as it is kept: trailing white space on each line and blank lines at both ends
  /// removed.
  static func tidy(_ text: String) -> String {
    let lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(withoutTrailingWhiteSpace)
    guard let first = lines.firstIndex(where: { !$0.isEmpty }),
      let last = lines.lastIndex(where: { !$0.isEmpty })
    else { return "" }
    return lines[first...last].joined(separator: "\n")
  }

  /// `line` without the white space (Unicode `White_Space`, as `\s` matched) at its end.
  static func withoutTrailingWhiteSpace(_ line: Substring) -> Substring {
    var end = line.endIndex
    while end > line.startIndex {
      let before = line.index(before: end)
      guard line[before].isWhitespace else { break }
      end = before
    }
    return line[..<end]
  }
}
