// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "wxsh",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "wxsh", targets: ["wxsh"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
  ],
  targets: [
    // MARK: C libraries

    /// libedit, through `static inline` non-variadic wrappers (see shim.h).
    .systemLibrary(
      name: "CEditLine",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"])]
    ),

    // MARK: Libraries

    /// Terminal facts (tty, width, colour), display width, and the output sanitiser.
    .target(name: "Terminal"),
    /// The command language: tokenizer, command specs, registry, did-you-mean.
    .target(name: "CommandLanguage"),
    /// Tab completion: candidates, common prefix, column listing.
    .target(name: "Completion", dependencies: ["CommandLanguage", "Terminal"]),
    /// Crash-safe files: private directories, flock, temp + fsync + rename.
    .target(name: "Storage"),
    /// The libedit line editor and the crash-safe history file.
    .target(name: "LineEditor", dependencies: ["CEditLine", "Completion", "Storage", "Terminal"]),
    /// The versioned JSON profile: saved places, units, theme, last viewed place.
    .target(name: "ProfileStore", dependencies: ["Storage", "VersionedStore", "Weather"]),
    /// The shared save protocol for versioned JSON files, and the JSON value and writer.
    .target(name: "VersionedStore", dependencies: ["Storage"]),
    /// The weather journal: entries stamped with the place and its weather, crash-safe.
    .target(name: "Journal", dependencies: ["Storage", "VersionedStore"]),
    /// The offline GeoNames gazetteer and the prefix autocompleter.
    .target(name: "Places"),
    /// The weather domain: forecasts, conditions, units, provider-independent.
    .target(name: "Weather"),
    /// Providers (Open-Meteo, OpenWeatherMap), the HTTP policy and the on-disk cache.
    .target(
      name: "WeatherService",
      dependencies: [
        "Weather", "Storage", "Terminal",
        .product(name: "AsyncHTTPClient", package: "async-http-client"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
      ]
    ),
    /// "My Location": the time-zone guess, the network location client and the resolver.
    .target(name: "Locating", dependencies: ["Places", "Weather", "WeatherService"]),
    /// Text renderers for the now, hourly, daily, details, page and list views.
    .target(name: "Views", dependencies: ["Weather", "Places", "Terminal"]),
    /// The session: command dispatch, built-in commands, script and interactive loops.
    .target(
      name: "Shell",
      dependencies: [
        "CommandLanguage", "Completion", "Journal", "LineEditor", "Locating", "Places",
        "ProfileStore", "Terminal", "Views", "Weather", "WeatherService",
      ]
    ),

    // MARK: Executables

    .executableTarget(
      name: "wxsh",
      dependencies: [
        "Shell", "Weather",
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
    .executableTarget(name: "wxsh-gazetteer", dependencies: ["Places"]),
    /// Prints benchmark numbers for the hot paths.
    .executableTarget(
      name: "wxsh-bench", dependencies: ["Places", "Weather", "WeatherService"]),

    // MARK: Tests

    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "TerminalTests", dependencies: ["Terminal"]),
    .testTarget(name: "CommandLanguageTests", dependencies: ["CommandLanguage"]),
    .testTarget(name: "CompletionTests", dependencies: ["Completion"]),
    .testTarget(name: "StorageTests", dependencies: ["Storage", "TestSupport"]),
    /// Runs a LineEditor on its own thread for the pseudo-terminal tests.
    .executableTarget(
      name: "line-editor-harness", dependencies: ["LineEditor", "Completion"],
      path: "Tests/LineEditorHarness"),
    .testTarget(
      name: "LineEditorTests", dependencies: ["LineEditor", "TestSupport", "line-editor-harness"]),
    /// Saves the profile in a loop for the crash and concurrency tests.
    .executableTarget(
      name: "profile-harness", dependencies: ["ProfileStore"], path: "Tests/ProfileHarness"),
    .testTarget(
      name: "ProfileStoreTests", dependencies: ["ProfileStore", "TestSupport", "profile-harness"]),
    .testTarget(name: "JournalTests", dependencies: ["Journal", "TestSupport"]),
    .testTarget(
      name: "WeatherServiceTests",
      dependencies: ["WeatherService", "TestSupport", "wxsh-stub-server"]),
    .testTarget(name: "PlacesTests", dependencies: ["Places", "TestSupport"]),
    .testTarget(
      name: "LocatingTests",
      dependencies: ["Locating", "Places", "WeatherService", "TestSupport", "wxsh-stub-server"]),
    .testTarget(
      name: "ViewsTests", dependencies: ["Views", "TestSupport"], exclude: ["Snapshots"]),
    .testTarget(
      name: "ShellTests", dependencies: ["Shell", "TestSupport", "wxsh-stub-server"]),
    .testTarget(
      name: "EndToEndTests", dependencies: ["wxsh", "TestSupport", "wxsh-stub-server"]),
  ],
  swiftLanguageModes: [.v6]
)
