import Foundation

/// A provider's base URL: https anywhere, or plain http only to a loopback address.
public struct BaseURL: Sendable, Hashable, CustomStringConvertible {
  /// The URL without a trailing slash, e.g. `https://api.open-meteo.com`.
  public let text: String
  /// The host name, for messages.
  public let host: String

  /// Validates `text`; `variable` names where it came from for the error message.
  public init(_ text: String, variable: String) throws(WeatherError) {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard let components = URLComponents(string: trimmed),
      let scheme = components.scheme?.lowercased(),
      let host = components.host, !host.isEmpty
    else {
      throw .invalidBaseURL(variable: variable, reason: "not a URL with a scheme and a host")
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

  /// Open-Meteo's real endpoint.
  public static let openMeteo = BaseURL(
    trusted: "https://api.open-meteo.com", host: "api.open-meteo.com")
  /// OpenWeatherMap's real endpoint.
  public static let openWeatherMap = BaseURL(
    trusted: "https://api.openweathermap.org", host: "api.openweathermap.org")

  private init(trusted text: String, host: String) {
    self.text = text
    self.host = host
  }

  /// The base URL (it never holds a key).
  public var description: String { text }

  /// The full URL for `path` (starting with `/`) and already-encoded query items.
  func url(path: String, query: [(String, String)]) -> String {
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

  /// Percent-encodes a query value (commas kept, as the providers expect them literally).
  static func encode(_ value: String) -> String {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~,")
    return value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value
  }
}
