import Foundation
import Testing
import Weather

@testable import WatchModel

/// What `wxsh watch` remembers of what it sent: once per event, again only when more severe,
/// updates known by the events they name, forgotten a day after the event ends, and the file
/// read back as written (a damaged one is a fresh start, never a crash).
@Suite struct SentLedgerTests {
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  func notice(_ event: String, level: Int = 0, until: TimeInterval = 3600) -> Notice {
    Notice(
      kind: .alert, event: event, place: "Chicago", placeID: 4_887_398, time: now, zone: .gmt,
      title: "t", body: "b", level: level, until: now.addingTimeInterval(until))
  }

  @Test func anEventIsSentOnceAndAgainOnlyWhenMoreSevere() {
    var ledger = SentLedger()
    let first = notice("alert:1:a", level: 2)
    #expect(ledger.decide(first) == .send)
    ledger.record(first, now: now, notification: 7)
    #expect(ledger.decide(first) == .known(notification: 7))
    #expect(ledger.decide(notice("alert:1:a", level: 1)) == .known(notification: 7))
    #expect(ledger.decide(notice("alert:1:a", level: 3)) == .upgrade(replacing: 7))
  }

  @Test func anUpdateIsKnownByTheEventItNames() {
    var ledger = SentLedger()
    ledger.record(notice("alert:1:a", level: 2), now: now, notification: 4)
    let update = notice("alert:1:b", level: 2)
    #expect(ledger.decide(update, related: ["alert:1:a"]) == .known(notification: 4))
    #expect(
      ledger.decide(notice("alert:1:b", level: 4), related: ["alert:1:a"]) == .upgrade(replacing: 4)
    )
    #expect(ledger.decide(update, related: ["alert:1:z"]) == .send)
  }

  @Test func endedEventsAreForgottenADayLaterAndRainIsExtended() {
    var ledger = SentLedger()
    ledger.record(notice("rain:1", until: 600), now: now, notification: 1)
    #expect(ledger.isActive("rain:1", now: now))
    ledger.extend("rain:1", until: now.addingTimeInterval(7200))
    #expect(ledger.isActive("rain:1", now: now.addingTimeInterval(3600)))
    ledger.prune(now: now.addingTimeInterval(7200 + 86_000))
    #expect(ledger.entries["rain:1"] != nil)
    ledger.prune(now: now.addingTimeInterval(7200 + 86_401))
    #expect(ledger.entries.isEmpty)
  }

  @Test func theFileReadsBackAndDamageIsAFreshStart() throws {
    var ledger = SentLedger()
    ledger.record(notice("alert:1:a", level: 3), now: now, notification: 9)
    ledger.record(notice("threshold:1:frost:2027-01-15"), now: now, notification: 0)
    let read = try #require(SentLedger(bytes: ledger.bytes))
    #expect(read.entries == ledger.entries)
    #expect(SentLedger(bytes: Array("not json".utf8)) == nil)
    // Entries with impossible values are skipped, the rest kept.
    let hostile =
      #"{"sent":[{"event":"a","sent":1e300,"until":1},{"event":"b","sent":1,"until":2,"level":"x"},{"event":"","sent":1,"until":2}]}"#
    let kept = try #require(SentLedger(bytes: Array(hostile.utf8)))
    #expect(kept.entries.keys.sorted() == ["b"])
  }

  @Test func quietHoursReadAsTyped() {
    let quiet = QuietHours(text: "22:00-07:00")
    #expect(quiet == QuietHours(start: 1320, end: 420))
    var settings = WatchSettings()
    settings.quiet = quiet
    #expect(settings.isQuiet(atMinute: 23 * 60))
    #expect(settings.isQuiet(atMinute: 6 * 60 + 59))
    #expect(!settings.isQuiet(atMinute: 7 * 60))
    #expect(QuietHours(text: "07:00–09:30") == QuietHours(start: 420, end: 570))
    #expect(QuietHours(text: "24:00-07:00") == nil)
    #expect(QuietHours(text: "07:00-07:00") == nil)
  }
}
