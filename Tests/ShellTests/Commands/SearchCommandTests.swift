import Completion
import Terminal
import TestSupport
import Testing

@testable import Shell

@MainActor
@Suite(.needsPlaceData, .size(.medium)) struct SearchCommandTests {
  @Test func searchPrintsNumberedResultsWithRegionCountryAndPopulation() async {
    let (session, recorder) = makeSession(gazetteer: .full)
    let status = await Runner(session: session).runCommands([":search ham"])
    #expect(status == 0)
    let lines = recorder.stdout.split(separator: "\n")
    #expect(lines.count == 11)
    #expect(lines.first == "  1. Hamburg, Hamburg, Germany · 2.0M")
    #expect(lines[9].hasPrefix(" 10. "))
  }

  /// Issue 47 item 10: a row never runs past the screen; a long typed name is cut inside its
  /// brackets, so the region, country and population stay.
  @Test func everyRowFitsTheScreen() async {
    for width in [80, 40] {
      let (session, recorder) = makeSession(width: width, gazetteer: .full)
      _ = await Runner(session: session).runCommands([":search きょ", ":search 서울"])
      let lines = recorder.stdout.split(separator: "\n").map(String.init)
      for line in lines {
        #expect(TerminalText.displayWidth(line) <= width, "\(width): \(line)")
      }
      #expect(lines.allSatisfy { !$0.contains(". ") || $0.contains(" · ") }, "\(lines)")
      if width == 80 {
        let tampa = lines.first { $0.contains("Tampa (KYO") } ?? ""
        #expect(tampa.hasSuffix("…), Florida, United States · 414.5K"), "\(tampa)")
      }
    }
  }

  @Test func aListThatLeavesPlacesOutSaysHowManyAndHowToNarrowIt() async {
    let (session, recorder) = makeSession(gazetteer: .full)
    _ = await Runner(session: session).runCommands([
      ":search springfield", ":search springfield, il", ":search s",
    ])
    let lines = recorder.stdout.split(separator: "\n").map(String.init)
    let more = lines.filter { $0.contains("match; add a region or country: ") }
    #expect(more.count == 2, "\(lines)")
    // Springfield: every place of the name counted, and the first result's country to narrow.
    let springfield = more.first ?? ""
    #expect(springfield.hasSuffix("country: :search springfield, US"))
    let count = Int(springfield.prefix { $0.isNumber }) ?? 0
    #expect((11..<1000).contains(count), "\(springfield)")
    // The qualified search (`springfield, il`) said nothing: it is narrowed already.
    // One letter matches more than the count goes to.
    #expect(more.last?.hasPrefix("Over 1000 places match") == true)
  }

  @Test func jsonSaysHowManyMatched() async {
    let (session, recorder) = makeSession(json: true, gazetteer: .full)
    _ = await Runner(session: session).runCommands([":search springfield"])
    #expect(recorder.stdout.contains(#""total":"#))
  }

  @Test func alternateNamesAreShownInParentheses() async {
    let (session, recorder) = makeSession(gazetteer: .full)
    _ = await Runner(session: session).runCommands([":s 대구"])
    #expect(recorder.stdout.hasPrefix(" 1. Daegu (대구), Daegu, South Korea · 2.4M\n"))
  }

  @Test func jsonHasTheDocumentedPlaceObject() async {
    let (session, recorder) = makeSession(json: true, gazetteer: .full)
    _ = await Runner(session: session).runCommands([":search ham"])
    let line = recorder.stdout.split(separator: "\n").first.map(String.init) ?? ""
    #expect(
      line.hasPrefix(
        #"{"command":"search","query":"ham","results":[{"id":2911298,"name":"Hamburg","#
          + #""region":"Hamburg","regionCode":"DE-HH","country":"DE","countryName":"Germany","#
          + #""latitude":53.55073,"longitude":9.99302,"population":1973896,"#
          + #""timezone":"Europe/Berlin","matched":"Hamburg","match":"prefix"}"#))
  }

  @Test func typosAreOfferedAsSuggestions() async {
    let (session, recorder) = makeSession(placeSearch: .none, gazetteer: .full)
    let status = await Runner(session: session).runCommands([":search lisbno"])
    #expect(status == 0)
    #expect(recorder.stdout.hasPrefix("No place starts with 'lisbno'. Did you mean:\n"))
    #expect(recorder.stdout.contains("1. Lisbon, Lisboa, Portugal"))
  }

  @Test func nothingFoundAndBadQualifiersFailWithOneLine() async {
    let (session, recorder) = makeSession(placeSearch: .none, gazetteer: .full)
    let status = await Runner(session: session).runCommands([
      ":search qqqqqqqqqqqq", ":search paris, nowhereland", ":search ...", ":search",
    ])
    #expect(status == 1)
    let errors = recorder.stderr.split(separator: "\n")
    #expect(errors.count == 4)
    #expect(
      errors[0]
        == "wxsh: no place matches 'qqqqqqqqqqqq'; check the spelling, or type fewer letters")
    #expect(errors[1].contains("no region or country is called 'nowhereland'"))
    #expect(errors[2].contains("has no letters or digits"))
    #expect(errors[3] == "wxsh: give what to search for (part of a place name); see :help search")
  }

  @Test func resultNumbersReferToTheLastSearch() async throws {
    let (session, _) = makeSession(placeSearch: .none, gazetteer: .full)
    await #expect(throws: ShellError.self) { try await session.context.resolvePlace("#1") }
    _ = await Runner(session: session).runCommands([":search springfield"])
    let second = try await session.context.resolvePlace("#2")
    #expect(second.place.name == "Springfield")
    #expect(second.place.id == session.context.state.lastResults[1].place.id)
    await #expect(throws: ShellError.self) { try await session.context.resolvePlace("#11") }
    await #expect(throws: ShellError.self) { try await session.context.resolvePlace("#x") }
    #expect(try await session.context.resolvePlace("wien").place.name == "Vienna")
    do {
      _ = try await session.context.resolvePlace("lisbno")
      Issue.record("a typo resolved")
    } catch {
      #expect(ErrorMessages.message(for: error).contains("did you mean 'Lisbon, PT'"))
    }
  }

  @Test func tabCompletesPlaceNamesWithSpacesForSearchAndBareLines() async {
    let (session, _) = makeSession(gazetteer: .full)
    let engine = session.completionEngine
    #expect(
      engine.complete(before: ":search new yo") == .replace(deleting: 6, insertion: "New York"))
    #expect(
      engine.complete(before: ":search hamburg-no")
        == .replace(deleting: 10, insertion: "Hamburg-Nord, DE"))
    #expect(
      engine.complete(before: "springfiel") == .replace(deleting: 10, insertion: "Springfield"))
    guard case .ambiguous(let candidates) = engine.complete(before: "Springfield, ") else {
      Issue.record("expected a list")
      return
    }
    #expect(candidates.contains(Candidate("Springfield, MO, US")))
    #expect(candidates.contains(Candidate("Springfield, IL, US")))
    // Every inserted text finds the same place again.
    for candidate in candidates {
      await #expect(throws: Never.self) {
        try await session.context.resolvePlace(candidate.insertion)
      }
    }
    #expect(engine.complete(before: ":search zqzqzq") == .none)
  }
}
