extension Message {
  /// Every message by its key, for reading translations (the synthesized `init(rawValue:)`
  /// compares the key with each case in turn).
  public static let byKey: [String: Message] = {
    // Sized once: grown from empty, the table was rehashed nine times on the way to a thousand.
    var table = [String: Message](minimumCapacity: allCases.count)
    for message in allCases { table[message.rawValue] = message }
    return table
  }()

  /// Weather conditions by WMO code (`condition.3` under `"3"`).
  public static let conditions = Family("condition.")
  /// Alert severities by CAP's word, lower case (`alert.severity.severe` under `"severe"`).
  public static let alertSeverities = Family("alert.severity.")
  /// The moon's phases by key (`moon.phase.full-moon` under `"full-moon"`).
  public static let moonPhases = Family("moon.phase.")
  /// Pollen kinds by Open-Meteo's name (`air.pollen.birch` under `"birch"`).
  public static let pollenKinds = Family("air.pollen.")

  /// The messages whose keys share a prefix, by the rest of their key: what a view looks up to
  /// name one thing of a kind. Found by comparing the keys' bytes, without building
  /// ``byKey``'s table of all 800 messages, which had cost every weather view 0.38M
  /// instructions to name its one condition.
  public struct Family: Sendable {
    /// The family's messages by the rest of their key.
    let members: [String: Message]

    /// The messages whose keys start with `prefix`.
    init(_ prefix: String) {
      var members: [String: Message] = [:]
      let start = Array(prefix.utf8)
      for message in Message.allCases {
        let key = message.rawValue
        guard key.utf8.starts(with: start) else { continue }
        members[String(decoding: key.utf8.dropFirst(start.count), as: UTF8.self)] = message
      }
      self.members = members
    }

    /// The message whose key is the family's prefix and then `suffix`.
    public subscript(_ suffix: String) -> Message? { members[suffix] }
  }
}
