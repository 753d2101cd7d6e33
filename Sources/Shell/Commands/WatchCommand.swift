import Catalog
import CommandLanguage
import ProfileStore
import Rendering
import Views
import Weather

/// `:watch [SETTING [VALUE|off]]`: the thresholds, morning summary and quiet hours `wxsh watch`
/// uses, saved in the profile; values in the user's units.
@MainActor
enum WatchCommand {
  /// The words of the settings.
  static let settings = WatchSettings.Threshold.allCases.map(\.rawValue) + ["summary", "quiet"]

  /// Which setting to change.
  static let setting = ArgumentSpec(
    "SETTING", .choice(settings), optional: true, noun: .nounWatchSetting)

  /// Its new value, or `off`.
  static let value = ArgumentSpec("VALUE", .word, optional: true)

  static let spec = CommandSpec(
    name: "watch", summary: .helpWatchSummary, discussion: .helpWatchDiscussion,
    examples: [
      ":watch", ":watch frost 0", ":watch gusts 70", ":watch rain 20", ":watch summary 07:00",
      ":watch quiet 22:00-07:00", ":watch heat off",
    ],
    arguments: [setting, value])

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, context in
      let units = context.saved.units
      if let word = invocation.parsed[Self.setting] {
        guard let text = invocation.parsed[Self.value] else {
          throw ShellError.said(.watchNeedsValue(setting: word), kind: "usage")
        }
        let change = try Self.change(word, text, units)
        try context.saved.save { (profile: inout Profile) throws(ProfileError) in
          change(&profile.watch)
        }
      }
      let watch = context.saved.profile.watch
      return CommandOutput(
        lines: lines(watch, units), json: SettingsJSON.watch(watch),
        warnings: context.saved.notices())
    }
  }

  /// The change `:watch WORD TEXT` asks for, checked; `off` removes the setting.
  static func change(_ word: String, _ text: String, _ units: Units) throws(ShellError)
    -> @Sendable (inout WatchSettings) -> Void
  {
    let off = text.lowercased() == "off"
    switch word {
    case "summary":
      if off { return { $0.summary = nil } }
      guard let minutes = WatchSettings.minutes(text) else {
        throw .said(.watchBadTime, kind: "usage")
      }
      return { $0.summary = minutes }
    case "quiet":
      if off { return { $0.quiet = nil } }
      guard let quiet = QuietHours(text: text) else { throw .said(.watchBadQuiet, kind: "usage") }
      return { $0.quiet = quiet }
    default:
      guard let kind = WatchSettings.Threshold(rawValue: word) else {
        throw .said(.watchNeedsValue(setting: word), kind: "usage")
      }
      if off { return { $0.thresholds[kind] = nil } }
      let typed = Double(text.replacingOccurrences(of: ",", with: ".")) ?? .nan
      let stored = stored(kind, typed, units)
      guard stored.isFinite, kind.range.contains(stored) else {
        let low = NoticeText.value(kind, kind.range.lowerBound, units)
        let high = NoticeText.value(kind, kind.range.upperBound, units)
        throw .said(.watchBadValue(setting: word, low: low, high: high), kind: "usage")
      }
      return { $0.thresholds[kind] = stored }
    }
  }

  /// A value typed in the user's units in the forecast's (°C, km/h, mm).
  static func stored(_ kind: WatchSettings.Threshold, _ typed: Double, _ units: Units) -> Double {
    switch kind {
    case .frost, .heat:
      units.temperature == .fahrenheit ? (typed - 32) * 5 / 9 : typed
    case .gusts: typed / UnitConversion.windSpeed(1, to: units.wind)
    case .uv: typed
    case .rain: typed / UnitConversion.precipitation(1, to: units.precipitation)
    }
  }

  /// Each setting on its line, then what is always watched and how to start.
  static func lines(_ watch: WatchSettings, _ units: Units) -> [String] {
    var lines = WatchSettings.Threshold.allCases.map { kind in
      NoticeText.settingName(kind) + ": "
        + (watch.thresholds[kind].map { NoticeText.value(kind, $0, units) } ?? say(.watchOff))
    }
    lines.append(
      say(.watchKindSummary) + ": " + (watch.summary.map(WatchSettings.clockText) ?? say(.watchOff))
    )
    lines.append(say(.watchKindQuiet) + ": " + (watch.quiet?.text ?? say(.watchOff)))
    lines.append(say(.watchHint))
    return lines
  }
}
