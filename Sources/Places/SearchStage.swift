/// One stage of a search: the places it found, tagged with how, and where they go in the list
/// the stages build together. ``Gazetteer/search(_:limit:suggestions:counting:)`` runs the
/// stages in order and ``SearchList/merge(_:)`` is the one step that places them.
struct SearchStage {
  /// How a stage finds places.
  enum Kind {
    /// The name as typed: its prefix, its spacing removed, a Hangul syllable being composed,
    /// kana's romaji readings.
    case typed
    /// A reading of it in another script: Hanja in Hangul, generic words in English, Hangul,
    /// Cyrillic or Greek in Latin letters.
    case reading
    /// A close spelling, when the name matches (almost) nothing.
    case typo
    /// A much bigger place a typo away, when only small places match.
    case biggerTypo
    /// Other places of a name typed whole in another script, which only Latin letters spell.
    case namesake
    /// Places whose names sound like a name written by ear in another script.
    case sound
  }

  /// Where a stage's places go.
  enum Placement {
    /// After the list's places.
    case after
    /// At the end, the list's last places giving way to them (bigger places a typo away).
    case atEnd
    /// After `leading`, which move to the front; the rest of the list follows.
    case behind(leading: [TopPlaces.Candidate])
  }

  let kind: Kind
  let candidates: [TopPlaces.Candidate]
  let placement: Placement

  init(_ kind: Kind, _ candidates: [TopPlaces.Candidate], placement: Placement = .after) {
    self.kind = kind
    self.candidates = candidates
    self.placement = placement
  }
}

/// The places a search has found so far, each once, tagged with the stage that found it, at
/// most `limit` of them.
struct SearchList {
  /// A place in the list and the stage that put it there.
  struct Entry {
    let candidate: TopPlaces.Candidate
    let stage: SearchStage.Kind
  }

  let limit: Int
  private(set) var entries: [Entry] = []

  init(limit: Int) {
    self.limit = limit
  }

  var candidates: [TopPlaces.Candidate] { entries.map(\.candidate) }
  /// The places in the list.
  var places: Set<Int> { Set(entries.map(\.candidate.place)) }
  /// True when the list has room for more.
  var hasRoom: Bool { entries.count < limit }
  /// True when a place in the list is the name typed, exactly.
  var hasExact: Bool { entries.contains { $0.candidate.kind == .exact } }

  /// Places `stage`'s candidates where it says, each place once, the list cut to `limit`.
  mutating func merge(_ stage: SearchStage) {
    let new = stage.candidates.map { Entry(candidate: $0, stage: stage.kind) }
    switch stage.placement {
    case .after:
      let taken = places
      entries += new.filter { !taken.contains($0.candidate.place) }
    case .atEnd:
      guard !new.isEmpty else { return }
      entries = Array(entries.prefix(limit - min(new.count, limit))) + new
    case .behind(let leading):
      guard !new.isEmpty else { return }
      let front = entries.filter { entry in leading.contains { $0.place == entry.candidate.place } }
      let taken = Set((leading + stage.candidates).map(\.place))
      entries = front + new + entries.filter { !taken.contains($0.candidate.place) }
    }
    entries = Array(entries.prefix(limit))
  }
}
