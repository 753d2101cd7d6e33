import Catalog
import Foundation
import Terminal
import TestSupport
import Testing

/// The release binary in ten languages: chosen by `LANG`, `LC_ALL`, `LANGUAGE`, `--lang` and
/// `:lang` without any locale installed on the machine; labels, dates, conditions and place
/// names in the language; `--json` the same in all; every line within 40 columns.
@Suite(.needsPlaceData, .size(.medium)) struct LanguageEndToEndTests {
  let home: TemporaryDirectory
  let stub: StubServerProcess

  init() async throws {
    home = try TemporaryDirectory(prefix: "wxsh-e2e-language")
    stub = try await StubServerProcess.ready()
  }

  /// The repository's translation of `language`, as the binary reads it.
  static func catalog(_ language: Language) throws -> Catalog {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("share/wxsh/locale")
    let po = try String(
      contentsOf: folder.appendingPathComponent(language.rawValue + ".po"), encoding: .utf8)
    let names = try String(
      contentsOf: folder.appendingPathComponent(language.rawValue + ".names"), encoding: .utf8)
    return Catalog.translated(language, po: po, names: names)
  }

  func environment(_ extra: [String: String]) -> [String: String] {
    var environment = WxshBinary.environment(home: home.path)
    environment["WXSH_OPEN_METEO_URL"] = stub.url()
    for (key, value) in extra { environment[key] = value }
    return environment
  }

  /// A locale that is not generated on the machine still chooses the language (no setlocale).
  /// Issue 24: numbers are written with the language's decimal separator (`12,8 mm` in
  /// German, `12.8 mm` in Korean); `--json` keeps its numbers whatever the language.
  @Test(arguments: [("de_DE.UTF-8", ","), ("fr_FR.UTF-8", ","), ("ko_KR.UTF-8", "."), ("C", ".")])
  func decimalsUseTheLanguagesSeparator(lang: String, separator: String) async throws {
    let text = try await WxshBinary.run(
      ["-c", ":details berlin", "-c", ":air berlin", "-c", ":moon berlin 2026-01-10"],
      environment: environment(["LANG": lang, "WXSH_AIR_QUALITY_URL": stub.url()]))
    #expect(text.status == 0, "\(text.stderr)")
    // Rain, pollutants and the moon's age (21.4 days that night; "Alter 17.6 Tage" was seen).
    let decimals = text.stdout.split(separator: "\n").filter {
      $0.contains("mm") || $0.contains("μg/m³") || $0.contains("21\(separator)4")
    }
    #expect(decimals.contains { $0.contains("21\(separator)4") }, "\(text.stdout)")
    #expect(!decimals.isEmpty, "\(text.stdout)")
    let other = separator == "," ? "." : ","
    for found in decimals {
      // The pollutant's name keeps its point in every language.
      let line = found.replacingOccurrences(of: "PM2.5", with: "PM")
      #expect(
        line.range(of: "[0-9]\\\(separator)[0-9]", options: .regularExpression) != nil, "\(line)")
      #expect(line.range(of: "[0-9]\\\(other)[0-9]", options: .regularExpression) == nil, "\(line)")
    }
    // The units follow the locale's region (issue 48); measurement and time are held to C here
    // so that only the language differs.
    // Both runs start their clocks at one instant: yesterday's temperature at this hour had
    // differed between two runs either side of the hour.
    let now = String(Int(Date().timeIntervalSince1970) + 1)
    let json = try await WxshBinary.run(
      ["--json", "-c", ":details berlin"],
      environment: environment([
        "LANG": lang, "LC_MEASUREMENT": "C.UTF-8", "LC_TIME": "C.UTF-8", "WXSH_NOW": now,
      ]))
    let english = try await WxshBinary.run(
      ["--json", "-c", ":details berlin"], environment: environment(["LANG": "C", "WXSH_NOW": now]))
    // The same document but for how old the copy is (the runs share a cache).
    func withoutSource(_ text: String) -> NSDictionary? {
      var document = jsonLines(text).first
      document?["source"] = nil
      return document.map { NSDictionary(dictionary: $0) }
    }
    #expect(withoutSource(json.stdout) != nil)
    #expect(withoutSource(json.stdout) == withoutSource(english.stdout))
  }

  /// Issue 48, item 3: placeholders and setting words are the language's own; command names,
  /// flags and values stay as typed.
  @Test func placeholdersAndSettingWordsAreTranslated() async throws {
    let korean = try await WxshBinary.run(
      ["-c", ":help add", "-c", ":help line", "-c", ":units", "-c", ":help"],
      environment: environment(["LANG": "ko_KR.UTF-8"]))
    let lines = korean.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains(":add [장소|#N]"), "\(korean.stdout)")
    #expect(lines.contains(":line [장소] [--format 템플릿] [--json]"), "\(korean.stdout)")
    #expect(lines.contains { $0.hasSuffix("시계 12시간제") }, "\(korean.stdout)")
    #expect(lines.contains { $0.hasSuffix("대기질 지수 자동") }, "\(korean.stdout)")
    #expect(korean.stdout.contains(":help 명령을"), "\(korean.stdout)")
    #expect(!korean.stdout.contains("PLACE") && !korean.stdout.contains("COMMAND"))
    let german = try await WxshBinary.run(
      ["-c", ":help move"], environment: environment(["LANG": "de_DE.UTF-8"]))
    #expect(german.stdout.hasPrefix(":move VON NACH\n"), "\(german.stdout)")
    // JSON keeps the English usage.
    let json = try await WxshBinary.run(
      ["--json", "-c", ":help add"], environment: environment(["LANG": "ko_KR.UTF-8"]))
    #expect(json.stdout.contains("\"usage\":\":add [PLACE|#N]\""), "\(json.stdout)")
  }

  @Test func koreanFromLangWithoutTheLocaleInstalled() async throws {
    let korean = try Self.catalog(.korean)
    let result = try await WxshBinary.run(
      ["-c", ":moon seoul 2026-03-03"], environment: environment(["LANG": "ko_KR.UTF-8"]))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "서울, 대한민국")
    // 2026-03-03 was a Tuesday: the date in Korean order with the Korean weekday.
    let weekday = korean.text(.dateWeekdays).split(separator: " ")[2]
    #expect(lines.contains { $0.contains("2026") && $0.contains(String(weekday)) })
    #expect(lines.contains { $0.hasPrefix(korean.text(.moonPhase)) })
    #expect(lines.contains { $0.contains(korean.text(.moonPhaseFullMoon)) })
    #expect(!result.stdout.contains("Full moon") && !result.stdout.contains("Moonrise"))
  }

  /// Korean particles after a value fit it (`'…frob'라는`, `'…klingon'이라는`, `m/s 단위로`)
  /// instead of showing both forms (`(이)라는`, `(으)로`).
  @Test func koreanParticlesFitWhatCameBefore() async throws {
    let result = try await WxshBinary.run(
      ["-c", ":units wind ms", "-c", ":journal frob", "-c", ":journal klingon"],
      environment: environment(["LANG": "ko_KR.UTF-8"]))
    #expect(result.stdout.contains("이제 풍속을 m/s 단위로 표시합니다."), "\(result.stdout)")
    #expect(result.stderr.contains("':journal frob'라는 명령은 없습니다"), "\(result.stderr)")
    #expect(result.stderr.contains("':journal klingon'이라는 명령은 없습니다"), "\(result.stderr)")
    #expect(!(result.stdout + result.stderr).contains("(이)"))
  }

  /// `C`, `POSIX` and languages wxsh does not speak are English, with no warning; `LANGUAGE`
  /// lists fallbacks except under `C`; `LC_ALL` wins over `LANG`; `--lang` over all.
  @Test func thePosixOrderOfChoosing() async throws {
    let english = try await WxshBinary.run(
      ["-c", ":moon seoul 2026-03-03"], environment: environment([:]))
    #expect(english.stdout.hasPrefix("Seoul, Seoul, South Korea\n"))
    for extra in [
      ["LANG": "sw_KE.UTF-8"], ["LANG": "POSIX"], ["LC_ALL": "C", "LANGUAGE": "ko"],
      ["LANG": "xx"],
    ] {
      let result = try await WxshBinary.run(
        ["-c", ":moon seoul 2026-03-03"], environment: environment(extra))
      // The same English text; a locale that is not UTF-8 draws the moon and wxsh's own
      // symbols in ASCII.
      #expect(
        result.stdout.replacingOccurrences(of: "(O)", with: "🌕")
          .replacingOccurrences(of: " · ", with: " - ")
          == english.stdout.replacingOccurrences(of: " · ", with: " - "), "\(extra)")
      #expect(result.stderr.isEmpty, "\(extra): \(result.stderr)")
    }
    let japanese = try Self.catalog(.japanese)
    let chosen = try await WxshBinary.run(
      ["-c", ":lang"],
      environment: environment(["LANG": "ko_KR.UTF-8", "LANGUAGE": "ja:ko"]))
    #expect(chosen.stdout.contains("日本語 (ja)"), "\(chosen.stdout)")
    let german = try await WxshBinary.run(
      ["-c", ":lang"], environment: environment(["LC_ALL": "de_DE.UTF-8", "LANG": "ru_RU.UTF-8"]))
    #expect(german.stdout.contains("Deutsch (de)"))
    let option = try await WxshBinary.run(
      ["--lang", "ja", "-c", ":moon tokyo 2026-03-03"],
      environment: environment(["LC_ALL": "de_DE.UTF-8"]))
    #expect(option.stdout.hasPrefix("東京"), "\(option.stdout)")
    #expect(option.stdout.contains(japanese.text(.moonNextFull)))
  }

  /// `:lang` is saved in the profile and used by the next run over the environment.
  @Test func langIsRemembered() async throws {
    let french = try Self.catalog(.french)
    let set = try await WxshBinary.run(
      ["-c", ":lang fr"], environment: environment(["LANG": "ko_KR.UTF-8"]))
    #expect(set.status == 0)
    #expect(set.stdout.contains("Français (fr)"))
    let profile = try String(
      contentsOfFile: home.path + "/config/wxsh/profile.json", encoding: .utf8)
    #expect(profile.contains(#""language": "fr""#))
    let next = try await WxshBinary.run(
      ["-c", ":moon paris 2026-03-03"], environment: environment(["LANG": "ko_KR.UTF-8"]))
    #expect(next.stdout.contains(french.text(.moonIlluminated)), "\(next.stdout)")
    let auto = try await WxshBinary.run(
      ["-c", ":lang auto", "-c", ":lang"], environment: environment(["LANG": "ko_KR.UTF-8"]))
    #expect(auto.stdout.contains("한국어 (ko)"))
  }

  /// `--json` never changes with the language: byte for byte the English documents. The runs
  /// share one fixed moment (`WXSH_NOW` and the stub's `now=`): run at midnight in Seoul, the
  /// English document once named another day than the rest.
  @Test func jsonIsTheSameInEveryLanguage() async throws {
    let script = ["--json", "-c", ":now seoul", "-c", ":moon seoul 2026-03-03", "-c", ":zz"]
    let moment = GoldenLanguageTests.moment
    func environment(_ extra: [String: String]) -> [String: String] {
      var environment = self.environment(extra)
      environment["WXSH_OPEN_METEO_URL"] = stub.url("now=" + moment)
      environment["WXSH_NOW"] = moment
      return environment
    }
    let english = try await WxshBinary.run(script, environment: environment([:]))
    #expect(english.stdout.contains(#""command":"now""#), "\(english.stderr)")
    for language in Language.allCases where language != .english {
      let result = try await WxshBinary.run(
        script,
        environment: environment([
          "LANG": language.rawValue.replacingOccurrences(of: "-", with: "_")
        ]))
      // The fetch time differs between runs; everything else is the same.
      #expect(
        Self.withoutTimes(result.stdout) == Self.withoutTimes(english.stdout), "\(language)")
    }
  }

  /// The forecast page in every language at 40 columns: nothing wider, no English label left,
  /// the condition named in the language.
  @Test(arguments: Language.allCases.filter { $0 != .english })
  func theNowPageFitsFortyColumns(language: Language) async throws {
    let catalog = try Self.catalog(language)
    let result = try await WxshBinary.run(
      ["--lang", language.rawValue, "-c", ":now seoul", "-c", ":details seoul"],
      environment: environment(["COLUMNS": "40"]))
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    for line in lines {
      #expect(TerminalText.displayWidth(line) <= 40, "\(language): \(line)")
    }
    #expect(result.stdout.contains(catalog.text(.viewHumidity)), "\(language)")
    for english in ["Feels like", "Humidity", "Sunrise", "Weather data by"] {
      #expect(!result.stdout.contains(english), "\(language): \(english)")
    }
  }

  /// The page, `:help` and an error in every language at 80×24: the page within 24 lines and
  /// 80 columns, help lines within 80 columns, the error worded by the language's catalogue, the
  /// place named in the language.
  @Test(arguments: Language.allCases.filter { $0 != .english })
  func pageHelpAndAnErrorAtEightyByTwentyFour(language: Language) async throws {
    let catalog = try Self.catalog(language)
    let environment = environment(["COLUMNS": "80", "LINES": "24"])
    let page = try await WxshBinary.run(
      ["--lang", language.rawValue, "-c", ":show seoul"], environment: environment)
    #expect(page.status == 0, "\(page.stderr)")
    let lines = page.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast().map(String.init)
    #expect(lines.count <= 24, "\(language): \(lines.count) lines")
    for line in lines { #expect(TerminalText.displayWidth(line) <= 80, "\(language): \(line)") }
    let seoul = try #require(catalog.placeName(id: 1_835_848))
    #expect(page.stdout.contains(seoul), "\(language): \(seoul)")
    let help = try await WxshBinary.run(
      ["--lang", language.rawValue, "-c", ":help"], environment: environment)
    for line in help.stdout.split(separator: "\n").map(String.init) {
      #expect(TerminalText.displayWidth(line) <= 80, "\(language): \(line)")
    }
    #expect(help.stdout.contains(catalog.text(.helpShowSummary).prefix(8)), "\(language)")
    let error = try await WxshBinary.run(
      ["--lang", language.rawValue, "-c", ":zz"], environment: environment)
    #expect(error.status == 1)
    #expect(
      error.stderr.contains(catalog.text(.errorUnknownCommand(name: "zz"))),
      "\(language): \(error.stderr)")
  }

  /// A JSON text with its `fetchedAt`/`age` members and clock times blanked.
  static func withoutTimes(_ text: String) -> String {
    text.replacing(#/"(fetchedAt|age|ageSeconds|now|localTime)":("[^"]*"|[0-9.]+)/#, with: "")
  }
}
