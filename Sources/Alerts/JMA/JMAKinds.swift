import AlertModel
import Catalog

/// The Japan Meteorological Agency's warning and advisory kinds by code (`03` → レベル3大雨警報,
/// Level 3 Heavy Rain Warning), from `jma-kinds.tsv` beside the gazetteer.
///
/// The file is UTF-8 text: `#` comment lines, then `CODE<TAB>LEVEL<TAB>SEVERITY<TAB>JA<TAB>EN`
/// lines; a malformed line is skipped. A code the file does not know is still shown, by its
/// number, as a warning: an unknown kind is never taken for no warning.
public struct JMAKinds: Sendable {
  /// The data file's name.
  public static let fileName = "jma-kinds.tsv"
  /// No kinds: every code is shown by its number.
  public static let none = JMAKinds(kinds: [:])

  /// One kind.
  public struct Kind: Sendable, Equatable {
    /// JMA's alert level (2 advisory … 5 special warning), when the kind has one.
    public var level: Int?
    /// The severity wxsh gives it.
    public var severity: AlertSeverity
    /// The Japanese name.
    public var japanese: String
    /// The English name.
    public var english: String
  }

  /// The kinds by code.
  let kinds: [String: Kind]

  /// Kinds from a table.
  init(kinds: [String: Kind]) {
    self.kinds = kinds
  }

  /// Kinds from the file's text.
  public init(text: String) {
    var kinds: [String: Kind] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 5, !fields[0].isEmpty, !fields[3].isEmpty, !fields[4].isEmpty else {
        continue
      }
      kinds[String(fields[0])] = Kind(
        level: Int(fields[1]), severity: AlertSeverity(text: String(fields[2])),
        japanese: String(fields[3]), english: String(fields[4]))
    }
    self.kinds = kinds
  }

  /// The kind of `code`: from the file, else a warning named by its number.
  public func kind(_ code: String) -> Kind {
    kinds[code]
      ?? Kind(
        level: nil, severity: .severe, japanese: say(.alertsJMAUnknownKind(code: code)),
        english: say(.alertsJMAUnknownKind(code: code)))
  }
}
