import HTTP
import TestSupport
import Testing

@testable import Alerts

/// The alert services' compiled-in base URLs, trusted as written, would pass the checks a
/// `WXSH_…_URL` gets.
@Suite(.size(.small)) struct DefaultBaseTests {
  @Test(arguments: [
    NWSClient.defaultBase, MeteoAlarmClient.defaultBase, ECCCClient.defaultBase,
    JMAClient.defaultBase, KMAClient.defaultBase,
  ])
  func aDefaultBaseIsWhatItsTextParsesTo(_ base: BaseURL) throws {
    #expect(try BaseURL(base.text, variable: "WXSH_TEST_URL") == base)
  }

  @Test func anEnvironmentVariableStillWinsAndIsStillChecked() {
    let given = AlertService.base(
      ["WXSH_TEST_URL": "http://127.0.0.1:8080/"], variable: "WXSH_TEST_URL",
      defaultBase: NWSClient.defaultBase)
    #expect((try? given.get())?.text == "http://127.0.0.1:8080")
    let refused = AlertService.base(
      ["WXSH_TEST_URL": "http://example.org"], variable: "WXSH_TEST_URL",
      defaultBase: NWSClient.defaultBase)
    #expect((try? refused.get()) == nil)
    let unset = AlertService.base(
      [:], variable: "WXSH_TEST_URL", defaultBase: NWSClient.defaultBase)
    #expect((try? unset.get()) == NWSClient.defaultBase)
  }
}
