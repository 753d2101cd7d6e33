import HTTP
import Weather

extension WeatherError {
  /// Cleans remote text for storing in an error: no controls, no key, at most `limit` characters.
  static func cleanRemoteText(_ text: String, removing secrets: [String], limit: Int = 160)
    -> String?
  {
    RemoteText.clean(text, removing: secrets, limit: limit)
  }
}
