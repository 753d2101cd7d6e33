import Foundation

/// The moon, computed offline: its position (Meeus, *Astronomical Algorithms*, 2nd ed.,
/// ch. 47, the main periodic terms), the instants of its phases (ch. 49), its illuminated
/// fraction (ch. 48), and moonrise and moonset for a place (ch. 15's standard altitude).
public enum Moon {
  /// The four principal phases, in the order of a lunation.
  public enum Phase: Int, CaseIterable, Sendable {
    case new = 0
    case firstQuarter
    case full
    case lastQuarter
  }

  /// The eight names of the moon's look: a principal phase on its day, else crescent or gibbous.
  public enum PhaseName: String, CaseIterable, Sendable {
    case newMoon = "New moon"
    case waxingCrescent = "Waxing crescent"
    case firstQuarter = "First quarter"
    case waxingGibbous = "Waxing gibbous"
    case fullMoon = "Full moon"
    case waningGibbous = "Waning gibbous"
    case lastQuarter = "Last quarter"
    case waningCrescent = "Waning crescent"

    /// The phase's emoji (northern-hemisphere view, as calendars draw it).
    public var glyph: String {
      ["🌑", "🌒", "🌓", "🌔", "🌕", "🌖", "🌗", "🌘"][index]
    }

    /// A plain-text picture for terminals without emoji.
    public var asciiGlyph: String {
      ["( )", "( )", "(|", "(O)", "(O)", "(O)", "|)", "( )"][index]
    }

    /// The lower-case, hyphenated key for JSON (`waxing-gibbous`).
    public var key: String { rawValue.lowercased().replacingOccurrences(of: " ", with: "-") }

    /// The position in the lunation, 0 (new) to 7 (waning crescent).
    var index: Int { Self.allCases.firstIndex(of: self) ?? 0 }
  }

  /// The moon's position as seen from the earth's centre.
  public struct Position: Sendable, Equatable {
    /// Apparent ecliptic longitude, degrees 0..<360.
    public var longitude: Double
    /// Ecliptic latitude, degrees.
    public var latitude: Double
    /// Distance between the centres of the earth and the moon, km.
    public var distance: Double
  }

  /// Everything `:moon` says about one moment and place.
  public struct Report: Sendable, Equatable {
    /// The moment described.
    public var moment: Date
    /// The phase name on the place's local day.
    public var phaseName: PhaseName
    /// The illuminated fraction of the disc, 0...1.
    public var illumination: Double
    /// Days since the last new moon.
    public var age: Double
    /// True from new moon to full moon.
    public var waxing: Bool
    /// The moonrise on the place's local day, if the moon rises that day.
    public var rise: Date?
    /// The moonset on the place's local day, if the moon sets that day.
    public var set: Date?
    /// The first new moon after the moment.
    public var nextNew: Date
    /// The first full moon after the moment.
    public var nextFull: Date
  }

  /// Describes the moon at `moment` for a place; rise and set are those of the local day.
  public static func report(
    at moment: Date, latitude: Double, longitude: Double, timeZone: TimeZone
  ) -> Report {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let dayStart = calendar.startOfDay(for: moment)
    let dayEnd = calendar.date(byAdding: .day, value: 1, to: dayStart) ?? dayStart + 86_400
    let fraction = illuminatedFraction(at: moment)
    let waxing = elongationAngle(at: moment) < 180
    let previousNew = previous(.new, before: moment)
    let riseSet = riseAndSet(from: dayStart, to: dayEnd, latitude: latitude, longitude: longitude)
    return Report(
      moment: moment, phaseName: phaseName(at: moment, dayStart: dayStart, dayEnd: dayEnd),
      illumination: fraction, age: moment.timeIntervalSince(previousNew) / 86_400,
      waxing: waxing, rise: riseSet.rise, set: riseSet.set,
      nextNew: next(.new, after: moment), nextFull: next(.full, after: moment))
  }

  /// The phase name: a principal phase when its instant falls in `[dayStart, dayEnd)`, else
  /// crescent or gibbous from the angle between moon and sun at `moment`.
  public static func phaseName(at moment: Date, dayStart: Date, dayEnd: Date) -> PhaseName {
    for phase in Phase.allCases {
      let instant = next(phase, after: dayStart - 1)
      if instant < dayEnd {
        switch phase {
        case .new: return .newMoon
        case .firstQuarter: return .firstQuarter
        case .full: return .fullMoon
        case .lastQuarter: return .lastQuarter
        }
      }
    }
    let angle = elongationAngle(at: moment)
    switch angle {
    case ..<90: return .waxingCrescent
    case ..<180: return .waxingGibbous
    case ..<270: return .waningGibbous
    default: return .waningCrescent
    }
  }
}

