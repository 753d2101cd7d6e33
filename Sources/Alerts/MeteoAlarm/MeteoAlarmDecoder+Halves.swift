import AlertModel
import Dispatch
import JSON

extension MeteoAlarmDecoder {
  /// The fewest bytes of a warnings array read in two halves at once (a country's feed is a few
  /// megabytes; below this one thread is as quick).
  static let halvesThreshold = 1 << 20

  /// What one reader read of part of the warnings array.
  struct Run {
    /// The alerts.
    var alerts: [Alert] = []
    /// The place of each alert's warning in the run (0 the first).
    var ordinals: [Int] = []
    /// The warnings read (the first ``warningLimit`` are decoded, the rest read past).
    var count = 0
    /// Whether the reader stopped at the offset it was given (else it read to the array's end).
    var stopped = false
  }

  /// The warnings of the array entered last; an array of `halvesFrom` bytes or more is read in
  /// two halves at once, one a core.
  ///
  /// The second half starts at a `,` found near the middle before an object whose first key is
  /// one a warning has (`alert` in MeteoAlarm's own answers, `uuid` when a feed was written
  /// again with its keys in another order); the first half reads up to it. Only when the first
  /// reader stops exactly there, between two warnings of this array, is the second half's
  /// reading used (a `,{"alert":` inside a warning is never a place the first reader stops at);
  /// otherwise the first reader reads on to the end alone. Either way the result is what one
  /// reader would give.
  static func warnings(
    _ reader: inout JSONReader, language: String, halvesFrom: Int
  ) throws(JSONReader.Invalid) -> [Alert] {
    guard let split = split(reader, halvesFrom: halvesFrom) else {
      return try run(&reader, language: language, stop: nil).alerts
    }
    let halves = Halves(first: reader, second: reader)
    halves.second.seek(to: split)
    DispatchQueue.concurrentPerform(iterations: 2) { half in
      if half == 0 {
        halves.firstRun = Result { () throws(JSONReader.Invalid) in
          try run(&halves.first, language: language, stop: split)
        }
      } else {
        halves.secondRun = Result { () throws(JSONReader.Invalid) in
          try run(&halves.second, language: language, stop: nil)
        }
      }
    }
    // Taken out of the shared box, so each array is held once and grows without a copy
    // (copying thousands of warnings retains each one's twenty texts).
    let head = try halves.takeFirst().get()
    guard head.stopped else {
      // The split was not between two warnings: the first reader read the whole array.
      reader = halves.first
      return head.alerts
    }
    let tail = try halves.takeSecond().get()
    reader = halves.second
    let room = warningLimit - head.count
    let kept = tail.ordinals.firstIndex { $0 >= room } ?? tail.alerts.count
    var alerts = head.alerts
    alerts.reserveCapacity(alerts.count + kept)
    alerts.append(contentsOf: tail.alerts[..<kept])
    return alerts
  }

  /// Where the second half of the warnings array the reader is in would start: the first `,`
  /// past the middle of what is left before an object whose first key is one a warning has;
  /// nil when less than `halvesFrom` bytes are left or there is no such place.
  static func split(_ reader: JSONReader, halvesFrom: Int) -> Int? {
    guard reader.count - reader.offset >= halvesFrom else { return nil }
    let middle = reader.offset + (reader.count - reader.offset) / 2
    return reader.separator(
      beforeObjectWithFirstKeyIn: WarningKey.allCases.map { $0.rawValue }, from: middle)
  }

  /// The two halves' readers and what they read, shared by the two threads that read them; each
  /// thread touches only its own half's.
  final class Halves: @unchecked Sendable {
    var first: JSONReader
    var second: JSONReader
    var firstRun: Result<Run, JSONReader.Invalid> = .success(Run())
    var secondRun: Result<Run, JSONReader.Invalid> = .success(Run())

    init(first: JSONReader, second: JSONReader) {
      self.first = first
      self.second = second
    }

    /// What the first half read, left empty here.
    func takeFirst() -> Result<Run, JSONReader.Invalid> {
      defer { firstRun = .success(Run()) }
      return firstRun
    }

    /// What the second half read, left empty here.
    func takeSecond() -> Result<Run, JSONReader.Invalid> {
      defer { secondRun = .success(Run()) }
      return secondRun
    }
  }

  /// Reads warnings to the end of the array, or up to `stop` when a warning ends there (the
  /// offset of the `,` after it).
  static func run(
    _ reader: inout JSONReader, language: String, stop: Int?
  ) throws(JSONReader.Invalid) -> Run {
    var run = Run()
    var repeats = Repeats()
    while try reader.more() {
      if run.count < warningLimit {
        if let alert = try warning(&reader, language: language, repeats: &repeats) {
          run.alerts.append(alert)
          run.ordinals.append(run.count)
        }
      } else {
        try reader.pass()
      }
      run.count += 1
      if let stop, reader.nextOffset() == stop {
        run.stopped = true
        return run
      }
    }
    return run
  }
}
