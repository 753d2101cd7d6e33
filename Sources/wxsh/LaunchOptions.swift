import Catalog
import Weather

/// What the command line asks for, however it was read: by ``PlainArguments`` for an everyday
/// line, or by swift-argument-parser through ``WxshOptions`` for everything else.
struct LaunchOptions: Equatable {
  /// The `-c` commands, in order.
  var commands: [String] = []
  /// `--json`.
  var json = false
  /// `--no-color`.
  var noColor = false
  /// `--profile PATH`.
  var profile: String?
  /// `--units c|f`.
  var units: TemperatureOption?
  /// `--lang CODE`.
  var language: Language?
  /// `--offline`.
  var offline = false
  /// `--provider NAME`.
  var provider: WeatherProvider = .openMeteo
  /// The places named as arguments.
  var places: [String] = []
  /// `--complete-place PREFIX` (for completion scripts).
  var completePlace: String?
}

extension WxshOptions {
  /// The parsed options as plain values.
  var launch: LaunchOptions {
    LaunchOptions(
      commands: commands, json: json, noColor: session.noColor, profile: session.profile,
      units: units, language: session.language, offline: session.offline,
      provider: session.provider, places: places, completePlace: completePlace)
  }
}
