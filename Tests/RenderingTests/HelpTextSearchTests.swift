import TestSupport
import Testing

@testable import Rendering

/// The help heading's word is found as the standard library's `firstRange(of:)` finds it.
@Suite(.size(.small)) struct HelpTextSearchTests {
  /// Headings in several scripts with the word at the start, inside, at the end, absent, and
  /// next to a combining mark that makes it part of another character.
  static let cases: [(String, String)] = [
    ("Commands (:help NAME for one):", "Commands"),
    ("Type :help and a command", "command"),
    ("명령어 목록 (:help 이름)", "명령어"),
    ("コマンド一覧：:help 名前", "コマンド"),
    ("Команды (:help ИМЯ)", "Команды"),
    ("الأوامر (:help الاسم)", "الأوامر"),
    ("no word here", "Commands"),
    ("Commande\u{301}s", "Commande"),
    ("", "x"),
    ("aaab", "aab"),
  ]

  @Test(arguments: cases) func theWordIsFoundWhereTheStandardLibraryFindsIt(
    line: String, word: String
  ) {
    #expect(HelpText.firstRange(of: word, in: line) == line.firstRange(of: word))
  }
}
