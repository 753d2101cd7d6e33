import JSON
import PlaceModel
import Terminal
import Views

/// How places are written: result lines, populations and `--json` place objects.
public enum PlaceText {
  /// `2.0M`, `519.9K`, `980`.
  public static func population(_ value: Int) -> String {
    switch value {
    case 1_000_000...: oneDecimal(Double(value) / 1_000_000) + "M"
    case 1_000...: oneDecimal(Double(value) / 1_000) + "K"
    default: String(value)
    }
  }

  private static func oneDecimal(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }

  /// `Daegu (대구), Daegu, South Korea · 2.4M`: `typedName` is the name to show when an
  /// alternate name was typed (`Daegu (대구)`), nil when the place's own name was matched.
  public static func line(for place: Place, typedName: String?) -> String {
    // The name in the user's language when the gazetteer's own name was matched (서울 for
    // Seoul); an alternate name that was typed is shown beside the gazetteer's.
    let translated = PlaceLabels.ownName(place)
    let useTranslation = typedName == nil && translated != TerminalText.sanitize(place.name)
    var parts = [useTranslation ? translated : typedName ?? place.name]
    if let region = place.regionName, !region.isEmpty,
      !(useTranslation && region == place.name),
      let shown = PlaceLabels.regionName(place)
    {
      parts.append(shown)
    }
    parts.append(PlaceLabels.countryName(place))
    var text = parts.joined(separator: ", ")
    if let custom = place.customName { text = custom + " — " + text }
    if place.population > 0 { text += " · " + population(place.population) }
    return TerminalText.sanitize(text)
  }

  /// `Hamburg, Hamburg, Germany · 2.0M`.
  public static func line(for place: Place) -> String {
    line(for: place, typedName: nil)
  }

  /// The place object every `--json` document uses.
  public static func json(_ place: Place, matched: String? = nil) -> JSONNode {
    var members: [JSONWriter.Member] = [
      ("id", .int(place.id)),
      ("name", .string(place.name)),
      ("region", place.regionName.map(JSONNode.string) ?? .null),
      ("regionCode", place.regionCode.map(JSONNode.string) ?? .null),
      ("country", .string(place.countryCode)),
      ("countryName", .string(place.countryName)),
      ("latitude", .double(place.latitude)),
      ("longitude", .double(place.longitude)),
      ("population", .int(place.population)),
      ("timezone", .string(place.timeZone)),
    ]
    if let matched { members.append(("matched", .string(matched))) }
    // Added later, only when they say something: a place found online or typed as
    // coordinates, and the user's own name for it.
    switch place.origin {
    case .gazetteer: break
    case .online: members.append(("source", .string("online")))
    case .coordinates: members.append(("source", .string("coordinates")))
    }
    if let custom = place.customName { members.append(("customName", .string(custom))) }
    return .object(members)
  }
}
