import AlertModel
import Alerts
import Clients
import Foundation
import Geocoding
import Testing
import WeatherService

@testable import Shell

extension AlertClient {
  /// An alert source that fails the test when asked: for sessions that must not look at
  /// alerts.
  static var failing: AlertClient {
    AlertClient { query, _, _, _ async throws(AlertError) in
      Issue.record("unexpected alert question for \(query.countryCode)")
      throw .offlineNothingCached
    }
  }

  /// An alert source with no alert, recording every question in `asked`: for sessions that
  /// view places where alerts are asked for (`:now` and `:show` in the US and Europe).
  static func none(_ asked: Locked<[AlertQuery]> = Locked([])) -> AlertClient {
    AlertClient { query, now, _, _ async throws(AlertError) in
      asked.withLock { $0.append(query) }
      return AlertReport(source: query.source ?? .nws, alerts: [], fetched: now, fromCache: true)
    }
  }
}

extension PlaceSearchClient {
  /// An online place search that fails the test when asked: for sessions whose places are
  /// all in the gazetteer.
  static var failing: PlaceSearchClient {
    PlaceSearchClient { query, _, _ in
      Issue.record("unexpected online place search for \(query)")
      return .failure(.notCached)
    }
  }
}

extension AirQualityClient {
  /// An air-quality source that fails the test when asked.
  static var failing: AirQualityClient {
    AirQualityClient { latitude, longitude, _ in
      Issue.record("unexpected air quality question for \(latitude),\(longitude)")
      return .failure(.notCached(.openMeteo))
    }
  }

  /// An air-quality source that has nothing, recording every point asked: for sessions that
  /// show `:now` or `:show`, whose air line is asked for beside the weather.
  static func none(_ asked: Locked<[Double]> = Locked([])) -> AirQualityClient {
    AirQualityClient { latitude, _, _ in
      asked.withLock { $0.append(latitude) }
      return .failure(.notCached(.openMeteo))
    }
  }
}
