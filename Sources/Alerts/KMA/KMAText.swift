import Glibc

/// KMA's API hub answers in EUC-KR (Korean Windows code page 949, which extends it): the text
/// as Unicode, by the C library's converter, a byte it cannot read becoming U+FFFD.
enum KMAText {
  /// The answer's text: UTF-8 when it is valid UTF-8 (a proxy or a future answer may send it),
  /// else converted from code page 949; nil when the converter is missing.
  static func decode(_ bytes: [UInt8]) -> String? {
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    let converter = iconv_open("UTF-8", "CP949")
    guard converter != iconv_t(bitPattern: -1) else { return nil }
    defer { iconv_close(converter) }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count * 3 / 2)
    var buffer = [CChar](repeating: 0, count: 4096)
    var input = bytes.map { CChar(bitPattern: $0) }
    input.withUnsafeMutableBufferPointer { source in
      var next = source.baseAddress
      var left = source.count
      while left > 0 {
        let stopped = buffer.withUnsafeMutableBufferPointer { target -> Bool in
          var out = target.baseAddress
          var room = target.count
          let result = iconv(converter, &next, &left, &out, &room)
          let written = target.count - room
          output += target.prefix(written).map { UInt8(bitPattern: $0) }
          return result == -1 && errno != E2BIG
        }
        // A byte the code page has no character for: U+FFFD, and read on after it.
        if stopped, left > 0 {
          output += [0xEF, 0xBF, 0xBD]
          next = next.map { $0 + 1 }
          left -= 1
        }
      }
    }
    return String(decoding: output, as: UTF8.self)
  }
}
