import AlertModel
import Alerts
import Clients
import Foundation
import Shell
import WeatherService

extension AlertClient {
  /// The NWS API for US places, MeteoAlarm's feeds for European ones, the Japan
  /// Meteorological Agency's bulletins for Japanese ones, Environment and Climate Change
  /// Canada's alerts for Canadian ones and the Korea Meteorological Administration's reports
  /// for Korean ones (`WXSH_NWS_URL`, `WXSH_METEOALARM_URL`, `WXSH_JMA_URL`, `WXSH_ECCC_URL`
  /// and `WXSH_KMA_URL` override them; `WXSH_KMA_KEY` holds the user's KMA key), cached for 10
  /// minutes beside the forecasts; `files` answers from the data beside the gazetteer (the
  /// names of a place's subregion, the official outlines that contain a point, the issuers'
  /// kinds of warning).
  static func live(environment: [String: String], files: AlertDataFiles) -> AlertClient {
    // Built when a command first asks for alerts: parsing the sources' addresses is not
    // start-up work.
    let sources = Lazy {
      OfficialAlerts(
        environment: environment,
        cacheDirectory: WeatherServiceConfiguration.cacheDirectory(environment: environment),
        subregions: files.subregionNames, areaCodes: files.areaCodes,
        outlinesCover: files.outlinesCover, jmaKinds: files.jmaKinds, kmaKinds: files.kmaKinds,
        koreanZones: files.koreanZones, knownKoreanZone: files.isKoreanZone)
    }
    return AlertClient { query, now, offline, refresh async throws(AlertError) in
      try await sources.value.alerts(for: query, now: now, offline: offline, refresh: refresh)
    }
  }
}
