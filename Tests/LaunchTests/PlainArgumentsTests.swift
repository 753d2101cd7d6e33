import Testing

@testable import wxsh

/// The everyday command lines read without swift-argument-parser read exactly as the parser
/// reads them, and every other line is left to the parser.
@Suite struct PlainArgumentsTests {
  /// Lines people and scripts type, `-c` pairs already taken out by `CommandArguments`.
  static let everyday: [[String]] = [
    [], ["--json"], ["--offline"], ["--no-color"], ["seoul"], ["new york", "서울"],
    ["--json", "--offline", "--units", "f"], ["--lang", "ko"], ["--lang", "zh_TW.UTF-8"],
    ["--lang", "ja-JP"], ["--profile", "/tmp/p.json", "tokyo"],
    ["--provider", "openweathermap", "--units", "c"], ["Zürich", "--json", "Москва"],
    ["--provider", "open-meteo", "--no-color", "--offline", "--json", "--lang", "de", "berlin"],
  ]

  @Test(arguments: everyday)
  func readsAsTheParserDoes(_ arguments: [String]) throws {
    let commands = [":now", ":daily seoul"]
    let plain = try #require(PlainArguments.read(arguments, commands: commands))
    var parsed = try WxshOptions.parse(arguments).launch
    parsed.commands = commands
    #expect(plain == parsed)
  }

  @Test(arguments: [
    ["--help"], ["-h"], ["--version"], ["--generate-completion-script", "bash"],
    ["--complete-place", "se"], ["--units", "k"], ["--units"], ["--units", "--json"],
    ["--lang", "xx"], ["--provider", "darksky"], ["--json", "--json"], ["--lang=ko"],
    ["--", "-1,2"],
    ["-33.9,151.2"], ["--verbose"], ["--profile"],
  ])
  func leavesTheRestToTheParser(_ arguments: [String]) {
    #expect(PlainArguments.read(arguments, commands: []) == nil)
  }

  @Test func theSplitFeedsIt() throws {
    let split = try #require(
      CommandArguments.split(["--json", "-c", ":now", "seoul", "-c", ":help", "--units", "f"]))
    let plain = try #require(PlainArguments.read(split.rest, commands: split.commands))
    #expect(plain.commands == [":now", ":help"])
    #expect(plain.places == ["seoul"])
    #expect(plain.json && plain.units == .f)
  }
}
