import Catalog

/// What an argument position holds: how it is parsed, completed and named in errors.
public enum ArgumentKind: Sendable, Equatable {
  /// A command name (`:help CMD`).
  case command
  /// A place: `#N`, coordinates, a code, a saved name or a gazetteer name; takes the rest of
  /// the line, spaces included. `savedIndex`: a small number means a saved place's index.
  case place(savedIndex: Bool)
  /// A saved place's index or name; the rest of the line, or one word when more follows.
  case savedPlace
  /// A small whole number in `range` (1 to 4 digits, so a 5-digit ZIP code is never one);
  /// `noun` names what it counts in errors ("hours").
  case count(ClosedRange<Int>, noun: Message)
  /// A whole number of any size, 1 or more (an entry number); any other word is an error.
  case wholeNumber
  /// One of a fixed set of words (case ignored).
  case choice([String])
  /// One of a set of words that depends on the choice before it (`:units wind` → `kmh ms mph
  /// kn`).
  case choiceAfter([String: [String]])
  /// Free text: the rest of the line, with no options inside it and no candidates.
  case text
  /// One free word (a file, a template).
  case word
  /// A day: `YYYY-MM-DD`, `today`, `tomorrow` or `yesterday`; claimed from the end of a place.
  case date

  /// The words a date argument offers on Tab.
  public static let relativeDays = ["today", "tomorrow", "yesterday"]

  /// True when `word` is shaped like a date argument (its value is checked by the command).
  public static func isDateShaped(_ word: String) -> Bool {
    if relativeDays.contains(word.lowercased()) { return true }
    return word.count == 10 && word.first?.isNumber == true && word.contains("-")
  }

  /// True when the argument is the whole rest of the line rather than one word.
  public var takesRestOfLine: Bool {
    switch self {
    case .place, .text: true
    default: false
    }
  }

  /// Every value an argument of this kind can take, when they can be listed: the choices
  /// (after any choice before), the relative days. Empty for kinds whose values are open.
  public var valueList: [String] {
    switch self {
    case .choice(let choices): choices
    case .choiceAfter(let table): table.keys.sorted().flatMap { table[$0] ?? [] }
    case .date: Self.relativeDays
    default: []
    }
  }

  /// True for kinds whose values `valueList` lists.
  public var hasValueList: Bool {
    switch self {
    case .choice, .choiceAfter, .date: true
    default: false
    }
  }

  /// True for the place kinds whose Tab candidates come from the gazetteer.
  public var isPlace: Bool {
    if case .place = self { return true }
    return false
  }
}

/// One positional argument of a command: its name in usage lines and its kind.
public struct ArgumentSpec: Sendable, Equatable {
  /// The name usage lines show (`PLACE`, `N`).
  public var name: String
  /// What it holds.
  public var kind: ArgumentKind
  /// True when it may be left out.
  public var isOptional: Bool
  /// What it is, for errors ("a wind unit"); the name when nil.
  public var noun: Message?
  /// What it is after each choice of the argument before it (`wind` → "a wind unit").
  public var nounsAfter: [String: Message]

  /// Creates a positional argument.
  public init(
    _ name: String, _ kind: ArgumentKind, optional: Bool = false, noun: Message? = nil,
    nounsAfter: [String: Message] = [:]
  ) {
    self.name = name
    self.kind = kind
    self.isOptional = optional
    self.noun = noun
    self.nounsAfter = nounsAfter
  }
}

/// One option (`--format TEMPLATE`, `-y`): its names and, when it takes one, its value.
public struct OptionSpec: Sendable, Equatable {
  /// The long name without dashes (`format`).
  public var name: String
  /// A one-letter short name without the dash (`f`), if any.
  public var short: Character?
  /// The value it takes (`TEMPLATE`), or nil for a flag.
  public var value: ArgumentSpec?

  /// Creates an option.
  public init(_ name: String, short: Character? = nil, value: ArgumentSpec? = nil) {
    self.name = name
    self.short = short
    self.value = value
  }

  /// `--format TEMPLATE` or `--yes`, as usage lines show it.
  public var usage: String {
    "--" + name + (value.map { " " + $0.name } ?? "")
  }
}

/// A subcommand (`:journal add TEXT`): its words, arguments and options.
public struct SubcommandSpec: Sendable, Equatable {
  /// The word that picks it (`add`).
  public var name: String
  /// Other words for it (`new`).
  public var aliases: [String]
  /// Its positional arguments.
  public var arguments: [ArgumentSpec]
  /// Its options.
  public var options: [OptionSpec]

  /// Creates a subcommand.
  public init(
    _ name: String, aliases: [String] = [], arguments: [ArgumentSpec] = [],
    options: [OptionSpec] = []
  ) {
    self.name = name
    self.aliases = aliases
    self.arguments = arguments
    self.options = options
  }
}
