/// One kind of unit the user can choose (`wind`, `clock`…): the words that name it, the values
/// it takes and how a value changes `Units`. `:units`, its completion and its errors all read
/// `UnitKind.all`.
public struct UnitKind: Sendable {
  /// The kind's name as typed (`wind`).
  public let name: String
  /// Other words for it (`precipitation` for `precip`).
  public let aliases: [String]
  /// The values it takes, as typed and saved (`kmh`, `ms`, `mph`, `kn`).
  public let values: [String]
  /// Sets `value` (one of `values`) in `units`.
  public let apply: @Sendable (String, inout Units) -> Void
  /// The kind's value in `units`.
  public let current: @Sendable (Units) -> String

  /// Every kind, in the order help lists them; temperature is set without a kind word.
  public static let all: [UnitKind] = [
    UnitKind(
      name: "temperature", aliases: [], values: values(Units.Temperature.self),
      apply: { value, units in units.temperature = Units.Temperature(rawValue: value) ?? .celsius },
      current: { $0.temperature.rawValue }),
    UnitKind(
      name: "wind", aliases: [], values: values(Units.WindSpeed.self),
      apply: { value, units in units.wind = Units.WindSpeed(rawValue: value) ?? .kmh },
      current: { $0.wind.rawValue }),
    UnitKind(
      name: "precip", aliases: ["precipitation"], values: values(Units.Precipitation.self),
      apply: { value, units in
        units.precipitation = Units.Precipitation(rawValue: value) ?? .mm
      },
      current: { $0.precipitation.rawValue }),
    UnitKind(
      name: "clock", aliases: [], values: values(Units.Clock.self),
      apply: { value, units in units.clock = Units.Clock(rawValue: value) ?? .h24 },
      current: { $0.clock.rawValue }),
    UnitKind(
      name: "pressure", aliases: [], values: values(Units.Pressure.self),
      apply: { value, units in units.pressure = Units.Pressure(rawValue: value) ?? .hpa },
      current: { $0.pressure.rawValue }),
    UnitKind(
      name: "distance", aliases: [], values: ["km", "mi", "auto"],
      apply: { value, units in units.distance = Units.Distance(rawValue: value) ?? .auto },
      current: { $0.distance.rawValue }),
    UnitKind(
      name: "aqi", aliases: ["air"], values: ["eu", "us", "kr", "cn", "in", "uk", "ca", "auto"],
      apply: { value, units in units.airIndex = Units.AirIndex(rawValue: value) ?? .auto },
      current: { $0.airIndex.rawValue }),
  ]

  /// The temperature kind, set by a bare `c` or `f`.
  public static var temperature: UnitKind { all[0] }

  /// The kind a typed word names (name or alias, case ignored).
  public static func named(_ word: String) -> UnitKind? {
    let key = word.lowercased()
    return all.first { $0.name == key || $0.aliases.contains(key) }
  }

  /// The raw values of a unit enum, in declaration order.
  static func values<Unit: RawRepresentable & CaseIterable>(_: Unit.Type) -> [String]
  where Unit.RawValue == String {
    Unit.allCases.map(\.rawValue)
  }
}
