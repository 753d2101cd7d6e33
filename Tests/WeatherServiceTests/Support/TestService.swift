import Foundation
import HTTP
import Synchronization
import TestSupport
import Testing
import Weather

@testable import WeatherService

/// A settable clock for cache tests.
final class TestClock: Sendable {
  private let current: Mutex<Date>

  /// Starts at `date`.
  init(_ date: Date) { current = Mutex(date) }

  /// Moves the clock forward.
  func advance(by seconds: Double) { current.withLock { $0 = $0.addingTimeInterval(seconds) } }

  /// The clock as the service's `now` closure.
  var now: @Sendable () -> Date { { self.current.withLock { $0 } } }
}

/// Helpers to build services pointed at the stub with short test deadlines.
enum TestService {
  /// A policy for normal answers: 5 s connect, 15 s per attempt, 30 s in all, tiny backoff.
  ///
  /// Generous enough that a loaded machine running the suite in parallel never retries: with
  /// two builds running beside the suite, one 16-day answer was seen taking 13 s.
  static let fastPolicy = HTTPPolicy(
    connectTimeout: 5, requestTimeout: 15, totalBudget: 30, maxAttempts: 3, backoffBase: 0.05,
    backoffCap: 0.2, maxRetryAfter: 3, maxBodyBytes: 2 << 20)

  /// A tight policy for stalling servers: 1 s per attempt, 3.5 s in all.
  ///
  /// Twenty attempts are allowed, so a fetcher that ignored the total budget would take 20 s or
  /// more: far beyond ``stallBound`` even on a loaded machine, so the bound can still fail. The
  /// budget leaves room for a second attempt even when the first ends late on a machine busy
  /// with the rest of the suite (with 2.5 s, a full local run once saw only one).
  static let stallPolicy = HTTPPolicy(
    connectTimeout: 1, requestTimeout: 1, totalBudget: 3.5, maxAttempts: 20, backoffBase: 0.05,
    backoffCap: 0.2, maxRetryAfter: 2, maxBodyBytes: 2 << 20)

  /// The longest a request under ``stallPolicy`` may take: its budget plus room for a machine
  /// busy with the rest of the suite (2 cores, dozens of child processes, a CI run seen taking
  /// 8 s); well below the 20 s a fetcher without a total budget would spend.
  static let stallBound = stallPolicy.totalBudget + 7

  /// The stub server, or a thrown error when it cannot start.
  static func stub() async throws -> StubServerProcess {
    try await StubServerProcess.ready()
  }

  /// Builds a service, runs `body`, and always shuts the service down; on the tests' own
  /// thread (`DedicatedExecutor`), so deadlines and retry budgets are not spent waiting for a
  /// busy test runner.
  static func with<T>(
    isolation: isolated (any Actor)? = #isolation,
    openMeteo: String? = nil, openWeatherMap: String? = nil, key: String? = nil,
    provider: WeatherProvider = .openMeteo, cacheDirectory: String? = nil,
    policy: HTTPPolicy = fastPolicy, now: @escaping @Sendable () -> Date = { Date() },
    httpClock: any HTTPClock = SystemHTTPClock(),
    _ body: (WeatherService) async throws -> T
  ) async throws -> T {
    var environment: [String: String] = [:]
    if let openMeteo { environment["WXSH_OPEN_METEO_URL"] = openMeteo }
    if let openWeatherMap { environment["WXSH_OPENWEATHERMAP_URL"] = openWeatherMap }
    if let key { environment["OPENWEATHERMAP_API_KEY"] = key }
    var configuration = WeatherServiceConfiguration(environment: environment, provider: provider)
    configuration.cacheDirectory = cacheDirectory
    configuration.http = policy
    let service = WeatherService(configuration: configuration, now: now, httpClock: httpClock)
    return try await withTaskExecutorPreference(DedicatedExecutor(), isolation: isolation) {
      do {
        let result = try await body(service)
        await service.shutdown()
        return result
      } catch {
        await service.shutdown()
        throw error
      }
    }
  }

  /// GETs a JSON document from the stub (its control endpoints or a raw forecast).
  static func rawJSON(_ url: String) async throws -> Any {
    let fetcher = HTTPFetcher(policy: fastPolicy)
    do {
      let body = try await fetcher.get(url, host: "127.0.0.1")
      await fetcher.shutdown()
      return try JSONSerialization.jsonObject(with: Data(body))
    } catch {
      await fetcher.shutdown()
      throw error
    }
  }

  /// The URIs the stub saw that contain `text`.
  static func requests(containing text: String) async throws -> [String] {
    let stub = try await stub()
    let encoded = text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    let log = try await rawJSON(stub.baseURL + "/__requests?filter=" + encoded)
    return (log as? [[String: Any]] ?? []).compactMap { $0["uri"] as? String }
  }

  /// Returns once the stub has seen a request containing `text` (polling its log, at most
  /// 30 s: the whole suite runs at once on two cores, and a new HTTP client's first request has
  /// been seen to take more than 10 s to arrive there).
  static func waitForRequest(containing text: String) async throws {
    for _ in 0..<600 {
      if try await !requests(containing: text).isEmpty { return }
      try await Task.sleep(for: .milliseconds(50))
    }
    Issue.record("the stub never saw a request containing \(text)")
  }

  /// The `id=…` segment of a stub URL made by ``StubServerProcess/url(_:)``.
  static func id(of url: String) -> String {
    String(url.split(separator: "/").last ?? "")
  }

  /// Seconds elapsed while running `body`, on a thread of its own (`DedicatedExecutor`), so a
  /// busy test runner does not stretch the measurement.
  static func timed<T>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> T
  ) async throws -> (T, Double) {
    try await DedicatedExecutor.timed(isolation: isolation, body)
  }
}

/// Places the tests use, with their real zones.
enum TestPlaces {
  static let berlin = Location(
    latitude: 52.52, longitude: 13.41, timeZone: "Europe/Berlin", geonameID: 2_950_159,
    name: "Berlin")
  static let newYork = Location(
    latitude: 40.71, longitude: -74.01, timeZone: "America/New_York", name: "New York")
  static let kolkata = Location(
    latitude: 22.57, longitude: 88.36, timeZone: "Asia/Kolkata", name: "Kolkata")
  static let kathmandu = Location(
    latitude: 27.72, longitude: 85.32, timeZone: "Asia/Kathmandu", name: "Kathmandu")
  static let sydney = Location(
    latitude: -33.87, longitude: 151.21, timeZone: "Australia/Sydney", name: "Sydney")
}
