import Catalog
import CommandLanguage
import TestSize
import Testing

@testable import Completion

@Suite(.size(.small)) struct CompletionEngineTests {
  static let places = [
    Candidate(label: "New York, US", insertion: "New York, US"),
    Candidate(label: "Newcastle, GB", insertion: "Newcastle, GB"),
    Candidate(label: "New Delhi, IN", insertion: "New Delhi, IN"),
    Candidate(label: "São Paulo, BR", insertion: "São Paulo, BR"),
    Candidate(label: "서울, KR", insertion: "서울, KR"),
    Candidate(label: "서귀포, KR", insertion: "서귀포, KR"),
  ]

  func engine() -> CompletionEngine {
    var registry = CommandRegistry()
    registry.register(
      CommandSpec(
        name: "help", summary: .helpHelpSummary,
        arguments: [ArgumentSpec("COMMAND", .command, optional: true)]))
    registry.register(
      CommandSpec(
        name: "hourly", summary: .helpHourlySummary,
        arguments: [
          ArgumentSpec("N", .count(1...48, noun: .nounHours), optional: true),
          ArgumentSpec("PLACE", .place(savedIndex: true), optional: true),
        ], options: [OptionSpec("json")]))
    registry.register(CommandSpec(name: "quit", summary: .helpQuitSummary))
    registry.register(
      CommandSpec(
        name: "go", summary: .helpGoSummary, arguments: [ArgumentSpec("NAME", .savedPlace)]))
    registry.register(
      CommandSpec(
        name: "theme", summary: .helpThemeSummary,
        arguments: [ArgumentSpec("THEME", .choice(["auto", "dark", "light"]), optional: true)]))
    registry.register(
      CommandSpec(
        name: "moon", summary: .helpMoonSummary,
        arguments: [
          ArgumentSpec("PLACE", .place(savedIndex: true), optional: true),
          ArgumentSpec("DATE", .date, optional: true),
        ]))
    registry.register(
      CommandSpec(
        name: "units", summary: .helpUnitsSummary,
        arguments: [
          ArgumentSpec("KIND", .choice(["c", "f", "wind"]), optional: true),
          ArgumentSpec("VALUE", .choiceAfter(["wind": ["kmh", "kn", "mph"]])),
        ]))
    registry.register(
      CommandSpec(
        name: "journal", summary: .helpJournalSummary,
        subcommands: [
          SubcommandSpec("list"),
          SubcommandSpec(
            "export",
            arguments: [
              ArgumentSpec("FORMAT", .choice(["md", "json"]), optional: true),
              ArgumentSpec("FILE", .word, optional: true),
            ], options: [OptionSpec("force")]),
        ], defaultSubcommand: "list"))
    let places = Self.places
    let source: CandidateSource = { word in
      places.filter {
        $0.insertion.lowercased().hasPrefix(word.lowercased())
          || (word.lowercased() == "sao" && $0.insertion.hasPrefix("São"))
      }
    }
    let saved: CandidateSource = { word in
      [Candidate("New York"), Candidate("Seoul")].filter { $0.insertion.hasPrefix(word) }
    }
    return CompletionEngine(
      registry: registry, places: source, savedPlaces: saved,
      bareLineKind: .place(savedIndex: true))
  }

  @Test func uniqueCommandNameCompletesWithASpace() {
    #expect(engine().complete(before: ":hel") == .replace(deleting: 4, insertion: ":help "))
    #expect(engine().complete(before: ":q") == .replace(deleting: 2, insertion: ":quit "))
  }

  @Test func sharedPrefixCompletesToTheCommonPart() {
    // "h" → help, hourly: common prefix is "h", no progress, so the candidates are listed.
    #expect(
      engine().complete(before: ":h") == .ambiguous([Candidate("help"), Candidate("hourly")]))
    #expect(
      engine().complete(before: ":")
        == .ambiguous(
          ["help", "hourly", "quit", "go", "theme", "moon", "units", "journal"].map {
            Candidate($0)
          }))
  }

  @Test func unknownCommandOffersNothing() {
    #expect(engine().complete(before: ":zz") == .none)
    #expect(engine().complete(before: ":zz foo") == .none)
  }

  @Test func commandArgumentCompletesCommandNames() {
    #expect(engine().complete(before: ":help qu") == .replace(deleting: 2, insertion: "quit "))
  }

  @Test func placeArgumentTakesTheRestOfTheLineWithSpaces() {
    #expect(
      engine().complete(before: ":hourly new y")
        == .replace(deleting: 5, insertion: "New York, US"))
    // Bare line: the whole line is the place.
    #expect(engine().complete(before: "new y") == .replace(deleting: 5, insertion: "New York, US"))
    #expect(engine().complete(before: "sao") == .replace(deleting: 3, insertion: "São Paulo, BR"))
  }

  @Test func placeCommonPrefixExtendsWhenItGrows() {
    #expect(engine().complete(before: "ne") == .replace(deleting: 2, insertion: "New"))
    #expect(engine().complete(before: "New") == .ambiguous(Array(Self.places.prefix(3))))
    #expect(engine().complete(before: "서") == .ambiguous(Array(Self.places.suffix(2))))
  }

  @Test func wordArgumentsAreQuotedWhenTheyHoldSpaces() {
    #expect(
      engine().complete(before: ":go New") == .replace(deleting: 3, insertion: "\"New York\" "))
    // An open quote is part of the word that gets replaced.
    #expect(
      engine().complete(before: ":go \"New Y") == .replace(deleting: 6, insertion: "\"New York\" "))
    #expect(engine().complete(before: ":go Se") == .replace(deleting: 2, insertion: "Seoul "))
  }

  @Test func choicesComplete() {
    #expect(engine().complete(before: ":theme d") == .replace(deleting: 1, insertion: "dark "))
    #expect(
      engine().complete(before: ":theme ")
        == .ambiguous(
          ["auto", "dark", "light"].map { Candidate($0) }))
  }

  @Test func commentsAndTextGetNothing() {
    #expect(engine().complete(before: "# note") == .none)
    #expect(engine().complete(before: ":quit x") == .none)
  }

  @Test func aDateAfterAPlaceCompletesAsTheParserReadsIt() {
    // The parser reads `:moon oslo tomorrow` as a place and a date; Tab offers the same.
    #expect(
      engine().complete(before: ":moon oslo tom") == .replace(deleting: 3, insertion: "tomorrow "))
    #expect(
      engine().complete(before: ":moon new york to")
        == .ambiguous([Candidate("today"), Candidate("tomorrow")]))
    #expect(
      engine().complete(before: ":moon yest") == .replace(deleting: 4, insertion: "yesterday "))
    // `y` may begin a place's second word or `yesterday`: both are listed, until it is only
    // a place.
    #expect(
      engine().complete(before: ":moon new y")
        == .ambiguous([Self.places[0], Candidate("yesterday")]))
    #expect(
      engine().complete(before: ":moon new yo") == .replace(deleting: 6, insertion: "New York, US"))
  }

  @Test func aWordReadTwoWaysListsBothReadings() {
    // `New` is a place, and after `:moon New ` the next word may be a date or more place.
    #expect(
      engine().complete(before: ":moon new")
        == .ambiguous(Array(Self.places.prefix(3))))
    #expect(
      engine().complete(before: ":moon New York, US ")
        == .ambiguous([Candidate("today"), Candidate("tomorrow"), Candidate("yesterday")]))
  }

  @Test func choicesAfterAChoiceAndSubcommandsComplete() {
    #expect(engine().complete(before: ":units wi") == .replace(deleting: 2, insertion: "wind "))
    #expect(
      engine().complete(before: ":units wind k")
        == .ambiguous([Candidate("kmh"), Candidate("kn")]))
    #expect(engine().complete(before: ":units wind m") == .replace(deleting: 1, insertion: "mph "))
    #expect(engine().complete(before: ":journal ex") == .replace(deleting: 2, insertion: "export "))
    #expect(
      engine().complete(before: ":journal export j") == .replace(deleting: 1, insertion: "json "))
    #expect(
      engine().complete(before: ":journal --force export j")
        == .replace(deleting: 1, insertion: "json "))
    #expect(
      engine().complete(before: ":journal export --fo")
        == .replace(deleting: 4, insertion: "--force "))
    // A word the parser would refuse gets nothing.
    #expect(engine().complete(before: ":journal bogus j") == .none)
    #expect(engine().complete(before: ":units c x") == .none)
  }

  @Test func commonPrefixIsByCharacter() {
    #expect(CompletionEngine.commonPrefix(["서울", "서귀포"]) == "서")
    #expect(CompletionEngine.commonPrefix(["abc", "abd", "ab"]) == "ab")
    #expect(CompletionEngine.commonPrefix([]) == "")
  }
}
