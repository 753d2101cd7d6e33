import Foundation

/// The peak resident memory of a spawned child, its own and not its parent's.
///
/// `wait4`'s `ru_maxrss` cannot say it: when a process calls `exec`, Linux records the high
/// water mark of the memory it leaves (`setmax_mm_hiwater_rss` in `exec_mmap`) in the
/// process's `maxrss`, and `posix_spawn` (glibc: `clone(CLONE_VM|CLONE_VFORK)`) or `fork`
/// leaves the parent's memory, so a child's `ru_maxrss` is at least the bench's own peak
/// (a 400 MB parent spawning `/bin/true` reads 400 MB). `/proc/<pid>/status` `VmHWM` is the
/// child's own memory only, but a zombie has none left to report, so it is read at the last
/// moment it exists: the child is traced (`PTRACE_SEIZE` with `PTRACE_O_TRACEEXIT`), stops
/// as it exits, before its memory is released, and is let go after `VmHWM` is read.
enum ChildMemory {
  /// `ptrace(2)`, variadic in C and so looked up by name with the four-argument form.
  typealias Ptrace =
    @convention(c) (CInt, pid_t, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> CLong

  /// The C library's `ptrace`, or nil when it cannot be found.
  static let ptrace: Ptrace? = {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "ptrace") else { return nil }
    return unsafeBitCast(symbol, to: Ptrace.self)
  }()

  static let seize: CInt = 0x4206
  static let resume: CInt = 7
  static let traceExit = 0x40
  static let exitEvent: CInt = 6
  static let stopEvent: CInt = 128

  /// Waits until `pid` has ended and been reaped; returns its wait status and its own peak
  /// resident memory in KB (nil when it could not be traced, e.g. it ended first).
  static func wait(_ pid: pid_t) -> (status: Int32, peakKB: Int?)? {
    let traced =
      ptrace?(seize, pid, nil, UnsafeMutableRawPointer(bitPattern: traceExit)) == 0
    var peak: Int?
    var status: Int32 = 0
    while true {
      let result = waitpid(pid, &status, 0)
      if result == -1, errno == EINTR { continue }
      guard result == pid else { return nil }
      guard status & 0xFF == 0x7F else { break }  // exited or killed: reaped
      let signal = (status >> 8) & 0xFF
      if status >> 8 == SIGTRAP | (exitEvent << 8) {
        peak = highWater(pid)
        _ = ptrace?(resume, pid, nil, nil)
      } else if status >> 16 == stopEvent {
        _ = ptrace?(resume, pid, nil, nil)
      } else {
        _ = ptrace?(resume, pid, nil, UnsafeMutableRawPointer(bitPattern: Int(signal)))
      }
    }
    return (status, traced ? peak : nil)
  }

  /// `VmHWM` of `/proc/<pid>/status`, in KB.
  static func highWater(_ pid: pid_t) -> Int? {
    // Read with read(2): /proc files report a size of 0, which Foundation's readers trust.
    let descriptor = open("/proc/\(pid)/status", O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    let text = String(decoding: bytes, as: UTF8.self)
    for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      // `VmHWM:\t   29088 kB`: a tab, then spaces, then the number.
      return Int(line.dropFirst(6).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
    }
    return nil
  }
}
