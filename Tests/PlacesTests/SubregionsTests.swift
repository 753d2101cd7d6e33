import Foundation
import TestSupport
import Testing

@_spi(GazetteerBuild) @testable import Places

/// `subregions.tsv`: the real file beside the shipped gazetteer, and malformed ones.
@Suite(.needsPlaceData, .size(.medium)) struct SubregionsTests {
  /// The real file, beside the `places.bin` the other tests open.
  static let real: Subregions? = Subregions.defaultPath(environment: [:], executablePath: "")
    .map { Subregions(path: $0) }

  @Test func theDefaultPathIsBesideTheGazetteer() throws {
    let gazetteer = try #require(RealGazetteer.shared)
    let path = try #require(Subregions.defaultPath(environment: [:], executablePath: ""))
    #expect(path == Subregions.path(besideGazetteer: gazetteer.path))
    #expect(path.hasSuffix("/share/wxsh/subregions.tsv"))
    #expect(Subregions.path(besideGazetteer: "places.bin") == "subregions.tsv")
  }

  @Test func placesHaveTheirSecondLevelSubdivision() throws {
    let subregions = try #require(Self.real)
    let toulouse = subregions.names(placeID: 2_972_315)
    #expect(toulouse.first == "Haute-Garonne")
    #expect(toulouse.contains("Upper Garonne"))
    #expect(subregions.names(placeID: 2_988_507).contains("Paris"))
    #expect(subregions.names(placeID: 3_117_735).contains("Madrid"))
    let gazetteer = try #require(RealGazetteer.shared)
    #expect(
      Subregions(besideGazetteer: gazetteer.path).names(placeID: 2_972_315).first
        == "Haute-Garonne")
  }

  @Test func unknownPlacesHaveNone() throws {
    let subregions = try #require(Self.real)
    #expect(subregions.names(placeID: 0) == [])
    #expect(subregions.names(placeID: 1) == [])
    #expect(subregions.names(placeID: -2_972_315) == [])
    #expect(subregions.names(placeID: 999_999_999_999) == [])
    #expect(Subregions(path: "/nonexistent/subregions.tsv").names(placeID: 2_972_315) == [])
    #expect(Subregions(path: "/").names(placeID: 2_972_315) == [])
  }

  @Test func malformedFilesAnswerNothing() throws {
    let directory = try TemporaryDirectory(prefix: "wxsh-subregions")
    defer { directory.remove() }
    func subregions(_ bytes: [UInt8]) -> Subregions {
      let path = directory.file("subregions-\(UUID()).tsv")
      FileManager.default.createFile(atPath: path, contents: Data(bytes))
      return Subregions(path: path)
    }
    func text(_ string: String) -> [UInt8] { Array(string.utf8) }

    // Random bytes without tabs, so no line can parse by chance.
    let garbage = (0..<65_536).map { _ in UInt8.random(in: 0...255) }.map { $0 == 9 ? 32 : $0 }
    for id in [0, 1, 7, 2_972_315] { #expect(subregions(garbage).names(placeID: id) == []) }
    #expect(subregions([]).names(placeID: 1) == [])
    #expect(subregions(Array(repeating: 0x0A, count: 10_000)).names(placeID: 1) == [])
    #expect(subregions(Array(repeating: 0x41, count: 100_000)).names(placeID: 1) == [])

    let overlong = "5\t" + String(repeating: "A", count: Subregions.maximumLineLength) + "\n"
    let file = subregions(text("1\tOne\n" + overlong + "9\tNine\n"))
    #expect(file.names(placeID: 5) == [])
    #expect(file.names(placeID: 1) == ["One"])
    #expect(file.names(placeID: 9) == ["Nine"])

    let missingTab = subregions(text("1\tOne\n3 Three\n4Four\n\n\tx\n5\tFive|Five||V\n7\tSeven"))
    #expect(missingTab.names(placeID: 3) == [])
    #expect(missingTab.names(placeID: 4) == [])
    #expect(missingTab.names(placeID: 1) == ["One"])
    #expect(missingTab.names(placeID: 5) == ["Five", "V"])
    #expect(missingTab.names(placeID: 7) == ["Seven"])

    let bad = subregions(text("1\tOk|") + [0xFF, 0xFE] + text("|a\u{1}b|") + text("Fine\n"))
    #expect(bad.names(placeID: 1) == ["Ok", "Fine"])
    let many = (0..<100).map { "n\($0)" }.joined(separator: "|")
    #expect(subregions(text("2\t" + many + "\n")).names(placeID: 2).count == 32)
    let huge = subregions(text("99999999999999999999999999\tBig\n3\tThree\n"))
    #expect(huge.names(placeID: 3) == ["Three"])
  }
}
