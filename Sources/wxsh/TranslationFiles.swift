import Catalog
import Clients
import Foundation
import Places
import Shell
import Storage

/// The translators' `.po` files installed beside the gazetteer (`share/wxsh/locale/ko.po`),
/// read only when a language other than English is chosen.
enum TranslationFiles {
  /// The largest translation file read; a bigger one is not a translation wxsh wrote.
  static let maximumBytes = 4 << 20

  /// The client reading files found the way the gazetteer is (`WXSH_DATA_DIR`, next to the
  /// binary, the source tree), setting the decimal separator of the language chosen.
  static func client(environment: [String: String], executablePath: String) -> LanguageClient {
    /// The file `name` in the installed locale folder.
    @Sendable func file(_ name: String) -> String? {
      guard
        let directory = GazetteerLocator.directory(
          environment: environment, executablePath: executablePath)
      else { return nil }
      return read(directory + "/locale/" + name)
    }
    var client = LanguageClient(translations: { file($0.rawValue + ".po") })
    client.placeNames = { file($0.rawValue + ".names") }
    client.cldr = { file($0.rawValue + ".cldr") }
    return client
  }

  /// The file's text, or nil when it is missing, too big, not a regular file (a FIFO is
  /// refused, not waited on) or not UTF-8.
  static func read(_ path: String) -> String? {
    guard let bytes = try? SafeFile.read(path, limit: maximumBytes, followingLinks: true) else {
      return nil
    }
    return String(validating: bytes, as: UTF8.self)
  }
}
