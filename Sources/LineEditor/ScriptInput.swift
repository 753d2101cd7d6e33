import CEditLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a script's lines from the C `stdin` stream (sharing its buffer with `QuestionReader`),
/// keeping at most ``byteLimit`` bytes of a line: a longer one is read past and reported by its
/// length, so a 100 MB line costs no more memory than a short one.
public enum ScriptInput {
  /// The longest line wxsh runs or keeps in its history, in bytes of UTF-8.
  public static let byteLimit = 64 << 10

  /// One line of input.
  public enum Line: Equatable, Sendable {
    /// The line, without its `\n` or `\r\n`.
    case text(String)
    /// A line longer than ``byteLimit``, with its length in bytes; nothing of it is kept.
    case tooLong(bytes: Int)
  }

  /// The next line from standard input; nil at the end of the input.
  public static func next() -> Line? {
    next(from: cel_stdin(), limit: byteLimit)
  }

  /// The next line from `stream`, keeping at most `limit` bytes.
  static func next(from stream: UnsafeMutablePointer<FILE>, limit: Int) -> Line? {
    flockfile(stream)
    defer { funlockfile(stream) }
    var bytes: [UInt8] = []
    var count = 0
    while true {
      let byte = getc_unlocked(stream)
      if byte == EOF {
        if count == 0 { return nil }
        break
      }
      if byte == 0x0A { break }
      count += 1
      if count <= limit + 1 { bytes.append(UInt8(truncatingIfNeeded: byte)) }
    }
    if bytes.last == 0x0D {
      bytes.removeLast()
      count -= 1
    }
    guard count <= limit else { return .tooLong(bytes: count) }
    return .text(String(decoding: bytes, as: UTF8.self))
  }
}
