import Foundation

extension Gazetteer {
  /// How many places of one skeleton are weighed, the biggest first (on the tuning set 200
  /// found 71.6%, 1,000 71.9%, for at most 2 ms more on the commonest skeletons).
  static let soundSameCap = 1_000
  /// How many places of each skeleton one class away are weighed, the biggest first. With
  /// consonants told apart within their class, more of the small places count (tuning set:
  /// 3 83.0%, 20 83.1%, 60 83.2%, 200 83.2%).
  static let soundNeighbourCap = 60
  /// What a sound wholly unlike the query's costs, in powers of ten of population (tuning
  /// set: 22 83.0%, 30 83.2%, 40 83.3%, 55 83.2%).
  static let soundPenalty = 40.0
  /// Countries whose places are named in Han characters in the data (tuning set: +21 Chinese
  /// names found when their places are left out of a Han query's sound-alikes).
  static let hanNamingCountries: Set<String> = ["CN", "TW", "HK", "MO"]

  /// Places whose Latin names sound like `reading`: names of the same skeleton or one class
  /// away, ranked by how close their spelling sounds and by population.
  func soundCandidates(
    _ reading: SoundReading, accepts: ((Int) -> Bool)?, excluding: Set<Int>,
    into top: inout TopPlaces
  ) {
    let count = data.count(.sounds)
    guard count > 0 else { return }
    let skeleton = reading.key.skeleton
    // A place where names are written in Han characters would have been found by them: its
    // pinyin name sounding like the query's reading is a coincidence (Pingliang for 柏里安).
    let skipped = reading.isHan ? countries(Self.hanNamingCountries) : []
    var variants = [(skeleton, Self.soundSameCap)]
    if skeleton.count >= 3 {
      variants += SoundKey.neighbours(of: skeleton).map { ($0, Self.soundNeighbourCap) }
    }
    // Buffers kept from one name to the next: thousands are spelled per query.
    var letters: [UInt8] = []
    var spelled: [UInt8] = []
    var other: [UInt8] = []
    for (variant, cap) in variants {
      GazetteerLayout.packSkeleton(variant).withUnsafeBytes { wanted in
        let low = Self.firstIndex(in: 0..<count) {
          Self.compare(data.soundSkeleton($0), wanted) < 0
        }
        var index = low
        var unsaid = 0  // records filed without an r this reading's script writes
        while index < count, index - low - unsaid < cap,
          Self.compare(data.soundSkeleton(index), wanted) == 0
        {
          defer { index += 1 }
          // A name under two skeletons (as spelled and without its r) may be weighed twice,
          // to the same score: the top list keeps one.
          let entry = data.soundEntry(index)
          let place = data.soundPlace(index)
          guard entry < data.count(.entries), place < data.count(.places) else { continue }
          if !reading.dropsR, !data.soundIsSpelled(index) {
            unsaid += 1
            continue
          }
          guard !excluding.contains(place) else { continue }
          if let accepts, !accepts(place) { continue }
          if !skipped.isEmpty, skipped.contains(data.soundCountry(index)) { continue }
          let latin = data.soundKey(index)
          SoundKey.phonetic(latinBytes: latin, into: &spelled, letters: &letters)
          var distance = reading.distance(to: spelled)
          // `letters` still holds the name's letters from spelling it.
          if reading.dropsR, distance > 0, SoundKey.mayLeaveOutR(letters) {
            SoundKey.phonetic(latinBytes: latin, silentR: true, into: &other, letters: &letters)
            distance = min(distance, reading.distance(to: other))
          }
          if reading.isHan, distance > 0, let heard = SoundKey.heardInHan(bytes: latin) {
            SoundKey.phonetic(latinBytes: heard, silentR: true, into: &other, letters: &letters)
            distance = min(distance, reading.distance(to: other))
          }
          let score =
            log10(Double(data.soundPopulation(index)) + 10) - Self.soundPenalty * distance
          top.consider(place: place, entry: entry, score: score, kind: .suggestion)
        }
      }
    }
  }

  /// The indices of the countries with these ISO codes.
  func countries(_ codes: Set<String>) -> Set<Int> {
    Set((0..<data.count(.countries)).filter { data.countryCode($0).map(codes.contains) == true })
  }
}
