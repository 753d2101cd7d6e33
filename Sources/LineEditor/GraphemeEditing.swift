import CEditLine

/// Cursor movement and deletion by whole grapheme clusters (a letter with its combining marks,
/// a decomposed Hangul syllable, an emoji with its modifiers), bound over libedit's own, which
/// move by code point: libedit would leave the cursor inside `กรุ` or delete `ร` and keep its
/// mark, so the screen and the line sent part ways.
///
/// Each function reads the line as libedit holds it (wide characters, one per scalar), finds
/// the cluster next to the cursor with Swift's `Character`, and moves or deletes that many
/// scalars with libedit's own calls, then has the whole line redrawn. (libedit's own screen
/// model gives a zero-width mark no cell of its own and drops it when it redraws; the editor
/// draws such a line again whole before the next key: `LineEditor.redrawMarks`.)
enum GraphemeEditing {
  /// The editor functions and the keys bound to them (emacs and vi-insert key maps).
  static let bindings: [(name: String, help: String, keys: [String])] = [
    ("wxsh-backward-cluster", "Move back one character", ["\u{1B}[D", "\u{1B}OD", "^B"]),
    ("wxsh-forward-cluster", "Move forward one character", ["\u{1B}[C", "\u{1B}OC", "^F"]),
    ("wxsh-delete-prev-cluster", "Delete the character before the cursor", ["^?", "^H"]),
    ("wxsh-delete-next-cluster", "Delete the character under the cursor", ["\u{1B}[3~"]),
    ("wxsh-delete-prev-word", "Delete the word before the cursor", ["^W"]),
    ("wxsh-transpose-clusters", "Swap the two characters at the cursor", ["^T"]),
  ]

  /// The line split at the cursor, as text.
  static func line(_ editLine: OpaquePointer) -> (before: String, after: String)? {
    guard let info = el_wline(editLine)?.pointee, let start = info.buffer,
      let cursor = info.cursor, let end = info.lastchar
    else { return nil }
    func text(_ from: UnsafePointer<wchar_t>, _ to: UnsafePointer<wchar_t>) -> String {
      var scalars = String.UnicodeScalarView()
      var pointer = from
      while pointer < to {
        if let scalar = Unicode.Scalar(UInt32(bitPattern: pointer.pointee)) {
          scalars.append(scalar)
        }
        pointer += 1
      }
      return String(scalars)
    }
    return (text(start, cursor), text(cursor, end))
  }

  /// Runs the editor function `name`; returns libedit's redraw code.
  static func run(_ name: String, _ editLine: OpaquePointer) -> UInt8 {
    guard let (before, after) = line(editLine) else { return UInt8(CC_ERROR) }
    let previous = before.last.map { $0.unicodeScalars.count } ?? 0
    let next = after.first.map { $0.unicodeScalars.count } ?? 0
    switch name {
    case "wxsh-backward-cluster":
      guard previous > 0 else { return UInt8(CC_ERROR) }
      el_cursor(editLine, Int32(-previous))
      return UInt8(CC_CURSOR)
    case "wxsh-forward-cluster":
      guard next > 0 else { return UInt8(CC_ERROR) }
      el_cursor(editLine, Int32(next))
      return UInt8(CC_CURSOR)
    case "wxsh-delete-prev-cluster":
      guard previous > 0 else { return UInt8(CC_ERROR) }
      el_deletestr(editLine, Int32(previous))
      return UInt8(CC_REDISPLAY)
    case "wxsh-delete-next-cluster":
      guard next > 0 else { return UInt8(CC_ERROR) }
      el_cursor(editLine, Int32(next))
      el_deletestr(editLine, Int32(next))
      return UInt8(CC_REDISPLAY)
    case "wxsh-delete-prev-word":
      let count = wordBeforeCursor(before)
      guard count > 0 else { return UInt8(CC_ERROR) }
      el_deletestr(editLine, Int32(count))
      return UInt8(CC_REDISPLAY)
    case "wxsh-transpose-clusters":
      return transpose(editLine, before: before, after: after)
    default:
      return UInt8(CC_ERROR)
    }
  }

  /// Scalars in the word before the cursor with the spaces after it (Ctrl-W): whole clusters,
  /// so a mark never stays behind.
  static func wordBeforeCursor(_ before: String) -> Int {
    let spaces = before.reversed().prefix { $0 == " " || $0 == "\t" }
    let word = before.dropLast(spaces.count).reversed().prefix { $0 != " " && $0 != "\t" }
    return (Array(spaces) + Array(word)).reduce(0) { $0 + $1.unicodeScalars.count }
  }

  /// Swaps the cluster before the cursor with the one after it (at the end of the line, the
  /// last two), leaving the cursor after both, as emacs does.
  static func transpose(_ editLine: OpaquePointer, before: String, after: String) -> UInt8 {
    var left: Character
    var right: Character
    var before = before
    if let next = after.first, let previous = before.last {
      left = previous
      right = next
      el_cursor(editLine, Int32(next.unicodeScalars.count))
    } else if after.isEmpty, before.count >= 2, let last = before.last {
      before.removeLast()
      guard let previous = before.last else { return UInt8(CC_ERROR) }
      left = previous
      right = last
    } else {
      return UInt8(CC_ERROR)
    }
    el_deletestr(editLine, Int32(left.unicodeScalars.count + right.unicodeScalars.count))
    swap(&left, &right)
    el_insertstr(editLine, String(left) + String(right))
    return UInt8(CC_REDISPLAY)
  }
}
