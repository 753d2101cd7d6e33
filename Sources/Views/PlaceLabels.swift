import Catalog
import Foundation
import PlaceModel

/// The shortest names that tell a set of places apart: `Portland, OR` and `Portland, ME`,
/// `Frankfurt, Hesse` and `Frankfurt, Brandenburg`, plain `Seoul` when it is the only one.
///
/// Every list, confirmation and refresh line that shows several places names them this way.
public enum PlaceLabels {
  /// The labels of `places`, by position: each the first of name, name with region, name with
  /// country, name with region and country that no other place in the set shares.
  public static func labels(for places: [Place]) -> [String] {
    let levels = places.map(candidates(for:))
    // Per level, each label's place id, or `shared` once two different places have it: one
    // dictionary look-up per label, so 10,000 saved places take milliseconds.
    let shared = Int.min
    var owners = [[String: Int]](repeating: [:], count: levels.map(\.count).max() ?? 0)
    for level in owners.indices { owners[level].reserveCapacity(places.count) }
    for (place, candidates) in zip(places, levels) {
      for (level, text) in candidates.enumerated() {
        if let owner = owners[level][text] {
          if owner != place.id { owners[level][text] = shared }
        } else {
          owners[level][text] = place.id
        }
      }
    }
    return zip(places, levels).map { place, candidates in
      // The same place twice is one place; a label is taken when no other place has it.
      for (level, text) in candidates.enumerated() where owners[level][text] == place.id {
        return text
      }
      return candidates.last ?? displayName(place)
    }
  }

  /// The label of `place` among `others` (which may include it).
  public static func label(for place: Place, among others: [Place]) -> String {
    var set = others.filter { $0.id != place.id }
    set.insert(place, at: 0)
    return labels(for: set)[0]
  }

  /// The label of one place on its own with its region and country: `Portland, OR, US`.
  public static func qualified(_ place: Place) -> String {
    candidates(for: place).last ?? displayName(place)
  }

  /// The user's own name for the place (`Home`), else its name in the current language.
  public static func displayName(_ place: Place) -> String {
    if let custom = place.customName { return Format.clean(custom) }
    return ownName(place)
  }

  /// The place's own name in the current language (`서울` for Seoul in Korean), from the
  /// language's names file; else its gazetteer name. The user's name for it is not used.
  public static func ownName(_ place: Place) -> String {
    Format.clean(Catalog.current.placeName(id: place.id) ?? place.name)
  }

  /// The place's region in the current language (`경기도` for Gyeonggi in Korean), else the
  /// gazetteer's; nil when the place has none.
  public static func regionName(_ place: Place) -> String? {
    guard let region = place.regionName, !region.isEmpty else { return nil }
    if let code = place.regionCode, let name = Catalog.current.regionName(code: code) {
      return Format.clean(name)
    }
    return Format.clean(region)
  }

  /// `서울, 대한민국`: the name, the region and the country, in the current language where it
  /// has them; a region named like the city is left out when the city's name is translated
  /// (`서울, 대한민국`, not `서울, Seoul, 대한민국`).
  /// A place under the user's own name says which place it is: `Home — 서울, 대한민국`.
  public static func fullName(_ place: Place) -> String {
    let own = ownFullName(place)
    guard let custom = place.customName else { return own }
    return Format.clean(custom) + " — " + own
  }

  /// `서울, 대한민국` whatever the user calls the place.
  public static func ownFullName(_ place: Place) -> String {
    let rest = regionAndCountry(place)
    return rest.isEmpty ? ownName(place) : ownName(place) + ", " + rest
  }

  /// `Seoul, South Korea` after a place's name: its region and its country. A region named like
  /// the city is left out when the city's name is translated (서울, 대한민국), and a point at sea
  /// has no country (no trailing comma).
  public static func regionAndCountry(_ place: Place) -> String {
    // Appended, not `joined`: see ARCHITECTURE.md, "What a start costs".
    var text = ""
    let translated = ownName(place) != Format.clean(place.name)
    if let region = place.regionName, !region.isEmpty, !(translated && region == place.name),
      let shown = regionName(place)
    {
      text = shown
    }
    let country = countryName(place)
    if !country.isEmpty { text += text.isEmpty ? country : ", " + country }
    return text
  }

  /// The place's country in the current language (`중국` in Korean, from CLDR's names built at
  /// set-up, else the system's ICU data, whose fork names China `중국 본토`), else as the
  /// gazetteer names it, else its code.
  public static func countryName(_ place: Place) -> String {
    let language = Catalog.current.language
    if language != "en", let name = Catalog.current.countryName(code: place.countryCode) {
      return Format.clean(name)
    }
    if language != "en", !place.countryCode.isEmpty,
      let name = Locale(identifier: language).localizedString(forRegionCode: place.countryCode),
      !name.isEmpty
    {
      return Format.clean(name)
    }
    return Format.clean(place.countryName.isEmpty ? place.countryCode : place.countryName)
  }

  /// The labels to try, shortest first: a place under the user's own name is that name, then
  /// that name with the place's labels (`Home — Portland, OR`).
  static func candidates(for place: Place) -> [String] {
    let own = ownCandidates(for: place)
    guard let custom = place.customName.map(Format.clean) else { return own }
    return [custom] + own.map { custom + " — " + $0 }
  }

  /// The labels of the place by its own name, shortest first.
  static func ownCandidates(for place: Place) -> [String] {
    let name = ownName(place)
    let country = Format.clean(place.countryCode)
    var region: String?
    if Place.regionCodeCountries.contains(place.countryCode), let short = place.regionShortCode {
      region = Format.clean(short)
    } else if let name = place.regionName, !name.isEmpty, name != place.name {
      region = regionName(place)
    }
    var result = [name]
    if let region { result.append("\(name), \(region)") }
    if !country.isEmpty { result.append("\(name), \(country)") }
    if let region, !country.isEmpty { result.append("\(name), \(region), \(country)") }
    return result
  }
}
