import AlertModel
import Alerts
import Catalog
import Foundation
import HTTP
import JSON
import Places
import Weather
import WeatherService

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// Prints benchmark numbers for wxsh's hot paths. Build in release mode:
//   swift build -c release --product wxsh-bench --product wxsh && .build/release/wxsh-bench
// Targets (issue 3): one completion query p99 ≤ 100 µs; `wxsh -c ':search ham'` median wall
// ≤ 50 ms and peak memory ≤ 150 MB.

/// Latency percentiles of `samples` (in nanoseconds), as a line.
func summary(_ name: String, _ samples: [Double]) -> String {
  let sorted = samples.sorted()
  func percentile(_ p: Double) -> Double {
    sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.down)))]
  }
  func micro(_ ns: Double) -> String { String(format: "%8.1f µs", ns / 1000) }
  return "\(name.padding(toLength: 34, withPad: " ", startingAt: 0))"
    + " n=\(String(sorted.count).padding(toLength: 6, withPad: " ", startingAt: 0))"
    + " p50 \(micro(percentile(0.5)))  p90 \(micro(percentile(0.9)))"
    + "  p99 \(micro(percentile(0.99)))  max \(micro(sorted.last ?? 0))"
}

func time(_ body: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  body()
  return Double(DispatchTime.now().uptimeNanoseconds - start)
}

/// Runs the built wxsh once and returns (wall ns, the child's own peak RSS KB, -1 unknown).
func runProcess(_ path: String, _ arguments: [String], environment: [String: String]) -> (
  Double, Int
)? {
  var pid: pid_t = 0
  let spawn = SpawnArguments(path, arguments, environment)
  defer { spawn.free() }
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  defer { posix_spawn_file_actions_destroy(&actions) }
  let start = DispatchTime.now().uptimeNanoseconds
  guard posix_spawn(&pid, path, &actions, nil, spawn.argv, spawn.envp) == 0 else { return nil }
  // The child's own peak, not wait4's ru_maxrss (which counts the bench's: ChildMemory).
  guard let (_, peak) = ChildMemory.wait(pid) else { return nil }
  let wall = Double(DispatchTime.now().uptimeNanoseconds - start)
  return (wall, peak ?? -1)
}

