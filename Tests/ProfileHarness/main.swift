// profile-harness: saves the profile in loops for the crash and concurrency tests.
//
//   profile-harness seed PATH COUNT                    one save holding COUNT filler places
//   profile-harness add-loop PATH COUNT [--start ID]   adds places ID, ID+1, … one save each
//   profile-harness concurrent-add PATH WORKER COUNT [--start-at EPOCH_MS]
//   profile-harness hold-lock PATH                     takes the save lock and sleeps
//   profile-harness load PATH                          prints notices and the read-only state
//
// Options: --umask OCTAL, --setuid UID (when run as root), --lock-timeout SECONDS, and the controls the
// tests use to prove they can fail: --no-lock (read, change, temp + rename, no flock) and
// --in-place (truncate the file, then encode and write it in 4 KB writes, like a streaming
// writer; no temp, no fsync).
// After each save that returned, the harness writes "acked ID" to stdout with one write(2).
// With --report-saving it also writes "saving ID" just before each save starts and "done" after
// the last one, so a test that kills it can tell a kill that landed inside a save.

import ProfileStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How the harness writes.
enum Mode {
  case store
  case noLock
  case inPlace
}

/// The parsed command line.
struct Options {
  var positional: [String] = []
  var mode = Mode.store
  var start = 1
  var startAt: Int64?
  var lockTimeout = 10.0
  var umask: mode_t?
  var user: uid_t?
  var reportSaving = false
}

func fail(_ text: String) -> Never {
  let line = "profile-harness: \(text)\n"
  _ = line.withCString { write(2, $0, strlen($0)) }
  exit(2)
}

func say(_ text: String) {
  let line = text + "\n"
  _ = line.withCString { write(1, $0, strlen($0)) }
}

func parse(_ arguments: [String]) -> Options {
  var options = Options()
  var index = 0
  func value() -> String {
    index += 1
    guard index < arguments.count else { fail("missing value after \(arguments[index - 1])") }
    return arguments[index]
  }
  while index < arguments.count {
    switch arguments[index] {
    case "--report-saving": options.reportSaving = true
    case "--no-lock": options.mode = .noLock
    case "--in-place": options.mode = .inPlace
    case "--start": options.start = Int(value()) ?? 1
    case "--start-at": options.startAt = Int64(value())
    case "--lock-timeout": options.lockTimeout = Double(value()) ?? 10
    case "--umask": options.umask = mode_t(value(), radix: 8)
    case "--setuid": options.user = uid_t(value())
    case let other: options.positional.append(other)
    }
    index += 1
  }
  return options
}

/// A filler place with GeoNames id `id`.
func place(_ id: Int) -> SavedPlace {
  SavedPlace(
    id: id, name: "Place \(id)", region: "Region \(id % 97)", regionCode: "\(id % 97)",
    countryCode: "PT", countryName: "Portugal", latitude: Double(id % 179) - 89.0,
    longitude: Double(id % 359) - 179.0, timeZone: "Europe/Lisbon")
}

func readAll(_ path: String) -> [UInt8]? {
  let fd = open(path, O_RDONLY | O_CLOEXEC)
  guard fd >= 0 else { return nil }
  defer { close(fd) }
  var result: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 65536)
  while true {
    let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    if count <= 0 { return result }
    result.append(contentsOf: buffer[0..<count])
  }
}

func writeAll(_ fd: Int32, _ bytes: [UInt8], chunk: Int) {
  var offset = 0
  while offset < bytes.count {
    let size = min(chunk, bytes.count - offset)
    let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress.map { $0 + offset }, size) }
    if written <= 0 { fail("write failed: errno \(errno)") }
    offset += written
  }
}

/// The control writers: apply the change to the file without the store's protocol.
func unsafeAdd(_ id: Int, path: String, mode: Mode) {
  var profile = Profile()
  if let bytes = readAll(path) {
    switch ProfileCodec.decode(bytes) {
    case .current(let current): profile = current
    case .migrated(let migrated, _): profile = migrated
    default: fail("the profile is not readable as the current schema")
    }
  }
  _ = try? ProfileOperation.add(place(id)).apply(to: &profile)
  if mode == .inPlace {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard fd >= 0 else { fail("open failed: errno \(errno)") }
    writeAll(fd, ProfileCodec.encode(profile), chunk: 4096)
    close(fd)
    return
  }
  let bytes = ProfileCodec.encode(profile)
  let temp = path + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
  let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
  guard fd >= 0 else { fail("open failed: errno \(errno)") }
  writeAll(fd, bytes, chunk: bytes.count)
  fsync(fd)
  close(fd)
  guard rename(temp, path) == 0 else { fail("rename failed: errno \(errno)") }
}

func add(_ ids: [Int], path: String, options: Options) {
  let store: ProfileStore? =
    options.mode == .store ? ProfileStore(path: path, lockTimeout: options.lockTimeout) : nil
  for id in ids {
    if options.reportSaving { say("saving \(id)") }
    if let store {
      do throws(ProfileError) {
        _ = try store.update(.add(place(id)))
      } catch {
        fail("add \(id): \(error.message)")
      }
    } else {
      unsafeAdd(id, path: path, mode: options.mode)
    }
    say("acked \(id)")
  }
  if options.reportSaving { say("done") }
}

func waitUntil(_ epochMilliseconds: Int64) {
  while true {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    let current = Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
    if current >= epochMilliseconds { return }
    usleep(UInt32(min(epochMilliseconds - current, 50) * 1000))
  }
}

let options = parse(Array(CommandLine.arguments.dropFirst()))
if let mask = options.umask { umask(mask) }
if let user = options.user, setgid(gid_t(user)) != 0 || setuid(user) != 0 {
  fail("cannot switch to uid \(user): errno \(errno)")
}
let arguments = options.positional
guard let command = arguments.first, arguments.count >= 2 else {
  fail("usage: profile-harness seed|add-loop|concurrent-add|hold-lock|load PATH …")
}
let path = arguments[1]

switch command {
case "seed":
  guard arguments.count == 3, let count = Int(arguments[2]) else { fail("usage: seed PATH COUNT") }
  let store = ProfileStore(path: path, lockTimeout: options.lockTimeout)
  do throws(ProfileError) {
    try store.update { (profile: inout Profile) throws(ProfileError) in
      for id in 0..<count {
        _ = try ProfileOperation.add(place(900_000_000 + id)).apply(to: &profile)
      }
    }
  } catch {
    fail(error.message)
  }
  say("seeded \(count)")
case "add-loop":
  guard arguments.count == 3, let count = Int(arguments[2]) else {
    fail("usage: add-loop PATH COUNT")
  }
  add(Array(options.start..<(options.start + count)), path: path, options: options)
case "concurrent-add":
  guard arguments.count == 4, let worker = Int(arguments[2]), let count = Int(arguments[3]) else {
    fail("usage: concurrent-add PATH WORKER COUNT")
  }
  if let startAt = options.startAt { waitUntil(startAt) }
  let first = (worker + 1) * 100_000
  add(Array(first..<(first + count)), path: path, options: options)
case "hold-lock":
  let fd = open(path + ".lock", O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
  guard fd >= 0, flock(fd, LOCK_EX) == 0 else { fail("cannot lock: errno \(errno)") }
  say("locked")
  while true { sleep(60) }
case "load":
  let store = ProfileStore(path: path, lockTimeout: options.lockTimeout)
  for notice in store.takeNotices() { say("notice \(notice.message)") }
  say("places \(store.profile.places.count)")
  say(store.readOnlyReason.map { "read-only \($0.message)" } ?? "writable")
default:
  fail("unknown command \(command)")
}
