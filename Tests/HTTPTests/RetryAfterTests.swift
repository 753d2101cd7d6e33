import Foundation
import TestSize
import Testing

@testable import HTTP

/// `Retry-After` as servers send it: seconds or an HTTP date, read against the clock.
@Suite(.size(.small)) struct RetryAfterTests {
  @Test func retryAfterReadsSecondsAndDates() {
    let now = Date(timeIntervalSince1970: 1_781_524_800)
    #expect(RetryAfter.seconds("7", now: now) == 7)
    #expect(RetryAfter.seconds("Mon, 15 Jun 2026 12:01:00 GMT", now: now) == 60)
    #expect(RetryAfter.seconds("Mon, 15 Jun 2026 11:00:00 GMT", now: now) == 0)
    #expect(RetryAfter.seconds("soon", now: now) == nil)
    #expect(RetryAfter.seconds(nil, now: now) == nil)
  }
}
