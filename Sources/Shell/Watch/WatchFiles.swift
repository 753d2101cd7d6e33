/// Where `wxsh watch` keeps what it sent and the lock that lets one watch run per profile:
/// `$XDG_STATE_HOME/wxsh/` (else `~/.local/state/wxsh/`), named after the profile's path.
public struct WatchFiles: Sendable, Equatable {
  /// The state directory.
  public var directory: String
  /// The ledger of notices sent.
  public var ledger: String
  /// The lock held while a watch runs.
  public var lock: String

  /// The files for the profile at `profilePath`; nil without a state or home directory.
  public init?(profilePath: String, environment: [String: String]) {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      directory = state + "/wxsh"
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      directory = home + "/.local/state/wxsh"
    } else {
      return nil
    }
    // FNV-1a of the path: each profile has its own watch, and the name stays short.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in profilePath.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    let name = "watch-" + String(repeating: "0", count: 16 - hex.count) + hex
    ledger = directory + "/" + name + ".json"
    lock = directory + "/" + name + ".lock"
  }
}
