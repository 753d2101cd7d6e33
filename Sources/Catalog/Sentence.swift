/// One sentence to show a person: a message of the catalogue and the words filling its
/// placeholders, made by the message's typed constructor (`.journalSaved(number: "3")`) so a
/// misspelt or missing argument does not compile.
public struct Sentence: Sendable, Equatable {
  /// The message worded.
  public let message: Message
  /// The placeholders' words by name, without `count`.
  let arguments: [String: String]
  /// The number a plural message picks its form by, also the `{count}` placeholder.
  let count: Int?

  /// A sentence of `message` with its arguments; only the generated constructors call this.
  init(_ message: Message, count: Int?, arguments: [String: String]) {
    self.message = message
    self.count = count
    self.arguments = arguments
  }

  /// A message without placeholders, held as a key (`CommandSpec.summary`, `Message.byKey`).
  public init(_ message: Message) {
    self.init(message, count: nil, arguments: [:])
  }
}
