import Catalog
import CommandLanguage
import ProfileStore
import Rendering

/// `:theme auto|dark|light|none`: the colour theme, saved in the profile.
@MainActor
enum ThemeCommand {
  /// The theme to use.
  ///
  /// `auto|dark|light|none` is joined by `reduce`, not `joined`: every start builds it (see
  /// ARCHITECTURE.md, "What a start costs").
  static let theme = ArgumentSpec(
    Theme.allCases.map(\.rawValue).reduce("") { $0.isEmpty ? $1 : $0 + "|" + $1 },
    .choice(Theme.allCases.map(\.rawValue)), optional: true, noun: .nounTheme)

  static let spec = CommandSpec(
    name: "theme", summary: .helpThemeSummary, discussion: .helpThemeDiscussion,
    examples: [":theme", ":theme light", ":theme none"],
    arguments: [
      theme
    ])

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, context in
      var lines: [String] = []
      if let value = invocation.parsed[Self.theme], let theme = Theme(rawValue: value) {
        try context.saved.save { (profile: inout Profile) throws(ProfileError) in
          try ProfileOperation.setTheme(theme).apply(to: &profile)
        }
        lines.append(say(.themeSet(theme: theme.rawValue)))
      } else {
        lines.append(say(.themeShown(theme: context.saved.profile.theme.rawValue)))
      }
      return CommandOutput(
        lines: lines, json: SettingsJSON.theme(context.saved.profile.theme.rawValue),
        warnings: context.saved.notices())
    }
  }
}
