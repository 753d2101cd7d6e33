import CommandLanguage
import ProfileStore
import Rendering

/// `:theme auto|dark|light|none`: the colour theme, saved in the profile.
@MainActor
enum ThemeCommand {
  static let spec = CommandSpec(
    name: "theme", aliases: [],
    summary: "Show or set colours: auto, dark, light or none",
    usage: ":theme [auto|dark|light|none]",
    discussion: "dark and light suit dark and light terminal backgrounds; auto picks from "
      + "COLORFGBG when the terminal sets it, else dark; none prints no colour at all.",
    examples: [":theme", ":theme light", ":theme none"],
    arguments: [.choice(Theme.allCases.map(\.rawValue))])

  static func make() -> ShellCommand {
    ShellCommand(spec: spec) { invocation, session in
      guard invocation.arguments.count <= 1 else {
        throw ShellError.usage(command: "theme", problem: "too many arguments", usage: spec.usage)
      }
      var lines: [String] = []
      if let value = invocation.arguments.first {
        guard let theme = Theme(rawValue: value.lowercased()) else {
          throw ShellError.usage(
            command: "theme",
            problem: "'\(Quote.user(value))' is not a theme (auto, dark, light or none)",
            usage: spec.usage)
        }
        try session.saved.save { (profile: inout Profile) throws(ProfileError) in
          try ProfileOperation.setTheme(theme).apply(to: &profile)
        }
        lines.append("Theme set to \(theme.rawValue).")
      } else {
        lines.append("Theme: \(session.saved.profile.theme.rawValue)")
      }
      return CommandOutput(
        lines: lines, json: [("theme", .string(session.saved.profile.theme.rawValue))],
        warnings: session.saved.notices())
    }
  }
}
