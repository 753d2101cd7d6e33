#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds `places.bin`: `WXSH_DATA_DIR`, next to the binary (`../share/wxsh`), or in the source
/// tree for `swift run`.
public enum GazetteerLocator {
  /// The data file's name.
  public static let fileName = "places.bin"

  /// The paths to try, in order.
  public static func candidates(environment: [String: String], executablePath: String) -> [String] {
    if let directory = environment["WXSH_DATA_DIR"], !directory.isEmpty {
      return [directory + "/" + fileName]
    }
    var paths: [String] = []
    // An installed prefix (bin/wxsh → share/wxsh) and a build folder inside the source tree
    // (.build/<triple>/release/wxsh → share/wxsh) are both a few levels up from the binary.
    var directory = parent(of: executablePath)
    for _ in 0..<4 where !directory.isEmpty {
      directory = parent(of: directory)
      paths.append((directory.isEmpty ? "" : directory) + "/share/wxsh/" + fileName)
    }
    let sourceRoot = parent(of: parent(of: parent(of: #filePath)))
    paths.append(sourceRoot + "/share/wxsh/" + fileName)
    var unique: [String] = []
    for path in paths where !unique.contains(path) { unique.append(path) }
    return unique
  }

  /// Opens the first candidate that exists.
  public static func open(environment: [String: String], executablePath: String) throws(PlacesError)
    -> Gazetteer
  {
    let paths = candidates(environment: environment, executablePath: executablePath)
    for path in paths where fileExists(path) { return try Gazetteer(path: path) }
    throw .missing(searched: paths)
  }

  /// The folder of the gazetteer `open` would use, where the data that ships with it lies;
  /// nil when no gazetteer is found.
  public static func directory(environment: [String: String], executablePath: String)
    -> String?
  {
    candidates(environment: environment, executablePath: executablePath).first(where: fileExists)
      .map(parent(of:))
  }

  /// The absolute path of the running executable (from /proc/self/exe on Linux), or the
  /// name it was started by.
  public static func executablePath() -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    if count > 0 {
      return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    return CommandLine.arguments.first ?? "wxsh"
  }

  static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[..<slash])
  }

  static func fileExists(_ path: String) -> Bool {
    access(path, F_OK) == 0
  }
}
