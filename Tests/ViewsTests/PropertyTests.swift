import Foundation
import Terminal
import TestSupport
import Testing
import Weather

@testable import Views

/// Invariants over every fixture: lines fit the width, colour off writes no escape byte.
@Suite(.size(.small))
struct PropertyTests {
  /// The text with SGR sequences removed.
  static func stripped(_ line: String) -> String {
    var output = ""
    var inEscape = false
    for character in line {
      if inEscape {
        if character == "m" { inEscape = false }
      } else if character == "\u{1B}" {
        inEscape = true
      } else {
        output.append(character)
      }
    }
    return output
  }

  /// Every view of a page.
  static func views(_ page: PageInput, _ settings: ViewSettings) -> [[String]] {
    [
      NowView.render(page, settings), HourlyView.render(page, settings),
      HourlyView.render(page, hours: 48, settings), DailyView.render(page, settings),
      DailyView.render(page, days: 16, settings), DetailsView.render(page, settings),
      PageView.render(page, settings), PageView.render(page, settings, rows: 23),
      PageView.render(page, settings, rows: 12),
      ListView.render(
        rows: [
          ListRow(index: 12, place: page.place, forecast: page.forecast, freshness: page.freshness)
        ],
        viewedIndex: 12, settings),
    ]
  }

  static let widths = Array(stride(from: 40, through: 200, by: 7)) + [41, 79, 80, 120, 200]

  @Test(arguments: widths)
  func linesFitTheWidth(width: Int) async {
    for fixture in Fixtures.allPages {
      // Seconds of rendering per width in a debug build: let the tests that wait on deadlines
      // run in between instead of holding one of the runner's two threads throughout.
      await Task.yield()
      for (color, ascii, units) in [
        (false, false, Units()), (true, false, Fixtures.imperial), (false, true, Fixtures.imperial),
      ] {
        let settings = Fixtures.settings(
          width, now: fixture.now, color: color, units: units, ascii: ascii)
        for lines in Self.views(fixture.page, settings) {
          for line in lines {
            let cells = TerminalText.displayWidth(Self.stripped(line))
            #expect(cells <= width, "\(fixture.name) at \(width): \(line)")
            if !color {
              #expect(!line.contains("\u{1B}"), "\(fixture.name): escape with colour off")
            }
            if ascii {
              let allowed = Set(fixture.page.place.name.unicodeScalars)
              let clean = Self.stripped(line).unicodeScalars.allSatisfy {
                $0.isASCII || allowed.contains($0)
              }
              #expect(clean, "\(fixture.name): non-ASCII \(line)")
            }
          }
        }
      }
    }
  }

  @Test func paletteNoneWritesNoEscapes() {
    for fixture in Fixtures.allPages {
      let settings = Fixtures.settings(80, now: fixture.now, color: true, palette: .none)
      for lines in Self.views(fixture.page, settings) {
        #expect(lines.allSatisfy { !$0.contains("\u{1B}") })
      }
    }
  }

  @Test func colourOnPaintsSomething() {
    let lines = PageView.render(Fixtures.seoulPage, Fixtures.settings(80, color: true))
    #expect(lines.contains { $0.contains("\u{1B}[38;5;") })
  }
}
