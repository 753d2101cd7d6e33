/// The parts of OpenWeatherMap 2.5 answers wxsh reads; every field is optional.
///
/// `cod` is not read: it is a number in some answers and a string in others, and the HTTP
/// status already says whether the call worked.
enum OpenWeatherMapResponse {
  /// `/data/2.5/weather`.
  struct Current: Decodable, Sendable {
    var weather: [Condition]?
    var main: Main?
    var visibility: Double?
    var wind: Wind?
    var rain: Precipitation?
    var snow: Precipitation?
    var clouds: Clouds?
    var dt: Double?
    var sys: Sys?
    var timezone: Double?
  }

  /// `/data/2.5/forecast`.
  struct Forecast: Decodable, Sendable {
    var list: [Item]?
    var city: City?
  }

  /// One 3-hour step of the forecast.
  struct Item: Decodable, Sendable {
    var dt: Double?
    var main: Main?
    var weather: [Condition]?
    var clouds: Clouds?
    var wind: Wind?
    var visibility: Double?
    var pop: Double?
    var rain: Precipitation?
    var snow: Precipitation?
    var sys: Sys?
  }

  /// One entry of the `weather` array.
  struct Condition: Decodable, Sendable {
    var id: Double?
    var icon: String?
  }

  /// Temperatures, pressure and humidity.
  struct Main: Decodable, Sendable {
    var temp: Double?
    var feelsLike: Double?
    var pressure: Double?
    var humidity: Double?

    enum CodingKeys: String, CodingKey {
      case temp, pressure, humidity
      case feelsLike = "feels_like"
    }
  }

  /// Wind in m/s (metric) and degrees.
  struct Wind: Decodable, Sendable {
    var speed: Double?
    var deg: Double?
    var gust: Double?
  }

  /// Rain or snow in mm over the last 1 or 3 hours.
  struct Precipitation: Decodable, Sendable {
    var oneHour: Double?
    var threeHours: Double?

    enum CodingKeys: String, CodingKey {
      case oneHour = "1h"
      case threeHours = "3h"
    }
  }

  /// Cloud cover.
  struct Clouds: Decodable, Sendable {
    var all: Double?
  }

  /// Sun times and the day/night flag.
  struct Sys: Decodable, Sendable {
    var sunrise: Double?
    var sunset: Double?
    var pod: String?
  }

  /// The forecast's place facts.
  struct City: Decodable, Sendable {
    var timezone: Double?
    var sunrise: Double?
    var sunset: Double?
  }
}
