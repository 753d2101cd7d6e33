import Catalog
import CommandLanguage
import ProfileStore
import Rendering
import Views
import Weather

/// `:units [c|f]`, `:units wind …`, `:units precip …`, `:units clock …`: show or set units.
@MainActor
enum UnitsCommand {
  /// What each kind's value is called in errors ("give a wind unit: kmh, ms, mph or kn").
  static let nouns: [String: Message] = [
    "temperature": .nounTemperatureUnit, "wind": .nounWindUnit, "precip": .nounPrecipitationUnit,
    "clock": .nounClock, "pressure": .nounPressureUnit, "distance": .nounDistanceUnit,
    "aqi": .nounAirIndex,
  ]

  /// The kinds after the temperature (set with a kind word), with their aliases.
  static var kindWords: [(word: String, kind: UnitKind)] {
    UnitKind.all.dropFirst().flatMap { kind in ([kind.name] + kind.aliases).map { ($0, kind) } }
  }

  /// `c`, `f`, or the kind of unit to set.
  static let unitOrKind = ArgumentSpec(
    "c|f|KIND", .choice(UnitKind.temperature.values + kindWords.map(\.word)),
    optional: true, noun: .nounUnitOrKind)

  /// The unit to use for the kind named before it.
  static let value = ArgumentSpec(
    "VALUE",
    .choiceAfter(Dictionary(uniqueKeysWithValues: kindWords.map { ($0.word, $0.kind.values) })),
    optional: true, noun: .nounUnitValue,
    nounsAfter: Dictionary(
      uniqueKeysWithValues: kindWords.map { ($0.word, nouns[$0.kind.name] ?? .nounUnitValue) }
    ))

  static let spec = CommandSpec(
    name: "units", aliases: ["u"], summary: .helpUnitsSummary, discussion: .helpUnitsDiscussion,
    examples: [
      ":units", ":units f", ":units wind mph", ":units precip in", ":units clock 12h",
      ":units pressure inhg", ":units distance mi", ":units aqi us",
    ],
    arguments: [
      unitOrKind, value,
    ])

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, context in
      var lines: [String] = []
      if let word = invocation.parsed[Self.unitOrKind] {
        let kind = UnitKind.named(word) ?? UnitKind.temperature
        let value = kind.name == "temperature" ? word : invocation.parsed[Self.value] ?? ""
        // The change applies to the profile as it is under the save lock, so a unit another
        // context set meanwhile is kept.
        try context.saved.save { (profile: inout Profile) throws(ProfileError) in
          kind.apply(value, &profile.units)
          profile.unitsChosen.insert(kind.name)
        }
        lines.append(confirmation(kind.name, context.saved.profile.units))
      }
      let units = context.saved.units
      lines.append(WeatherJSON.unitsLine(units))
      lines.append(WeatherJSON.moreUnitsLine(units))
      if let line = fromLocale(context) { lines.append(line) }
      if let override = context.options.temperatureOverride,
        override != context.saved.profile.units.temperature
      {
        lines.append(say(.unitsOverride(unit: override.rawValue)))
      }
      return CommandOutput(
        lines: lines, json: SettingsJSON.units(units), warnings: context.saved.notices()
      )
    }
  }

  /// Which kinds follow the locale (`temperature, wind, precip, clock, pressure follow your
  /// locale (US) until you set them`); nil when every one is chosen or the locale names no
  /// region.
  static func fromLocale(_ context: CommandContext) -> String? {
    guard let region = LocaleUnits.region(environment: context.options.environment) else {
      return nil
    }
    let following = LocaleUnits.kinds.filter {
      !context.saved.profile.unitsChosen.contains($0)
    }
    guard !following.isEmpty else { return nil }
    return say(.unitsFromLocale(kinds: following.joined(separator: ", "), region: region))
  }

  /// The sentence that confirms a change of `kind` to what `units` now holds.
  static func confirmation(_ kind: String, _ units: Units) -> String {
    switch kind {
    case "temperature":
      say(.unitsTemperatureSet(unit: UnitConversion.symbol(units.temperature)))
    case "wind": say(.unitsWindSet(unit: UnitConversion.symbol(units.wind)))
    case "precip":
      units.precipitation == .mm
        ? say(.unitsPrecipitationMillimetres) : say(.unitsPrecipitationInches)
    case "clock": say(.unitsClockSet(clock: units.clock.rawValue))
    case "pressure": say(.unitsPressureSet(unit: UnitConversion.symbol(units.pressure)))
    case "distance":
      units.distance == .auto
        ? say(.unitsDistanceAuto) : say(.unitsDistanceSet(unit: units.distance.rawValue))
    default:
      switch units.airIndex {
      case .auto: say(.unitsAirAuto)
      case .eu: say(.unitsAirEuropean)
      case .us: say(.unitsAirUS)
      default:
        say(
          .unitsAirScale(
            index: AQIScale(rawValue: units.airIndex.rawValue).map(AirView.indexName) ?? ""))
      }
    }
  }
}