let executable =
  (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
  ?? CommandLine.arguments[0]
let products = (executable as NSString).deletingLastPathComponent
let environment = ProcessInfo.processInfo.environment
/// The wxsh measured: `WXSH_BENCH_WXSH` (scripts/bench names the binary scripts/wxsh runs),
/// else the one built beside this bench.
let wxsh = environment["WXSH_BENCH_WXSH"] ?? products + "/wxsh"
/// `--search-only`: the place-search numbers alone (in-process and whole-process), then exit.
let searchOnly = CommandLine.arguments.contains("--search-only")
if !searchOnly {
  if !CommandLine.arguments.contains("--alert-steps") {
    StartupBench.run(
      arguments: CommandLine.arguments, wxsh: wxsh, products: products, environment: environment)
  }
  AlertBench.run(
    arguments: CommandLine.arguments, wxsh: wxsh, products: products, environment: environment)
}

print("wxsh-bench — \(ProcessInfo.processInfo.activeProcessorCount) cores")
if !searchOnly {
  JournalBench.start(wxsh: wxsh, environment: environment)
}
var gazetteer: Gazetteer?
let openTime = time {
  gazetteer = try? GazetteerLocator.open(environment: environment, executablePath: executable)
}
guard let gazetteer else {
  print("cannot open the gazetteer; set WXSH_DATA_DIR")
  exit(1)
}
print(
  String(
    format: "open places.bin (mmap)             %.1f µs  (%d places, %d names)",
    openTime / 1000, gazetteer.placeCount, gazetteer.nameCount))

// Many saved places (issue 30); `wxsh-bench --list-only` runs only these.
listBenchmarks(wxsh: wxsh, products: products, gazetteer: gazetteer, environment: environment)

// Completion queries: prefixes of 1–8 characters of the names of 1,500 places picked evenly,
// plus the issue's examples, in Latin, Hangul, kanji and Cyrillic.
var queries = [
  "ham", "gdansk", "malaga", "대구", "大阪", "Варшава", "wien", "praha", "springfield, mo",
  "birmingham, alabama", "s", "sa", "san", "new y", "서", "m", "a",
]
// Names of real places: the results for every two-letter Latin prefix.
var names = Set<String>()
let letters = Array("abcdefghijklmnopqrstuvwxyz")
for first in letters {
  for second in letters {
    for match in gazetteer.search(String([first, second]), limit: 3, suggestions: false).matches {
      names.insert(match.place.name)
    }
  }
}
for name in names.sorted() {
  let characters = Array(name)
  for length in 1...min(8, characters.count) { queries.append(String(characters[0..<length])) }
}
var warm = 0
for query in queries {
  warm += gazetteer.search(query, limit: 10, suggestions: false).matches.count
}
var completion: [Double] = []
for _ in 0..<3 {
  for query in queries {
    completion.append(time { _ = gazetteer.search(query, limit: 10, suggestions: false) })
  }
}
print(summary("completion query (search, limit 10)", completion))
var candidates: [Double] = []
for query in queries.prefix(3_000) {
  candidates.append(
    time {
      for match in gazetteer.search(query, limit: 10, suggestions: false).matches {
        _ = gazetteer.reference(for: match)
      }
    })
}
print(summary("Tab candidates (search + references)", candidates))
// Typos (issue 16): answered from the typo index, in Latin, Cyrillic, Greek, Hangul and kana.
let typoQueries = [
  "lisbno", "hambrug", "mosocw", "barcelnoa", "zzzzzzz", "Варшавв", "johannesbrg", "варшвава",
  "Αθηνάα", "seuol", "부산광역", "edinbrugh", "frankfrut", "とうきょお",
]
var fuzzy: [Double] = []
for _ in 0..<20 {
  for query in typoQueries { fuzzy.append(time { _ = gazetteer.search(query, limit: 10) }) }
}
print(summary("no prefix match → suggestions", fuzzy))
var bigger: [Double] = []
for _ in 0..<20 {
  for query in ["johannesberg", "edinburg", "springfield", "portland", "kingston"] {
    bigger.append(time { _ = gazetteer.search(query, limit: 10) })
  }
}
print(summary("small exact hits + bigger typo", bigger))
var codes: [Double] = []
for _ in 0..<20 {
  for query in ["JFK", "LHR", "ICN", "NRT", "10001", "94103", "とうきょう", "ヨコハマ", "ｻｯﾎﾟﾛ"] {
    codes.append(time { _ = gazetteer.search(query, limit: 10) })
  }
}
print(summary("airport, ZIP and kana queries", codes))
// Names written by ear in other scripts (issue 25): read in Latin letters, found by the sound index.
var sounds: [Double] = []
for _ in 0..<20 {
  for query in ["คอนสแตนติน", "มอมบาซา", "किंसहासा", "याउन्डे", "柯都努", "瓦尔扎扎特", "مارینگا", "بیجایا"] {
    sounds.append(time { _ = gazetteer.search(query, limit: 10) })
  }
}
print(summary("written by ear → sound index", sounds))
// The same in scripts read letter by letter from readings.tsv (issue 42), and Han alone, whose
// pinyin is looked up there too.
var letterSounds: [Double] = []
var hanSounds: [Double] = []
for _ in 0..<20 {
  for query in ["বেঙ্গালোর", "தாக்கா", "ჩენგდუ", "ජොහැන්නස්බර්ග්"] {
    letterSounds.append(time { _ = gazetteer.search(query, limit: 10) })
  }
  for query in ["柯都努", "瓦尔扎扎特", "亞拿巴", "诺瓦克"] {
    hanSounds.append(time { _ = gazetteer.search(query, limit: 10) })
  }
}
print(summary("by ear, letter-by-letter scripts", letterSounds))
print(summary("by ear, Han (pinyin)", hanSounds))
var normalize: [Double] = []
for query in queries.prefix(5_000) { normalize.append(time { _ = Normalizer.normalize(query) }) }
print(summary("normalise one name", normalize))
var zoneScan: [Double] = []
for zone in ["Asia/Seoul", "Europe/Berlin", "America/Chicago", "Etc/UTC"] {
  zoneScan.append(time { _ = gazetteer.mostPopulous(inTimeZone: zone) })
}
print(summary("most populous place in a time zone (:here)", zoneScan))

if FileManager.default.isExecutableFile(atPath: wxsh) {
  var walls: [Double] = []
  var peak = 0
  for _ in 0..<31 {
    guard
      let (wall, rss) = runProcess(
        wxsh, ["--offline", "-c", ":search ham"], environment: environment)
    else {
      continue
    }
    walls.append(wall)
    peak = max(peak, rss)
  }
  if !walls.isEmpty {
    walls.sort()
    print(
      String(
        format:
          "wxsh --offline -c ':search ham' (whole process) median %.1f ms  min %.1f ms  max %.1f ms  peak RSS %.1f MB",
        walls[walls.count / 2] / 1e6, walls[0] / 1e6, walls[walls.count - 1] / 1e6,
        Double(peak) / 1024))
  }
  // Whole-process `:search` with a typo or a name written by ear, against the plain search
  // above (issues 16 and 25: ≤ 1.6×). Offline: a name the list lacks would otherwise also be
  // looked up online, and the network is not what this measures. Taken in turns, as the
  // start-up cases are, so a busy moment of the machine falls on every query alike.
  let queries = [
    "ham", "johannesbrg", "варшвава", "lisbno", "johannesberg", "とうきょう", "Бичар", "คอนสแตนติน",
    "किंसहासा", "柯都努", "বেঙ্গালোর",
  ]
  var queryWalls = Array(repeating: [Double](), count: queries.count)
  for _ in 0..<21 {
    for (index, query) in queries.enumerated() {
      if let (wall, _) = runProcess(
        wxsh, ["--offline", "-c", ":search " + query], environment: environment)
      {
        queryWalls[index].append(wall)
      }
    }
  }
  let plainMedian = queryWalls[0].isEmpty ? nil : AlertBench.median(queryWalls[0])
  for (query, walls) in zip(queries, queryWalls) where !walls.isEmpty {
    let wall = AlertBench.median(walls)
    let median = String(format: "%.1f", wall / 1e6)
    if let plain = plainMedian, query != queries[0] {
      let ratio = String(format: "%.2f", wall / plain)
      print(
        "wxsh --offline -c ':search \(query)' (whole process) median \(median) ms"
          + "  \(ratio)× ':search ham'  (floor: ≤ 1.6×)")
    } else {
      print("wxsh --offline -c ':search \(query)' (whole process) median \(median) ms")
    }
  }
  var startup: [Double] = []
  for _ in 0..<15 {
    if let (wall, _) = runProcess(wxsh, ["-c", ":help"], environment: environment) {
      startup.append(wall)
    }
  }
  startup.sort()
  if !startup.isEmpty {
    print(
      String(
        format: "wxsh -c ':help' (startup, no places)  median %.1f ms",
        startup[startup.count / 2] / 1e6))
  }
} else {
  print("(build the wxsh product next to wxsh-bench for the whole-process numbers)")
}

if searchOnly { exit(0) }

// MARK: Weather (issue 5): decode one 16-day answer; one request for 20 places; cached :now.

/// Starts the stub server next to this binary; returns its port and process.
func startStub(lifetime: Int = 120) -> (Int, Process)? {
  let path = products + "/wxsh-stub-server"
  guard FileManager.default.isExecutableFile(atPath: path) else { return nil }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: path)
  process.arguments = ["--port", "0", "--max-lifetime", String(lifetime)]
  let input = Pipe()
  let output = Pipe()
  process.standardInput = input
  process.standardOutput = output
  process.standardError = FileHandle.nullDevice
  guard (try? process.run()) != nil else { return nil }
  var line = Data()
  while !line.contains(UInt8(ascii: "\n")) {
    let chunk = output.fileHandleForReading.availableData
    if chunk.isEmpty { break }
    line += chunk
  }
  let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  guard let port = Int(text) else { return nil }
  return (port, process)
}

