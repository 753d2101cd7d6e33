/// The scalars in `text` that could steer a terminal, as hex: C0 controls but the line feed,
/// DEL, C1, the bidirectional controls and the line and paragraph separators. The tests' own
/// list, kept apart from the product's sanitiser so it can catch that sanitiser's mistakes.
public func steeringScalars(in text: String) -> [String] {
  text.unicodeScalars.filter { scalar in
    switch scalar.value {
    case 0x0A: false
    case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069,
      0x2028, 0x2029:
      true
    default: false
    }
  }.map { String($0.value, radix: 16) }
}
