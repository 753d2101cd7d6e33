import JSON
import Weather

/// The documents of the settings commands: `:lang`, `:theme`, `:units` and `:quit`.
public enum SettingsJSON {
  /// `:lang`: the language's tag and where the choice came from (`option`, `profile`,
  /// `environment`).
  public static func language(_ tag: String, source: String) -> [JSONWriter.Member] {
    [("language", .string(tag)), ("source", .string(source))]
  }

  /// `:theme`: the theme in use.
  public static func theme(_ name: String) -> [JSONWriter.Member] {
    [("theme", .string(name))]
  }

  /// `:units`: every unit in use.
  public static func units(_ units: Units) -> [JSONWriter.Member] {
    [("units", WeatherJSON.units(units))]
  }

  /// `:quit`.
  public static let quit: [JSONWriter.Member] = [("quit", .bool(true))]
}

extension SettingsJSON {
  /// `:watch`: each threshold in the forecast's units (°C, km/h, index, mm) or null, the
  /// summary's time and the quiet hours or null.
  public static func watch(_ watch: WatchSettings) -> [JSONWriter.Member] {
    var members: [JSONWriter.Member] = WatchSettings.Threshold.allCases.map { kind in
      (kind.rawValue, watch.thresholds[kind].map(JSONNode.double) ?? .null)
    }
    members.append(("summary", watch.summary.map { .string(WatchSettings.clockText($0)) } ?? .null))
    members.append(("quiet", watch.quiet.map { .string($0.text) } ?? .null))
    return [("watch", .object(members))]
  }
}
