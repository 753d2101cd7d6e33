import Catalog
import JSON
import PlaceModel
import Terminal

/// How "My Location" is described: the label, why a source was not used, and `--json`.
public enum LocationText {
  /// `approximate, from your time zone (Asia/Seoul)`.
  public static func label(_ located: LocatedPlace) -> String {
    if located.method == .timeZone, let zone = located.timeZone {
      return "\(located.method.label) (\(zone))"
    }
    return located.method.label
  }

  /// Why wxsh could not tell where you are, as one line ending in what enables more.
  public static func notFoundLine(_ outcome: LocationOutcome) -> String {
    var reasons: [String] = []
    if let zone = outcome.timeZone {
      reasons.append(say(.locationZoneNamesNoCity(zone: zone)))
    } else {
      reasons.append(say(.locationNoZone))
    }
    var hints = [say(.locationHintPin)]
    switch outcome.network {
    case .denied:
      reasons.append(say(.locationNetworkOff))
      hints.append(say(.locationHintAllow))
    case .notAsked:
      reasons.append(say(.locationOnlyInTerminal))
      hints.append(say(.locationHintAllow))
    case .offline:
      reasons.append(say(.locationOfflineNever))
    case .allowed:
      if let error = outcome.networkError {
        reasons.append(
          say(.locationServiceGaveNothing(reason: TerminalText.sanitize(error.reason))))
      }
    case nil:
      break
    }
    return say(
      .locationCouldNotTell(
        reasons: reasons.joined(separator: "; "),
        hints: hints.joined(separator: say(.listSeparator))))
  }

  /// The `location` member of `--json` documents.
  public static func json(_ outcome: LocationOutcome) -> JSONNode {
    var members: [JSONWriter.Member] = []
    if let located = outcome.located {
      members.append(("method", .string(located.method.rawValue)))
      members.append(("label", .string(located.method.label)))
    } else {
      members.append(("method", .null))
      members.append(("label", .null))
    }
    members.append(("timezone", outcome.timeZone.map(JSONNode.string) ?? .null))
    if let network = outcome.network {
      let text: String =
        switch network {
        case .allowed: "allowed"
        case .denied: "denied"
        case .notAsked: "notAsked"
        case .offline: "offline"
        }
      members.append(("network", .string(text)))
    }
    if let error = outcome.networkError {
      members.append(
        (
          "networkError",
          .object([
            ("kind", .string(error.kind)), ("reason", .string(TerminalText.sanitize(error.reason))),
          ])
        ))
    }
    return .object(members)
  }
}
