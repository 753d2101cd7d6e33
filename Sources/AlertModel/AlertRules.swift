import Foundation

/// Which of an answer's alerts are active and worth showing.
public enum AlertRules {
  /// The alerts to show at `now`, most severe first, then soonest to end:
  /// - only `Actual` messages (no Exercise, System, Test or Draft);
  /// - no `Cancel` messages, and nothing a Cancel names in its references;
  /// - an Update replaces every earlier message it names in its references (only the newest
  ///   of a chain is kept), and two messages with the same id count once;
  /// - nothing whose until-time (`ends`, else `expires`) has passed.
  ///
  /// The same as `current(settled(alerts), now: now)`: a feed settled once answers every
  /// later moment and place.
  public static func active(_ alerts: [Alert], now: Date) -> [Alert] {
    current(settled(alerts), now: now)
  }

  /// The rules that do not depend on the clock (all of ``active(_:now:)``'s but the last),
  /// most severe first, then soonest to end: run once per answer.
  public static func settled(_ alerts: consuming [Alert]) -> [Alert] {
    // Positions, not alerts, are filtered and sorted: a country's feed holds thousands of
    // large values, and each copy of the array (or comparison of two) would copy them.
    let actual = alerts.indices.filter { alerts[$0].status.lowercased() == "actual" }
    var superseded = Set<String>()
    for index in actual where !alerts[index].references.isEmpty {
      for reference in alerts[index].references where reference != alerts[index].id {
        superseded.insert(reference)
      }
    }
    var seen = Set<String>()
    var kept: [Int] = []
    let keys = actual.map {
      (time: alerts[$0].sent ?? alerts[$0].effective ?? .distantPast, id: alerts[$0].id)
    }
    let newest = actual.indices.sorted { left, right in
      if keys[left].time != keys[right].time { return keys[left].time > keys[right].time }
      return keys[left].id < keys[right].id
    }
    for position in newest {
      let index = actual[position]
      // An expired newest message still hides the older ones with its id.
      guard alerts[index].messageType.lowercased() != "cancel",
        !superseded.contains(alerts[index].id), seen.insert(alerts[index].id).inserted
      else { continue }
      kept.append(index)
    }
    return ordered(consume alerts, picking: kept)
  }

  /// Of `settled` alerts (``settled(_:)``), those whose until-time has not passed at `now`, in
  /// the same order.
  public static func current(_ settled: [Alert], now: Date) -> [Alert] {
    let active = { (alert: Alert) in alert.until.map { $0 > now } ?? true }
    // Usually every one is: the array is handed back without copying thousands of warnings.
    if settled.allSatisfy(active) { return settled }
    return settled.filter(active)
  }

  /// Most severe first, then soonest to end, then by id.
  public static func ordered(_ alerts: [Alert]) -> [Alert] {
    ordered(alerts, picking: Array(alerts.indices))
  }

  /// The alerts at `picked` positions, most severe first, then soonest to end, then by id,
  /// moved into place within the array (a country's feed holds thousands of alerts, and a copy
  /// of one retains each of its twenty texts).
  static func ordered(_ alerts: consuming [Alert], picking picked: [Int]) -> [Alert] {
    let keys = picked.map {
      (severity: alerts[$0].severity, until: alerts[$0].until ?? .distantFuture, id: alerts[$0].id)
    }
    let order = picked.indices.sorted { leftIndex, rightIndex in
      let left = keys[leftIndex]
      let right = keys[rightIndex]
      if left.severity != right.severity { return left.severity < right.severity }
      if left.until != right.until { return left.until < right.until }
      return left.id < right.id
    }
    var result = alerts
    // Slot by slot, the alert wanted there is swapped in from wherever it is now.
    var slotOf = Array(result.indices)
    var alertIn = Array(result.indices)
    for (slot, position) in order.enumerated() {
      let wanted = picked[position]
      let from = slotOf[wanted]
      guard from != slot else { continue }
      result.swapAt(slot, from)
      let displaced = alertIn[slot]
      (alertIn[from], slotOf[displaced]) = (displaced, from)
      (alertIn[slot], slotOf[wanted]) = (wanted, slot)
    }
    result.removeSubrange(order.count...)
    return result
  }
}
