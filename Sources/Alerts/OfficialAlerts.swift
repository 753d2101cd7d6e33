import AlertModel
import Foundation

/// Every official alert source behind one call: the NWS for US places, MeteoAlarm for
/// European ones, the Japan Meteorological Agency for Japanese ones, Environment and Climate
/// Change Canada for Canadian ones and the Korea Meteorological Administration for Korean ones,
/// MeteoAlarm's query completed from the place data first (subregion names, the codes of the
/// official outlines that contain the point).
public struct OfficialAlerts: Sendable {
  /// The US source.
  let nws: NWSClient
  /// The European source.
  let meteoAlarm: MeteoAlarmClient
  /// The Japanese source.
  let jma: JMAClient
  /// The Canadian source.
  let eccc: ECCCClient
  /// The Korean source.
  let kma: KMAClient
  /// The names of a gazetteer place's subregion, by GeoNames id.
  let subregions: @Sendable (Int) -> [String]
  /// The MeteoAlarm area codes whose outlines contain a point (latitude, longitude, country).
  let areaCodes: @Sendable (Double, Double, String) -> Set<String>
  /// Whether the official outlines cover a country at all.
  let outlinesCover: @Sendable (String) -> Bool

  /// Creates the sources from the environment (`WXSH_NWS_URL`, `WXSH_METEOALARM_URL`,
  /// `WXSH_JMA_URL`, `WXSH_ECCC_URL`, `WXSH_KMA_URL` and `WXSH_KMA_KEY`) and the cache
  /// directory, with the place data's answers for MeteoAlarm's queries, JMA's and KMA's kinds
  /// of warning and the KMA zones the district outlines place.
  public init(
    environment: [String: String], cacheDirectory: String?,
    subregions: @escaping @Sendable (Int) -> [String] = { _ in [] },
    areaCodes: @escaping @Sendable (Double, Double, String) -> Set<String> = { _, _, _ in [] },
    outlinesCover: @escaping @Sendable (String) -> Bool = { _ in false },
    jmaKinds: @escaping @Sendable () -> JMAKinds = { .none },
    kmaKinds: @escaping @Sendable () -> KMAKinds = { .none },
    koreanZones: @escaping @Sendable (Double, Double) -> Set<String> = { _, _ in [] },
    knownKoreanZone: @escaping @Sendable (String) -> Bool = { _ in false }
  ) {
    nws = NWSClient(environment: environment, cacheDirectory: cacheDirectory)
    meteoAlarm = MeteoAlarmClient(environment: environment, cacheDirectory: cacheDirectory)
    jma = JMAClient(environment: environment, cacheDirectory: cacheDirectory, kinds: jmaKinds)
    eccc = ECCCClient(environment: environment, cacheDirectory: cacheDirectory)
    kma = KMAClient(
      environment: environment, cacheDirectory: cacheDirectory, kinds: kmaKinds,
      zones: koreanZones, knownZone: knownKoreanZone)
    self.subregions = subregions
    self.areaCodes = areaCodes
    self.outlinesCover = outlinesCover
  }

  /// The alerts active at `now` for a place from its country's source; `offline` reads only
  /// the cache (any age), `refresh` skips it.
  public func alerts(for query: AlertQuery, now: Date, offline: Bool, refresh: Bool)
    async throws(AlertError) -> AlertReport
  {
    switch query.source {
    case .nws:
      return try await nws.alerts(
        latitude: query.latitude, longitude: query.longitude, now: now, offline: offline,
        refresh: refresh)
    case .meteoalarm:
      return try await meteoAlarm.alerts(
        for: query, completing: { completed($0) }, now: now, offline: offline,
        refresh: refresh)
    case .eccc:
      return try await eccc.alerts(
        latitude: query.latitude, longitude: query.longitude, now: now, offline: offline,
        refresh: refresh)
    case .jma:
      return try await jma.alerts(
        latitude: query.latitude, longitude: query.longitude, now: now, offline: offline,
        refresh: refresh)
    case .kma:
      return try await kma.alerts(
        latitude: query.latitude, longitude: query.longitude, now: now, offline: offline,
        refresh: refresh)
    case nil:
      throw .noSource(countryCode: query.countryCode)
    }
  }

  /// The query MeteoAlarm is asked: the place's subregion among its names (second, after the
  /// place itself, except where MeteoAlarm has no subregion areas), the codes of the outlines
  /// that contain the point, and whether the country has outlines at all.
  func completed(_ query: AlertQuery) -> AlertQuery {
    var named = query
    let country = query.countryCode.uppercased()
    if let id = query.placeID, !AreaMatcher.countriesWithoutSubregionAreas.contains(country) {
      named.names.insert(contentsOf: subregions(id), at: min(1, named.names.count))
    }
    named.areaCodes.formUnion(areaCodes(query.latitude, query.longitude, country))
    named.outlinesCoverCountry = outlinesCover(country)
    return named
  }
}
