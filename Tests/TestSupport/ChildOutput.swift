import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What a child process writes to one descriptor, read on a thread of its own as it arrives.
///
/// Tests await what they expect with `waitFor`, a bounded wait that never parks a test thread.
/// The reader is a plain thread doing blocking reads, not a dispatch source: on Linux,
/// libdispatch's epoll bookkeeping can crash its manager thread when many descriptor sources
/// are armed and cancelled at once (swift-corelibs-libdispatch #949), which is what a test run
/// starting hundreds of children does.
public final class ChildOutput: @unchecked Sendable {
  private let lock = NSLock()
  private var buffer: [UInt8] = []
  private var ended = false
  private let changes = ChangeSignal()
  private var trigger: (when: @Sendable ([UInt8]) -> Bool, action: @Sendable () -> Void)?

  /// Output that is already complete and empty (a stream sent elsewhere).
  init() { ended = true }

  /// Reads `descriptor` until end of file (or EIO, a closed pseudo-terminal), then closes it.
  init(reading descriptor: Int32) {
    let thread = Thread { [self] in readAll(descriptor) }
    thread.stackSize = 256 * 1024
    thread.start()
  }

  private func readAll(_ descriptor: Int32) {
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      append(count > 0 ? Array(chunk[0..<count]) : [], finished: count <= 0)
      if count <= 0 { break }
    }
    close(descriptor)
  }

  private func append(_ read: [UInt8], finished: Bool) {
    let fire: (@Sendable () -> Void)? = lock.withLock {
      buffer.append(contentsOf: read)
      if finished { ended = true }
      guard let trigger, trigger.when(buffer) else { return nil }
      self.trigger = nil
      return trigger.action
    }
    fire?()
    changes.signal()
  }

  /// Runs `action` on the reading thread the moment the bytes read so far satisfy `condition`
  /// (once; at once if they already do). It reacts within a read, however busy the tests are.
  public func whenBytes(
    _ condition: @escaping @Sendable ([UInt8]) -> Bool, do action: @escaping @Sendable () -> Void
  ) {
    let now: Bool = lock.withLock {
      if condition(buffer) { return true }
      trigger = (condition, action)
      return false
    }
    if now { action() }
  }

  /// Every byte read so far.
  public var bytes: [UInt8] { lock.withLock { buffer } }

  /// What was read so far, decoded as UTF-8.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The complete lines read so far.
  public var lines: [String] {
    let snapshot = bytes
    let complete = snapshot.lastIndex(of: 0x0A).map { snapshot[...$0] } ?? []
    return String(decoding: complete, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false
    ).dropLast().map(String.init)
  }

  /// True once the writer closed its end.
  public var isComplete: Bool { lock.withLock { ended } }

  /// Waits until `predicate` holds for the bytes read so far; false at `timeout` or when the
  /// output ended without it holding.
  @discardableResult
  public func waitForBytes(timeout: TimeInterval, _ predicate: ([UInt8]) -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
    while true {
      let generation = changes.generation
      let (snapshot, done) = lock.withLock { (buffer, ended) }
      if predicate(snapshot) { return true }
      if done || ContinuousClock.now >= deadline { return false }
      await changes.wait(after: generation, until: deadline)
    }
  }

  /// Waits until `predicate` holds for the text read so far (see `waitForBytes`).
  @discardableResult
  public func waitFor(timeout: TimeInterval = 30, _ predicate: (String) -> Bool) async -> Bool {
    await waitForBytes(timeout: timeout) { predicate(String(decoding: $0, as: UTF8.self)) }
  }

  /// Waits until some complete line satisfies `predicate` (see `waitForBytes`).
  @discardableResult
  public func waitForLine(timeout: TimeInterval = 30, _ predicate: (String) -> Bool) async -> Bool {
    await waitForBytes(timeout: timeout) { bytes in
      guard let end = bytes.lastIndex(of: 0x0A) else { return false }
      return bytes[...end].split(separator: 0x0A).contains {
        predicate(String(decoding: $0, as: UTF8.self))
      }
    }
  }

  /// Waits until the writer closes its end; false at `timeout`.
  @discardableResult
  public func waitForEnd(timeout: TimeInterval) async -> Bool {
    await waitForBytes(timeout: timeout) { _ in false } || isComplete
  }
}
