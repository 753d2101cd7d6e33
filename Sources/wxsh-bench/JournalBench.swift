import Foundation

// The journal (issues 30 and 43): `:journal add x`, `:journal` (the newest page) and
// `:journal search WORD` through the release binary with journals of 1,000 to 100,000 entries,
// against `:help`. Target: at 100,000 entries each takes at most 2× `:help`. Each journal is
// seeded as the log an older wxsh wrote; the first, unmeasured run moves it into the database.

/// Journal benchmarks: seeds journals directly and times the whole wxsh process on them.
enum JournalBench {
  /// The journal sizes measured.
  static let sizes = [1_000, 10_000, 20_000, 100_000]
  /// Runs of each command per size (the median is reported).
  static let rounds = 11

  /// One entry's text: about one line of prose, every 100th one mentions a heron.
  static func text(_ index: Int) -> String {
    "Entry \(index): fog lifting over the river, light wind from the west"
      + (index % 100 == 0 ? ", a heron on the bank" : "")
  }

  /// One stored entry as the journal keeps it, as one line of JSON.
  static func entryJSON(_ index: Int) -> String {
    let seconds = 1_780_000_000 + index * 600
    let utc = utcText(seconds)
    return
      #"{"id":"\#(String(format: "%016x", index))","number":\#(index),"#
      + #""created":{"utc":"\#(utc)","zone":"Europe/Lisbon"},"#
      + #""updated":{"utc":"\#(utc)","zone":"Europe/Lisbon"},"text":"\#(text(index))","#
      + #""place":{"geonameId":2267057,"name":"Lisbon","region":"Lisboa","countryCode":"PT","#
      + #""countryName":"Portugal","latitude":38.71667,"longitude":-9.13333,"#
      + #""timeZone":"Europe/Lisbon"},"weather":{"provider":"open-meteo","fetchedAt":"\#(utc)","#
      + #""conditionCode":45,"temperatureC":17.2,"isDay":true}}"#
  }

  static func utcText(_ seconds: Int) -> String {
    var value = time_t(seconds)
    var parts = tm()
    gmtime_r(&value, &parts)
    return String(
      format: "%04d-%02d-%02dT%02d:%02d:%02dZ", parts.tm_year + 1900, parts.tm_mon + 1,
      parts.tm_mday, parts.tm_hour, parts.tm_min, parts.tm_sec)
  }

  /// Writes a journal of `count` entries in `directory` as an older wxsh left it: the log and
  /// the stub beside it (and no database yet).
  static func seed(_ count: Int, in directory: String) {
    try? FileManager.default.removeItem(atPath: directory + "/wxsh")
    try? FileManager.default.createDirectory(
      atPath: directory + "/wxsh", withIntermediateDirectories: true)
    var out = "{\"schemaVersion\":2,\"minReaderVersion\":2,\"nextNumber\":1}\n"
    out.reserveCapacity(count * 700)
    for index in 1...count {
      out += "{\"add\":" + entryJSON(index) + ",\"next\":\(index + 1)}\n"
    }
    FileManager.default.createFile(
      atPath: directory + "/wxsh/journal.jsonl", contents: Data(out.utf8),
      attributes: [.posixPermissions: 0o600])
    let stub =
      "{\"schemaVersion\": 2, \"minReaderVersion\": 2, \"movedTo\": \"journal.jsonl\", \"entries\": []}\n"
    FileManager.default.createFile(
      atPath: directory + "/wxsh/journal.json", contents: Data(stub.utf8),
      attributes: [.posixPermissions: 0o600])
  }

  /// The median wall time in ms of `rounds` runs of `wxsh` with `arguments`, and whether the
  /// last run succeeded.
  static func median(
    _ wxsh: String, _ arguments: [String], _ environment: [String: String], rounds: Int
  ) -> (Double, Bool) {
    var walls: [Double] = []
    var succeeded = true
    for _ in 0..<rounds {
      guard let (wall, _, status) = run(wxsh, arguments, environment) else { continue }
      walls.append(wall)
      succeeded = status == 0
    }
    walls.sort()
    return (walls.isEmpty ? .nan : walls[walls.count / 2] / 1e6, succeeded)
  }

  /// Runs wxsh once with stdout and stderr to /dev/null: (wall ns, peak RSS KB, exit status).
  static func run(_ path: String, _ arguments: [String], _ environment: [String: String]) -> (
    Double, Int, Int32
  )? {
    var pid: pid_t = 0
    let spawn = SpawnArguments(path, arguments, environment)
    defer { spawn.free() }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let start = DispatchTime.now().uptimeNanoseconds
    guard posix_spawn(&pid, path, &actions, nil, spawn.argv, spawn.envp) == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, 0, &usage) == pid else { return nil }
    let wall = Double(DispatchTime.now().uptimeNanoseconds - start)
    return (wall, usage.ru_maxrss, (status >> 8) & 0xFF)
  }

  /// Runs the journal cases when wxsh is built; with `--journal` only those, then exits.
  static func start(wxsh: String, environment: [String: String]) {
    let only = CommandLine.arguments.contains("--journal")
    if FileManager.default.isExecutableFile(atPath: wxsh) {
      run(wxsh: wxsh, environment: environment)
    } else {
      print("(build the wxsh product next to wxsh-bench for the journal numbers)")
    }
    if only { exit(0) }
  }

  /// Prints the table: for each size, add / list / search medians and their ratio to `:help`.
  static func run(wxsh: String, environment base: [String: String]) {
    let home = NSTemporaryDirectory() + "wxsh-bench-journal-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: home) }
    var environment = base
    environment["HOME"] = home
    environment["XDG_DATA_HOME"] = home + "/data"
    environment["XDG_CONFIG_HOME"] = home + "/config"
    environment["XDG_STATE_HOME"] = home + "/state"
    environment["XDG_CACHE_HOME"] = home + "/cache"
    print("journal: each size's runs interleave with `wxsh -c ':help'` (the yardstick), medians")
    for size in sizes {
      seed(size, in: home + "/data")
      // One unmeasured run moves the log into the database.
      _ = run(wxsh, ["-c", ":journal"], environment)
      let commands = [[":help"], [":journal"], [":journal search heron"], [":journal add x"]]
      var walls = Array(repeating: [Double](), count: commands.count)
      var succeeded = Array(repeating: true, count: commands.count)
      for _ in 0..<rounds {
        for (index, command) in commands.enumerated() {
          guard let (wall, _, status) = run(wxsh, ["-c"] + command, environment) else { continue }
          walls[index].append(wall / 1e6)
          succeeded[index] = succeeded[index] && status == 0
        }
      }
      let medians = walls.map { values -> Double in
        let sorted = values.sorted()
        return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
      }
      let help = medians[0]
      func cell(_ index: Int) -> String {
        String(
          format: "%7.1f ms (%4.1f×)%@", medians[index], medians[index] / help,
          succeeded[index] ? "" : " FAILED")
      }
      print(
        "journal \(String(size).padding(toLength: 6, withPad: " ", startingAt: 0)) entries:"
          + String(format: "  :help %5.1f ms", help)
          + "  add \(cell(3))  list \(cell(1))  search \(cell(2))"
          + (size == 100_000 ? "  (floor: each ≤ 2.0×)" : ""))
    }
  }
}
