import Catalog
import JSON
import PlaceModel
import Terminal
import Views

/// How places are written: result lines, populations and `--json` place objects.
public enum PlaceText {
  /// `2.0M`, `519.9K`, `980`; in the language's own compact form where its CLDR file is
  /// installed (`1035만`, `834万`, `3,4 Mio.`).
  public static func population(_ value: Int) -> String {
    if let text = Catalog.current.numberStyle?.compacted(value) { return text }
    switch value {
    case 1_000_000...: return oneDecimal(Double(value) / 1_000_000) + "M"
    case 1_000...: return oneDecimal(Double(value) / 1_000) + "K"
    default: return String(value)
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
    // Appended, not `joined`: see ARCHITECTURE.md, "What a start costs".
    var text = useTranslation ? translated : typedName ?? place.name
    if let region = place.regionName, !region.isEmpty,
      !(useTranslation && region == place.name),
      let shown = PlaceLabels.regionName(place)
    {
      text += ", " + shown
    }
    text += ", " + PlaceLabels.countryName(place)
    if let custom = place.customName { text = custom + " — " + text }
    if place.population > 0 { text += " · " + population(place.population) }
    return TerminalText.sanitize(text)
  }

  /// The line at most `width` cells wide: a long typed name is cut inside its brackets first
  /// (`Tampa (KYO · Tampa North…), Florida, United States · 414.5K`), then the names before the
  /// population.
  public static func line(for place: Place, typedName: String?, width: Int) -> String {
    let full = line(for: place, typedName: typedName)
    let excess = TerminalText.displayWidth(full) - width
    guard excess > 0 else { return full }
    if let typedName, typedName.hasSuffix(")"), let open = typedName.range(of: " (") {
      let inside = String(typedName[open.upperBound..<typedName.index(before: typedName.endIndex)])
      let room = TerminalText.displayWidth(inside) - excess
      if room >= 4 {
        let cut = TerminalText.truncate(inside, toWidth: room)
        let shorter = String(typedName[..<open.upperBound]) + cut + ")"
        return line(for: place, typedName: shorter)
      }
    }
    // Cut the names, not the population after them.
    let suffix = place.population > 0 ? " · " + population(place.population) : ""
    let room = width - TerminalText.displayWidth(suffix)
    guard !suffix.isEmpty, full.hasSuffix(suffix), room >= 8 else {
      return TerminalText.truncate(full, toWidth: width)
    }
    return TerminalText.truncate(String(full.dropLast(suffix.count)), toWidth: room) + suffix
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