func download(_ url: String) -> [UInt8]? {
  guard let url = URL(string: url) else { return nil }
  return (try? Data(contentsOf: url)).map { Array($0) }
}

if let (port, stub) = startStub(),
  let base = try? BaseURL("http://127.0.0.1:\(port)", variable: "bench")
{
  let seoul = Location(
    latitude: 37.566, longitude: 126.9784, timeZone: "Asia/Seoul", geonameID: 1835848, name: "Seoul"
  )
  if let body = download(OpenMeteoBenchmark.url(base: base, locations: [seoul])) {
    var decode: [Double] = []
    for _ in 0..<200 {
      decode.append(time { _ = try? OpenMeteoBenchmark.decode(body, locations: [seoul]) })
    }
    print(summary("decode + normalise 16-day answer", decode) + "  (\(body.count / 1024) KB)")
  }
  // 20 saved places refresh in one request.
  let cache = NSTemporaryDirectory() + "wxsh-bench-\(getpid())"
  var environment = ProcessInfo.processInfo.environment
  environment["WXSH_OPEN_METEO_URL"] = "http://127.0.0.1:\(port)/id=bench20"
  environment["XDG_CACHE_HOME"] = cache
  environment["XDG_CONFIG_HOME"] = cache + "/config"
  let cities = [
    "tokyo", "delhi", "shanghai", "sao paulo", "mexico city", "cairo", "mumbai", "beijing",
    "dhaka", "osaka", "new york", "karachi", "buenos aires", "istanbul", "kolkata", "manila",
    "lagos",
    "moscow", "paris", "seoul",
  ]
  _ = runProcess(
    wxsh, ["--offline"] + cities.flatMap { ["-c", ":add \($0)"] }, environment: environment)
  let refresh = runProcess(wxsh, ["-c", ":refresh all"], environment: environment)
  if let log = download("http://127.0.0.1:\(port)/__requests?filter=bench20"),
    let entries = try? JSONSerialization.jsonObject(with: Data(log)) as? [Any]
  {
    print(
      String(
        format: ":refresh all of 20 saved places       %d request(s), %.1f ms", entries.count,
        (refresh?.0 ?? 0) / 1e6))
  }
  // A cached :now, whole process.
  var cached: [Double] = []
  for _ in 0..<21 {
    if let (wall, _) = runProcess(wxsh, ["-c", ":now seoul"], environment: environment) {
      cached.append(wall)
    }
  }
  cached.sort()
  if !cached.isEmpty {
    print(
      String(
        format: "wxsh -c ':now seoul' (cached, whole process) median %.1f ms",
        cached[cached.count / 2] / 1e6))
  }
  try? FileManager.default.removeItem(atPath: cache)
  stub.terminate()
} else {
  print("(build wxsh-stub-server next to wxsh-bench for the weather numbers)")
}

