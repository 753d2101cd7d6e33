import Foundation

/// The lines of code (not comments) of the Swift files under a folder, for the checks that
/// read the sources: the catalogue's coverage and where JSON is built.
enum SourceLines {
  /// One line of code: the file relative to the folder, its 1-based number and its text
  /// without leading spaces.
  struct Line {
    var file: String
    var number: Int
    var code: Substring
  }

  /// Every line of code of every `.swift` file under `base`; none when the folder is absent.
  static func code(under base: URL) throws -> [Line] {
    guard let files = FileManager.default.enumerator(atPath: base.path) else { return [] }
    var lines: [Line] = []
    for case let file as String in files where file.hasSuffix(".swift") {
      let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        let code = line.drop { $0 == " " }
        if !code.hasPrefix("//") { lines.append(Line(file: file, number: index + 1, code: code)) }
      }
    }
    return lines
  }
}
