import Foundation

/// The parts of cache file names that the forecast, air-quality and alert caches share.
public enum CacheName {
  /// `37.570_126.980`: a point rounded to 3 decimals (about 100 m), without a negative zero,
  /// so nearby requests share a file.
  public static func point(latitude: Double, longitude: Double) -> String {
    rounded(latitude) + "_" + rounded(longitude)
  }

  /// One coordinate rounded to 3 decimals, without a negative zero.
  static func rounded(_ value: Double) -> String {
    // C's formatting, the same digits as `String(format:)` without Foundation's cost (a
    // `:list` of 10,000 places names 10,000 files).
    var buffer = [CChar](repeating: 0, count: 48)
    let length = withVaList([value]) { arguments in
      buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, 48, "%.3f", arguments) }
    }
    let text =
      length > 0 && length < 48
      ? String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
      : String(format: "%.3f", value)
    return text == "-0.000" ? "0.000" : text
  }
}