// MARK: - Time

extension Moon {
  /// The Julian day (UT) of a date.
  static func julianDay(_ date: Date) -> Double {
    date.timeIntervalSince1970 / 86_400 + 2_440_587.5
  }

  /// The date of a Julian day (UT).
  static func date(julianDay: Double) -> Date {
    Date(timeIntervalSince1970: (julianDay - 2_440_587.5) * 86_400)
  }

  /// TT − UT in seconds (Espenak and Meeus' polynomial for 2005–2050, good to a few seconds
  /// near now; the moon moves 0.5″ a second, so this hardly matters).
  static func deltaT(julianDay: Double) -> Double {
    let year = 2000 + (julianDay - 2_451_545) / 365.25
    let t = year - 2000
    return 62.92 + 0.32217 * t + 0.005589 * t * t
  }

  /// Julian centuries of TT since J2000.0 for a Julian day in UT.
  static func centuries(julianDayUT: Double) -> Double {
    (julianDayUT + deltaT(julianDay: julianDayUT) / 86_400 - 2_451_545) / 36_525
  }
}

// MARK: - Positions

extension Moon {
  /// Degrees to radians.
  static func rad(_ degrees: Double) -> Double { degrees * .pi / 180 }

  /// Radians to degrees.
  static func deg(_ radians: Double) -> Double { radians * 180 / .pi }

  /// An angle reduced to 0..<360 degrees.
  static func normalized(_ degrees: Double) -> Double {
    let value = degrees.truncatingRemainder(dividingBy: 360)
    return value < 0 ? value + 360 : value
  }

  /// Terms of Meeus table 47.A: D, M, M′, F multipliers, longitude (1e-6°), distance (1e-3 km).
  static let longitudeTerms: [(Double, Double, Double, Double, Double, Double)] = [
    (0, 0, 1, 0, 6_288_774, -20_905_355), (2, 0, -1, 0, 1_274_027, -3_699_111),
    (2, 0, 0, 0, 658_314, -2_955_968), (0, 0, 2, 0, 213_618, -569_925),
    (0, 1, 0, 0, -185_116, 48_888), (0, 0, 0, 2, -114_332, -3_149),
    (2, 0, -2, 0, 58_793, 246_158), (2, -1, -1, 0, 57_066, -152_138),
    (2, 0, 1, 0, 53_322, -170_733), (2, -1, 0, 0, 45_758, -204_586),
    (0, 1, -1, 0, -40_923, -129_620), (1, 0, 0, 0, -34_720, 108_743),
    (0, 1, 1, 0, -30_383, 104_755), (2, 0, 0, -2, 15_327, 10_321),
    (0, 0, 1, 2, -12_528, 0), (0, 0, 1, -2, 10_980, 79_661),
    (4, 0, -1, 0, 10_675, -34_782), (0, 0, 3, 0, 10_034, -23_210),
    (4, 0, -2, 0, 8_548, -21_636), (2, 1, -1, 0, -7_888, 24_208),
    (2, 1, 0, 0, -6_766, 30_824), (1, 0, -1, 0, -5_163, -8_379),
    (1, 1, 0, 0, 4_987, -16_675), (2, -1, 1, 0, 4_036, -12_831),
    (2, 0, 2, 0, 3_994, -10_445), (4, 0, 0, 0, 3_861, -11_650),
    (2, 0, -3, 0, 3_665, 14_403), (0, 1, -2, 0, -2_689, -7_003),
    (2, 0, -1, 2, -2_602, 0), (2, -1, -2, 0, 2_390, 10_056),
    (1, 0, 1, 0, -2_348, 6_322), (2, -2, 0, 0, 2_236, -9_884),
  ]

