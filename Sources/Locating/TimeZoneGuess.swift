import PlaceModel
import Places

/// The offline guess: the most populous gazetteer place in the system time zone.
public enum TimeZoneGuess {
  /// Other names of zones the gazetteer files under their current name.
  static let aliases: [String: String] = [
    "Asia/Calcutta": "Asia/Kolkata", "Asia/Saigon": "Asia/Ho_Chi_Minh",
    "Asia/Katmandu": "Asia/Kathmandu", "Asia/Rangoon": "Asia/Yangon",
    "Europe/Kiev": "Europe/Kyiv", "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
    "US/Eastern": "America/New_York", "US/Central": "America/Chicago",
    "US/Mountain": "America/Denver", "US/Pacific": "America/Los_Angeles",
    "US/Alaska": "America/Anchorage", "US/Hawaii": "Pacific/Honolulu",
    "Canada/Eastern": "America/Toronto", "Canada/Pacific": "America/Vancouver",
    "Japan": "Asia/Tokyo", "ROK": "Asia/Seoul", "PRC": "Asia/Shanghai",
    "Singapore": "Asia/Singapore",
    "Hongkong": "Asia/Hong_Kong", "Turkey": "Europe/Istanbul", "Israel": "Asia/Jerusalem",
    "Egypt": "Africa/Cairo", "Iran": "Asia/Tehran", "Poland": "Europe/Warsaw",
    "Portugal": "Europe/Lisbon", "GB": "Europe/London", "Eire": "Europe/Dublin",
    "NZ": "Pacific/Auckland", "Brazil/East": "America/Sao_Paulo",
    "Mexico/General": "America/Mexico_City",
    "Australia/ACT": "Australia/Sydney", "Australia/NSW": "Australia/Sydney",
  ]

  /// The place for zone `name`, or nil when no gazetteer place is in it (UTC, `Etc/GMT+3`).
  public static func place(forZone name: String, in gazetteer: Gazetteer) -> Place? {
    if let place = gazetteer.mostPopulous(inTimeZone: name) { return place }
    if let current = aliases[name] { return gazetteer.mostPopulous(inTimeZone: current) }
    if let old = aliases.first(where: { $0.value == name })?.key {
      return gazetteer.mostPopulous(inTimeZone: old)
    }
    return nil
  }
}
