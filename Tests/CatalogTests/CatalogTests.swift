import TestSize
import Testing

@testable import Catalog

/// The catalogue words every message, fills named arguments and picks plural forms.
@Suite(.size(.small)) struct CatalogTests {
  @Test func everyMessageHasAnEnglishSentence() {
    for message in Message.allCases {
      #expect(message.english.forms.allSatisfy { !$0.isEmpty }, "\(message)")
    }
  }

  @Test func keysAreUniqueAndDotted() {
    let keys = Message.allCases.map(\.rawValue)
    #expect(Set(keys).count == keys.count)
    #expect(keys.allSatisfy { $0.contains(".") && !$0.contains(" ") })
  }

  @Test func namedArgumentsFillTheirPlaceholders() {
    let text = Catalog.english.text(.errorUnknownOption(command: "now", option: "--foo"))
    #expect(text == ":now has no option --foo; see :help now")
  }

  @Test func pluralFormsFollowTheCount() {
    let one = Catalog.english.text(.placeResultOutOfRange(count: 1, number: "3"))
    let two = Catalog.english.text(.placeResultOutOfRange(count: 2, number: "3"))
    #expect(one.hasSuffix("had 1 result"))
    #expect(two.hasSuffix("had 2 results"))
  }

  @Test func aTextMessageWithACountTakesANumber() {
    #expect(Catalog.english.text(.questionWhichOne(count: 3)).contains("3"))
  }

  @Test func eachFamilyHoldsEveryMessageOfItsPrefixByTheRestOfItsKey() {
    let families = [
      (Message.conditions, "condition."), (Message.alertSeverities, "alert.severity."),
      (Message.moonPhases, "moon.phase."), (Message.pollenKinds, "air.pollen."),
    ]
    for (family, prefix) in families {
      let members = Message.allCases.filter { $0.rawValue.hasPrefix(prefix) }
      #expect(members.count >= 4, "\(prefix)")
      for message in members {
        #expect(family[String(message.rawValue.dropFirst(prefix.count))] == message)
      }
      #expect(family.members.count == members.count, "\(prefix)")
    }
    #expect(Message.conditions["0"] == .condition0)
    #expect(Message.alertSeverities["severe"] == .alertSeveritySevere)
    #expect(Message.moonPhases["full-moon"] == .moonPhaseFullMoon)
    #expect(Message.pollenKinds["birch"] == .airPollenBirch)
    #expect(Message.conditions["1000"] == nil)
    #expect(Message.conditions[""] == nil)
    #expect(Message.alertSeverities["Severe"] == nil, "keys are lower case")
  }

  @Test func placeholdersAreTheSameInEveryPluralForm() {
    for message in Message.allCases {
      guard case .plural(let forms) = message.english else { continue }
      let sets = Set(forms.values.map { Set(Template.placeholders(in: $0)) })
      #expect(sets.count == 1, "\(message)")
    }
  }
}
