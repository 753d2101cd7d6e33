import Foundation
import JSON
import WatchModel

/// The line `wxsh watch --exec` gives its command for each notice.
public enum NoticeJSON {
  /// One line of JSON: `kind`, `place`, `placeId`, `time` (ISO 8601 in the place's offset),
  /// `title`, `body`, `urgency`, `event`, `until`.
  public static func line(_ notice: Notice) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = notice.zone
    return JSONWriter.line(
      .object([
        ("kind", .string(notice.kind.rawValue)),
        ("place", .string(notice.place)),
        ("placeId", .int(notice.placeID)),
        ("time", .string(formatter.string(from: notice.time))),
        ("title", .string(notice.title)),
        ("body", .string(notice.body)),
        ("urgency", .string(notice.urgency.rawValue)),
        ("event", .string(notice.event)),
        ("until", .string(formatter.string(from: notice.until))),
      ]))
  }
}