  /// Terms of Meeus table 47.B: D, M, M′, F multipliers, latitude (1e-6°).
  static let latitudeTerms: [(Double, Double, Double, Double, Double)] = [
    (0, 0, 0, 1, 5_128_122), (0, 0, 1, 1, 280_602), (0, 0, 1, -1, 277_693),
    (2, 0, 0, -1, 173_237), (2, 0, -1, 1, 55_413), (2, 0, -1, -1, 46_271),
    (2, 0, 0, 1, 32_573), (0, 0, 2, 1, 17_198), (2, 0, 1, -1, 9_266),
    (0, 0, 2, -1, 8_822), (2, -1, 0, -1, 8_216), (2, 0, -2, -1, 4_324),
    (2, 0, 1, 1, 4_200), (2, 1, 0, -1, -3_359), (2, -1, -1, 1, 2_463),
    (2, -1, 0, 1, 2_211), (2, -1, -1, -1, 2_065), (0, 1, -1, -1, -1_870),
    (4, 0, -1, -1, 1_828), (0, 1, 0, 1, -1_794),
  ]

  /// The moon's apparent geocentric position at a moment.
  public static func position(at date: Date) -> Position {
    position(centuries: centuries(julianDayUT: julianDay(date)))
  }

  /// The moon's geocentric position for Julian centuries of TT since J2000.0.
  static func position(centuries t: Double) -> Position {
    let t2 = t * t
    let t3 = t2 * t
    let t4 = t3 * t
    let meanLongitude = normalized(
      218.316_447_7 + 481_267.881_234_21 * t - 0.001_578_6 * t2 + t3 / 538_841 - t4 / 65_194_000)
    let d = normalized(
      297.850_192_1 + 445_267.111_403_4 * t - 0.001_881_9 * t2 + t3 / 545_868 - t4 / 113_065_000)
    let m = normalized(357.529_109_2 + 35_999.050_290_9 * t - 0.000_153_6 * t2 + t3 / 24_490_000)
    let mPrime = normalized(
      134.963_396_4 + 477_198.867_505_5 * t + 0.008_741_4 * t2 + t3 / 69_699 - t4 / 14_712_000)
    let f = normalized(
      93.272_095_0 + 483_202.017_523_3 * t - 0.003_653_9 * t2 - t3 / 3_526_000 + t4 / 863_310_000)
    let a1 = normalized(119.75 + 131.849 * t)
    let a2 = normalized(53.09 + 479_264.290 * t)
    let a3 = normalized(313.45 + 481_266.484 * t)
    let e = 1 - 0.002_516 * t - 0.000_007_4 * t2
    var sumL = 0.0
    var sumR = 0.0
    for (cd, cm, cmp, cf, l, r) in longitudeTerms {
      let argument = rad(cd * d + cm * m + cmp * mPrime + cf * f)
      let factor = abs(cm) == 2 ? e * e : (abs(cm) == 1 ? e : 1)
      sumL += l * factor * sin(argument)
      sumR += r * factor * cos(argument)
    }
    var sumB = 0.0
    for (cd, cm, cmp, cf, b) in latitudeTerms {
      let argument = rad(cd * d + cm * m + cmp * mPrime + cf * f)
      let factor = abs(cm) == 2 ? e * e : (abs(cm) == 1 ? e : 1)
      sumB += b * factor * sin(argument)
    }
    sumL += 3958 * sin(rad(a1)) + 1962 * sin(rad(meanLongitude - f)) + 318 * sin(rad(a2))
    sumB +=
      -2235 * sin(rad(meanLongitude)) + 382 * sin(rad(a3)) + 175 * sin(rad(a1 - f))
      + 175 * sin(rad(a1 + f)) + 127 * sin(rad(meanLongitude - mPrime))
      - 115 * sin(rad(meanLongitude + mPrime))
    let longitude = normalized(meanLongitude + sumL / 1_000_000 + nutationInLongitude(t))
    return Position(
      longitude: longitude, latitude: sumB / 1_000_000, distance: 385_000.56 + sumR / 1000)
  }

  /// Nutation in longitude, degrees (Meeus ch. 22, the four largest terms).
  static func nutationInLongitude(_ t: Double) -> Double {
    let omega = rad(125.044_52 - 1934.136_261 * t)
    let sunLongitude = rad(280.466_5 + 36_000.769_8 * t)
    let moonLongitude = rad(218.316_5 + 481_267.881_3 * t)
    let arcseconds =
      -17.20 * sin(omega) - 1.32 * sin(2 * sunLongitude) - 0.23 * sin(2 * moonLongitude)
      + 0.21 * sin(2 * omega)
    return arcseconds / 3600
  }

