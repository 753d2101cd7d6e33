import AlertModel
import Foundation

/// The Korea Meteorological Administration's kinds of special weather report (강풍 strong
/// wind, 호우 heavy rain …) and levels (예비 preliminary, 주의 advisory, 경보 warning, 중대경보
/// major warning), from `kma-kinds.tsv` beside the gazetteer: how a row's `WRN` and `LVL` are
/// named in Korean and English and how severe the level is.
///
/// The file is UTF-8 text: `#` comment lines, then `kind<TAB>KO<TAB>EN` lines and
/// `level<TAB>KO<TAB>SEVERITY<TAB>KO-NAME<TAB>EN-NAME` lines whose names hold `{kind}`; a
/// malformed line is skipped. A kind or level the file does not know is named by KMA's own
/// words, never dropped.
public struct KMAKinds: Sendable {
  /// The data file's name.
  public static let fileName = "kma-kinds.tsv"
  /// No kinds: every report is named by KMA's words.
  public static let none = KMAKinds(text: "")

  /// One level of report.
  struct Level: Sendable, Equatable {
    /// The severity wxsh gives it.
    var severity: AlertSeverity
    /// The Korean name, with `{kind}` where the kind goes (`{kind}주의보`).
    var korean: String
    /// The English name, with `{kind}` where the kind goes (`{kind} advisory`).
    var english: String
  }

  /// The English names of the kinds, by KMA's word.
  let kinds: [String: String]
  /// The levels, by KMA's word.
  let levels: [String: Level]

  /// Kinds from the file's text.
  public init(text: String) {
    var kinds: [String: String] = [:]
    var levels: [String: Level] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      if fields.count == 3, fields[0] == "kind", !fields[1].isEmpty, !fields[2].isEmpty {
        kinds[fields[1]] = fields[2]
      } else if fields.count == 5, fields[0] == "level", !fields[1].isEmpty,
        fields[3].contains("{kind}"), fields[4].contains("{kind}")
      {
        levels[fields[1]] = Level(
          severity: AlertSeverity(text: fields[2]), korean: fields[3], english: fields[4])
      }
    }
    self.kinds = kinds
    self.levels = levels
  }

  /// The event's name for a report of `kind` at `level` (KMA's words), in Korean when
  /// `korean`, else in English, and its severity.
  func event(kind: String, level: String, korean: Bool) -> (name: String, severity: AlertSeverity) {
    guard let known = levels[level] else {
      return (kind + " " + level, .unknown)
    }
    let template = korean ? known.korean : known.english
    let word = korean ? kind : (kinds[kind] ?? kind)
    let name = template.replacingOccurrences(of: "{kind}", with: word)
    return (name.prefix(1).uppercased() + name.dropFirst(), known.severity)
  }
}
