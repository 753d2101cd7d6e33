import Foundation
import JSON
import Storage
import Weather

/// A service's answer kept whole in the cache with the time it came:
/// `{"fetchedAt": seconds since 2001, "answer": …}`. The reader decodes (and validates) the
/// answer again, as if it had just come.
enum AnswerEnvelope {
  /// The answer and its time in `entry`; nil when absent, unreadable or badly stamped.
  static func read(_ cache: DiskCache?, _ entry: String, limit: Int) -> (
    answer: JSONValue, fetchedAt: Date
  )? {
    guard let bytes = cache?.read(entry, limit: limit), let root = JSONValue.parse(bytes),
      let seconds = PhysicalRange.referenceTime.validate(root["fetchedAt"]?.double),
      let answer = root["answer"]
    else { return nil }
    return (answer, Date(timeIntervalSinceReferenceDate: seconds))
  }

  /// Writes an answer crash-safely with its time; a failure only loses the cache.
  static func write(_ answer: JSONValue, fetchedAt: Date, to cache: DiskCache?, _ entry: String) {
    guard let cache else { return }
    let text = JSONWriter.line(
      .object([
        ("fetchedAt", .value(.number(fetchedAt.timeIntervalSinceReferenceDate))),
        ("answer", .value(answer)),
      ]))
    try? cache.write(entry, Array((text + "\n").utf8))
  }
}