  /// The true obliquity of the ecliptic, degrees (Meeus ch. 22, low precision).
  static func obliquity(_ t: Double) -> Double {
    let omega = rad(125.044_52 - 1934.136_261 * t)
    let sunLongitude = rad(280.466_5 + 36_000.769_8 * t)
    let mean = 23.439_291_1 - 0.013_004_2 * t
    return mean + (9.20 * cos(omega) + 0.57 * cos(2 * sunLongitude)) / 3600
  }

  /// The sun's apparent longitude (degrees) and distance (km) (Meeus ch. 25, low precision).
  static func sun(centuries t: Double) -> (longitude: Double, distance: Double) {
    let meanLongitude = 280.466_46 + 36_000.769_83 * t + 0.000_303_2 * t * t
    let anomaly = 357.529_11 + 35_999.050_29 * t - 0.000_153_7 * t * t
    let eccentricity = 0.016_708_634 - 0.000_042_037 * t
    let m = rad(anomaly)
    let center =
      (1.914_602 - 0.004_817 * t) * sin(m) + (0.019_993 - 0.000_101 * t) * sin(2 * m)
      + 0.000_289 * sin(3 * m)
    let trueAnomaly = m + rad(center)
    let au =
      1.000_001_018 * (1 - eccentricity * eccentricity) / (1 + eccentricity * cos(trueAnomaly))
    let omega = rad(125.04 - 1934.136 * t)
    let longitude = normalized(meanLongitude + center - 0.005_69 - 0.004_78 * sin(omega))
    return (longitude, au * 149_597_870.7)
  }

  /// The moon's longitude east of the sun, degrees 0..<360 (0 new, 180 full).
  public static func elongationAngle(at date: Date) -> Double {
    let t = centuries(julianDayUT: julianDay(date))
    return normalized(position(centuries: t).longitude - sun(centuries: t).longitude)
  }

  /// The illuminated fraction of the moon's disc at a moment, 0...1 (Meeus ch. 48).
  public static func illuminatedFraction(at date: Date) -> Double {
    illuminatedFraction(centuries: centuries(julianDayUT: julianDay(date)))
  }

  /// The illuminated fraction for Julian centuries of TT since J2000.0.
  static func illuminatedFraction(centuries t: Double) -> Double {
    let moon = position(centuries: t)
    let sun = sun(centuries: t)
    let cosPsi = cos(rad(moon.latitude)) * cos(rad(moon.longitude - sun.longitude))
    let psi = acos(max(-1, min(1, cosPsi)))
    let phaseAngle = atan2(sun.distance * sin(psi), moon.distance - sun.distance * cos(psi))
    return (1 + cos(phaseAngle)) / 2
  }
}

// MARK: - Phases

