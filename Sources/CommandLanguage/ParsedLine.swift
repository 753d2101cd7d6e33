/// One line of input, classified.
public enum ParsedLine: Equatable, Sendable {
  /// Nothing to run: empty or whitespace only.
  case empty
  /// A `#` comment line.
  case comment
  /// `:name args…`: the name as typed (not yet resolved), the split arguments, and the same
  /// words as typed, full-width forms kept (nil when they do not split the same way: a
  /// full-width quote may not).
  case command(name: String, arguments: [String], typed: [String]?)
  /// A line without a leading `:`: a place query.
  case placeQuery(String)

  /// The words before a comment: a `#` standing alone as a word starts one (`:now seoul #
  /// home town`), as in a shell; `#2` is a word (a search result).
  public static func withoutComment(_ words: [String]) -> [String] {
    Array(words.prefix { $0 != "#" })
  }

  /// A place query without its comment (`seoul # home town` is `seoul`).
  public static func withoutComment(_ query: String) -> String {
    let words = query.split(separator: " ", omittingEmptySubsequences: false)
    guard let mark = words.firstIndex(where: { $0 == "#" }), mark > 0 else { return query }
    return words[..<mark].joined(separator: " ").trimmingWhitespace()
  }

  /// The argument words of a command line as typed, without folding full-width forms (only
  /// the ideographic space separates words, as it does once folded); nil when the line is not
  /// a command or does not split.
  static func typedArguments(_ line: String) -> [String]? {
    // Scalar by scalar, not from a sequence: see ARCHITECTURE.md, "What a start costs".
    var scalars = String.UnicodeScalarView()
    for scalar in line.unicodeScalars { scalars.append(scalar.value == 0x3000 ? " " : scalar) }
    let spaced = String(scalars)
    let trimmed = spaced.trimmingWhitespace()
    guard let first = trimmed.first, first == ":" || first == "：" else { return nil }
    let body = trimmed.dropFirst()
    let nameEnd = body.firstIndex(where: { $0 == " " || $0 == "\t" }) ?? body.endIndex
    return try? Tokenizer.split(String(body[nameEnd...]).trimmingWhitespace())
  }

  /// Classifies and splits a line of input, after folding what CJK input methods type
  /// (`：q`, `＃１`, the ideographic space) into ASCII (`InputFolding`).
  public static func parse(_ line: String) throws(CommandLanguageError) -> ParsedLine {
    let trimmed = InputFolding.fold(line).trimmingWhitespace()
    if trimmed.isEmpty { return .empty }
    if trimmed.hasPrefix("#") { return .comment }
    guard trimmed.hasPrefix(":") else { return .placeQuery(trimmed) }
    let body = trimmed.dropFirst()
    let nameEnd = body.firstIndex(where: { $0 == " " || $0 == "\t" }) ?? body.endIndex
    let name = String(body[..<nameEnd])
    guard !name.isEmpty else { throw .missingCommandName }
    let arguments = try Tokenizer.split(String(body[nameEnd...]).trimmingWhitespace())
    let typed = typedArguments(line).flatMap { $0.count == arguments.count ? $0 : nil }
    return .command(name: name, arguments: arguments, typed: typed)
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and newlines.
  func trimmingWhitespace() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}
