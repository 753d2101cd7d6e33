import Foundation
import TestSupport
import Testing

/// Issue 48, item 4: Chinese places answer to their pinyin initials (`bj`, `sh`, `cq`), built
/// into the gazetteer from the Unihan readings of their Han names that spell their pinyin
/// names (so 重庆 is `cq`, not `zq`).
@Suite(.needsPlaceData, .size(.medium)) struct PinyinInitialsEndToEndTests {
  let home: TemporaryDirectory

  init() throws { home = try TemporaryDirectory(prefix: "wxsh-e2e-initials") }

  @Test(arguments: [
    ("bj", "Beijing"), ("cq", "Chongqing"), ("gz", "Guangzhou"), ("xa", "Xi’an"),
    ("ｂｊ", "Beijing"),
  ])
  func initialsFindTheBigCityFirst(typed: String, city: String) async throws {
    let result = try await WxshBinary.run(
      ["-c", ":search \(typed)"], environment: WxshBinary.environment(home: home.path))
    #expect(result.status == 0, "\(result.stderr)")
    let first = result.stdout.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first.contains(". \(city) ("), "\(result.stdout)")
    #expect(first.contains(", China · "), "\(result.stdout)")
  }

  @Test func initialsNeedAHanNameThatSpellsThePinyin() async throws {
    // 重 reads zhong and chong: only chong spells Chongqing, so `zq` is not Chongqing's.
    let result = try await WxshBinary.run(
      ["--json", "-c", ":search zq"], environment: WxshBinary.environment(home: home.path))
    #expect(!result.stdout.contains("\"name\":\"Chongqing\""), "\(result.stdout)")
  }
}
