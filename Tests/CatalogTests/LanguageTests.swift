import TestSize
import Testing

@testable import Catalog

/// The language comes from the environment by POSIX rules, and translators' files are read
/// into templates with the language's plural forms.
@Suite(.size(.small)) struct LanguageTests {
  @Test(arguments: [
    (["LANG": "ko_KR.UTF-8"], Language.korean), (["LANG": "ja_JP.UTF-8"], .japanese),
    (["LANG": "zh_CN.UTF-8"], .simplifiedChinese), (["LANG": "zh_TW.UTF-8"], .traditionalChinese),
    (["LANG": "de_DE.UTF-8"], .german), (["LANG": "fr_CA"], .french), (["LANG": "es_MX"], .spanish),
    (["LANG": "pt_BR.UTF-8"], .brazilianPortuguese), (["LANG": "ru_RU.UTF-8"], .russian),
    (["LANG": "ko_KR.UTF-8", "LC_ALL": "de_DE.UTF-8"], .german),
    (["LANG": "ko_KR.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8"], .japanese),
    (["LANG": "C"], .english), (["LANG": "POSIX"], .english), (["LANG": "C.UTF-8"], .english),
    (["LANG": "ar_EG.UTF-8"], .english), ([:], .english),
    (["LC_ALL": "", "LANG": "fr_FR"], .french),
    (["LANG": "ar_EG.UTF-8", "LANGUAGE": "ar:ko:en"], .korean),
    (["LANG": "C", "LANGUAGE": "ko"], .english),
  ])
  func thePOSIXRulesPickTheLanguage(environment: [String: String], language: Language) {
    #expect(Language.chosen(environment: environment) == language)
  }

  @Test func russianHasThreeWholeNumberForms() {
    let forms = [1, 2, 5, 11, 21, 22, 25, 111, 122].map { Language.russian.pluralCategory($0) }
    #expect(forms == [.one, .few, .many, .many, .one, .few, .many, .many, .few])
    #expect(Language.french.pluralCategory(0) == .one)
    #expect(Language.english.pluralCategory(0) == .other)
    #expect(Language.korean.pluralCategory(1) == .other)
  }

  @Test func aTranslatorsFileGivesTheTemplates() {
    let po = """
      # Korean
      msgid ""
      msgstr ""
      "Plural-Forms: nplurals=1; plural=0;\\n"

      msgctxt "shell.cancelled"
      msgid "cancelled"
      msgstr "취소했습니다"

      msgctxt "place.result-out-of-range"
      msgid "#{number} is out of range; the last search had {count} result"
      msgid_plural "#{number} is out of range; the last search had {count} results"
      msgstr[0] "#{number}은(는) 범위 밖입니다. 마지막 검색 결과는 {count}개입니다"

      #, fuzzy
      msgctxt "help.keys"
      msgid "Tab completes commands and places; Ctrl-C cancels, Ctrl-D leaves."
      msgstr "아직 확인하지 않은 번역"

      msgctxt "no.such.key"
      msgid "x"
      msgstr "y"
      """
    let catalog = Catalog.translated(.korean, po: po)
    #expect(catalog.text(.cancelled) == "취소했습니다")
    #expect(
      catalog.text(.placeResultOutOfRange(count: 1, number: "4"))
        == "#4는 범위 밖입니다. 마지막 검색 결과는 1개입니다")
    #expect(catalog.text(.helpKeys) == Catalog.english.text(.helpKeys), "fuzzy stays English")
    #expect(catalog.text(.helpMore) == Catalog.english.text(.helpMore), "missing stays English")
  }

  @Test func russianPluralFormsAreReadInOrder() {
    let po = """
      msgctxt "place.result-out-of-range"
      msgid "a"
      msgid_plural "b"
      msgstr[0] "{count} результат"
      msgstr[1] "{count} результата"
      msgstr[2] "{count} результатов"
      """
    let catalog = Catalog.translated(.russian, po: po)
    #expect(catalog.text(.placeResultOutOfRange(count: 1, number: "4")) == "1 результат")
    #expect(catalog.text(.placeResultOutOfRange(count: 3, number: "4")) == "3 результата")
    #expect(catalog.text(.placeResultOutOfRange(count: 7, number: "4")) == "7 результатов")
  }
}
