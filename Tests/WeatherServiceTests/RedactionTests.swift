import Foundation
import HTTP
import TestSupport
import Testing
import Weather

@testable import WeatherService

/// The API key never leaves in any spelling: as sent, percent-encoded, `+`-encoded, encoded
/// twice, upper- or lowercased, or cut short by truncation.
@Suite(.size(.medium)) struct RedactionTests {
  /// A key with characters that change when percent-encoded, and letters that change case.
  static let key = "s3cr3T key/Zq+Ü"

  /// Every way a server may echo the key.
  static func spellings(_ key: String) -> [String] {
    let once = BaseURL.encode(key)
    return [
      key, key.lowercased(), key.uppercased(), once, once.lowercased(), once.uppercased(),
      once.replacingOccurrences(of: "%20", with: "+"), BaseURL.encode(once),
      key.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? key,
    ]
  }

  @Test(arguments: spellings(key))
  func everySpellingIsCut(spelling: String) {
    let text = "invalid request for /data/2.5/weather?lat=1&appid=\(spelling)&units=metric"
    let cleaned = RemoteText.clean(text, removing: [Self.key]) ?? ""
    #expect(cleaned.contains("appid=<key>"), "\(cleaned)")
    for variant in Self.spellings(Self.key) {
      #expect(!cleaned.lowercased().contains(variant.lowercased()))
    }
  }

  @Test(arguments: [150, 155, 158, 159])
  func textCutShortNeverLeavesAPieceOfTheKeyOrMask(padding: Int) {
    let text = String(repeating: "x", count: padding) + "appid=" + BaseURL.encode(Self.key)
    let cleaned = RemoteText.clean(text, removing: [Self.key], limit: 160) ?? ""
    #expect(!cleaned.lowercased().contains("s3cr"), "\(cleaned)")
    #expect(cleaned.hasSuffix("…"))
    if let open = cleaned.lastIndex(of: "<") {
      #expect(cleaned[open...].hasPrefix("<key>"), "no half mask: \(cleaned)")
    }
  }

  @Test func aKeyTheServerCutShortIsCutToo() {
    let cleaned = RemoteText.clean("bad appid=S3CR3t%20k", removing: [Self.key]) ?? ""
    #expect(cleaned == "bad appid=<key>")
  }

  @Test(arguments: ["echo-key", "echo-url", "echo-key-type", "echo-key-header"])
  func echoingServersNeverGetTheKeyIntoAMessage(mode: String) async throws {
    let stub = try await TestService.stub()
    let base = stub.url("fault=\(mode)")
    var caught: WeatherError?
    do {
      _ = try await TestService.with(
        openWeatherMap: base, key: Self.key, provider: .openWeatherMap,
        httpClock: RecordingHTTPClock()
      ) { service in
        try await service.forecast(for: TestPlaces.berlin, policy: .refresh)
      }
    } catch let error as WeatherError {
      caught = error
    }
    let message = try #require(caught?.message)
    for variant in Self.spellings(Self.key) {
      #expect(!message.lowercased().contains(variant.lowercased()), "\(mode): \(message)")
    }
    #expect(!message.lowercased().contains("s3cr3t"), "\(mode): \(message)")
    if mode == "echo-url" || mode == "echo-key-type" { #expect(message.contains("<key>")) }
  }
}
