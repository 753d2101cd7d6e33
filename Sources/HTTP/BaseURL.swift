import FetchModel
import Foundation
import Terminal

/// A provider's base URL: https anywhere, or plain http only to a loopback address.
public struct BaseURL: Sendable, Hashable, CustomStringConvertible {
  /// The URL without a trailing slash, e.g. `https://api.open-meteo.com`.
  public let text: String
  /// The host name, for messages.
  public let host: String

  /// Validates `text`: https (or http to loopback), a host, a port 1…65535 when given, no
  /// query, fragment or credentials; `variable` names where it came from for the message.
  public init(_ text: String, variable: String) throws(HTTPError) {
    let trimmed = text.trimmingSpaces()
    if let port = BaseURL.portText(trimmed) {
      guard port.utf8.allSatisfy({ (0x30...0x39).contains($0) }), !port.isEmpty,
        port.count <= 5, let number = Int(port), (1...65535).contains(number)
      else {
        throw .invalidBaseURL(variable: variable, reason: "the port must be a number 1…65535")
      }
    }
    guard let components = URLComponents(string: trimmed),
      let scheme = components.scheme?.lowercased(),
      let host = components.host, !host.isEmpty
    else {
      throw .invalidBaseURL(variable: variable, reason: "not a URL with a scheme and a host")
    }
    if let port = components.port, !(1...65535).contains(port) {
      throw .invalidBaseURL(variable: variable, reason: "the port must be a number 1…65535")
    }
    guard components.query == nil, components.fragment == nil, components.user == nil,
      components.password == nil
    else {
      throw .invalidBaseURL(
        variable: variable, reason: "a base URL has no query, fragment or credentials")
    }
    switch scheme {
    case "https":
      break
    case "http":
      guard BaseURL.isLoopback(host) else {
        throw .invalidBaseURL(
          variable: variable,
          reason: "plain http is only allowed to loopback addresses (127.0.0.1, localhost, ::1)")
      }
    default:
      throw .invalidBaseURL(variable: variable, reason: "the scheme must be https")
    }
    var cleaned = trimmed
    while cleaned.hasSuffix("/") { cleaned.removeLast() }
    self.text = cleaned
    self.host = host
  }

  /// A compiled-in base URL, trusted as written (e.g. a provider's real endpoint).
  public init(trusted text: String, host: String) {
    self.text = text
    self.host = host
  }

  /// The base URL (it never holds a key).
  public var description: String { text }

  /// The full URL for `path` (starting with `/`) and already-encoded query items.
  public func url(path: String, query: [(String, String)]) -> String {
    let encoded = query.map { "\($0.0)=\(BaseURL.encode($0.1))" }.joined(separator: "&")
    return text + path + (encoded.isEmpty ? "" : "?" + encoded)
  }

  /// True for `localhost`, 127.0.0.0/8 and `::1` (with or without brackets).
  public static func isLoopback(_ host: String) -> Bool {
    var name = host.lowercased()
    if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
    if name == "localhost" || name == "::1" || name == "0:0:0:0:0:0:0:1" { return true }
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 4, parts[0] == "127" else { return false }
    return parts.allSatisfy { part in
      guard let value = Int(part), part.count <= 3 else { return false }
      return (0...255).contains(value)
    }
  }

  /// The text after the host's `:` in the authority of `text`, when there is a colon there.
  static func portText(_ text: String) -> String? {
    guard let schemeEnd = text.range(of: "://") else { return nil }
    let rest = text[schemeEnd.upperBound...]
    var authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    if let at = authority.lastIndex(of: "@") {
      authority = authority[authority.index(after: at)...]
    }
    if authority.hasPrefix("[") {
      guard let close = authority.firstIndex(of: "]") else { return nil }
      let after = authority[authority.index(after: close)...]
      return after.hasPrefix(":") ? String(after.dropFirst()) : nil
    }
    guard let colon = authority.lastIndex(of: ":") else { return nil }
    return String(authority[authority.index(after: colon)...])
  }

  /// Percent-encodes a query value: only ASCII letters, digits and `-._~,` stay as they are
  /// (commas kept, as the providers expect them literally).
  public static func encode(_ value: String) -> String {
    value.addingPercentEncoding(withAllowedCharacters: queryValueAllowed) ?? value
  }

  /// The characters ``encode(_:)`` leaves alone.
  private static let queryValueAllowed = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~,")
}
