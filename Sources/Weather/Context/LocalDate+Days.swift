import Foundation

extension LocalDate {
  /// Days since 1970-01-01 on the proleptic Gregorian calendar (negative before).
  public var dayNumber: Int {
    // Howard Hinnant's days_from_civil.
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let shifted = (month + 9) % 12
    let dayOfYear = (153 * shifted + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The date `dayNumber` days after 1970-01-01.
  public init(dayNumber: Int) {
    let z = dayNumber + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shifted = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shifted + 2) / 5 + 1
    let month = shifted < 10 ? shifted + 3 : shifted - 9
    self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
  }

  /// The date `days` days later (earlier when negative).
  public func adding(days: Int) -> LocalDate { LocalDate(dayNumber: dayNumber + days) }

  /// The same calendar day a year earlier; 29 February gives 28 February.
  public var yearEarlier: LocalDate {
    LocalDate(year: year - 1, month: month, day: month == 2 && day == 29 ? 28 : day)
  }

  /// The slot of this calendar day in a 365-day year, 0…364: 29 February shares 28 February's.
  public var calendarSlot: Int {
    let base = LocalDate(year: 2001, month: month, day: month == 2 && day == 29 ? 28 : day)
    return base.dayNumber - LocalDate(year: 2001, month: 1, day: 1).dayNumber
  }
}
