import Foundation
import Journal
import TestSupport
import Testing

/// Ctrl-C at wxsh's own questions (outside the line editor) cancels them, saves nothing, and
/// the next line typed is read as a command, through a pseudo-terminal.
@Suite(.serialized, .needsPlaceData, .size(.medium)) struct QuestionsEndToEndTests {
  func start(_ home: TemporaryDirectory) throws -> PseudoTerminal {
    var environment = WxshBinary.environment(home: home.path, extra: ["TERM": "xterm"])
    environment["EDITOR"] = nil
    environment["VISUAL"] = nil
    return try PseudoTerminal(path: WxshBinary.path, arguments: [], environment: environment)
  }

  /// Every entry's text in the journal the session wrote, read from its database.
  func journal(_ home: TemporaryDirectory) -> String {
    let store = JournalStore(directory: home.path + "/data/wxsh")
    return ((try? store.export().entries.map(\.text)) ?? []).joined(separator: "\n")
  }

  @Test func ctrlCAtAnEntryKeepsNothingAndTheDotIsACommand() async throws {
    let home = try TemporaryDirectory(prefix: "wxsh-questions")
    defer { home.remove() }
    let terminal = try start(home)
    #expect(await terminal.waitFor { $0.contains("> ") })
    terminal.type(":journal add\r")
    #expect(await terminal.waitFor { $0.contains("end with a line holding a single '.'") })
    terminal.type("junk that must not be saved\r")
    terminal.type("\u{03}")
    #expect(await terminal.waitFor { $0.contains("Cancelled.") })
    terminal.type(".\r")
    // The dot is a line of its own at the prompt now: a place query, not the entry's end.
    #expect(await terminal.waitFor { $0.contains("no letters or digits") })
    #expect(!journal(home).contains("junk"))
    terminal.type(":q\r")
    #expect(await terminal.waitForExit() == 0)
  }

  @Test func ctrlCAtAConfirmationLetsTheNextCommandRun() async throws {
    let home = try TemporaryDirectory(prefix: "wxsh-questions")
    defer { home.remove() }
    let terminal = try start(home)
    #expect(await terminal.waitFor { $0.contains("> ") })
    terminal.type(":journal add keep me\r")
    #expect(await terminal.waitFor { $0.contains("Saved entry 1") })
    terminal.type(":journal rm 1\r")
    #expect(await terminal.waitFor { $0.contains("[y/N]") })
    terminal.type("\u{03}")
    #expect(await terminal.waitFor { $0.contains("Cancelled.") })
    terminal.type(":units\r")
    #expect(await terminal.waitFor { $0.contains("Units: temperature") })
    #expect(journal(home).contains("keep me"))
    terminal.type(":q\r")
    #expect(await terminal.waitForExit() == 0)
  }
}
