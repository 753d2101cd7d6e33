import JSON
import PlaceModel

/// The documents of `:here`: where My Location was found (or why not), the pinned home place
/// and the network consent.
public enum HereJSON {
  /// No location and no place to show instead.
  public static func notFound(_ outcome: LocationOutcome) -> [JSONWriter.Member] {
    [("place", .null), ("location", LocationText.json(outcome))]
  }

  /// What is added to the page shown instead when no location was found.
  public static func fallback(_ outcome: LocationOutcome) -> [JSONWriter.Member] {
    [("location", LocationText.json(outcome)), ("fallback", .bool(true))]
  }

  /// How the location was found, for My Location's page.
  public static func location(_ outcome: LocationOutcome) -> JSONWriter.Member {
    ("location", LocationText.json(outcome))
  }

  /// `:here set PLACE`.
  public static func pinned(_ place: Place) -> [JSONWriter.Member] {
    [("place", PlaceText.json(place)), ("pinned", .bool(true))]
  }

  /// `:here clear`.
  public static let unpinned: [JSONWriter.Member] = [("place", .null), ("pinned", .bool(false))]

  /// `:here allow` and `:here deny`: the consent now stored (`granted`, `denied`).
  public static func consent(_ consent: String) -> [JSONWriter.Member] {
    [("consent", .string(consent))]
  }
}
