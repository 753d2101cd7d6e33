import Foundation
import TestSize
import Testing

@testable import CommandLanguage

/// A command typed with the Korean 2-set layout on is read as the keys pressed.
@Suite(.size(.small)) struct HangulKeysTests {
  /// The table scripts/ensure-hangul-keys.sh builds from libhangul's, when it is built.
  static let built: HangulKeys? = {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("share/wxsh/" + HangulKeys.fileName).path
    return (try? String(contentsOfFile: path, encoding: .utf8)).map(HangulKeys.init(text:))
  }()

  @Test func lettersAndSyllablesAreTheKeysThatTypeThem() throws {
    let keys = try #require(Self.built, "run scripts/ensure-hangul-keys.sh")
    #expect(keys.keystrokes("ㅂ") == "q")
    #expect(keys.keystrokes("ㅜㅐㅈ") == "now")  // vowels that do not combine stay letters
    #expect(keys.keystrokes("ㅗ디ㅔ") == "help")  // e and l made a syllable
    #expect(keys.keystrokes("ㅁㅇㅇ") == "add")
    #expect(keys.keystrokes("ㅓㅐㅕ구ㅁㅣ") == "journal")
    #expect(keys.keystrokes("ㅕㅜㅑㅅㄴ") == "units")
    #expect(keys.keystrokes("ㅡㅐㅐㅜ") == "moon")
    #expect(keys.keystrokes("과") == "rhk")  // a compound vowel is its two keys
    #expect(keys.keystrokes("값") == "rkqt")  // a final cluster too
    #expect(keys.keystrokes("ㅃ") == "Q")  // a double consonant is the shifted key
  }

  @Test func anythingElseIsNotKeys() {
    let keys = HangulKeys(text: "# a comment\nㅂ\tq\nbad line\nㅈ\t\nㄱ\tr\n")
    #expect(keys.keystrokes("ㅂㄱ") == "qr")
    #expect(keys.keystrokes("ㅈ") == nil, "a letter without keys")
    #expect(keys.keystrokes("ㅂx") == nil, "not all Hangul")
    #expect(keys.keystrokes("") == nil)
    #expect(HangulKeys.none.keystrokes("ㅂ") == nil)
    #expect(
      HangulKeys.isLettersOnly("ㅂㅅ") && !HangulKeys.isLettersOnly("바")
        && !HangulKeys.isLettersOnly("q"))
  }
}