extension Moon {
  /// The instant of the phase of lunation `k` (k = 0 is the new moon of 2000 January 6;
  /// quarters and full moons at k + 0.25, 0.5, 0.75), Meeus ch. 49.
  static func phaseInstant(lunation k: Double, _ phase: Phase) -> Date {
    let t = k / 1236.85
    let t2 = t * t
    let t3 = t2 * t
    let t4 = t3 * t
    var jde =
      2_451_550.097_66 + 29.530_588_861 * k + 0.000_154_37 * t2 - 0.000_000_150 * t3
      + 0.000_000_000_73 * t4
    let e = 1 - 0.002_516 * t - 0.000_007_4 * t2
    let m = rad(2.5534 + 29.105_356_70 * k - 0.000_001_4 * t2 - 0.000_000_11 * t3)
    let mp = rad(
      201.5643 + 385.816_935_28 * k + 0.010_758_2 * t2 + 0.000_012_38 * t3
        - 0.000_000_058 * t4)
    let f = rad(
      160.7108 + 390.670_502_84 * k - 0.001_611_8 * t2 - 0.000_002_27 * t3
        + 0.000_000_011 * t4)
    let omega = rad(124.7746 - 1.563_755_88 * k + 0.002_067_2 * t2 + 0.000_002_15 * t3)
    var correction: Double
    switch phase {
    case .new, .full:
      let full = phase == .full
      correction =
        (full ? -0.40614 : -0.40720) * sin(mp) + (full ? 0.17302 : 0.17241) * e * sin(m)
        + (full ? 0.01614 : 0.01608) * sin(2 * mp) + (full ? 0.01043 : 0.01039) * sin(2 * f)
        + (full ? 0.00734 : 0.00739) * e * sin(mp - m) - (full ? 0.00515 : 0.00514) * e
        * sin(mp + m) + (full ? 0.00209 : 0.00208) * e * e * sin(2 * m)
      correction +=
        -0.00111 * sin(mp - 2 * f) - 0.00057 * sin(mp + 2 * f) + 0.00056 * e * sin(2 * mp + m)
        - 0.00042 * sin(3 * mp) + 0.00042 * e * sin(m + 2 * f) + 0.00038 * e * sin(m - 2 * f)
        - 0.00024 * e * sin(2 * mp - m) - 0.00017 * sin(omega) - 0.00007 * sin(mp + 2 * m)
        + 0.00004 * sin(2 * mp - 2 * f) + 0.00004 * sin(3 * m) + 0.00003 * sin(mp + m - 2 * f)
        + 0.00003 * sin(2 * mp + 2 * f) - 0.00003 * sin(mp + m + 2 * f)
        + 0.00003 * sin(mp - m + 2 * f) - 0.00002 * sin(mp - m - 2 * f)
        - 0.00002 * sin(3 * mp + m) + 0.00002 * sin(4 * mp)
    case .firstQuarter, .lastQuarter:
      correction =
        -0.62801 * sin(mp) + 0.17172 * e * sin(m) - 0.01183 * e * sin(mp + m)
        + 0.00862 * sin(2 * mp) + 0.00804 * sin(2 * f) + 0.00454 * e * sin(mp - m)
        + 0.00204 * e * e * sin(2 * m) - 0.00180 * sin(mp - 2 * f) - 0.00070 * sin(mp + 2 * f)
        - 0.00040 * sin(3 * mp) - 0.00034 * e * sin(2 * mp - m) + 0.00032 * e * sin(m + 2 * f)
      correction +=
        0.00032 * e * sin(m - 2 * f) - 0.00028 * e * e * sin(mp + 2 * m)
        + 0.00027 * e * sin(2 * mp + m) - 0.00017 * sin(omega) - 0.00005 * sin(mp - m - 2 * f)
        + 0.00004 * sin(2 * mp + 2 * f) - 0.00004 * sin(mp + m + 2 * f)
        + 0.00004 * sin(mp - 2 * m) + 0.00003 * sin(mp + m - 2 * f) + 0.00003 * sin(3 * m)
        + 0.00002 * sin(2 * mp - 2 * f) + 0.00002 * sin(mp - m + 2 * f)
        - 0.00002 * sin(3 * mp + m)
      let w =
        0.00306 - 0.00038 * e * cos(m) + 0.00026 * cos(mp) - 0.00002 * cos(mp - m)
        + 0.00002 * cos(mp + m) + 0.00002 * cos(2 * f)
      correction += phase == .firstQuarter ? w : -w
    }
    jde += correction + planetaryCorrection(k: k, t: t)
    let ut = jde - deltaT(julianDay: jde) / 86_400
    return date(julianDay: ut)
  }

  /// The additional corrections for all phases (Meeus ch. 49, A1–A14), days.
  static func planetaryCorrection(k: Double, t: Double) -> Double {
    let terms: [(Double, Double, Double)] = [
      (299.77, 0.107_408, 0.000_325), (251.88, 0.016_321, 0.000_165),
      (251.83, 26.651_886, 0.000_164), (349.42, 36.412_478, 0.000_126),
      (84.66, 18.206_239, 0.000_110), (141.74, 53.303_771, 0.000_062),
      (207.14, 2.453_732, 0.000_060), (154.84, 7.306_860, 0.000_056),
      (34.52, 27.261_239, 0.000_047), (207.19, 0.121_824, 0.000_042),
      (291.34, 1.844_379, 0.000_040), (161.72, 24.198_154, 0.000_037),
      (239.56, 25.513_099, 0.000_035), (331.55, 3.592_518, 0.000_023),
    ]
    var sum = 0.0
    for (index, (base, rate, amplitude)) in terms.enumerated() {
      var angle = base + rate * k
      if index == 0 { angle -= 0.009_173 * t * t }
      sum += amplitude * sin(rad(angle))
    }
    return sum
  }

  /// The lunation number just before a date (an integer, counting from 2000 January 6).
  static func lunation(before date: Date) -> Double {
    ((julianDay(date) - 2_451_550.097_66) / 29.530_588_861).rounded(.down) - 1
  }

