import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one question wxsh asks before it sends anything to the network location service.
enum ConsentPrompt {
  /// The question, shown once, the first time the service would be used in a terminal.
  static let question = "Use your network location to find where you are? [y/N] "

  /// True for `y` and `yes` in any case; everything else, including nothing, means no.
  static func isYes(_ answer: String?) -> Bool {
    guard let answer else { return false }
    let word = answer.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    return word == "y" || word == "yes"
  }

  /// Reads one line from file descriptor 0 byte by byte (so nothing after it is consumed);
  /// nil at end of input or on an error. Lines are cut at 256 bytes.
  @Sendable static func readStandardInputLine() -> String? {
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    while bytes.count < 256 {
      let count = read(STDIN_FILENO, &byte, 1)
      if count < 0, errno == EINTR { continue }
      if count <= 0 { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
      if byte == UInt8(ascii: "\n") { break }
      bytes.append(byte)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
