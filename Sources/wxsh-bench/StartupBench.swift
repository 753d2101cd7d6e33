import Foundation

/// Whole-process start-up (issue 46) beside its floor, in one run: the floor program
/// (scripts/bench-floor.swift, built by scripts/bench with the Swift runtime linked in and
/// without), then `:help`, a cached `:now seoul` and an offline `:search ham`, taken in turns
/// so a busy moment of the machine falls on all of them alike. Goals: `:help` ≤ 2× the static
/// floor, the other two ≤ 2.5×.
///
/// `WXSH_BENCH_FLOOR_STATIC` and `WXSH_BENCH_FLOOR_DYNAMIC` name the floor programs; without
/// them only wxsh's own numbers are printed. `wxsh-bench --startup` runs only this.
enum StartupBench {
  /// Runs of each case.
  static let rounds = 41
  /// The name of the case every goal is a multiple of.
  static let staticFloor = "floor, static runtime"

  /// One measured case: what it runs and its goal as a multiple of the static floor.
  struct Case {
    let name: String
    let path: String
    let arguments: [String]
    let goal: Double?
  }

  /// Runs the cases with `wxsh` and a stub server for the forecast; exits after them when the
  /// arguments hold `--startup`.
  static func run(
    arguments: [String], wxsh: String, products: String, environment: [String: String]
  ) {
    let only = arguments.contains("--startup")
    defer { if only { exit(0) } }
    guard FileManager.default.isExecutableFile(atPath: wxsh) else {
      print("(start-up: no wxsh at \(wxsh))")
      return
    }
    guard let (port, stub) = startStub() else {
      print("(start-up: build wxsh-stub-server next to wxsh-bench)")
      return
    }
    defer { stub.terminate() }
    let home = NSTemporaryDirectory() + "wxsh-bench-startup-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: home) }
    let base = "http://127.0.0.1:\(port)"
    var child = [
      "HOME": home, "XDG_CONFIG_HOME": home + "/config", "XDG_CACHE_HOME": home + "/cache",
      "XDG_STATE_HOME": home + "/state", "XDG_DATA_HOME": home + "/data",
      "PATH": environment["PATH"] ?? "/usr/bin:/bin", "LANG": "en_US.UTF-8",
      "WXSH_OPEN_METEO_URL": base, "WXSH_ARCHIVE_URL": base, "WXSH_ENSEMBLE_URL": base,
      "WXSH_AIR_QUALITY_URL": base,
    ]
    child["WXSH_DATA_DIR"] = environment["WXSH_DATA_DIR"]
    // Fill the cache from the stub (the forecast, air quality and the climate table `:now`
    // reads), then time the runs as a user's are: no service addresses set, answered from
    // the cache (fresh for ten minutes, much longer than these runs).
    _ = runProcess(wxsh, ["-c", ":now seoul"], environment: child)
    for name in [
      "WXSH_OPEN_METEO_URL", "WXSH_ARCHIVE_URL", "WXSH_ENSEMBLE_URL", "WXSH_AIR_QUALITY_URL",
    ] {
      child[name] = nil
    }
    var cases: [Case] = []
    for (variable, name) in [
      ("WXSH_BENCH_FLOOR_STATIC", staticFloor),
      ("WXSH_BENCH_FLOOR_DYNAMIC", "floor, dynamic runtime"),
    ] {
      if let path = environment[variable], FileManager.default.isExecutableFile(atPath: path) {
        cases.append(
          Case(name: name, path: freshCopy(path, in: home), arguments: [], goal: nil))
      }
    }
    let wxsh = freshCopy(wxsh, in: home)
    cases += [
      Case(name: "wxsh -c ':help'", path: wxsh, arguments: ["-c", ":help"], goal: 2),
      Case(
        name: "wxsh -c ':now seoul' (cached)", path: wxsh, arguments: ["-c", ":now seoul"],
        goal: 2.5),
      Case(
        name: "wxsh --offline -c ':search ham'", path: wxsh,
        arguments: ["--offline", "-c", ":search ham"], goal: 2.5),
    ]
    var walls = Array(repeating: [Double](), count: cases.count)
    var peaks = Array(repeating: 0, count: cases.count)
    for round in 0...rounds {
      for (index, item) in cases.enumerated() {
        guard let (wall, peak) = runProcess(item.path, item.arguments, environment: child)
        else { continue }
        if round == 0 { continue }  // the first round warms the page cache
        walls[index].append(wall)
        peaks[index] = max(peaks[index], peak)
      }
    }
    let medians = walls.map { AlertBench.median($0) / 1e6 }
    let floor = cases.firstIndex { $0.name == staticFloor }.map { medians[$0] }
    print("start-up (issue 46): medians of \(rounds) whole processes each, taken in turns")
    for (index, item) in cases.enumerated() {
      var line =
        "  " + item.name.padding(toLength: 34, withPad: " ", startingAt: 0)
        + String(format: "%6.1f ms  peak %5.1f MB", medians[index], Double(peaks[index]) / 1024)
      if let floor, floor > 0, let goal = item.goal {
        let ratio = medians[index] / floor
        line += String(
          format: "  %.2f× the static floor (goal ≤ %.1f×: %@)", ratio, goal,
          ratio <= goal ? "met" : "NOT MET")
      }
      print(line)
    }
    if floor == nil {
      print("  (no floor: run through scripts/bench, which builds scripts/bench-floor.swift)")
    }
  }

  /// A copy of the program at `path` in `directory`, written in one go, to be timed instead of
  /// it: on the 2-core machine of issue 46 a binary whose page cache had aged started up to
  /// 0.9 ms slower than a fresh copy of the same bytes (the same page faults, more time in
  /// each), which weighed on whichever side of a comparison was older. The original when it
  /// cannot be copied.
  static func freshCopy(_ path: String, in directory: String) -> String {
    let copy = directory + "/bin/" + (path as NSString).lastPathComponent
    guard
      (try? FileManager.default.createDirectory(
        atPath: directory + "/bin", withIntermediateDirectories: true)) != nil,
      let bytes = FileManager.default.contents(atPath: path),
      FileManager.default.createFile(
        atPath: copy, contents: bytes, attributes: [.posixPermissions: 0o755])
    else { return path }
    return copy
  }
}
