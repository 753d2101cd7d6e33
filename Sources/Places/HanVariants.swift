/// Simplified, Traditional and Japanese forms of the same Han character folded to one, so
/// `橫濱`, `横浜` and `横滨` (Yokohama), or `漢城` and `汉城`, are one name to search.
///
/// The table is OpenCC's, the `fold` lines of the shipped ``Readings`` (built at set-up by
/// `scripts/make-readings.py`); both the gazetteer's names and the query pass through it in
/// `Normalizer`.
enum HanVariants {
  /// The folded form of `scalar`, or nil when it has none (most scalars: only Han characters
  /// are looked up), or when no reading tables ship beside the binary.
  static func folded(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    guard Script.isHan(scalar), let folded = Readings.shipped?.reading(.fold, scalar) else {
      return nil
    }
    return folded.unicodeScalars.first
  }
}
