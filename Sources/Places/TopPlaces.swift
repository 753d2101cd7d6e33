import PlaceModel

/// The best few distinct places seen so far, by score.
struct TopPlaces {
  struct Candidate {
    var place: Int
    var entry: Int
    var score: Double
    var kind: PlaceMatch.Kind
  }

  let limit: Int
  private var items: [Candidate] = []
  /// The distinct places considered, up to ``countCap``; nil when not counting.
  private var seen: Set<Int>?
  /// The most distinct places counted.
  static let countCap = 1000

  /// Keeps the best `limit` places; `counting` also counts the distinct places considered
  /// (up to ``countCap``), for "N places match".
  init(limit: Int, counting: Bool = false) {
    self.limit = limit
    items.reserveCapacity(limit)
    if counting { seen = [] }
  }

  /// How many distinct places were considered (at most ``countCap``); nil when not counting.
  var count: Int? { seen?.count }

  /// True while counting and under the cap.
  var isCounting: Bool { (seen?.count ?? Self.countCap) < Self.countCap }

  /// Counts a place that matches without ranking it (a range too large to rank whole).
  mutating func count(place: Int) {
    if isCounting { seen?.insert(place) }
  }

  /// Keeps the candidate if it is among the best `limit` places, one entry per place.
  mutating func consider(place: Int, entry: Int, score: Double, kind: PlaceMatch.Kind) {
    guard limit > 0 else { return }
    count(place: place)
    if let index = items.firstIndex(where: { $0.place == place }) {
      if Self.better(score, entry, than: items[index]) {
        items[index] = Candidate(place: place, entry: entry, score: score, kind: kind)
      }
      return
    }
    let candidate = Candidate(place: place, entry: entry, score: score, kind: kind)
    if items.count < limit {
      items.append(candidate)
      return
    }
    var worst = 0
    for index in items.indices.dropFirst()
    where Self.better(items[worst].score, items[worst].entry, than: items[index]) {
      worst = index
    }
    if Self.better(score, entry, than: items[worst]) { items[worst] = candidate }
  }

  /// The kept candidates, best first.
  func sorted() -> [Candidate] {
    items.sorted { Self.better($0.score, $0.entry, than: $1) }
  }

  private static func better(_ score: Double, _ entry: Int, than other: Candidate) -> Bool {
    score != other.score ? score > other.score : entry < other.entry
  }
}
