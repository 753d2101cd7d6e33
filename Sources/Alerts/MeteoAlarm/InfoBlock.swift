import JSON

/// The fields ``MeteoAlarmDecoder`` reads of the CAP info block it chose for a warning (one
/// language's texts, the awareness parameters, whether it is an all-clear, and where its areas
/// are, read only when the warning is kept).
struct InfoBlock {
  /// Where a block is in the feed and what choosing it needs, read on a first pass.
  struct Head {
    /// The reader's offset at the block's `{`.
    var offset: Int
    /// The block's `language`, unsanitised.
    var language: String?
    /// Whether the block has an `event` member (of any type).
    var hasEvent: Bool
  }

  var language = FirstText()
  var event = FirstText()
  var severity = FirstText()
  var certainty = FirstText()
  var urgency = FirstText()
  var onset = FirstText()
  var effective = FirstText()
  var expires = FirstText()
  var senderName = FirstText()
  var headline = FirstText()
  var description = FirstText()
  var instruction = FirstText()
  /// The first sanitised `awareness_level` parameter (`3; orange; Severe`).
  var awarenessLevel: String?
  /// The first sanitised `awareness_type` parameter (`1; Wind`).
  var awarenessType: String?
  /// Whether `responseType` lists `AllClear`.
  var allClear = false
  /// The reader's offset at the `area` member's value, when there is one.
  var areaOffset: Int?

  /// The block's members read.
  enum Key: String, CaseIterable {
    case language, event, severity, certainty, urgency, onset, effective, expires, senderName
    case headline, description, instruction, parameter, responseType, area
  }
  static let keys = JSONReader.Keys<Key>()

  /// The most parameters read from a block.
  static let parameterLimit = 100

  /// Reads the block that starts at the reader (an object: ``Head`` found it so).
  init(_ reader: inout JSONReader) throws(JSONReader.Invalid) {
    guard try reader.enterObjectOrPass() else { return }
    var parametersRead = false
    var responsesRead = false
    while let key = try reader.member(Self.keys) {
      switch key {
      case .language: try language.read(&reader)
      case .event: try event.read(&reader)
      case .severity: try severity.read(&reader)
      case .certainty: try certainty.read(&reader)
      case .urgency: try urgency.read(&reader)
      case .onset: try onset.read(&reader)
      case .effective: try effective.read(&reader)
      case .expires: try expires.read(&reader)
      case .senderName: try senderName.read(&reader)
      case .headline: try headline.read(&reader)
      case .description: try description.read(&reader)
      case .instruction: try instruction.read(&reader)
      case .parameter where !parametersRead:
        parametersRead = true
        try readParameters(&reader)
      case .responseType where !responsesRead:
        responsesRead = true
        allClear = try Self.listsAllClear(&reader)
      case .area where areaOffset == nil:
        areaOffset = reader.offset
        try reader.pass()
      case .parameter, .responseType, .area: try reader.pass()
      }
    }
  }

  /// Reads a CAP parameter list (`[{"valueName":…,"value":…},…]`, the first
  /// ``parameterLimit``) for the first usable value of each awareness parameter.
  mutating func readParameters(_ reader: inout JSONReader) throws(JSONReader.Invalid) {
    guard try reader.enterArrayOrPass() else { return }
    try reader.elements(upTo: Self.parameterLimit) { (reader) throws(JSONReader.Invalid) in
      guard try reader.enterObjectOrPass() else { return }
      let (name, value) = try MeteoAlarmDecoder.namedValue(&reader)
      guard let name = AlertDecoder.line(name), let text = AlertDecoder.line(value) else {
        return
      }
      switch name {
      case "awareness_level" where awarenessLevel == nil: awarenessLevel = text
      case "awareness_type" where awarenessType == nil: awarenessType = text
      default: break
      }
    }
  }

  /// Whether a `responseType` value is an array that lists `AllClear` (any case).
  static func listsAllClear(_ reader: inout JSONReader) throws(JSONReader.Invalid) -> Bool {
    guard try reader.enterArrayOrPass() else { return false }
    var found = false
    while try reader.more() {
      if let text = try reader.text(), AlertDecoder.line(text)?.lowercased() == "allclear" {
        found = true
      }
    }
    return found
  }
}
