import Foundation
import PlaceModel
import Places

// MARK: Many saved places (issue 30): `:list` offline, cold against the stub and warm, at
// N = 1 … 10,000 saved places seeded straight into the profile file, with `:help` as the floor.
// Targets: 150 places refresh in one cold `:list` with weather on every row; 1,000 in a
// handful of requests; 10,000 saved places `:list` offline within 5× `:help`.

/// One run of wxsh with its standard output kept: wall time (ns) and the output, or nil when it
/// could not start or ran past `limit` seconds (then it is killed).
func runCapturing(
  _ path: String, _ arguments: [String], environment: [String: String], limit: Double
) -> (wall: Double, output: [UInt8])? {
  let file = NSTemporaryDirectory() + "wxsh-bench-out-\(getpid())"
  defer { unlink(file) }
  var pid: pid_t = 0
  let spawn = SpawnArguments(path, arguments, environment)
  defer { spawn.free() }
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  posix_spawn_file_actions_addopen(&actions, 1, file, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  defer { posix_spawn_file_actions_destroy(&actions) }
  let start = DispatchTime.now().uptimeNanoseconds
  guard posix_spawn(&pid, path, &actions, nil, spawn.argv, spawn.envp) == 0 else { return nil }
  var status: Int32 = 0
  while true {
    let done = waitpid(pid, &status, WNOHANG)
    if done == pid { break }
    if done < 0 { return nil }
    if Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 > limit {
      kill(pid, SIGKILL)
      _ = waitpid(pid, &status, 0)
      return nil
    }
    usleep(2_000)
  }
  let wall = Double(DispatchTime.now().uptimeNanoseconds - start)
  let output = FileManager.default.contents(atPath: file).map { Array($0) } ?? []
  return (wall, output)
}

/// Up to `count` real places with distinct ids and cache points, gathered from prefix searches.
func benchPlaces(_ gazetteer: Gazetteer, count: Int) -> [Place] {
  var places: [Place] = []
  var ids = Set<Int>()
  var points = Set<String>()
  let letters = Array("abcdefghijklmnopqrstuvwxyz")
  outer: for first in letters {
    for second in letters {
      for third in letters {
        for match in gazetteer.search(
          String([first, second, third]), limit: 10, suggestions: false
        )
        .matches {
          let place = match.place
          let point = String(format: "%.3f,%.3f", place.latitude, place.longitude)
          guard !ids.contains(place.id), !points.contains(point) else { continue }
          ids.insert(place.id)
          points.insert(point)
          places.append(place)
          if places.count == count { break outer }
        }
      }
    }
  }
  return places
}

/// Writes a profile holding `places` (schema 2) at `path`.
func writeProfile(_ places: [Place], to path: String) {
  let objects: [[String: Any]] = places.map { place in
    [
      "geonameId": place.id, "name": place.name, "region": place.regionName ?? "",
      "regionCode": place.regionCode ?? "", "countryCode": place.countryCode,
      "countryName": place.countryName, "latitude": place.latitude,
      "longitude": place.longitude, "timeZone": place.timeZone,
    ]
  }
  let profile: [String: Any] = ["schemaVersion": 2, "minReaderVersion": 2, "places": objects]
  try? FileManager.default.createDirectory(
    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
  if let data = try? JSONSerialization.data(withJSONObject: profile) {
    FileManager.default.createFile(atPath: path, contents: data)
  }
}

/// How many rows of a `:list --json` document have current weather, and how many rows.
func rowsWithWeather(_ output: [UInt8]) -> (Int, Int) {
  guard let document = try? JSONSerialization.jsonObject(with: Data(output)) as? [String: Any],
    let places = document["places"] as? [[String: Any]]
  else { return (0, 0) }
  let weather = places.filter { ($0["current"] as? [String: Any]) != nil }.count
  return (weather, places.count)
}

/// The median of `samples` in milliseconds, or nil.
func medianMilliseconds(_ samples: [Double]) -> Double? {
  guard !samples.isEmpty else { return nil }
  return samples.sorted()[samples.count / 2] / 1e6
}

/// The `:list` cases, run with `wxsh` and the stub server built in `products`; with
/// `--list-only` the bench stops after them.
func listBenchmarks(
  wxsh: String, products: String, gazetteer: Gazetteer, environment base: [String: String]
) {
  defer { if CommandLine.arguments.contains("--list-only") { exit(0) } }
  guard FileManager.default.isExecutableFile(atPath: wxsh) else { return }
  let stub = startStub(lifetime: 1_800).map { (port: $0.0, process: $0.1) }
  defer { stub?.process.terminate() }
  let sizes = [1, 10, 100, 150, 1_000, 10_000]
  let all = benchPlaces(gazetteer, count: sizes.last ?? 0)
  guard all.count == sizes.last else {
    print(":list bench: only \(all.count) places found in the gazetteer")
    return
  }
  // `WXSH_BENCH_KEEP=DIR` keeps the homes in DIR (to profile a case by hand).
  let kept = base["WXSH_BENCH_KEEP"]
  let root = kept ?? NSTemporaryDirectory() + "wxsh-bench-list-\(getpid())"
  defer { if kept == nil { try? FileManager.default.removeItem(atPath: root) } }
  func format(_ value: Double?) -> String {
    value.map { String(format: "%8.1f ms", $0) } ?? "       —   "
  }
  var emptyEnvironment = base
  emptyEnvironment["XDG_CONFIG_HOME"] = root + "/empty-config"
  emptyEnvironment["XDG_CACHE_HOME"] = root + "/empty-cache"
  var floor: [Double] = []
  for _ in 0..<9 {
    if let run = runCapturing(wxsh, ["-c", ":help"], environment: emptyEnvironment, limit: 30) {
      floor.append(run.wall)
    }
  }
  print(":list with N saved places (median wall of whole runs; rounds: 5, 3 from 1,000 on)")
  print("  floor: wxsh -c ':help' with no places \(format(medianMilliseconds(floor)))")
  fflush(nil)
  print(
    "       N   :help (N saved)  offline, no cache  cold (stub)   requests  rows w/ weather"
      + "  warm (fresh)  offline (cached)  ÷ :help (N saved)  ÷ floor")
  // `WXSH_BENCH_LIST_SIZES=1,10,100` picks sizes; `WXSH_BENCH_LIST_ROUNDS` the rounds below
  // 1,000 places (3 from there on); a cold or warm run is given up after
  // `WXSH_BENCH_LIST_LIMIT` seconds (120), shown as ">limit".
  let chosen = (base["WXSH_BENCH_LIST_SIZES"] ?? "").split(separator: ",").compactMap { Int($0) }
  let smallRounds = Int(base["WXSH_BENCH_LIST_ROUNDS"] ?? "") ?? 5
  let limit = Double(base["WXSH_BENCH_LIST_LIMIT"] ?? "") ?? 120
  for size in chosen.isEmpty ? sizes : chosen.filter({ $0 <= all.count }) {
    let rounds = size >= 1_000 ? min(3, smallRounds) : smallRounds
    var environment = base
    environment["XDG_CONFIG_HOME"] = root + "/config-\(size)"
    environment["XDG_CACHE_HOME"] = root + "/cache-\(size)"
    environment["TZ"] = "UTC"
    writeProfile(Array(all.prefix(size)), to: root + "/config-\(size)/wxsh/profile.json")
    var help: [Double] = []
    var offlineCold: [Double] = []
    var cold: [Double] = []
    var warm: [Double] = []
    var offline: [Double] = []
    var requests: [Int] = []
    var weather = (0, 0)
    var coldTimedOut = false
    var warmTimedOut = false
    for round in 0..<rounds {
      if let run = runCapturing(wxsh, ["-c", ":help"], environment: environment, limit: 60) {
        help.append(run.wall)
      }
      try? FileManager.default.removeItem(atPath: root + "/cache-\(size)")
      if let run = runCapturing(
        wxsh, ["--offline", "-c", ":list"], environment: environment, limit: 120)
      {
        offlineCold.append(run.wall)
      }
      guard let stub else { continue }
      let tag = "list\(size)r\(round)"
      environment["WXSH_OPEN_METEO_URL"] = "http://127.0.0.1:\(stub.port)/id=\(tag)"
      // Cold and warm runs at 10,000 places only once: before issue 30 they took minutes.
      if size < 10_000 || round == 0 {
        if let run = runCapturing(
          wxsh, ["--json", "-c", ":list"], environment: environment, limit: limit)
        {
          cold.append(run.wall)
          weather = rowsWithWeather(run.output)
        } else {
          coldTimedOut = true
        }
        if let log = download("http://127.0.0.1:\(stub.port)/__requests?filter=\(tag)/"),
          let entries = try? JSONSerialization.jsonObject(with: Data(log)) as? [Any]
        {
          requests.append(entries.count)
        }
      }
      if size < 10_000 || round == 0 {
        if let run = runCapturing(wxsh, ["-c", ":list"], environment: environment, limit: limit) {
          warm.append(run.wall)
        } else {
          warmTimedOut = true
        }
      }
      if let run = runCapturing(
        wxsh, ["--offline", "-c", ":list"], environment: environment, limit: 120)
      {
        offline.append(run.wall)
      }
    }
    let ratio = medianMilliseconds(offline).flatMap { offline in
      medianMilliseconds(floor).map { offline / $0 }
    }
    // The yardstick: `:help` in the same home, with the same N places saved.
    let ratioSaved = medianMilliseconds(offline).flatMap { offline in
      medianMilliseconds(help).map { offline / $0 }
    }
    print(
      String(format: "%8d", size) + "  " + format(medianMilliseconds(help)) + "    "
        + format(medianMilliseconds(offlineCold)) + "  "
        + (coldTimedOut && cold.isEmpty
          ? String(format: "  >%5.0f s  ", limit) : format(medianMilliseconds(cold)))
        + String(format: "  %8d", requests.max() ?? 0) + "     "
        + "\(weather.0)/\(weather.1)".padding(toLength: 14, withPad: " ", startingAt: 0)
        + (warmTimedOut && warm.isEmpty
          ? String(format: "  >%5.0f s  ", limit) : format(medianMilliseconds(warm)))
        + "   " + format(medianMilliseconds(offline))
        + "      " + (ratioSaved.map { String(format: "%5.1f×", $0) } ?? "—")
        + "             " + (ratio.map { String(format: "%5.1f×", $0) } ?? "—"))
    fflush(nil)
  }
}
