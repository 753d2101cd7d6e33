#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Numbers written for machines (file names, URLs, query strings, saved labels): C's digits and
/// a decimal point, whatever locale the process or a library it loads has set.
///
/// `String(format:)` and `vsnprintf` follow `LC_NUMERIC`; under `de_DE.UTF-8` they write
/// `52,5244`, which Open-Meteo reads as two coordinates. These formats run under the C locale
/// for the calling thread only, so the digits are exactly `printf`'s.
public enum MachineNumber {
  /// A coordinate for a query string or a label: four decimals, about 11 m (`52.5244`).
  public static func coordinate(_ value: Double) -> String { fixed(value, decimals: 4) }

  /// `value` with `decimals` digits after the point, rounded as `%.Nf` rounds (`52.5244`).
  public static func fixed(_ value: Double, decimals: Int) -> String {
    let cLocale = newlocale(1 << LC_NUMERIC, "C", nil)
    let previous = cLocale.map { uselocale($0) }
    defer {
      if let previous { uselocale(previous) }
      if let cLocale { freelocale(cLocale) }
    }
    var buffer = [CChar](repeating: 0, count: 64)
    while true {
      let length = withVaList([Int32(min(max(decimals, 0), 20)), value]) { arguments in
        buffer.withUnsafeMutableBufferPointer {
          vsnprintf($0.baseAddress, $0.count, "%.*f", arguments)
        }
      }
      guard length >= 0 else { return String(value) }
      if Int(length) < buffer.count {
        return String(
          decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
      }
      buffer = [CChar](repeating: 0, count: Int(length) + 1)
    }
  }
}
