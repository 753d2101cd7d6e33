import JSON

/// What ``MeteoAlarmDecoder`` reads of a warning's CAP message (`"alert":{…}`): its own fields
/// and, for each info block, where it is and its language, so that only the block chosen is
/// read whole.
struct CAPMessage {
  var identifier = FirstText()
  var messageType = FirstText()
  var status = FirstText()
  var sent = FirstText()
  var references = FirstText()
  /// The info blocks among the first ``MeteoAlarmDecoder/blockLimit`` items that are objects;
  /// nil when `info` is missing or not an array.
  var blocks: [InfoBlock.Head]?

  /// The message's members read.
  enum Key: String, CaseIterable { case identifier, msgType, status, sent, references, info }
  static let keys = JSONReader.Keys<Key>()
  /// What choosing a block reads of it.
  enum HeadKey: String, CaseIterable { case language, event }
  static let headKeys = JSONReader.Keys<HeadKey>()

  /// A message with nothing in it (a warning whose `alert` is missing).
  init() {}

  /// Reads the value next: the message when it is an object, else nothing (read past).
  init(_ reader: inout JSONReader) throws(JSONReader.Invalid) {
    guard try reader.enterObjectOrPass() else { return }
    var infoRead = false
    while let key = try reader.member(Self.keys) {
      switch key {
      case .identifier: try identifier.read(&reader)
      case .msgType: try messageType.read(&reader)
      case .status: try status.read(&reader)
      case .sent: try sent.read(&reader)
      case .references: try references.read(&reader)
      case .info where !infoRead:
        infoRead = true
        blocks = try Self.heads(&reader)
      case .info: try reader.pass()
      }
    }
  }

  /// Each info block's place and language, read past; nil when the value is not an array.
  static func heads(_ reader: inout JSONReader) throws(JSONReader.Invalid) -> [InfoBlock.Head]? {
    guard try reader.enterArrayOrPass() else { return nil }
    var heads: [InfoBlock.Head] = []
    try reader.elements(upTo: MeteoAlarmDecoder.blockLimit) { (reader) throws(JSONReader.Invalid) in
      let offset = reader.offset
      guard try reader.enterObjectOrPass() else { return }
      var language = FirstText()
      var hasEvent = false
      while let key = try reader.member(Self.headKeys) {
        switch key {
        case .language: try language.read(&reader)
        case .event:
          hasEvent = true
          try reader.pass()
        }
      }
      heads.append(InfoBlock.Head(offset: offset, language: language.value, hasEvent: hasEvent))
    }
    return heads
  }
}
