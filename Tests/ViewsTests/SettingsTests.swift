import Foundation
import Terminal
import TestSupport
import Testing
import Weather

@testable import Views

/// Palette, ASCII detection, glyphs and small formats.
@Suite(.size(.small))
struct SettingsTests {
  @Test func autoPaletteFollowsTheBackground() {
    #expect(Palette.fromBackground(environment: [:]) == .dark)
    #expect(Palette.fromBackground(environment: ["COLORFGBG": "0;15"]) == .light)
    #expect(Palette.fromBackground(environment: ["COLORFGBG": "0;default;7"]) == .light)
    #expect(Palette.fromBackground(environment: ["COLORFGBG": "15;0"]) == .dark)
    #expect(Palette.fromBackground(environment: ["COLORFGBG": "junk"]) == .dark)
  }

  @Test func glyphsAreTwoCellsForEveryCode() {
    for code in Array(Condition.texts.keys) + [-1, 42] {
      for isDay in [true, false] {
        for ascii in [true, false] {
          let glyph = Glyphs.condition(code, isDay: isDay, ascii: ascii)
          #expect(TerminalText.displayWidth(glyph) == 2, "\(code) \(isDay) \(ascii)")
          if ascii {
            let isASCII = glyph.unicodeScalars.allSatisfy { $0.isASCII }
            #expect(isASCII)
          }
        }
      }
    }
    #expect(Glyphs.condition(nil, isDay: true, ascii: false) == "  ")
  }

  @Test func compassAndUV() {
    #expect(Format.compass16(0) == "N")
    #expect(Format.compass16(30) == "NNE")
    #expect(Format.compass16(-90) == "W")
    #expect(Format.compass16(348.75) == "N")
    #expect(Format.compass16(nil) == "—")
    #expect(Format.uvCategory(2.4) == "low")
    #expect(Format.uvCategory(5) == "moderate")
    #expect(Format.uvCategory(7.4) == "high")
    #expect(Format.uvCategory(10) == "very high")
    #expect(Format.uvCategory(11) == "extreme")
  }

  @Test func clockFormats() {
    let seoul = LocalClock(zone: TimeZone(identifier: "Asia/Seoul") ?? .current)
    let noon = Fixtures.local("Asia/Seoul", 2024, 5, 14, 0, 7)
    #expect(seoul.time(noon, .h24) == "00:07")
    #expect(seoul.time(noon, .h12) == "12:07am")
    #expect(seoul.offsetText(noon) == "UTC+9")
    let india = LocalClock(zone: TimeZone(identifier: "Asia/Kolkata") ?? .current)
    #expect(india.offsetText(noon) == "UTC+5:30")
    #expect(LocalClock.weekday(of: LocalDate(year: 2024, month: 5, day: 14)) == "Tue")
    #expect(LocalClock.weekday(of: LocalDate(year: 2000, month: 1, day: 1)) == "Sat")
    #expect(Format.age(2280) == "38 min ago")
    #expect(Format.age(30) == "just now")
    #expect(Format.age(7200) == "2 h ago")
  }
}
