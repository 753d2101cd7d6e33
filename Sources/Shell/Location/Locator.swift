import Catalog
import Clients
import Foundation
import Locating
import PlaceModel
import Places
import ProfileStore

/// Finds "My Location": the pinned place, the time-zone guess, then (only with consent) the
/// network location service. Never sends anything without stored consent.
@MainActor
struct Locator {
  /// The question asked once, in a terminal, before the first network lookup.
  static var consentQuestion: String { say(.hereConsentQuestion) }

  /// The context whose profile, gazetteer and dependencies it uses.
  let context: CommandContext

  /// The pinned home place, when one is pinned and the gazetteer still knows it.
  func pinnedHomePlace() throws(ShellError) -> Place? {
    context.saved.reload()
    guard let id = context.saved.profile.homePlaceID else { return nil }
    if let saved = context.saved.places.first(where: { $0.id == id }) {
      return context.saved.place(from: saved)
    }
    return try context.places.open().place(id: id)
  }

  /// Where the user is, and how that was found (or why not).
  func locate() async throws(ShellError) -> LocationOutcome {
    let resolver = LocationResolver(gazetteer: try context.places.open())
    let pinned = try pinnedHomePlace()
    let client = context.dependencies.location
    var cancelled = false
    let outcome = await resolver.resolve(
      pinned: pinned, system: client.systemTimeZone(),
      decide: {
        let decision = networkDecision()
        cancelled = decision == nil
        return decision ?? .notAsked
      },
      lookup: { () async throws(LocatingError) -> GeoIPAnswer in try await client.lookup() })
    // Ctrl-C (or end of input) at the consent question cancels the command, as at any other.
    if cancelled { throw .cancelled }
    return outcome
  }

  /// "My Location" as far as it can be found without asking or sending anything: the pinned
  /// place, else the time-zone guess. Paging and `:list` use this; only `:here` goes further.
  func locateOffline() -> LocatedPlace? {
    guard let gazetteer = try? context.places.open() else { return nil }
    return LocationResolver(gazetteer: gazetteer).locateOffline(
      pinned: (try? pinnedHomePlace()) ?? nil,
      system: context.dependencies.location.systemTimeZone())
  }

  /// "My Location" as a page of its own (page 0): found offline, and not one of the saved
  /// places `savedIDs` (a saved place has its page already).
  func myLocationPage(excluding savedIDs: some Sequence<Int>) -> LocatedPlace? {
    guard let located = locateOffline(), !savedIDs.contains(located.place.id) else { return nil }
    return located
  }

  /// Whether the network location service may be asked now; asks once in a terminal and
  /// stores the answer. Scripts, `--json` and `--offline` never ask; Ctrl-C at the question
  /// stores nothing and gives nil.
  func networkDecision() -> NetworkDecision? {
    if context.options.offline { return .offline }
    switch context.saved.profile.locationConsent {
    case .granted: return .allowed
    case .denied: return .denied
    case .unset: break
    }
    guard context.canAsk else { return .notAsked }
    let answer = context.dependencies.answers.ask(Self.consentQuestion)
    guard case .line(let text) = answer else { return nil }
    let granted = Self.isYes(text)
    _ = try? context.saved.save { (profile: inout Profile) throws(ProfileError) in
      try ProfileOperation.setLocationConsent(granted ? .granted : .denied).apply(to: &profile)
    }
    return granted ? .allowed : .denied
  }

  /// True for `y` and `yes` in any case; everything else means no.
  static func isYes(_ answer: String) -> Bool {
    let word = answer.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    return word == "y" || word == "yes"
  }
}
