extension Message {
  /// Every message by its key, for reading translations (the synthesized `init(rawValue:)`
  /// compares the key with each case in turn).
  public static let byKey: [String: Message] = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}
