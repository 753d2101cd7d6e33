import Catalog
import Foundation
import Weather

/// The `:air` view: the index on the chosen scale with its category in the category's colour,
/// PM2.5, PM10, O₃ and NO₂ with units, pollen where the source has it, and the next 24 hours'
/// index as a strip.
public enum AirView {
  /// Cells of a label.
  static let labelCells = 12

  /// The lines of the air view; `inEurope` says whether pollen could be known.
  public static func render(
    _ air: AirQuality, scale: AQIScale, inEurope: Bool, _ settings: ViewSettings
  ) -> [String] {
    let colors = Colors(settings.palette)
    let zone =
      air.timeZoneIdentifier.flatMap(TimeZone.init(identifier:)) ?? TimeZone(secondsFromGMT: 0)
      ?? .current
    let clock = LocalClock(zone: zone)
    var lines = [StyledLine(say(.airHeading(index: indexName(scale))), colors.heading)]
    var index = StyledLine()
    let reading = air.reading(scale)
    if let reading {
      index.append(reading.shown, style(reading.colourBand, settings).emphasized)
      index.append("  ")
      index.append(categoryName(scale, reading.category), style(reading.colourBand, settings))
    } else {
      index.append(Format.missing)
      index.append("  " + say(.airNoIndexNow), colors.label)
    }
    lines.append(index)
    func row(_ label: String, _ value: StyledLine) {
      var line = StyledLine()
      line.appendLeft(label, width: labelCells, colors.label)
      line.append(value)
      lines.append(line)
    }
    let ascii = settings.asciiGlyphs
    row("PM2.5", particles(air.current.pm25, .pm25, reading, ascii, settings))
    row("PM10", particles(air.current.pm10, .pm10, reading, ascii, settings))
    row(ascii ? "O3" : "O₃", StyledLine(concentration(air.current.ozone, ascii)))
    row(ascii ? "NO2" : "NO₂", StyledLine(concentration(air.current.nitrogenDioxide, ascii)))
    row(say(.airPollen), pollen(air.current, inEurope: inEurope, ascii: ascii, colors))
    let upcoming = air.hourlyReadings(scale, from: settings.now)
    if !upcoming.isEmpty {
      var strip = StyledLine()
      for (_, reading) in upcoming {
        guard let reading else {
          strip.append(ascii ? "." : "·", colors.label)
          continue
        }
        let height = min(7, max(0, Int((reading.value / scale.stripTop * 8).rounded(.down))))
        strip.append(
          ascii ? "\(reading.category)" : blocks[height], style(reading.colourBand, settings))
      }
      if let first = upcoming.first?.time, labelCells + upcoming.count + 12 <= settings.width {
        strip.append(
          " " + say(.airStripFrom(time: clock.time(first, settings.units.clock))), colors.label)
      }
      row(say(.airNext24Hours), strip)
    }
    lines.append(
      StyledLine(
        say(.airUpdated(time: clock.time(air.fetchedAt, settings.units.clock))), colors.label))
    return lines.rendered(settings)
  }

  /// The one line `:now` and `:show` carry: `Air 42 · fair`, in the category's colour; nil when
  /// there is no index now.
  public static func summary(_ air: AirQuality, scale: AQIScale, _ settings: ViewSettings)
    -> String?
  {
    guard let reading = air.reading(scale) else { return nil }
    let line = StyledLine(
      say(.airSummary(value: reading.shown, category: categoryName(scale, reading.category))),
      style(reading.colourBand, settings))
    return [line].rendered(settings).first
  }

  /// The index's short name in the current language (`European AQI`).
  public static func indexName(_ scale: AQIScale) -> String {
    switch scale {
    case .european: say(.airEuropeanIndex)
    case .us: say(.airUSIndex)
    case .korea: say(.airKoreaIndex)
    case .china: say(.airChinaIndex)
    case .india: say(.airIndiaIndex)
    case .unitedKingdom: say(.airUKIndex)
    case .canada: say(.airCanadaIndex)
    }
  }

  /// The name of a category in the current language (`fair`); JSON keeps the English
  /// `AirReading.word`.
  public static func categoryName(_ scale: AQIScale, _ category: Int) -> String {
    let names = categoryMessages(scale)
    return say(Sentence(names[min(max(category, 0), names.count - 1)]))
  }

  /// Each scale's category names, best first.
  static func categoryMessages(_ scale: AQIScale) -> [Message] {
    switch scale {
    case .european:
      [.airEuropean0, .airEuropean1, .airEuropean2, .airEuropean3, .airEuropean4, .airEuropean5]
    case .us: [.airUS0, .airUS1, .airUS2, .airUS3, .airUS4, .airUS5]
    case .korea: [.airKorea0, .airKorea1, .airKorea2, .airKorea3]
    case .china: [.airChina0, .airChina1, .airChina2, .airChina3, .airChina4, .airChina5]
    case .india: [.airIndia0, .airIndia1, .airIndia2, .airIndia3, .airIndia4, .airIndia5]
    case .unitedKingdom: [.airUk0, .airUk1, .airUk2, .airUk3]
    case .canada: [.airCanada0, .airCanada1, .airCanada2, .airCanada3]
    }
  }

  /// Bar heights for the strip, lowest first.
  static let blocks = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

  /// `8.1 μg/m³`, or a dash for a missing value (never 0).
  static func concentration(_ value: Double?, _ ascii: Bool) -> String {
    guard let value, value.isFinite else { return Format.missing }
    return Format.decimal(value, decimals: 1) + (ascii ? " ug/m3" : " μg/m³")
  }

  /// A particle row: the concentration now and, where the scale grades particles on their own
  /// (Korea's 미세먼지 and 초미세먼지 grades), that grade in its colour.
  static func particles(
    _ value: Double?, _ pollutant: Pollutant, _ reading: AirReading?, _ ascii: Bool,
    _ settings: ViewSettings
  ) -> StyledLine {
    var line = StyledLine(concentration(value, ascii))
    guard let reading, reading.scale == .korea, let category = reading.category(of: pollutant)
    else { return line }
    line.append("  ")
    line.append(
      categoryName(reading.scale, category), style(reading.scale.colourBand(category), settings))
    return line
  }

  /// Pollen kinds with values, or why there are none.
  static func pollen(_ sample: AirQuality.Sample, inEurope: Bool, ascii: Bool, _ colors: Colors)
    -> StyledLine
  {
    guard inEurope else { return StyledLine(say(.airPollenOutsideEurope), colors.label) }
    let kinds = AirQuality.pollenKinds.compactMap { kind -> String? in
      guard let amount = sample.pollen[kind], amount >= 0.05 else { return nil }
      let name = Message.pollenKinds[kind].map { say(Sentence($0)) } ?? kind
      return "\(name) \(Format.decimal(amount, decimals: amount < 10 ? 1 : 0))"
    }
    guard !kinds.isEmpty else {
      let known = !sample.pollen.isEmpty
      return StyledLine(say(known ? .airPollenNone : .airPollenNotReported), colors.label)
    }
    let text = say(.airPollenGrains(kinds: kinds.joined(separator: ", ")))
    return StyledLine(ascii ? text.replacingOccurrences(of: "m³", with: "m3") : text)
  }

  /// The colour of a category band, 0 (good) to 5 (worst); none without colour.
  static func style(_ band: Int, _ settings: ViewSettings) -> Style {
    let dark = [77, 185, 214, 203, 170, 125]
    let light = [28, 136, 166, 160, 90, 88]
    let index = min(max(band, 0), 5)
    return Style(foreground: settings.palette == .light ? light[index] : dark[index])
  }
}
