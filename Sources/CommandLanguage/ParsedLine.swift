/// One line of input, classified.
public enum ParsedLine: Equatable, Sendable {
  /// Nothing to run: empty or whitespace only.
  case empty
  /// A `#` comment line.
  case comment
  /// `:name args…`: the name as typed (not yet resolved) and the split arguments.
  case command(name: String, arguments: [String], argumentText: String)
  /// A line without a leading `:`: a place query.
  case placeQuery(String)

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
    let argumentText = String(body[nameEnd...]).trimmingWhitespace()
    let arguments = try Tokenizer.split(argumentText)
    return .command(name: name, arguments: arguments, argumentText: argumentText)
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
