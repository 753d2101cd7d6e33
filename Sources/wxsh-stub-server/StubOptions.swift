/// The stub server's command line.
struct StubOptions {
  /// The address to bind; loopback only.
  var host = "127.0.0.1"
  /// The port; 0 picks a free one.
  var port = 0
  /// Seconds before the server exits by itself.
  var maxLifetime = 600.0
  /// A fault applied to every request that names none.
  var fault: String?
  /// The folder of captured answers served for `fixture=NAME`.
  var fixtures: String?
  /// Exit when standard input closes (default on unless stdin is a terminal).
  var exitOnStdinClose = true

  /// The usage text.
  static let usage = """
    usage: wxsh-stub-server [--port N] [--host 127.0.0.1|::1|localhost] [--max-lifetime SECONDS]
                            [--fault MODE] [--fixtures DIR] [--no-stdin-exit]

    Answers like Open-Meteo (/v1/forecast) and OpenWeatherMap (/data/2.5/weather, /forecast)
    on loopback with synthetic weather. Prints the bound port on the first stdout line.
    Faults per request via path prefix segments before /v1 or /data, e.g.
      http://127.0.0.1:PORT/fault=503/times=1/id=abc/v1/forecast?...
    so WXSH_OPEN_METEO_URL=http://127.0.0.1:PORT/fault=slow/delay=3000 works.
    Segments: fault=MODE times=N delay=MS retry-after=S|date:S now=EPOCH fixture=NAME after=N copies=N padding=N
    (others: counters).
    after=N serves the fixture only from the N+1th request with the same prefix on.
    fixture=NAME serves a captured answer from --fixtures DIR: NAME.forecast.json or
    NAME.weather.json for that endpoint, else NAME.json. Values are served as captured; time
    fields move by whole days so the captured day is today (in the answer's UTC offset), and
    Open-Meteo ISO times are written as unix times when the request asks timeformat=unixtime.
    Error bodies keep their status ("error":true: 400; OpenWeatherMap "cod": that status).
    NWS alerts (/alerts/active?point=LAT,LON): an empty FeatureCollection, or with
    fixture=NAME the file NAME.json (or NAME.html, sent as a 403) from the NWS folder beside
    --fixtures DIR; times move by whole hours so the collection's "updated" is this hour.
    MeteoAlarm (/api/v1/warnings/feeds-SLUG, SLUG lowercase letters and hyphens, else a
    404): {"warnings":[]}, or with fixture=NAME the file NAME.json from the MeteoAlarm folder
    beside --fixtures DIR; times move by whole hours so the newest alert's "sent" is this hour.
    JMA (/common/const/area.json, class20relm.json, geojson/class20s/CODE.json from JMA/const;
    /warning/data/r8/OFFICE.json from JMA/NAME/OFFICE.json with fixture=NAME, else a 404).
    ECCC (/collections/weather-alerts/items?bbox=W,S,E,N): an empty FeatureCollection, or with
    fixture=NAME the features of ECCC/NAME.json whose outline's box meets the bbox.
    Modes: slow trickle hang close 400 401 404 408 429 500 502 503 504 html html-error
           malformed truncated cut huge huge-chunked huge-error nulls wrong-types wrong-count
           escape echo-key echo-url echo-key-type echo-key-header error-200 redirect
    A huge Retry-After works with any mode that sends one: fault=429/retry-after=99999999999
    Control: GET /__requests[?filter=TEXT] (JSON log), DELETE /__requests, GET /__health.
    Exits when stdin closes (unless it is a terminal or --no-stdin-exit) or after
    --max-lifetime seconds (default 600).
    """

  /// Parses the arguments; returns an error text for bad ones.
  static func parse(_ arguments: [String]) -> Result<StubOptions, StubUsageError> {
    var options = StubOptions()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--port":
        guard let value = rest.popFirst().flatMap(Int.init), (0...65535).contains(value) else {
          return .failure(StubUsageError(text: "--port needs a number 0…65535"))
        }
        options.port = value
      case "--host":
        guard let value = rest.popFirst(), ["127.0.0.1", "::1", "localhost"].contains(value)
        else {
          return .failure(StubUsageError(text: "--host must be 127.0.0.1, ::1 or localhost"))
        }
        options.host = value
      case "--max-lifetime":
        guard let value = rest.popFirst().flatMap(Double.init), value > 0 else {
          return .failure(StubUsageError(text: "--max-lifetime needs a positive number"))
        }
        options.maxLifetime = value
      case "--fault":
        guard let value = rest.popFirst() else {
          return .failure(StubUsageError(text: "--fault needs a mode"))
        }
        options.fault = value
      case "--fixtures":
        guard let value = rest.popFirst() else {
          return .failure(StubUsageError(text: "--fixtures needs a directory"))
        }
        options.fixtures = value
      case "--no-stdin-exit":
        options.exitOnStdinClose = false
      case "--help", "-h":
        return .failure(StubUsageError(text: usage, isHelp: true))
      default:
        return .failure(StubUsageError(text: "unknown argument: \(argument)\n\n\(usage)"))
      }
    }
    return .success(options)
  }
}

/// A command-line problem, or the help text.
struct StubUsageError: Error {
  /// What to print.
  var text: String
  /// True for `--help` (exit 0).
  var isHelp = false
}
