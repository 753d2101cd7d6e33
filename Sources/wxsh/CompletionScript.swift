import Foundation
import Terminal

/// Corrects swift-argument-parser's completion scripts for a command without subcommands.
///
/// swift-argument-parser 1.8 describes every command to the script generators with a `help`
/// subcommand, which wxsh does not have (`wxsh help` is a place). For zsh that adds a second
/// rest-argument spec next to the repeating place argument, and zsh then refuses the whole
/// completion ("doubled rest argument definition"); bash and fish offer `help` as a place. The
/// lines that do this are taken out; everything else is the generator's.
enum CompletionScript {
  /// Lines dropped from the generated scripts, compared without surrounding spaces.
  static let droppedLines: Set<String> = [
    // zsh: the subcommand states.
    "'(-): :->command'",
    "'(-)*:: :->arg'",
    // bash: `help` offered where a place goes.
    "COMPREPLY+=($(compgen -W 'help' -- \"${cur}\"))",
    // fish: the same.
    "complete -c 'wxsh' -n '__wxsh_should_offer_completions_for_positional \"wxsh\" -eq 2' "
      + "-fa 'help' -d 'Show subcommand help information.'",
  ]

  /// Whether `text` is a completion script the generator wrote.
  static func isScript(_ text: String) -> Bool {
    text.hasPrefix("#compdef wxsh") || text.hasPrefix("#!/bin/bash")
      || text.contains("complete -c 'wxsh'")
  }

  /// `script` without the lines that describe the `help` subcommand's completion.
  static func corrected(_ script: String) -> String {
    script.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !droppedLines.contains($0.trimmingSpaces()) }
      .joined(separator: "\n")
  }
}
