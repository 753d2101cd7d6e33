import AlertModel
import Foundation
import TestSupport
import Testing

@testable import Alerts

/// Which warning areas count as a place's: by outline, else by name.
@Suite(.size(.small)) struct AreaMatcherTests {
  /// A matcher for a point far from every test outline, with `names`.
  func matcher(_ names: [String], latitude: Double = 0, longitude: Double = 0) -> AreaMatcher {
    AreaMatcher(
      AlertQuery(latitude: latitude, longitude: longitude, countryCode: "DE", names: names))
  }

  /// A closed ring from (latitude, longitude) pairs.
  func ring(_ pairs: [(Double, Double)]) -> [AlertPoint] {
    let points = pairs.map { AlertPoint(latitude: $0.0, longitude: $0.1) }
    return points + (points.first.map { [$0] } ?? [])
  }

  /// A square of ±`half` degrees around a point.
  func square(_ latitude: Double, _ longitude: Double, half: Double = 0.5) -> [AlertPoint] {
    ring([
      (latitude - half, longitude - half), (latitude - half, longitude + half),
      (latitude + half, longitude + half), (latitude + half, longitude - half),
    ])
  }

  @Test(arguments: [
    ("Kreis Ludwigsburg", "Ludwigsburg"), ("Landkreis Ludwigsburg", "Ludwigsburg"),
    ("Département de Paris", "Paris"), ("Provincia di Roma", "Roma"), ("KÖLN", "Köln"),
    ("Stadt Köln", "koln"), ("County of Cork", "Cork"), ("Île-de-France", "ile de france"),
    ("Région (Bretagne)", "Bretagne"),
  ])
  func genericWordsCaseAndAccentsDoNotCount(area: String, place: String) {
    #expect(AreaMatcher.key(area) == AreaMatcher.key(place), "\(AreaMatcher.key(area))")
    #expect(matcher([place]).match(AlertArea(name: area)) == .name)
  }

  @Test func differentNamesDoNotMatch() {
    #expect(matcher(["Ludwigsburg"]).match(AlertArea(name: "Kreis Esslingen")) == nil)
    #expect(matcher(["Berlin"]).match(AlertArea(name: "Berlingen")) == nil)
    #expect(matcher(["Paris"]).match(AlertArea(name: "Hauts-de-Seine")) == nil)
    #expect(matcher([]).match(AlertArea(name: "Berlin")) == nil)
  }

  @Test(arguments: [
    "Region (Alpha, Beta)", "Alpha; Beta", "Alpha/Beta", "Alpha, Kreis Beta", "(Beta)",
  ])
  func aListShapedNameMatchesByAnyPart(area: String) {
    #expect(matcher(["Beta"]).match(AlertArea(name: area)) == .name)
    #expect(matcher(["Gamma"]).match(AlertArea(name: area)) == nil)
  }

  @Test(arguments: [
    ("Ai", "Ai"), ("Ö", "Ö"), ("Kreis Ab", "Ab"), ("Ab", "Kreis Ab"), ("Li", "Region (Li, Xy)"),
    ("", ""), ("de", "de"),
  ])
  func namesUnderThreeCharactersNeverMatch(place: String, area: String) {
    #expect(matcher([place]).match(AlertArea(name: area)) == nil)
  }

  @Test func aPointInsideAnOutlineMatchesWithoutAName() {
    let area = AlertArea(name: "Kyststrekningen Stad–Lindesnes", polygons: [square(60.39, 5.32)])
    #expect(matcher([], latitude: 60.39, longitude: 5.32).match(area) == .outline)
    #expect(matcher(["Bergen"], latitude: 60.39, longitude: 5.32).match(area) == .outline)
    // Outside: no match, with or without names that are not the area's.
    #expect(matcher([], latitude: 69.65, longitude: 18.96).match(area) == nil)
    #expect(matcher(["Tromsø"], latitude: 69.65, longitude: 18.96).match(area) == nil)
    #expect(matcher([], latitude: 60.39, longitude: 5.9).match(area) == nil)
    // Outside the outline but named like the place: a name match.
    let named = AlertArea(name: "Bergen", polygons: [square(10, 10)])
    #expect(matcher(["Bergen"], latitude: 60.39, longitude: 5.32).match(named) == .name)
  }

  @Test func aConcaveOutlineLeavesItsNotchOut() {
    // A U: two arms from latitude 0 to 3, joined by a base from 0 to 1; the notch is
    // latitudes 1…3, longitudes 1…2.
    let u = ring([(0, 0), (0, 3), (3, 3), (3, 2), (1, 2), (1, 1), (3, 1), (3, 0)])
    let area = AlertArea(name: "U", polygons: [u])
    #expect(area.contains(latitude: 2, longitude: 0.5))
    #expect(area.contains(latitude: 2, longitude: 2.5))
    #expect(area.contains(latitude: 0.5, longitude: 1.5))
    #expect(!area.contains(latitude: 2, longitude: 1.5), "the notch")
    #expect(!area.contains(latitude: 4, longitude: 1.5))
    #expect(matcher([], latitude: 2, longitude: 0.5).match(area) == .outline)
    #expect(matcher([], latitude: 2, longitude: 1.5).match(area) == nil)
    // An open ring (the last point not repeated) works the same.
    let open = AlertArea(name: "U", polygons: [Array(u.dropLast())])
    #expect(open.contains(latitude: 2, longitude: 2.5))
    #expect(!open.contains(latitude: 2, longitude: 1.5))
  }

  @Test func aPolygonAreaWithSeveralRingsMatchesInAny() {
    let area = AlertArea(name: "Islands", polygons: [square(10, 10), square(20, 20)])
    #expect(area.contains(latitude: 20.2, longitude: 19.9))
    #expect(!area.contains(latitude: 15, longitude: 15))
  }

  @Test func splitNarrowsTheAreaAndCountsTheOthers() {
    let berlin = Alert(
      id: "wind", event: "Wind", severity: .severe, area: "Brandenburg; Berlin; Potsdam",
      areas: [
        AlertArea(name: "Brandenburg"), AlertArea(name: "Stadt Berlin"),
        AlertArea(name: "Potsdam"),
      ])
    let ludwigsburg = Alert(
      id: "frost", event: "Frost", severity: .moderate, area: "Kreis Ludwigsburg",
      areas: [AlertArea(name: "Kreis Ludwigsburg")])
    let outline = Alert(
      id: "rain", event: "Rain", severity: .moderate, area: "Nordost",
      areas: [AlertArea(name: "Nordost", polygons: [square(52.52, 13.4)])])
    let none = Alert(id: "none", event: "Fog", severity: .minor, area: nil, areas: [])
    let (here, elsewhere) = matcher(["Berlin"], latitude: 52.52, longitude: 13.4).split([
      berlin, ludwigsburg, outline, none,
    ])
    #expect(here.map(\.id) == ["wind", "rain"])
    #expect(elsewhere.map(\.id) == ["frost", "none"])
    #expect(here[0].areaText == "Stadt Berlin and 2 more")
    #expect(here[0].match == .name)
    #expect(here[1].area == "Nordost")
    #expect(here[1].match == .outline)
    // Elsewhere is left as it was.
    #expect(elsewhere[0].area == "Kreis Ludwigsburg")
    #expect(elsewhere[0].match == nil)
  }

  @Test func anOutlineMatchWinsOverANameMatchInTheSameWarning() {
    let alert = Alert(
      id: "x", event: "Wind", severity: .severe,
      areas: [
        AlertArea(name: "Berlin"), AlertArea(name: "Nordost", polygons: [square(52.5, 13.4)]),
      ]
    )
    let (here, _) = matcher(["Berlin"], latitude: 52.52, longitude: 13.4).split([alert])
    #expect(here.first?.match == .outline)
    #expect(here.first?.area == "Berlin; Nordost")
    let reversed = Alert(
      id: "y", event: "Wind", severity: .severe,
      areas: [
        AlertArea(name: "Nordost", polygons: [square(52.5, 13.4)]), AlertArea(name: "Berlin"),
      ]
    )
    let (again, _) = matcher(["Berlin"], latitude: 52.52, longitude: 13.4).split([reversed])
    #expect(again.first?.match == .outline)
  }

  @Test func aLongMatchListIsCutAndCounted() {
    let areas = (0..<12).map { AlertArea(name: "Teil \($0) (Berlin)") }
    let alert = Alert(id: "many", event: "Wind", severity: .severe, areas: areas)
    let (here, _) = matcher(["Berlin"]).split([alert])
    let area = here.first?.areaText ?? ""
    #expect(area.hasSuffix(" and 7 more"), "\(area)")
    #expect(area.hasPrefix("Teil 0 (Berlin); Teil 1 (Berlin)"))
    #expect(area.count <= AlertDecoder.lineLimit)
  }

  @Test func onlyTheFirstPartsOfAListedNameAreCompared() {
    let filler = Array(repeating: "ab", count: AreaMatcher.maximumNameParts - 1)
    let within = (filler + ["Berlin"]).joined(separator: ";")
    let beyond = (filler + ["xy", "Berlin"]).joined(separator: ";")
    let berlin = matcher(["Berlin"])
    #expect(berlin.match(AlertArea(name: within)) == .name)
    #expect(berlin.match(AlertArea(name: beyond)) == nil)
  }

  @Test func aFeedRepeatingOneHostileNameGivesTheSameAnswerForEveryArea() {
    let name = Array(repeating: "ab", count: 130).joined(separator: ";")
    let alerts = (0..<56).map { index in
      Alert(
        id: "w\(index)", event: "Wind", severity: .minor, area: name,
        areas: Array(repeating: AlertArea(name: name), count: 1000))
    }
    let (here, elsewhere) = matcher(["Berlin"]).split(alerts)
    #expect(here.isEmpty)
    #expect(elsewhere.count == 56)
  }

  @Test func aCancelledTaskStopsMatchingAtOnce() async {
    let alerts = (0..<10).map { index in
      Alert(
        id: "w\(index)", event: "Wind", severity: .minor, area: "Berlin",
        areas: [AlertArea(name: "Berlin")])
    }
    let berlin = matcher(["Berlin"])
    let result = await Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return berlin.split(alerts)
    }.value
    #expect(result.here.isEmpty)
    #expect(berlin.split(alerts).here.count == 10)
  }
}
