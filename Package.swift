// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "wxsh",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "wxsh", targets: ["wxsh"])
  ],
  dependencies: [
    // Exact: end-to-end tests read its usage and error text, which any 1.x release may reword.
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    // The journal's SQLite database (over Debian's libsqlite3): migrations, WAL, typed errors.
    .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
  ],
  targets: [
    // MARK: C libraries

    /// libedit, through `static inline` non-variadic wrappers (see shim.h).
    .systemLibrary(
      name: "CEditLine",
      providers: [.apt(["libedit-dev"])]
    ),

    // MARK: Libraries

    /// Terminal facts (tty, width, colour), display width, and the output sanitiser.
    .target(name: "Terminal"),
    /// Every sentence wxsh shows a person, keyed by meaning, and the language it speaks.
    .target(name: "Catalog"),
    /// The command language: input folding, tokenizer, command declarations, the parser that
    /// reads words against them, the registry, did-you-mean.
    .target(name: "CommandLanguage", dependencies: ["Catalog"]),
    /// Tab completion: candidates, common prefix, column listing.
    .target(name: "Completion", dependencies: ["CommandLanguage"]),
    /// Crash-safe files: private directories, flock, temp + fsync + rename.
    .target(name: "Storage"),
    /// The libedit line editor and the crash-safe history file.
    .target(
      name: "LineEditor",
      dependencies: ["Catalog", "CEditLine", "Completion", "Storage", "Terminal"]),
    /// The versioned JSON profile: saved places, units, theme, last viewed place.
    .target(
      name: "ProfileStore",
      dependencies: ["Catalog", "JSON", "Storage", "Terminal", "VersionedStore", "Weather"]),
    /// The one JSON value, its strict single-pass parser and the ordered writer (files and
    /// `--json` documents), escaping every character that could steer a terminal.
    .target(name: "JSON", dependencies: ["Terminal"]),
    /// The shared save protocol for versioned JSON files.
    .target(name: "VersionedStore", dependencies: ["Catalog", "JSON", "Storage"]),
    /// The weather journal: entries stamped with the place and its weather, in a SQLite
    /// database with full-text search in every script, migrated from the older JSON files.
    .target(
      name: "Journal",
      dependencies: [
        "Catalog", "JSON", "Storage", "VersionedStore", "Weather",
        .product(name: "GRDB", package: "GRDB.swift"),
      ]),
    /// What a fetch is, apart from the network: its hard time limit (each HTTP attempt, the
    /// shell's side work), how it treats its cache (fresh, refresh, offline, stale fallback)
    /// for every client, and why a GET failed. No I/O.
    .target(name: "FetchModel", dependencies: ["Catalog"]),
    /// What a place is (gazetteer, online or typed coordinates), what a place search found,
    /// why the online search gave nothing, and what "My Location" found: the place, how, why
    /// the network gave nothing. No I/O.
    .target(name: "PlaceModel", dependencies: ["Catalog", "FetchModel", "Terminal"]),
    /// The offline GeoNames gazetteer and the prefix autocompleter.
    .target(name: "Places", dependencies: ["Catalog", "PlaceModel"]),
    /// The gazetteer's write side: the generator's rows read and built into `places.bin`, with
    /// the same normaliser and ranking the search reads it with. Only the data tool and tests.
    .target(name: "GazetteerBuild", dependencies: ["PlaceModel", "Places"]),
    /// The weather domain: forecasts, conditions, units, a fetched forecast or air quality and
    /// where it came from, the weather errors; provider-independent. No I/O.
    .target(name: "Weather", dependencies: ["Catalog", "FetchModel", "Terminal"]),
    /// HTTP GETs of JSON: base URLs, policy, deadlines, retries, body cap, redaction.
    .target(
      name: "HTTP",
      dependencies: [
        "Catalog", "FetchModel", "Terminal",
        .product(name: "AsyncHTTPClient", package: "async-http-client"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
      ]
    ),
    /// Providers (Open-Meteo, OpenWeatherMap) and the on-disk cache, over the HTTP target.
    .target(
      name: "WeatherService",
      dependencies: ["FetchModel", "HTTP", "JSON", "Weather", "Storage", "Terminal"]),
    /// "My Location": the time-zone guess, the network location client and the resolver.
    .target(name: "Locating", dependencies: ["HTTP", "PlaceModel", "Places"]),
    /// Online place search (Open-Meteo geocoding) for places the gazetteer does not have.
    .target(
      name: "Geocoding",
      dependencies: [
        "Catalog", "FetchModel", "HTTP", "JSON", "PlaceModel", "Places", "Storage", "Terminal",
      ]),
    /// What an official alert is: the alert, its severity, source, query and report, the rules
    /// for which are active, why no alerts could be had. No network.
    .target(name: "AlertModel", dependencies: ["Catalog", "FetchModel"]),
    /// Official severe-weather alerts: the NWS, MeteoAlarm, JMA and ECCC clients, their
    /// decoders, area matching and the disk cache.
    .target(
      name: "Alerts",
      dependencies: ["AlertModel", "Catalog", "FetchModel", "HTTP", "JSON", "Storage", "Terminal"]),
    /// Desktop notices through the freedesktop notification service on the D-Bus session bus,
    /// spoken over its Unix socket (no library: libdbus would load libsystemd and its
    /// compression libraries into every wxsh start).
    .target(name: "Notifications"),
    /// What `wxsh watch` sends: a notice, and the ledger of the events already sent (its
    /// file's bytes). No I/O.
    .target(name: "WatchModel", dependencies: ["JSON"]),
    /// Text renderers for the now, hourly, daily, details, page and list views.
    .target(
      name: "Views", dependencies: ["AlertModel", "Catalog", "Weather", "PlaceModel", "Terminal"]),
    /// Text and JSON shaping of everything the shell prints: place labels and headers, weather
    /// JSON, journal text, location text, help, the command output value.
    .target(
      name: "Rendering",
      dependencies: [
        "AlertModel", "Catalog", "CommandLanguage", "JSON", "Journal", "PlaceModel", "Terminal",
        "Views", "WatchModel", "Weather",
      ]
    ),
    /// Every side effect the shell has, as values of closures passed in from the top: the
    /// forecast, location, alert, air, place-search and language clients, the profile and journal
    /// openers, the gazetteer loader, terminal, clock, output, pager, editor and questions. The
    /// live makers are in the executable (`Sources/wxsh/Live`); tests pass their own.
    .target(
      name: "Clients",
      dependencies: [
        "AlertModel", "Catalog", "CommandLanguage", "FetchModel", "Journal", "LineEditor",
        "Locating", "PlaceModel", "Places", "ProfileStore", "Storage", "Terminal",
        "VersionedStore", "Weather",
      ]
    ),
    /// The session: commands, the script and interactive loops.
    .target(
      name: "Shell",
      dependencies: [
        "AlertModel", "Catalog", "Clients", "CommandLanguage", "Completion", "FetchModel",
        "Journal",
        "LineEditor", "Locating", "PlaceModel", "Places",
        "ProfileStore", "Rendering", "Storage", "Terminal", "JSON", "VersionedStore", "Views",
        "WatchModel", "Weather",
      ]
    ),

    // MARK: Executables

    /// The entry point: the command line, the live dependencies (the network clients, files,
    /// terminal and clock the shell is given) and the run.
    .executableTarget(
      name: "wxsh",
      dependencies: [
        "AlertModel", "Alerts", "Catalog", "Clients", "CommandLanguage", "Geocoding", "Journal",
        "LineEditor", "Locating", "Notifications", "WatchModel", "Places", "ProfileStore",
        "Rendering", "Shell",
        "Storage", "Terminal", "Weather", "WeatherService",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    /// A local server that answers like Open-Meteo and OpenWeatherMap, with fault modes.
    .executableTarget(
      name: "wxsh-stub-server",
      dependencies: [
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
      ]
    ),
    /// Builds `share/wxsh/places.bin` from the generator script's intermediate file.
    .executableTarget(name: "wxsh-gazetteer", dependencies: ["GazetteerBuild", "Places"]),
    /// The translators' tool: writes the `.pot` template, checks and updates `.po` files.
    .executableTarget(name: "wxsh-catalog", dependencies: ["Catalog"]),
    /// Prints benchmark numbers for the hot paths.
    .executableTarget(
      name: "wxsh-bench",
      dependencies: [
        "AlertModel", "Alerts", "Catalog", "HTTP", "JSON", "PlaceModel", "Places", "Weather",
        "WeatherService",
      ]),

    // MARK: Tests

    /// Each suite's size (small, medium, large) and `WXSH_TEST_SIZE`: no dependencies, so the
    /// small test targets compile without waiting for TestSupport's HTTP client.
    .target(name: "TestSize", path: "Tests/TestSize"),
    /// The shared test helpers; they ask the stub server over AsyncHTTPClient, never
    /// FoundationNetworking (see Tests/TestSupport/StubServerProcess.swift).
    .target(
      name: "TestSupport",
      dependencies: [
        "TestSize",
        .product(name: "AsyncHTTPClient", package: "async-http-client"),
        .product(name: "NIOCore", package: "swift-nio"),
      ],
      path: "Tests/TestSupport"),
    .testTarget(name: "TerminalTests", dependencies: ["TestSize", "Terminal"]),
    .testTarget(
      name: "CommandLanguageTests", dependencies: ["TestSize", "Catalog", "CommandLanguage"]),
    .testTarget(name: "CatalogTests", dependencies: ["TestSize", "Catalog"]),
    .testTarget(
      name: "CompletionTests",
      dependencies: ["TestSize", "Catalog", "Completion", "CommandLanguage"]),
    .testTarget(
      name: "StorageTests", dependencies: ["Storage", "VersionedStore", "TestSupport"]),
    /// Runs a LineEditor on its own thread for the pseudo-terminal tests.
    .executableTarget(
      name: "line-editor-harness", dependencies: ["LineEditor", "Completion", "Terminal"],
      path: "Tests/LineEditorHarness"),
    .testTarget(
      name: "LineEditorTests",
      dependencies: ["LineEditor", "Storage", "Terminal", "TestSupport", "line-editor-harness"]),
    /// Saves the profile in a loop for the crash and concurrency tests.
    .executableTarget(
      name: "profile-harness", dependencies: ["ProfileStore"], path: "Tests/ProfileHarness"),
    .testTarget(
      name: "ProfileStoreTests",
      dependencies: ["ProfileStore", "Storage", "Weather", "TestSupport", "profile-harness"]),
    .testTarget(
      name: "JournalTests",
      dependencies: ["Journal", "TestSupport", .product(name: "GRDB", package: "GRDB.swift")]),
    .testTarget(name: "JSONTests", dependencies: ["TestSize", "JSON"]),
    .testTarget(name: "FetchModelTests", dependencies: ["TestSize", "FetchModel"]),
    .testTarget(name: "WeatherTests", dependencies: ["TestSize", "FetchModel", "Weather"]),
    .testTarget(name: "HTTPTests", dependencies: ["TestSize", "HTTP"]),
    .testTarget(name: "NotificationsTests", dependencies: ["Notifications"]),
    .testTarget(name: "WatchModelTests", dependencies: ["WatchModel", "Weather"]),
    .testTarget(
      name: "VersionedStoreTests", dependencies: ["Storage", "VersionedStore", "TestSupport"]),
    .testTarget(name: "RenderingTests", dependencies: ["Journal", "Rendering", "TestSupport"]),
    .testTarget(
      name: "WeatherServiceTests",
      dependencies: [
        "FetchModel", "HTTP", "Terminal", "Weather", "WeatherService", "TestSupport",
        "wxsh-stub-server",
      ]),
    .testTarget(
      name: "PlacesTests", dependencies: ["GazetteerBuild", "PlaceModel", "Places", "TestSupport"]),
    .testTarget(
      name: "AlertsTests",
      dependencies: [
        "AlertModel", "Alerts", "HTTP", "Terminal", "Views", "TestSupport", "wxsh-stub-server",
      ]),
    .testTarget(
      name: "GeocodingTests",
      dependencies: [
        "Geocoding", "HTTP", "JSON", "PlaceModel", "Places", "TestSupport", "wxsh-stub-server",
      ]),
    .testTarget(
      name: "LocatingTests",
      dependencies: [
        "HTTP", "Locating", "PlaceModel", "Places", "TestSupport", "wxsh-stub-server",
      ]),
    .testTarget(
      name: "ViewsTests",
      dependencies: ["Catalog", "Views", "PlaceModel", "Terminal", "Weather", "TestSupport"],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "ShellTests",
      dependencies: [
        "AlertModel", "Alerts", "Clients", "FetchModel", "Shell", "ProfileStore", "Journal",
        "Locating",
        "PlaceModel", "Places", "Terminal", "Completion", "Weather", "WeatherService", "Catalog",
        "CommandLanguage", "GazetteerBuild", "Rendering", "TestSupport",
      ],
      exclude: ["Fixtures"]),
    /// Random and boundary input for every decoder of outside data (WXSH_FUZZ_ITERATIONS).
    .testTarget(
      name: "FuzzTests",
      dependencies: [
        "TestSize",
        "AlertModel", "Alerts", "Geocoding", "JSON", "Journal", "Locating", "PlaceModel",
        "Places", "ProfileStore", "Terminal", "Views", "Weather", "WeatherService",
      ]),
    /// The command line as the executable reads it.
    .testTarget(name: "LaunchTests", dependencies: ["wxsh"]),
    .testTarget(
      name: "EndToEndTests",
      dependencies: ["wxsh", "Catalog", "Terminal", "TestSupport", "wxsh-stub-server"],
      exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)

// A nonisolated async function runs on its caller's executor (Swift 6.2's
// `nonisolated(nonsending)` by default): a command on the main actor that reads the weather,
// air, alerts and climate from the cache does it on the main thread, with no thread started
// and no hop (a cached `:now` started four threads and took 0.85 ms longer). Work that should
// run beside the caller says so: a task group's children, `Task.detached`,
// `concurrentPerform`; a network wait suspends as before.
for target in package.targets where target.type != .test && target.type != .system {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]
}

// The tests compile unoptimised in every configuration: scripts/test builds once, in release,
// so that the end-to-end suites run the optimised binary, and optimising the 20,000 lines of
// tests too cost minutes of a 2-core CI run for nothing (unsafeFlags are allowed in a root
// package; the last -O flag given wins).
for target in package.targets where target.type == .test {
  target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-Onone"])]
}
