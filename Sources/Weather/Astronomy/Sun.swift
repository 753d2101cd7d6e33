import Foundation

/// The sun's day at a place, computed offline from its apparent position (Meeus ch. 25, low
/// precision): civil dawn and dusk, sunrise and sunset, and the moment it stands highest.
public enum Sun {
  /// The sun's events on one local day; nil for an event that does not happen that day.
  public struct Day: Sendable, Equatable {
    /// Civil dawn: the centre 6° below the horizon, rising.
    public var dawn: Date?
    /// Sunrise: the upper limb on the refracted horizon (−0.833°), rising.
    public var sunrise: Date?
    /// Solar noon: the sun on the meridian.
    public var noon: Date?
    /// Sunset.
    public var sunset: Date?
    /// Civil dusk.
    public var dusk: Date?
  }

  /// The sun's right ascension and declination, and the apparent sidereal time (degrees).
  static func equatorial(at date: Date) -> (
    rightAscension: Double, declination: Double, siderealTime: Double
  ) {
    let jd = Moon.julianDay(date)
    let t = Moon.centuries(julianDayUT: jd)
    let lambda = Moon.rad(Moon.sun(centuries: t).longitude)
    let epsilon = Moon.rad(Moon.obliquity(t))
    let alpha = atan2(cos(epsilon) * sin(lambda), cos(lambda))
    let delta = asin(sin(epsilon) * sin(lambda))
    let tu = (jd - 2_451_545) / 36_525
    let theta =
      280.460_618_37 + 360.985_647_366_29 * (jd - 2_451_545) + 0.000_387_933 * tu * tu
      + Moon.nutationInLongitude(t) * cos(epsilon)
    return (Moon.normalized(Moon.deg(alpha)), Moon.deg(delta), Moon.normalized(theta))
  }

  /// The sun's altitude (degrees) and hour angle (degrees, −180..<180) at a place.
  static func altitudeAndHourAngle(at date: Date, latitude: Double, longitude: Double) -> (
    altitude: Double, hourAngle: Double
  ) {
    let (alpha, delta, theta) = equatorial(at: date)
    var hourAngle = Moon.normalized(theta + longitude - alpha)
    if hourAngle >= 180 { hourAngle -= 360 }
    let phi = Moon.rad(latitude)
    let sinH =
      sin(phi) * sin(Moon.rad(delta))
      + cos(phi) * cos(Moon.rad(delta)) * cos(Moon.rad(hourAngle))
    return (Moon.deg(asin(max(-1, min(1, sinH)))), hourAngle)
  }

  /// The sun's events in `[start, end)` (one local day) at a place.
  public static func day(from start: Date, to end: Date, latitude: Double, longitude: Double)
    -> Day
  {
    func value(_ date: Date, _ kind: Int) -> Double {
      let sample = altitudeAndHourAngle(at: date, latitude: latitude, longitude: longitude)
      switch kind {
      case 0: return sample.altitude + 6
      case 1: return sample.altitude + 0.833
      default: return sample.hourAngle
      }
    }
    var day = Day()
    for kind in 0..<3 {
      var previous = start
      var previousValue = value(start, kind)
      var time = start
      while time < end {
        time = min(time + 600, end)
        let current = value(time, kind)
        let crossed = (previousValue < 0) != (current < 0) && abs(current - previousValue) < 90
        if crossed {
          var low = previous
          var high = time
          let rising = current >= 0
          for _ in 0..<12 {
            let middle = low + high.timeIntervalSince(low) / 2
            if (value(middle, kind) >= 0) == rising { high = middle } else { low = middle }
          }
          let instant = low + high.timeIntervalSince(low) / 2
          switch (kind, rising) {
          case (0, true): day.dawn = day.dawn ?? instant
          case (0, false): day.dusk = day.dusk ?? instant
          case (1, true): day.sunrise = day.sunrise ?? instant
          case (1, false): day.sunset = day.sunset ?? instant
          case (_, true): day.noon = day.noon ?? instant
          default: break
          }
        }
        previous = time
        previousValue = current
      }
    }
    return day
  }
}
