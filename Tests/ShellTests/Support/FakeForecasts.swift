import Clients
import FetchModel
import Foundation
import Synchronization
import Testing
import Weather
import WeatherService

@testable import Shell

/// An in-memory forecast source: every fetch makes a forecast at the test clock's time, keeps
/// it as the "cache", and records the request, so tests see what the shell asked for.
final class FakeForecasts: Sendable {
  /// One request the shell made.
  struct Request: Sendable, Equatable {
    /// The places asked for, by GeoNames id.
    var ids: [Int]
    /// The policy asked with.
    var policy: FetchPolicy
  }

  private let clock: TestClock
  private let state = Mutex<(cache: [Int: Forecast], requests: [Request], failure: WeatherError?)>(
    ([:], [], nil))
  /// How long a forecast counts as fresh.
  let freshness: Double = 600

  /// Creates a source reading time from `clock`.
  init(clock: TestClock) { self.clock = clock }

  /// The requests made so far, in order.
  var requests: [Request] { state.withLock { $0.requests } }

  /// Makes later network fetches fail with `error` (nil: succeed again).
  func failFetches(with error: WeatherError?) { state.withLock { $0.failure = error } }

  /// The client the shell uses.
  var client: ForecastClient {
    ForecastClient(
      forecasts: { locations, policy in self.fetch(locations, policy) },
      cached: { location in
        let now = self.clock.now
        return self.state.withLock { state in
          state.cache[location.geonameID ?? 0].map {
            ForecastResult(forecast: $0, source: .cached(age: now.timeIntervalSince($0.fetchedAt)))
          }
        }
      },
      freshness: freshness, shutdown: {})
  }

  private func fetch(_ locations: [Location], _ policy: FetchPolicy) -> [Result<
    ForecastResult, WeatherError
  >] {
    let now = clock.now
    return state.withLock { state in
      state.requests.append(Request(ids: locations.map { $0.geonameID ?? 0 }, policy: policy))
      return locations.map { location in
        let id = location.geonameID ?? 0
        let cached = state.cache[id]
        let age = cached.map { now.timeIntervalSince($0.fetchedAt) }
        if let cached, let age, policy == .offline || (policy == .preferCache && age < freshness) {
          return .success(ForecastResult(forecast: cached, source: .cached(age: age)))
        }
        if policy == .offline { return .failure(.notCached(.openMeteo)) }
        if let failure = state.failure {
          guard let cached, let age else { return .failure(failure) }
          return .success(
            ForecastResult(forecast: cached, source: .stale(age: age, error: failure)))
        }
        let made = Self.forecast(for: location, at: now)
        state.cache[id] = made
        return .success(ForecastResult(forecast: made, source: .fetched))
      }
    }
  }

  /// A plausible forecast: 21 °C now, 48 hourly steps and 10 days from `time`.
  static func forecast(for location: Location, at time: Date) -> Forecast {
    let hour = (time.timeIntervalSince1970 / 3600).rounded(.down) * 3600
    let hours = (0..<48).map { step in
      HourlyItem(
        time: Date(timeIntervalSince1970: hour + Double(step) * 3600),
        temperature: 15 + Double(step % 12), weatherCode: 2, isDay: true,
        precipitationProbability: 10, precipitation: 0, windSpeed: 12, windDirection: 200)
    }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: location.timeZone ?? "UTC") ?? .gmt
    let days = (0..<10).map { offset in
      let parts = calendar.dateComponents(
        [.year, .month, .day], from: time.addingTimeInterval(Double(offset) * 86_400))
      return DailyItem(
        date: LocalDate(year: parts.year ?? 2026, month: parts.month ?? 1, day: parts.day ?? 1),
        weatherCode: 2, high: 24, low: 12, precipitationSum: 0, precipitationProbability: 10)
    }
    return Forecast(
      provider: .openMeteo, fetchedAt: time, location: location,
      timeZoneIdentifier: location.timeZone,
      current: CurrentConditions(
        time: time, temperature: 21, apparentTemperature: 20, humidity: 50, weatherCode: 2,
        isDay: true, windSpeed: 12, windDirection: 200, pressure: 1015),
      hours: hours, days: days)
  }
}

/// A clock tests move by hand.
final class TestClock: Sendable {
  private let time: Mutex<Date>

  /// Creates a clock showing `start`.
  init(_ start: Date = Date(timeIntervalSince1970: 1_795_000_000)) { time = Mutex(start) }

  /// The time now.
  var now: Date { time.withLock { $0 } }

  /// Moves the clock forward.
  func advance(by seconds: Double) { time.withLock { $0 = $0.addingTimeInterval(seconds) } }

  /// The shell's view of this clock.
  var clock: Clients.Clock { Clients.Clock(now: { self.now }, zone: { .gmt }) }
}
