/// One sentence of the catalogue in one language: plain text, or a form per plural category.
///
/// Placeholders are written `{name}` and filled from named arguments; a plural template picks
/// its form from the `count` argument by the language's CLDR plural rule.
public enum Template: Sendable, Equatable {
  /// One form for every count.
  case text(String)
  /// A form per CLDR plural category (`one`, `other`, …); `other` is required.
  case plural([PluralCategory: String])

  /// Every form of the template.
  public var forms: [String] {
    switch self {
    case .text(let text): [text]
    case .plural(let forms): PluralCategory.allCases.compactMap { forms[$0] }
    }
  }

  /// The placeholder names used in every form, sorted.
  public var placeholders: [String] {
    Set(forms.flatMap(Self.placeholders(in:))).sorted()
  }

  /// The `{name}` placeholders in one form.
  static func placeholders(in form: String) -> [String] {
    var names: [String] = []
    var current: String?
    for character in form {
      if character == "{" {
        current = ""
      } else if character == "}", let name = current {
        if !name.isEmpty { names.append(name) }
        current = nil
      } else if current != nil {
        current?.append(character)
      }
    }
    return names
  }
}

/// The CLDR plural categories.
public enum PluralCategory: String, CaseIterable, Sendable {
  /// Zero, in languages that name it.
  case zero
  /// One.
  case one
  /// Two, in languages that name it.
  case two
  /// Few.
  case few
  /// Many.
  case many
  /// Every other count; every plural template has it.
  case other
}
