import Catalog
import Foundation
import Weather

/// The words and numbers that put a forecast in context, shared by `:now`, `:daily` and
/// `:details`: the change since yesterday, a high and a low, a record with its year, a range.
enum ContextText {
  /// Now against the same hour yesterday in whole degrees of the user's unit, as the two
  /// temperatures are shown (12° now and 9° then is 3); nil when either is unknown.
  static func differenceFromYesterday(
    _ forecast: Forecast, temperature: Double?, now: Date, _ units: Units
  ) -> Int? {
    guard let shownNow = shown(temperature, units),
      let shownThen = shown(forecast.temperatureDayBefore(now), units)
    else { return nil }
    return shownNow - shownThen
  }

  /// A temperature as a view shows it: whole degrees of the user's unit.
  static func shown(_ celsius: Double?, _ units: Units) -> Int? {
    guard let celsius = PhysicalRange.temperature.validate(celsius) else { return nil }
    return UnitConversion.roundedInteger(UnitConversion.temperature(celsius, to: units.temperature))
  }

  /// `3° warmer than yesterday`, `2° colder than yesterday`, `As warm as yesterday`.
  static func yesterdaySentence(_ difference: Int) -> String {
    if difference > 0 { return say(.contextWarmerThanYesterday(degrees: String(difference))) }
    if difference < 0 { return say(.contextColderThanYesterday(degrees: String(-difference))) }
    return say(.contextSameAsYesterday)
  }

  /// `H 8° L 1°` with the temperatures in their colours.
  static func highLow(_ high: Double?, _ low: Double?, _ units: Units, _ colors: Colors)
    -> StyledLine
  {
    var line = StyledLine(say(.nowHigh) + " ", colors.label)
    line.append(Format.temperature(high, units), colors.temperature(high))
    line.append(" " + say(.nowLow) + " ", colors.label)
    line.append(Format.temperature(low, units), colors.temperature(low))
    return line
  }

  /// `31° (1994)`: a record and its year.
  static func record(_ record: ClimateTable.Record?, _ units: Units, _ colors: Colors)
    -> StyledLine
  {
    guard let record else { return StyledLine(Format.missing) }
    var line = StyledLine(Format.temperature(record.value, units), colors.temperature(record.value))
    line.append(" " + say(.contextInYear(year: String(record.year))), colors.label)
    return line
  }

  /// `6–13°`: a range's ends in whole degrees of the user's unit (`14°` when they round alike).
  static func range(_ range: ClosedRange<Double>?, _ units: Units) -> String {
    guard let range, let low = shown(range.lowerBound, units),
      let high = shown(range.upperBound, units)
    else { return Format.missing }
    return low == high ? "\(high)°" : "\(low)–\(high)°"
  }
}
