extension Message {
  /// Every message by its key, for reading translations (the synthesized `init(rawValue:)`
  /// compares the key with each case in turn).
  public static let byKey: [String: Message] = {
    // Sized once: grown from empty, the table was rehashed nine times on the way to a thousand.
    var table = [String: Message](minimumCapacity: allCases.count)
    for message in allCases { table[message.rawValue] = message }
    return table
  }()
}
