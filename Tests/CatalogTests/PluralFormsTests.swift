import Foundation
import TestSize
import Testing

@testable import Catalog

/// One source for plural rules: `Language.pluralCategory` is the rule wxsh follows; each `.po`
/// file's `Plural-Forms` header is `Language.pluralForms`, and that gettext rule picks the same
/// form as the Swift one for every count.
@Suite(.size(.small)) struct PluralFormsTests {
  static let translated = Language.allCases.filter { $0 != .english }

  /// The `Plural-Forms` value in a `.po` file's header.
  static func header(_ po: String) -> String? {
    for line in po.split(separator: "\n") where line.hasPrefix("\"Plural-Forms: ") {
      return String(line.dropFirst("\"Plural-Forms: ".count).dropLast("\\n\"".count))
    }
    return nil
  }

  @Test(arguments: translated)
  func theFilesHeaderIsTheLanguagesRule(language: Language) throws {
    let po = try TranslationFilesTests.text(language.rawValue + ".po")
    #expect(Self.header(po) == language.pluralForms)
  }

  @Test(arguments: Language.allCases)
  func theGettextRulePicksTheSameFormAsTheSwiftOne(language: Language) throws {
    let parts = language.pluralForms.split(separator: ";").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let count = try #require(
      parts.first { $0.hasPrefix("nplurals=") }.flatMap { Int($0.dropFirst(9)) })
    let rule = try #require(parts.first { $0.hasPrefix("plural=") }).dropFirst(7)
    #expect(count == language.pluralCategories.count)
    for n in 0...1_000 {
      let index = try #require(GettextRule(String(rule)).value(n: n))
      #expect(
        language.pluralCategories[index] == language.pluralCategory(n), "\(language) \(n)")
    }
  }
}

/// A gettext plural expression (C syntax over `n`), evaluated for one count.
struct GettextRule {
  let tokens: [String]
  var position = 0
  var n = 0

  init(_ text: String) {
    var tokens: [String] = []
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == " " {
        index = text.index(after: index)
      } else if character.isNumber {
        var end = index
        while end < text.endIndex, text[end].isNumber { end = text.index(after: end) }
        tokens.append(String(text[index..<end]))
        index = end
      } else {
        let two = text[index...].prefix(2)
        let token =
          ["==", "!=", "<=", ">=", "&&", "||"].contains(two) ? String(two) : String(character)
        tokens.append(token)
        index = text.index(index, offsetBy: token.count)
      }
    }
    self.tokens = tokens
  }

  /// The expression's value for `n`, nil when it cannot be read.
  func value(n: Int) -> Int? {
    var rule = self
    rule.n = n
    let value = rule.ternary()
    return rule.position == tokens.count ? value : nil
  }

  private var next: String? { position < tokens.count ? tokens[position] : nil }

  private mutating func take(_ token: String) -> Bool {
    guard next == token else { return false }
    position += 1
    return true
  }

  private mutating func ternary() -> Int? {
    guard let condition = binary(0) else { return nil }
    guard take("?") else { return condition }
    guard let yes = ternary(), take(":"), let no = ternary() else { return nil }
    return condition != 0 ? yes : no
  }

  /// The operators by precedence, loosest first.
  static let levels: [[String]] = [["||"], ["&&"], ["==", "!="], ["<", ">", "<=", ">="], ["%"]]

  private mutating func binary(_ level: Int) -> Int? {
    guard level < Self.levels.count else { return primary() }
    guard var left = binary(level + 1) else { return nil }
    while let token = next, Self.levels[level].contains(token) {
      position += 1
      guard let right = binary(level + 1) else { return nil }
      switch token {
      case "||": left = left != 0 || right != 0 ? 1 : 0
      case "&&": left = left != 0 && right != 0 ? 1 : 0
      case "==": left = left == right ? 1 : 0
      case "!=": left = left != right ? 1 : 0
      case "<": left = left < right ? 1 : 0
      case ">": left = left > right ? 1 : 0
      case "<=": left = left <= right ? 1 : 0
      case ">=": left = left >= right ? 1 : 0
      default:
        guard right != 0 else { return nil }
        left %= right
      }
    }
    return left
  }

  private mutating func primary() -> Int? {
    if take("(") {
      let value = ternary()
      return take(")") ? value : nil
    }
    if take("n") { return n }
    guard let token = next, let number = Int(token) else { return nil }
    position += 1
    return number
  }
}
