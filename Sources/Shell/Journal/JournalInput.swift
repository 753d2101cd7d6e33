import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How an entry's typed or edited text is cleaned before it is kept.
enum JournalInput {
  /// The text as it is kept: trailing spaces and blank lines at both ends removed.
  static func tidy(_ text: String) -> String {
    var lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(
      separator: "\n", omittingEmptySubsequences: false
    ).map { String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
    while let first = lines.first, first.isEmpty { lines.removeFirst() }
    while let last = lines.last, last.isEmpty { lines.removeLast() }
    return lines.joined(separator: "\n")
  }
}
