import Foundation

/// Where the system says its time zone is: the `TZ` variable, `/etc/timezone` and the
/// `/etc/localtime` link, read once and passed in so tests can give any combination.
public struct SystemTimeZone: Sendable, Equatable {
  /// The `TZ` environment variable as set (`Asia/Seoul`, `:Europe/Paris`, …), nil when unset.
  public var tzVariable: String?
  /// The first line of `/etc/timezone`, when the file exists.
  public var etcTimezone: String?
  /// The target of the `/etc/localtime` symbolic link, when it is one.
  public var localtimeLink: String?

  /// Creates the inputs.
  public init(tzVariable: String? = nil, etcTimezone: String? = nil, localtimeLink: String? = nil) {
    self.tzVariable = tzVariable
    self.etcTimezone = etcTimezone
    self.localtimeLink = localtimeLink
  }

  /// Reads the inputs from `environment` and the two files under `root` (`/` normally).
  public static func read(environment: [String: String], root: String = "/") -> SystemTimeZone {
    let base = root.hasSuffix("/") ? root : root + "/"
    let timezoneFile = (try? String(contentsOfFile: base + "etc/timezone", encoding: .utf8))
      .flatMap { $0.split(whereSeparator: \.isNewline).first.map(String.init) }
    let link = try? FileManager.default.destinationOfSymbolicLink(atPath: base + "etc/localtime")
    return SystemTimeZone(
      tzVariable: environment["TZ"], etcTimezone: timezoneFile, localtimeLink: link)
  }

  /// The IANA zone name the inputs give, in the order the C library uses them: `TZ` when it is
  /// set (even when it names no zone wxsh knows), else `/etc/timezone`, else the link.
  public var zoneName: String? {
    if let tzVariable {
      return Self.zoneName(fromTZ: tzVariable)
    }
    if let etcTimezone, let name = Self.cleanName(etcTimezone) { return name }
    if let localtimeLink { return Self.zoneName(fromPath: localtimeLink) }
    return nil
  }

  /// The zone a `TZ` value names: `Asia/Seoul`, `:Asia/Seoul`, `:/usr/share/zoneinfo/Asia/Seoul`;
  /// nil for an empty value or a POSIX rule such as `KST-9`.
  static func zoneName(fromTZ value: String) -> String? {
    var text = value.trimmingCharacters(in: .whitespaces)
    if text.hasPrefix(":") { text.removeFirst() }
    if text.hasPrefix("/") { return zoneName(fromPath: text) }
    return cleanName(text)
  }

  /// The zone a path under `zoneinfo/` names (`/usr/share/zoneinfo/posix/Asia/Seoul`).
  static func zoneName(fromPath path: String) -> String? {
    guard let range = path.range(of: "zoneinfo/", options: .backwards) else { return nil }
    var name = String(path[range.upperBound...])
    for prefix in ["posix/", "right/"] where name.hasPrefix(prefix) {
      name.removeFirst(prefix.count)
    }
    return cleanName(name)
  }

  /// `name` when it looks like an IANA zone name (letters, digits, `/_+-`, no `..`), else nil.
  static func cleanName(_ raw: String) -> String? {
    let name = raw.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !name.isEmpty, name.count <= 64, !name.contains(".."), !name.hasPrefix("/"),
      let first = name.unicodeScalars.first, CharacterSet.letters.contains(first),
      name.unicodeScalars.allSatisfy({
        $0.isASCII
          && (CharacterSet.alphanumerics.contains($0) || "/_+-".unicodeScalars.contains($0))
      })
    else { return nil }
    // A POSIX rule (`KST-9`, `EST5EDT,M3.2.0`) has digits right after the letters.
    if !name.contains("/"), name.contains(where: \.isNumber), TimeZone(identifier: name) == nil {
      return nil
    }
    return name
  }
}