// MeteoAlarm (issue 19): a busy country's feed is several megabytes (cap_alerts measured
// Germany at 408 areas with a green entry each, "the ~7 MB feed"). A synthetic feed of that
// size, German and English blocks per warning, decoded and matched as one :alerts does.
func syntheticFeed(warnings count: Int) -> [UInt8] {
  var parts: [String] = []
  for index in 0..<count {
    let level =
      index % 3 == 0
      ? "3; orange; Severe" : (index % 3 == 1 ? "2; yellow; Moderate" : "1; green; Minor")
    func block(_ language: String, _ event: String) -> String {
      """
      {"language":"\(language)","event":"\(event)","severity":"Moderate","certainty":"Likely",\
      "urgency":"Immediate","onset":"2026-11-23T09:00:00+01:00","effective":"2026-11-23T08:55:00+01:00",\
      "expires":"2026-11-24T18:00:00+01:00","senderName":"Deutscher Wetterdienst",\
      "headline":"Official WARNING of \(event) \(index)","description":"\(String(repeating: "There is a risk of gusts. ", count: 20))",\
      "instruction":"Secure loose objects.","responseType":["Prepare"],"web":"https://dwd.de/warnungen",\
      "parameter":[{"valueName":"awareness_level","value":"\(level)"},{"valueName":"awareness_type","value":"1; Wind"}],\
      "area":[{"areaDesc":"Kreis Nummer \(index)","geocode":[{"valueName":"EMMA_ID","value":"DE\(index)"},{"valueName":"WARNCELLID","value":"10\(index)"}]}]}
      """
    }
    parts.append(
      """
      {"alert":{"identifier":"2.49.0.0.276.0.DWD.PVW.\(index)","sender":"opendata@dwd.de",\
      "sent":"2026-11-23T08:55:00+01:00","status":"Actual","msgType":"Alert","scope":"Public",\
      "info":[\(block("de-DE", "STURMBÖEN")),\(block("en", "gale-force gusts"))]},"uuid":"u\(index)"}
      """)
  }
  return Array(("{\"warnings\":[" + parts.joined(separator: ",") + "]}").utf8)
}
let feed = syntheticFeed(warnings: 2_400)
var decodes: [Double] = []
var matches: [Double] = []
var parses: [Double] = []
var rulesOnly: [Double] = []
let feedNow = Date(timeIntervalSince1970: 1_795_420_800)  // 2026-11-23T08:00Z
for _ in 0..<7 {
  var alerts: [Alert] = []
  parses.append(time { _ = JSONValue.parse(feed) })
  decodes.append(time { alerts = (try? MeteoAlarmDecoder.decode(feed, language: "de")) ?? [] })
  let query = AlertQuery(
    latitude: 52.52, longitude: 13.40, countryCode: "DE", names: ["Nummer 42", "Berlin"])
  var active: [Alert] = []
  let rules = time { active = AlertRules.active(alerts, now: feedNow) }
  matches.append(rules + time { _ = AreaMatcher(query).split(active) })
  rulesOnly.append(rules)
}
decodes.sort()
matches.sort()
parses.sort()
rulesOnly.sort()
print(
  String(
    format:
      "MeteoAlarm feed of %.1f MB (2,400 warnings): decode median %.1f ms (JSON parse alone "
      + "%.1f ms), rules + match %.2f ms (rules alone %.2f ms)",
    Double(feed.count) / 1e6, decodes[decodes.count / 2] / 1e6, parses[parses.count / 2] / 1e6,
    matches[matches.count / 2] / 1e6, rulesOnly[rulesOnly.count / 2] / 1e6))

