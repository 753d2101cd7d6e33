import AlertModel
import Alerts
import Clients
import Foundation
import Shell
import WeatherService

extension AlertClient {
  /// The NWS API for US places, MeteoAlarm's feeds for European ones, the Japan
  /// Meteorological Agency's bulletins for Japanese ones and Environment and Climate Change
  /// Canada's alerts for Canadian ones (`WXSH_NWS_URL`, `WXSH_METEOALARM_URL`, `WXSH_JMA_URL`
  /// and `WXSH_ECCC_URL` override them), cached for 10 minutes beside the forecasts;
  /// `subregions` adds the names of a gazetteer place's subregion to the names MeteoAlarm's
  /// areas are matched against; `areaCodes` gives the codes of the MeteoAlarm areas whose
  /// official outlines contain a point (latitude, longitude, country), for exact matching;
  /// `jmaKinds` names JMA's kinds of warning.
  public static func live(
    environment: [String: String], subregions: @escaping @Sendable (Int) -> [String] = { _ in [] },
    areaCodes: @escaping @Sendable (Double, Double, String) -> Set<String> = { _, _, _ in [] },
    outlinesCover: @escaping @Sendable (String) -> Bool = { _ in false },
    jmaKinds: @escaping @Sendable () -> JMAKinds = { .none }
  ) -> AlertClient {
    // Built when a command first asks for alerts: parsing the sources' addresses is not
    // start-up work.
    let sources = Lazy {
      OfficialAlerts(
        environment: environment,
        cacheDirectory: WeatherServiceConfiguration.cacheDirectory(environment: environment),
        subregions: subregions, areaCodes: areaCodes, outlinesCover: outlinesCover,
        jmaKinds: jmaKinds)
    }
    return AlertClient { query, now, offline, refresh async throws(AlertError) in
      try await sources.value.alerts(for: query, now: now, offline: offline, refresh: refresh)
    }
  }
}
