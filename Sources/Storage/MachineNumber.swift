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
    let places = min(max(decimals, 0), 20)
    return exactFixed(value, places: places) ?? printfFixed(value, places: places)
  }

  /// `%.Nf` worked out in integers, for a finite value below 2^53 in size: the double is
  /// exactly m·2^e, so m·10^N·2^e rounded half to even (as `printf` rounds the exact value) is
  /// the digits. Nil for other values. A number for a file name or a URL is made on every
  /// command that shows the weather; `vsnprintf`'s argument list cost its first call 0.3 ms.
  static func exactFixed(_ value: Double, places: Int) -> String? {
    guard value.isFinite, value.magnitude < 0x1p53 else { return nil }
    var scaled: UInt128 = 0
    if value != 0 {
      let significand = UInt128(value.significandBitPattern | (value.isNormal ? 1 << 52 : 0))
      let shift = value.isNormal ? 52 - Int(value.exponent) : 1074
      var power: UInt128 = 1
      for _ in 0..<places { power *= 10 }
      let product = significand * power  // below 2^53 · 10^20 < 2^120
      if shift >= 128 {
        scaled = 0  // below half a unit of the last place
      } else if shift > 0 {
        let remainder = product & ((1 << shift) - 1)
        let half: UInt128 = 1 << (shift - 1)
        scaled = product >> shift
        if remainder > half || (remainder == half && scaled & 1 == 1) { scaled += 1 }
      } else {
        scaled = product
      }
    }
    var digits = String(scaled)
    if places > 0 {
      if digits.count <= places {
        digits = String(repeating: "0", count: places + 1 - digits.count) + digits
      }
      digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -places))
    }
    return value.sign == .minus ? "-" + digits : digits
  }

  /// `%.Nf` by `vsnprintf` under the C locale.
  static func printfFixed(_ value: Double, places: Int) -> String {
    let cLocale = newlocale(1 << LC_NUMERIC, "C", nil)
    let previous = cLocale.map { uselocale($0) }
    defer {
      if let previous { uselocale(previous) }
      if let cLocale { freelocale(cLocale) }
    }
    var buffer = [CChar](repeating: 0, count: 64)
    while true {
      let length = withVaList([Int32(places), value]) { arguments in
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
