import Foundation
import Testing
import Weather

/// The context computations: calendar arithmetic, normals with their window, records, last
/// year, and the ensemble's percentiles and local days.
@Suite struct ContextTests {
  @Test func dayNumbersRoundTripAcrossCenturiesAndLeapDays() {
    #expect(LocalDate(year: 1970, month: 1, day: 1).dayNumber == 0)
    #expect(LocalDate(year: 2000, month: 3, day: 1).dayNumber == 11_017)
    for number in stride(from: -30_000, through: 60_000, by: 37) {
      #expect(LocalDate(dayNumber: number).dayNumber == number)
    }
    #expect(LocalDate(year: 2024, month: 2, day: 28).adding(days: 1).description == "2024-02-29")
    #expect(LocalDate(year: 2024, month: 2, day: 29).yearEarlier.description == "2023-02-28")
    #expect(LocalDate(year: 2024, month: 2, day: 29).calendarSlot == 58)
    #expect(LocalDate(year: 2023, month: 12, day: 31).calendarSlot == 364)
  }

  @Test func normalsPoolFifteenDaysOverThirtyYearsAndRecordsKeepTheirYear() {
    let first = LocalDate(year: 1990, month: 1, day: 1)
    let last = LocalDate(year: 2026, month: 11, day: 20)
    let dates = (first.dayNumber...last.dayNumber).map(LocalDate.init(dayNumber:))
    // A high that is the day of the month, plus 100 on 5 June 1999; lows one below.
    let highs: [Double?] = dates.map {
      Double($0.day) + ($0 == LocalDate(year: 1999, month: 6, day: 5) ? 100 : 0)
    }
    let lows: [Double?] = dates.map { Double($0.day) - 1 }
    let table = ClimateTable(
      dates: dates, highs: highs, lows: lows, precipitation: dates.map { _ in 1 },
      fetchedAt: Date(timeIntervalSince1970: 0))
    // 20 June: 13…27 June, every year alike.
    let june = table.context(of: LocalDate(year: 2026, month: 6, day: 20))
    #expect(june.normal?.high == 20)
    #expect(june.normal?.low == 19)
    #expect(june.normalPrecipitation == 1)
    // 1 January: 25…31 December and 1…8 January, wrapping round the year.
    let newYear = table.context(of: LocalDate(year: 2027, month: 1, day: 1))
    let expected = (Array(25...31) + Array(1...8)).map(Double.init).reduce(0, +) / 15
    // Means are kept to a hundredth: 232 / 15 = 15.4666… is 15.47.
    #expect(newYear.normal?.high == 15.47)
    #expect(abs((newYear.normal?.high ?? 0) - expected) < 0.005)
    // The outlier is 5 June's record, from 1999; 1990's values count for nothing.
    let fifth = table.context(of: LocalDate(year: 2026, month: 6, day: 5))
    #expect(fifth.recordHigh == ClimateTable.Record(value: 105, year: 1999))
    #expect(fifth.recordLow?.value == 4)
    #expect(fifth.recordLow?.year == 1991)
    // Last year from the recent days; beyond them, nothing.
    #expect(
      table.context(of: LocalDate(year: 2026, month: 11, day: 19)).lastYear
        == DayClimate.Pair(high: 19, low: 18))
    #expect(table.context(of: LocalDate(year: 2028, month: 11, day: 19)).lastYear == nil)
  }

  @Test func rangesArePercentilesOfMembersOnTheLocalDay() throws {
    let zone = try #require(TimeZone(identifier: "Pacific/Auckland"))
    // 48 hours from local midnight of 27 November 2026 (UTC+13).
    let start = 1_795_690_800.0
    let times = (0..<48).map { Date(timeIntervalSince1970: start + Double($0) * 3600) }
    // Eleven members, member m a constant m degrees; members 0…4 wet on the first day only.
    let temperatures: [[Double?]] = (0...10).map { member in times.map { _ in Double(member) } }
    let rain: [[Double?]] = (0...10).map { member in
      times.indices.map { $0 < 24 && member < 5 ? 0.01 : 0 }
    }
    let ranges = EnsembleRanges(
      times: times, temperatures: temperatures, precipitation: rain, zone: zone,
      fetchedAt: Date(timeIntervalSince1970: 0))
    #expect(ranges.days.map(\.date.description) == ["2026-11-27", "2026-11-28"])
    let first = try #require(ranges.days.first)
    let high = try #require(first.high)
    #expect(abs(high.lowerBound - 1) < 1e-9 && abs(high.upperBound - 9) < 1e-9)
    #expect(first.low.map { abs($0.upperBound - 9) < 1e-9 } == true)
    #expect(abs((first.rainChance ?? 0) - 500.0 / 11) < 1e-9)
    #expect(ranges.days[1].rainChance == 0)
    #expect(abs(EnsembleRanges.percentile([1, 2, 3, 4], 10) - 1.3) < 1e-9)
  }

  @Test func fewerThanTenMembersShowNoSpread() throws {
    let zone = try #require(TimeZone(identifier: "Asia/Seoul"))
    let times = (0..<24).map { Date(timeIntervalSince1970: 1_795_618_800 + Double($0) * 3600) }
    let series: [[Double?]] = (0..<9).map { member in times.map { _ in Double(member) } }
    let ranges = EnsembleRanges(
      times: times, temperatures: series, precipitation: series, zone: zone,
      fetchedAt: Date(timeIntervalSince1970: 0))
    #expect(ranges.days.isEmpty, "\(ranges.days)")
  }
}
