import Foundation

/// A real glibc locale compiled for the tests with `localedef`, since the test machines have
/// only C.UTF-8 installed: point `LOCPATH` at `directory` and `LANG` at `name`.
public struct GeneratedLocale: Sendable {
  /// Why a locale could not be compiled.
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// The `LOCPATH` directory holding the compiled locale.
  public let directory: String
  /// The locale's name, e.g. `de_DE.UTF-8`.
  public let name: String

  /// Compiles `source` (e.g. `de_DE`, from Debian's `locales` package) in UTF-8 into a fresh
  /// directory; scripts/test installs `locales` when its sources are missing.
  public static func compile(_ source: String) async throws -> GeneratedLocale {
    let directory = try TemporaryDirectory(prefix: "wxsh-locale")
    let name = source + ".UTF-8"
    let child = try ChildProcess.spawn(
      "/usr/bin/localedef", arguments: ["-i", source, "-f", "UTF-8", directory.path + "/" + name],
      environment: ["PATH": "/usr/bin:/bin"])
    let exit = try await child.finish(timeout: 120)
    guard exit.status == 0, FileManager.default.fileExists(atPath: directory.path + "/" + name)
    else {
      throw Failure(
        description: "localedef -i \(source) -f UTF-8 failed (\(exit.status)): "
          + child.stderr.text + " (Debian: apt-get install locales)")
    }
    return GeneratedLocale(directory: directory.path, name: name)
  }

  /// What `locale KEYWORD` prints under this locale (e.g. `decimal_point` → `,`), proving that
  /// the C library really uses it.
  public func keyword(_ keyword: String) async throws -> String {
    let child = try ChildProcess.spawn(
      "/usr/bin/locale", arguments: [keyword],
      environment: ["PATH": "/usr/bin:/bin", "LOCPATH": directory, "LC_ALL": name])
    _ = try await child.finish(timeout: 30)
    return child.stdout.text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Deletes the compiled files.
  public func remove() { try? FileManager.default.removeItem(atPath: directory) }
}
