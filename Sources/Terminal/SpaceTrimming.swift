extension String {
  /// The text without its leading and trailing spaces and tabs: Unicode's space separators
  /// (`Zs`, U+3000 among them), U+0009 and the zero-width space U+200B, the set Foundation
  /// calls `.whitespaces` (checked over every scalar).
  ///
  /// Foundation's `trimmingCharacters(in:)` goes through `NSString`, whose first use costs a
  /// process about 0.3 ms; every command that names a place trims it.
  public func trimmingSpaces() -> String {
    Substring(self).trimmingSpaces()
  }
}

extension Substring {
  /// The text without its leading and trailing spaces and tabs (``Swift/String/trimmingSpaces()``).
  public func trimmingSpaces() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.isSpaceOrTab }),
      let last = scalars.lastIndex(where: { !$0.isSpaceOrTab })
    else { return "" }
    return String(scalars[first...last])
  }
}

extension Unicode.Scalar {
  /// A space separator (`Zs`), a tab or a zero-width space.
  var isSpaceOrTab: Bool {
    if isASCII { return self == " " || self == "\t" }
    return value == 0x200B || properties.generalCategory == .spaceSeparator
  }
}