// MeteoAlarm's official outlines (issue 27): the areas whose outline contains a German town,
// from share/wxsh/alert-areas.tsv (2,003 areas, 1.4 MB), as every European :alerts asks.
if let directory = GazetteerLocator.directory(environment: environment, executablePath: executable)
{
  let index = AlertAreaIndex(path: directory + "/" + AlertAreaIndex.fileName)
  var lookups: [Double] = []
  var found: Set<String> = []
  for round in 0..<20 {
    let sample = time { found = index.codes(latitude: 48.89, longitude: 9.19, countryCode: "DE") }
    if round > 0 { lookups.append(sample) }  // the first reads the file
  }
  lookups.sort()
  if lookups.isEmpty || found.isEmpty {
    print("alert-area outlines: not built (scripts/ensure-alert-areas.sh)")
  } else {
    print(
      String(
        format: "alert-area outlines: Ludwigsburg's areas %@ in median %.2f ms (max %.2f ms)",
        found.sorted().joined(separator: ","), lookups[lookups.count / 2] / 1e6,
        lookups[lookups.count - 1] / 1e6))
  }
}

// Choosing a language (issue 24): reading the Korean translation and cities' names, as a run
// under LANG=ko_KR does once at start (share/wxsh/locale/ko.po and ko.names).
if let directory = GazetteerLocator.directory(environment: environment, executablePath: executable),
  let po = try? String(contentsOfFile: directory + "/locale/ko.po", encoding: .utf8),
  let names = try? String(contentsOfFile: directory + "/locale/ko.names", encoding: .utf8)
{
  var loads: [Double] = []
  var catalog = Catalog.english
  for _ in 0..<30 {
    loads.append(time { catalog = Catalog.translated(.korean, po: po, names: names) })
  }
  loads.sort()
  print(
    String(
      format:
        "language: Korean catalogue (%d KB .po, %d KB names) read in median %.2f ms (max %.2f ms); %@",
      po.utf8.count / 1024, names.utf8.count / 1024, loads[loads.count / 2] / 1e6,
      loads[loads.count - 1] / 1e6, catalog.text(.langSet(language: "한국어"))))
}
