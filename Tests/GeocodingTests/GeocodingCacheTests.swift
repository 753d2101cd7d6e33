import Foundation
import JSON
import TestSupport
import Testing

@testable import Geocoding

/// The geocoding cache keeps only what it reads back (issue 40, item 7: answers of 1 to 2 MB,
/// under the HTTP body cap, were written and never read).
@Suite(.size(.small)) struct GeocodingCacheTests {
  /// An answer of about `megabytes` MB: one place, then padding in a field wxsh does not read.
  static func answer(megabytes: Double) -> JSONValue {
    let place = #"{"id":1,"name":"Gerlach","latitude":40.65,"longitude":-119.36,"timezone":"UTC"}"#
    let padding = String(repeating: "x", count: Int(megabytes * 1_048_576))
    let text = #"{"results":["# + place + #"],"padding":""# + padding + #""}"#
    return JSONValue.parse(Array(text.utf8)) ?? .null
  }

  @Test func anAnswerUnderTheBodyCapIsReadBack() async throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let service = GeocodingService(
      base: .success(GeocodingService.defaultBase), cacheDirectory: dir.path)
    service.store(Self.answer(megabytes: 1.5), query: "gerlach", language: "en")
    #expect(service.load("gerlach", language: "en")?.value.map(\.name) == ["Gerlach"])
    // One bigger than any answer the HTTP client accepts is not written at all.
    service.store(Self.answer(megabytes: 3), query: "big", language: "en")
    #expect(service.load("big", language: "en") == nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).count == 1)
    await service.shutdown()
  }
}
