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
