import Foundation

/// Cuts secrets (an API key) out of text that came from a server or was built from a URL, in
/// every form a server may echo them: as sent, percent-encoded (either hex case, `+` for a
/// space, encoded twice), and in any letter case.
public struct Redactor: Sendable {
  /// What a secret is replaced with.
  public static let mask = "<key>"
  /// The shortest leftover prefix of a secret that is still cut when text was truncated.
  static let shortestPrefix = 4

  /// Every spelling to look for, longest first.
  private let variants: [String]

  /// A redactor for `secrets`; empty secrets are ignored.
  public init(_ secrets: [String]) {
    var found = Set<String>()
    for secret in secrets where !secret.isEmpty {
      found.insert(secret)
      let once = BaseURL.encode(secret)
      found.insert(once)
      found.insert(once.replacingOccurrences(of: "%20", with: "+"))
      found.insert(BaseURL.encode(once))
      if let form = secret.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) {
        found.insert(form)
      }
      if let strict = secret.addingPercentEncoding(withAllowedCharacters: .alphanumerics) {
        found.insert(strict)
      }
    }
    variants = found.sorted { $0.count > $1.count }
  }

  /// True when there is nothing to cut.
  public var isEmpty: Bool { variants.isEmpty }

  /// `text` with every spelling of every secret replaced by ``mask`` (letter case ignored).
  public func redact(_ text: String) -> String {
    var result = text
    for variant in variants {
      result = result.replacingOccurrences(
        of: variant, with: Self.mask, options: [.caseInsensitive, .literal])
    }
    return result
  }

  /// Cuts a trailing start of a secret that truncation left behind (`…appid=s3cr`).
  public func redactTrailingPrefix(_ text: String) -> String {
    let lowered = text.lowercased()
    for variant in variants {
      let lowerVariant = variant.lowercased()
      var length = min(lowerVariant.count - 1, lowered.count)
      while length >= Self.shortestPrefix {
        if lowered.hasSuffix(String(lowerVariant.prefix(length))) {
          return String(text.dropLast(length)) + Self.mask
        }
        length -= 1
      }
    }
    return text
  }
}
