import Foundation
import HTTP
import Synchronization

/// An ``HTTPClock`` whose waits return at once: it records each wait asked for and moves its
/// own time forward by it, so retry rules are proved without waiting in wall-clock time.
final class RecordingHTTPClock: HTTPClock {
  private let real = SystemHTTPClock()
  private let state = Mutex<(skipped: Double, waits: [Double])>((0, []))

  /// Real elapsed time plus every skipped wait.
  func elapsed() -> Double { real.elapsed() + state.withLock { $0.skipped } }

  /// Records `seconds` and returns at once (throwing when cancelled, like `Task.sleep`).
  func sleep(seconds: Double) async throws {
    try Task.checkCancellation()
    state.withLock {
      $0.skipped += seconds
      $0.waits.append(seconds)
    }
  }

  /// The real date moved forward by the skipped waits.
  func date() -> Date { Date().addingTimeInterval(state.withLock { $0.skipped }) }

  /// The waits asked for, in order.
  var waits: [Double] { state.withLock { $0.waits } }
}
