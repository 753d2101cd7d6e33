import Locating
import Places
import ProfileStore
import WeatherService

extension Session {
  /// The pinned home place, when one is pinned and the gazetteer still knows it.
  func pinnedHomePlace() throws(ShellError) -> Place? {
    reloadProfile()
    guard let id = profileStore.profile.homePlaceID else { return nil }
    if let saved = savedPlaces.first(where: { $0.id == id }) { return place(from: saved) }
    return try gazetteer().place(id: id)
  }

  /// Finds "My Location": the pinned place, the time-zone guess, then (only with consent) the
  /// network location service. Never sends anything without stored consent.
  func locate() async throws(ShellError) -> LocationOutcome {
    let resolver = LocationResolver(gazetteer: try gazetteer())
    let pinned = try pinnedHomePlace()
    let system = context.systemTimeZone ?? SystemTimeZone.read(environment: context.environment)
    let environment = context.environment
    return await resolver.resolve(
      pinned: pinned, system: system,
      decide: { self.networkDecision() },
      lookup: { () async throws(LocatingError) -> GeoIPAnswer in
        let client: GeoIPClient
        do throws(WeatherError) {
          client = try GeoIPClient(environment: environment)
        } catch {
          throw .unreachable(error)
        }
        return try await client.locate()
      })
  }

  /// Whether the network location service may be asked now; asks once in a terminal and
  /// stores the answer. Scripts, `--json` and `--offline` never ask.
  func networkDecision() -> NetworkDecision {
    if context.offline { return .offline }
    switch profileStore.profile.locationConsent {
    case .granted: return .allowed
    case .denied: return .denied
    case .unset: break
    }
    guard context.terminal.isInteractive, !context.json else { return .notAsked }
    context.output.standard(ConsentPrompt.question)
    let granted = ConsentPrompt.isYes(context.readAnswer())
    _ = try? save { (profile: inout Profile) throws(ProfileError) in
      try ProfileOperation.setLocationConsent(granted ? .granted : .denied).apply(to: &profile)
    }
    return granted ? .allowed : .denied
  }
}
