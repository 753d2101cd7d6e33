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

  init(limit: Int) {
    self.limit = limit
    items.reserveCapacity(limit)
  }

  /// Keeps the candidate if it is among the best `limit` places, one entry per place.
  mutating func consider(place: Int, entry: Int, score: Double, kind: PlaceMatch.Kind) {
    guard limit > 0 else { return }
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
