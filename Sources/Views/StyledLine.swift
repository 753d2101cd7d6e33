import Foundation
import Terminal

/// One output line built from styled runs, measured in cells and cut to fit before rendering.
struct StyledLine: Sendable, Hashable {
  /// A run of text in one style.
  struct Run: Sendable, Hashable {
    var text: String
    var style: Style
  }

  /// The runs, in order.
  private(set) var runs: [Run] = []

  /// An empty line.
  init() {}

  /// A line of one run.
  init(_ text: String, _ style: Style = .plain) {
    append(text, style)
  }

  /// Appends text in a style.
  mutating func append(_ text: String, _ style: Style = .plain) {
    guard !text.isEmpty else { return }
    if let last = runs.last, last.style == style {
      runs[runs.count - 1].text += text
    } else {
      runs.append(Run(text: text, style: style))
    }
  }

  /// Appends another line's runs.
  mutating func append(_ line: StyledLine) {
    for run in line.runs { append(run.text, run.style) }
  }

  /// Appends spaces.
  mutating func space(_ count: Int = 1) {
    if count > 0 { append(String(repeating: " ", count: count)) }
  }

  /// Appends `text` padded on the left to `width` cells.
  mutating func appendRight(_ text: String, width: Int, _ style: Style = .plain) {
    space(width - TerminalText.displayWidth(text))
    append(text, style)
  }

  /// Appends `text` cut or padded on the right to exactly `width` cells.
  mutating func appendLeft(_ text: String, width: Int, _ style: Style = .plain) {
    let cut = TerminalText.truncate(text, toWidth: width)
    append(cut, style)
    space(width - TerminalText.displayWidth(cut))
  }

  /// The line's text without styles.
  var plainText: String { runs.reduce(into: "") { $0 += $1.text } }

  /// The display width in cells.
  var width: Int { runs.reduce(0) { $0 + TerminalText.displayWidth($1.text) } }

  /// The line with the views' own non-ASCII symbols replaced: `—` → `-`, `…` → `...`, and
  /// `°` → the unit letter (`21°` → `21C`, `21°C` → `21C`), so temperature columns keep their width.
  func asciified(unitLetter: String) -> StyledLine {
    var result = StyledLine()
    for run in runs { result.append(StyledLine.ascii(run.text, unitLetter: unitLetter), run.style) }
    return result
  }

  /// The ASCII form of the symbols the views write themselves; other text is left alone. A
  /// degree sign before a compass letter is a coordinate's (`40.7864°N` → `40.7864N`), not a
  /// temperature's.
  static func ascii(_ text: String, unitLetter: String) -> String {
    guard !text.allSatisfy(\.isASCII) else { return text }
    var result = ""
    var characters = text.makeIterator()
    var next = characters.next()
    while let character = next {
      next = characters.next()
      switch character {
      case "°":
        if let after = next, "CFNSEW".contains(after) { continue }
        result += unitLetter
      case "—": result += "-"
      case "…": result += "..."
      default: result.append(character)
      }
    }
    return result
  }

  /// The line cut to `width` cells (ending in `…` when cut), trailing spaces removed.
  func fitted(to width: Int, ellipsis: String = "…") -> StyledLine {
    var result = StyledLine()
    let total = self.width
    if total <= width {
      result = self
    } else {
      let room = max(0, width - TerminalText.displayWidth(ellipsis))
      var used = 0
      outer: for run in runs {
        var kept = ""
        for character in run.text {
          let cells = TerminalText.displayWidth(of: character)
          if used + cells > room {
            result.append(kept, run.style)
            break outer
          }
          kept.append(character)
          used += cells
        }
        result.append(kept, run.style)
      }
      if width > 0 { result.append(ellipsis, .plain) }
    }
    result.trimTrailingSpaces()
    return result
  }

  /// Removes spaces at the end of the line.
  private mutating func trimTrailingSpaces() {
    while let last = runs.last {
      // Most runs end in something else, or are ASCII: trailing spaces go byte by byte (a
      // space at the end of ASCII text is a character of its own).
      if last.text.utf8.last != 0x20 { break }
      if last.text.utf8.allSatisfy({ $0 < 0x80 }) {
        let kept = last.text.utf8.reversed().drop { $0 == 0x20 }.count
        if kept == 0 {
          runs.removeLast()
          continue
        }
        runs[runs.count - 1].text = String(Substring(last.text.utf8.prefix(kept)))
        break
      }
      let trimmed = String(last.text.reversed().drop { $0 == " " }.reversed())
      if trimmed.isEmpty {
        runs.removeLast()
        continue
      }
      runs[runs.count - 1].text = trimmed
      break
    }
  }

  /// The text to print: styles become SGR sequences only when `paint` is true.
  func rendered(paint: Bool) -> String {
    guard paint else { return plainText }
    var output = ""
    for run in runs {
      if run.style.isPlain || run.text.utf8.allSatisfy({ $0 == 0x20 }) {
        output += run.text
      } else {
        output += run.style.opening + run.text + Style.reset
      }
    }
    return output
  }
}

extension [StyledLine] {
  /// Fits every line to the settings' width and renders it.
  func rendered(_ settings: ViewSettings) -> [String] {
    map { line in
      guard settings.asciiGlyphs else {
        return line.fitted(to: settings.width).rendered(paint: settings.paints)
      }
      return line.asciified(unitLetter: settings.units.temperature == .celsius ? "C" : "F").fitted(
        to: settings.width, ellipsis: "~"
      )
      .rendered(paint: settings.paints)
    }
  }
}
