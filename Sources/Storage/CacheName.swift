/// The parts of cache file names that the forecast, air-quality and alert caches share.
public enum CacheName {
  /// `37.570_126.980`: a point rounded to 3 decimals (about 100 m), without a negative zero,
  /// so nearby requests share a file.
  public static func point(latitude: Double, longitude: Double) -> String {
    rounded(latitude) + "_" + rounded(longitude)
  }

  /// One coordinate rounded to 3 decimals, without a negative zero.
  static func rounded(_ value: Double) -> String {
    let text = MachineNumber.fixed(value, decimals: 3)
    return text == "-0.000" ? "0.000" : text
  }
}
