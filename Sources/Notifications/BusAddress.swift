/// Where the D-Bus session bus listens: a Unix socket path, or a name in the abstract
/// namespace.
public enum BusAddress: Sendable, Equatable {
  /// `unix:path=/run/user/1000/bus`.
  case path(String)
  /// `unix:abstract=/tmp/dbus-XXXX` (Linux's abstract socket namespace).
  case abstract(String)

  /// The session bus from `DBUS_SESSION_BUS_ADDRESS` (the first `unix:` entry of its
  /// `;`-separated list), else systemd's `$XDG_RUNTIME_DIR/bus`; nil when neither names one.
  public static func session(environment: [String: String]) -> BusAddress? {
    if let text = environment["DBUS_SESSION_BUS_ADDRESS"], !text.isEmpty {
      return text.split(separator: ";").lazy.compactMap { parse(String($0)) }.first
    }
    if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") {
      return .path(runtime + "/bus")
    }
    return nil
  }

  /// One address entry (`unix:path=…,guid=…`); nil for other transports.
  static func parse(_ entry: String) -> BusAddress? {
    guard entry.hasPrefix("unix:") else { return nil }
    for pair in entry.dropFirst(5).split(separator: ",") {
      let parts = pair.split(separator: "=", maxSplits: 1)
      guard parts.count == 2 else { continue }
      let value = unescape(String(parts[1]))
      switch parts[0] {
      case "path": return .path(value)
      case "abstract": return .abstract(value)
      default: continue
      }
    }
    return nil
  }

  /// An address value with its `%XX` escapes decoded.
  static func unescape(_ text: String) -> String {
    var bytes: [UInt8] = []
    var iterator = Array(text.utf8)[...]
    while let byte = iterator.popFirst() {
      if byte == UInt8(ascii: "%"), iterator.count >= 2,
        let value = UInt8(String(decoding: iterator.prefix(2), as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        iterator = iterator.dropFirst(2)
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The address as written in `DBUS_SESSION_BUS_ADDRESS`, for messages.
  public var text: String {
    switch self {
    case .path(let path): "unix:path=" + path
    case .abstract(let name): "unix:abstract=" + name
    }
  }
}
