#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Works out which file holds the profile.
public enum ProfileLocation {
  /// The profile path: `--profile PATH`, else `WXSH_PROFILE`, else
  /// `$XDG_CONFIG_HOME/wxsh/profile.json`, else `~/.config/wxsh/profile.json`.
  ///
  /// Explicit paths are made absolute against the working directory once, so later `cd`s do
  /// not move the profile. A relative `XDG_CONFIG_HOME` is ignored, as the XDG spec says.
  public static func resolve(
    profileOption: String?, environment: [String: String]
  ) throws(ProfileError) -> String {
    if let explicit = profileOption
      ?? environment["WXSH_PROFILE"].flatMap({
        $0.isEmpty ? nil : $0
      })
    {
      guard !explicit.isEmpty, !explicit.hasSuffix("/"), !explicit.hasSuffix("/."),
        !explicit.hasSuffix("/.."), explicit != ".", explicit != "..",
        !explicit.unicodeScalars.contains("\0")
      else { throw .badPath(explicit) }
      return absolute(explicit)
    }
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
      return trimmed(config) + "/wxsh/profile.json"
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      return trimmed(home) + "/.config/wxsh/profile.json"
    }
    throw .noLocation
  }

  /// `path` made absolute against the current working directory.
  static func absolute(_ path: String) -> String {
    if path.hasPrefix("/") { return path }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return path }
    let cwd = String(
      decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let relative = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    return trimmed(cwd) + "/" + relative
  }

  /// `path` without trailing slashes (`/` becomes the empty prefix, so `/` + `x` is `/x`).
  static func trimmed(_ path: String) -> String {
    var result = path
    while result.hasSuffix("/") { result.removeLast() }
    return result
  }
}
