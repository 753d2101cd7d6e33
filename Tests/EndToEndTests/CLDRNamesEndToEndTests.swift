import Foundation
import TestSupport
import Testing

/// Issue 48: countries named as CLDR names them (built at set-up from Debian's
/// unicode-cldr-core), not as the toolchain's ICU fork does (`중국 본토`, `中国大陆`,
/// `China, Festland`), and populations in each language's own compact form.
@Suite(.needsPlaceData, .size(.medium)) struct CLDRNamesEndToEndTests {
  let home: TemporaryDirectory

  init() throws { home = try TemporaryDirectory(prefix: "wxsh-e2e-cldr") }

  /// The first result line of `:search 北京` under `lang`.
  func beijing(_ lang: String) async throws -> String {
    var environment = WxshBinary.environment(home: home.path)
    environment["LANG"] = lang
    let result = try await WxshBinary.run(["-c", ":search 北京"], environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    return String(result.stdout.split(separator: "\n").first ?? "")
  }

  @Test(arguments: [
    ("ko_KR.UTF-8", ", 중국 · ", "만", "중국 본토"),
    ("ja_JP.UTF-8", ", 中国 · ", "万", "中国本土"),
    ("zh_CN.UTF-8", ", 中国 · ", "万", "中国大陆"),
    ("zh_TW.UTF-8", ", 中國 · ", "萬", "中國大陸"),
    ("de_DE.UTF-8", ", China · ", "Mio.", "Festland"),
    ("ru_RU.UTF-8", ", Китай · ", "млн", "материковый"),
  ])
  func chinaIsChinaAndMillionsAreTheLanguagesOwn(
    lang: String, country: String, unit: String, notThis: String
  ) async throws {
    let line = try await beijing(lang)
    #expect(line.contains(country), "\(line)")
    #expect(line.hasSuffix(unit), "\(line)")
    #expect(!line.contains(notThis), "\(line)")
  }

  /// A region iso-codes has no Korean name for gets CLDR's (`Liaoning Sheng` was shown).
  @Test func regionsWithoutAnIsoCodesNameGetCLDRs() async throws {
    var environment = WxshBinary.environment(home: home.path)
    environment["LANG"] = "ko_KR.UTF-8"
    let result = try await WxshBinary.run(["-c", ":search shenyang"], environment: environment)
    let line = String(result.stdout.split(separator: "\n").first ?? "")
    #expect(line.contains("랴오닝 성, 중국"), "\(line)")
    #expect(!line.contains("Liaoning"), "\(line)")
  }

  @Test func englishKeepsItsShortForm() async throws {
    let line = try await beijing("C.UTF-8")
    #expect(line.hasSuffix("M") && line.contains("China"), "\(line)")
  }
}