  /// The first instant of `phase` strictly after `date`.
  public static func next(_ phase: Phase, after date: Date) -> Date {
    var k = lunation(before: date) + Double(phase.rawValue) / 4
    for _ in 0..<6 {
      let instant = phaseInstant(lunation: k, phase)
      if instant > date { return instant }
      k += 1
    }
    return phaseInstant(lunation: k, phase)
  }

  /// The last instant of `phase` at or before `date`.
  public static func previous(_ phase: Phase, before date: Date) -> Date {
    let upcoming = next(phase, after: date)
    let offset = Double(phase.rawValue) / 4
    let k = ((julianDay(upcoming) - 2_451_550.097_66) / 29.530_588_861 - offset).rounded() - 1
    return phaseInstant(lunation: k + offset, phase)
  }
}

// MARK: - Rise and set

extension Moon {
  /// The moon's geocentric right ascension and declination (degrees), horizontal parallax
  /// (degrees), and the Greenwich apparent sidereal time (degrees) at a moment.
  static func equatorial(at date: Date) -> (
    rightAscension: Double, declination: Double, parallax: Double, siderealTime: Double
  ) {
    let jd = julianDay(date)
    let t = centuries(julianDayUT: jd)
    let moon = position(centuries: t)
    let epsilon = rad(obliquity(t))
    let lambda = rad(moon.longitude)
    let beta = rad(moon.latitude)
    let alpha = atan2(sin(lambda) * cos(epsilon) - tan(beta) * sin(epsilon), cos(lambda))
    let delta = asin(sin(beta) * cos(epsilon) + cos(beta) * sin(epsilon) * sin(lambda))
    let tu = (jd - 2_451_545) / 36_525
    let mean =
      280.460_618_37 + 360.985_647_366_29 * (jd - 2_451_545) + 0.000_387_933 * tu * tu
      - tu * tu * tu / 38_710_000
    let apparent = mean + nutationInLongitude(t) * cos(epsilon)
    return (
      normalized(deg(alpha)), deg(delta), deg(asin(6378.14 / moon.distance)), normalized(apparent)
    )
  }

  /// The moon's geocentric altitude above the standard altitude of moonrise (the upper limb on
  /// a refracted horizon, h₀ = 0.7275 π − 34′), degrees; positive when the moon is up.
  static func altitudeAboveHorizon(at date: Date, latitude: Double, longitude: Double) -> Double {
    let (alpha, delta, parallax, theta) = equatorial(at: date)
    let hourAngle = rad(theta + longitude - alpha)
    let phi = rad(latitude)
    let sinH = sin(phi) * sin(rad(delta)) + cos(phi) * cos(rad(delta)) * cos(hourAngle)
    let altitude = deg(asin(max(-1, min(1, sinH))))
    return altitude - (0.7275 * parallax - 34.0 / 60)
  }

  /// The first moonrise and the first moonset in `[start, end)`; nil when there is none.
  public static func riseAndSet(
    from start: Date, to end: Date, latitude: Double, longitude: Double
  ) -> (rise: Date?, set: Date?) {
    let step: TimeInterval = 600
    var rise: Date?
    var set: Date?
    var previousTime = start
    var previousValue = altitudeAboveHorizon(at: start, latitude: latitude, longitude: longitude)
    var time = start
    while time < end, rise == nil || set == nil {
      time = min(time + step, end)
      let value = altitudeAboveHorizon(at: time, latitude: latitude, longitude: longitude)
      if (previousValue < 0) != (value < 0) {
        let crossing = refine(
          from: previousTime, to: time, latitude: latitude, longitude: longitude,
          rising: value >= 0)
        if crossing < end {
          if value >= 0, rise == nil { rise = crossing }
          if value < 0, set == nil { set = crossing }
        }
      }
      previousTime = time
      previousValue = value
    }
    return (rise, set)
  }

  /// Bisects a horizon crossing between two moments to under a second.
  static func refine(
    from start: Date, to end: Date, latitude: Double, longitude: Double, rising: Bool
  ) -> Date {
    var low = start
    var high = end
    for _ in 0..<12 {
      let middle = low + high.timeIntervalSince(low) / 2
      let up = altitudeAboveHorizon(at: middle, latitude: latitude, longitude: longitude) >= 0
      if up == rising { high = middle } else { low = middle }
    }
    return low + high.timeIntervalSince(low) / 2
  }
}
