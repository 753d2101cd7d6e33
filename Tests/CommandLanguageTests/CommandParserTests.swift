import Catalog
import TestSize
import Testing

@testable import CommandLanguage

/// Lines read against declarations: options anywhere, subcommands, counts, trailing claims.
@Suite(.size(.small)) struct CommandParserTests {
  let hourly = CommandSpec(
    name: "hourly", summary: .helpHourlySummary,
    arguments: [
      ArgumentSpec("N", .count(1...48, noun: .nounHours), optional: true),
      ArgumentSpec("PLACE", .place(savedIndex: true), optional: true),
    ],
    options: [OptionSpec("format", short: "f", value: ArgumentSpec("T", .word)), OptionSpec("eu")])

  let journal = CommandSpec(
    name: "journal", summary: .helpJournalSummary,
    subcommands: [
      SubcommandSpec("list"),
      SubcommandSpec("add", arguments: [ArgumentSpec("TEXT", .text, optional: true)]),
      SubcommandSpec(
        "rm", arguments: [ArgumentSpec("N", .wholeNumber)], options: [OptionSpec("yes", short: "y")]
      ),
    ], defaultSubcommand: "list")

  let move = CommandSpec(
    name: "move", summary: .helpMoveSummary,
    arguments: [
      ArgumentSpec("FROM", .savedPlace), ArgumentSpec("TO", .count(1...9999, noun: .nounPosition)),
    ])

  @Test func countThenPlace() throws {
    let parsed = try CommandParser.parse(["12", "new", "york"], hourly)
    #expect(parsed.values["N"].flatMap { Int($0) } == 12)
    #expect(parsed.values["PLACE"] == "new york")
  }

  @Test func aFiveDigitNumberIsAPlaceNotACount() throws {
    let parsed = try CommandParser.parse(["10001"], hourly)
    #expect(parsed.values["N"].flatMap { Int($0) } == nil)
    #expect(parsed.values["PLACE"] == "10001")
  }

  @Test func optionsAnywhereWithValuesInlineOrNext() throws {
    let parsed = try CommandParser.parse(["oslo", "--format", "%t", "--eu"], hourly)
    #expect(parsed.values["PLACE"] == "oslo")
    #expect(parsed.options == ["format": "%t", "eu": ""])
    #expect(try CommandParser.parse(["--format=%c", "-F", "x"], hourly).options["format"] == "x")
  }

  @Test func negativeCoordinatesAreNotOptions() throws {
    let parsed = try CommandParser.parse(["-33.87", "151.21"], hourly)
    #expect(parsed.values["PLACE"] == "-33.87 151.21")
  }

  @Test func unknownOptionsAreErrorsWithSuggestions() {
    #expect(
      throws: CommandLanguageError.unknownOption(
        command: "hourly", option: "--foo", suggestion: nil)
    ) {
      try CommandParser.parse(["--foo"], hourly)
    }
    #expect(
      throws: CommandLanguageError.unknownOption(
        command: "hourly", option: "--formt", suggestion: "--format")
    ) {
      try CommandParser.parse(["seoul", "--formt", "x"], hourly)
    }
  }

  @Test func aMissingValueNamesTheValue() {
    #expect(
      throws: CommandLanguageError.missingOptionValue(
        command: "hourly", option: "--format", value: ArgumentSpec("T", .word))
    ) {
      try CommandParser.parse(["--format"], hourly)
    }
  }

  @Test func outOfRangeCounts() {
    #expect(
      throws: CommandLanguageError.outOfRange(
        command: "hourly", typed: "100", argument: hourly.arguments[0])
    ) {
      try CommandParser.parse(["100"], hourly)
    }
  }

  @Test func subcommandsTheirOptionsAndFreeText() throws {
    #expect(try CommandParser.parse([], journal).subcommand == "list")
    let removal = try CommandParser.parse(["rm", "3", "--yes"], journal)
    #expect(
      removal.subcommand == "rm" && removal.values["N"] == "3" && removal.options["yes"] != nil)
    let text = try CommandParser.parse(["add", "-5", "and", "--yes", "it", "snows"], journal)
    #expect(text.values["TEXT"] == "-5 and --yes it snows", "free text keeps option-shaped words")
    #expect(throws: CommandLanguageError.unknownSubcommand(command: "journal", typed: "frob")) {
      try CommandParser.parse(["frob"], journal)
    }
    #expect(
      throws: CommandLanguageError.unknownOption(
        command: "journal", option: "--yes", suggestion: nil)
    ) {
      try CommandParser.parse(["list", "--yes"], journal)
    }
  }

  @Test func anEntryNumberIsAWholeNumberOfAnySize() throws {
    #expect(
      try CommandParser.parse(["rm", "123456"], journal).number(journal.subcommands[2].arguments[0])
        == 123456)
    for typed in ["x", "-1", "0", "1.5", "３"] {
      #expect(
        throws: CommandLanguageError.notANumber(
          command: "journal", typed: typed, argument: ArgumentSpec("N", .wholeNumber))
      ) {
        try CommandParser.parse(["rm", typed], journal)
      }
    }
    #expect(
      throws: CommandLanguageError.missingArgument(
        command: "journal", argument: ArgumentSpec("N", .wholeNumber), after: nil)
    ) {
      try CommandParser.parse(["rm", "--yes"], journal)
    }
  }

  @Test func aTrailingCountIsClaimedFromTheEndOfAName() throws {
    let parsed = try CommandParser.parse(["new", "york", "2"], move)
    #expect(parsed.values["FROM"] == "new york")
    #expect(parsed.values["TO"].flatMap { Int($0) } == 2)
  }

  @Test func usageComesFromTheDeclaration() {
    #expect(hourly.usage == ":hourly [N] [PLACE] [--format T] [--eu]")
    #expect(journal.usage == ":journal [list|add [TEXT]|rm N [--yes]]")
    #expect(move.usage == ":move FROM TO")
  }

  @Test(arguments: [
    ("：q", ":q"), ("＃１", "#1"), ("ｆ", "f"), ("서울，KR", "서울,KR"), ("서울、KR", "서울,KR"),
    ("37.57，126.98", "37.57,126.98"), (":search\u{3000}東京", ":search 東京"), ("ソウル", "ソウル"),
  ])
  func inputFolding(typed: String, folded: String) {
    #expect(InputFolding.fold(typed) == folded)
  }
}
