import TestSize
import Testing

@testable import Catalog

/// Korean sentences keep the particle that fits the value before it (`Open-Meteo가`,
/// `서울이`, `부산으로`) instead of showing both (`이(가)`), and never touch the user's text.
@Suite(.size(.small)) struct KoreanParticlesTests {
  func fill(_ form: String, _ value: String) -> String {
    Catalog.fill(form, ["x": value], koreanParticles: true)
  }

  @Test(arguments: [
    ("{x}이(가) 응답하지 않았습니다", "Open-Meteo", "Open-Meteo가 응답하지 않았습니다"),
    ("{x}이(가) 응답하지 않았습니다", "MeteoAlarm", "MeteoAlarm이 응답하지 않았습니다"),
    ("{x}이(가)", "서울", "서울이"),
    ("{x}이(가)", "대구", "대구가"),
    ("{x}(으)로", "서울", "서울로"),
    ("{x}(으)로", "부산", "부산으로"),
    ("{x}(으)로", "12 MB", "12 MB로"),
    ("{x}을(를)", "profile.json", "profile.json을"),
    ("{x}을(를)", "1 MB", "1 MB를"),
    ("{x}을(를)", "10", "10을"),
    ("{x}을(를)", "3", "3을"),
    ("{x}을(를)", "7", "7을"),
    ("{x}을(를)", "2", "2를"),
    ("{x}은(는)", "'집'", "'집'은"),
    ("'{x}'(이)라는 명령", "klingon", "'klingon'이라는 명령"),
    ("'{x}'(이)라는 명령", "frob", "'frob'라는 명령"),
  ])
  func theFittingFormIsKept(form: String, value: String, expected: String) {
    #expect(fill(form, value) == expected)
  }

  @Test func anEndingThatCannotBeReadKeepsBothForms() {
    #expect(fill("{x}을(를) 찾을 수 없습니다", "東京") == "東京을(를) 찾을 수 없습니다")
    #expect(fill("{x}이(가)", "→") == "→이(가)")
  }

  @Test func onlyParticlesAfterAPlaceholderAreRead() {
    // The user's own text is the value: left exactly as typed.
    #expect(fill("메모: {x}", "사과을(를) 샀다") == "메모: 사과을(를) 샀다")
    #expect(fill("을(를) {x}", "서울") == "을(를) 서울")
    // Other languages are never touched.
    #expect(Catalog.fill("{x}이(가)", ["x": "서울"]) == "서울이(가)")
  }

  @Test func theKoreanCatalogueUsesIt() throws {
    let korean = Catalog.translated(.korean, po: try TranslationFilesTests.text("ko.po"))
    let messages = Message.allCases.filter {
      guard case .text(let text) = korean.template($0) else { return false }
      return text.contains("{service}이(가)")
    }
    #expect(!messages.isEmpty)
    for message in messages {
      var arguments: [String: String] = [:]
      for name in message.english.placeholders { arguments[name] = "1" }
      arguments["service"] = "Open-Meteo"
      let text = korean.text(Sentence(message, count: nil, arguments: arguments))
      #expect(text.contains("Open-Meteo가"), "\(message): \(text)")
      #expect(!text.contains("(가)"), "\(message): \(text)")
    }
  }
}
