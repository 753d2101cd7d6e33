import Foundation
import Terminal
import Testing
import Weather

@testable import WeatherService

/// Every fault mode of the stub, through real HTTP: the right error, in time, on one clean line.
@Suite struct HTTPPolicyTests {
  /// Runs one Open-Meteo forecast against `base` and returns the error and the seconds taken.
  func failure(_ base: String, policy: HTTPPolicy = TestService.fastPolicy) async throws
    -> (WeatherError?, Double)
  {
    try await TestService.timed {
      do {
        _ = try await TestService.with(openMeteo: base, policy: policy) { service in
          try await service.forecast(for: TestPlaces.berlin, policy: .refresh)
        }
        return nil
      } catch let error as WeatherError {
        return error
      }
    }
  }

  @Test(arguments: ["hang", "slow", "trickle"])
  func aServerThatStallsFailsWithinTheBudget(mode: String) async throws {
    let stub = try TestService.stub()
    let base = stub.url("fault=\(mode)", "delay=\(mode == "slow" ? 3000 : 300)")
    let (error, seconds) = try await failure(base, policy: TestService.stallPolicy)
    #expect(error == .timeout(.openMeteo, seconds: 1))
    #expect(seconds < TestService.stallPolicy.totalBudget + 1.5)
    // Timeouts are retried while the budget lasts.
    #expect(try await TestService.requests(containing: TestService.id(of: base)).count >= 2)
  }

  @Test func serverErrorsAreRetriedThenSucceed() async throws {
    let stub = try TestService.stub()
    let base = stub.url("fault=503", "times=2")
    let result = try await TestService.with(openMeteo: base) { service in
      try await service.forecast(for: TestPlaces.berlin)
    }
    #expect(result.source == .fetched)
    #expect(try await TestService.requests(containing: TestService.id(of: base)).count == 3)
  }

  @Test func persistentServerErrorsStopAfterThreeAttempts() async throws {
    let stub = try TestService.stub()
    let base = stub.url("fault=500")
    let (error, _) = try await failure(base)
    #expect(error == .serverError(.openMeteo, status: 500, reason: "Something went wrong."))
    #expect(error?.message == "Open-Meteo server error 500: Something went wrong.; try again later")
    #expect(try await TestService.requests(containing: TestService.id(of: base)).count == 3)
  }

  @Test(arguments: ["1", "date:2"])
  func rateLimitWaitsForRetryAfterThenSucceeds(retryAfter: String) async throws {
    let stub = try TestService.stub()
    let base = stub.url("fault=429", "times=1", "retry-after=\(retryAfter)")
    let (result, seconds) = try await TestService.timed {
      try await TestService.with(openMeteo: base) { service in
        try await service.forecast(for: TestPlaces.berlin)
      }
    }
    #expect(result.source == .fetched)
    #expect(seconds >= 0.5)
    #expect(try await TestService.requests(containing: TestService.id(of: base)).count == 2)
  }

  @Test(arguments: ["120", "date:120"])
  func aLongRetryAfterFailsAtOnceSayingWhen(retryAfter: String) async throws {
    let stub = try TestService.stub()
    let base = stub.url("fault=429", "retry-after=\(retryAfter)")
    var policy = TestService.fastPolicy
    policy.maxRetryAfter = 30
    let (error, seconds) = try await failure(base, policy: policy)
    guard case .rateLimited(.openMeteo, let after?) = error else {
      Issue.record("expected rate limited, got \(String(describing: error))")
      return
    }
    #expect((118...121).contains(after))
    #expect(error?.message.contains("try again in") == true)
    #expect(seconds < 3)
    #expect(try await TestService.requests(containing: TestService.id(of: base)).count == 1)
  }

  @Test func htmlInsteadOfJSONIsAnUnexpectedResponse() async throws {
    let stub = try TestService.stub()
    let (error, _) = try await failure(stub.url("fault=html"))
    #expect(error == .unexpectedResponse(.openMeteo, detail: "expected JSON but got text/html"))
  }

  @Test func anHTMLErrorPageGivesTheStatusNotTheBody() async throws {
    let stub = try TestService.stub()
    let (error, _) = try await failure(stub.url("fault=html-error"))
    #expect(error == .serverError(.openMeteo, status: 502, reason: nil))
  }

  @Test(arguments: ["malformed", "truncated"])
  func brokenJSONIsAnUnexpectedResponse(mode: String) async throws {
    let stub = try TestService.stub()
    let (error, _) = try await failure(stub.url("fault=\(mode)"))
    #expect(error == .unexpectedResponse(.openMeteo, detail: "the JSON is malformed or truncated"))
  }

  @Test func aBodyCutShortIsAConnectionFailure() async throws {
    let stub = try TestService.stub()
    let (error, seconds) = try await failure(stub.url("fault=cut"), policy: TestService.stallPolicy)
    #expect(error?.kind == "connectionFailed" || error?.kind == "timeout")
    #expect(seconds < TestService.stallPolicy.totalBudget + 1.5)
  }

  @Test(arguments: ["huge", "huge-chunked"])
  func anOversizedBodyIsRefused(mode: String) async throws {
    let stub = try TestService.stub()
    let (error, _) = try await failure(stub.url("fault=\(mode)"))
    #expect(error == .responseTooLarge(.openMeteo, limit: 2 << 20))
  }

  @Test func controlCharactersInTheReasonNeverReachTheMessage() async throws {
    let stub = try TestService.stub()
    let (error, _) = try await failure(stub.url("fault=escape"))
    let message = try #require(error?.message)
    #expect(error?.kind == "rejected")
    #expect(TerminalText.isClean(message))
    #expect(!message.contains("\u{1B}") && !message.contains("\r") && !message.contains("\n"))
    #expect(message.contains("bad [31mred[0m"))
  }

  @Test func redirectsAreNotFollowed() async throws {
    let stub = try TestService.stub()
    let (error, _) = try await failure(stub.url("fault=redirect"))
    #expect(error?.kind == "unexpectedResponse")
    #expect(error?.message.contains("redirect") == true)
  }

  @Test func aClosedPortIsOffline() async throws {
    let (error, seconds) = try await failure("http://127.0.0.1:1", policy: TestService.stallPolicy)
    #expect(error == .offline(.openMeteo))
    #expect(seconds < 0.9)
  }

  @Test(arguments: [
    "hang", "close", "400", "404", "408", "429", "500", "502", "503", "504", "html", "html-error",
    "malformed", "truncated", "huge", "escape", "redirect", "wrong-types",
  ])
  func everyFaultEndsInOneCleanLine(mode: String) async throws {
    let stub = try TestService.stub()
    let (error, seconds) = try await failure(
      stub.url("fault=\(mode)", "delay=200"), policy: TestService.stallPolicy)
    let message = try #require(error?.message)
    #expect(!message.isEmpty)
    #expect(TerminalText.isClean(message))
    #expect(!message.contains("\n"))
    #expect(!message.contains("127.0.0.1"))
    #expect(seconds < TestService.stallPolicy.totalBudget + 1.5)
  }

  @Test func cancellingTheTaskCancelsTheRequestPromptly() async throws {
    let stub = try TestService.stub()
    var slowPolicy = TestService.fastPolicy
    slowPolicy.requestTimeout = 30
    slowPolicy.totalBudget = 60
    let base = stub.url("fault=hang")
    let (outcome, seconds) = try await TestService.timed {
      try await TestService.with(openMeteo: base, policy: slowPolicy) { service in
        let task = Task { try await service.forecast(for: TestPlaces.berlin, policy: .refresh) }
        try await Task.sleep(for: .milliseconds(300))
        task.cancel()
        return await task.result
      }
    }
    #expect(seconds < 3)
    #expect(throws: WeatherError.cancelled) { try outcome.get() }
  }

  @Test(arguments: [
    ("https://api.example.com", true), ("http://127.0.0.1:8080", true),
    ("http://127.3.4.5", true), ("http://localhost:1234/prefix/", true), ("http://[::1]:80", true),
    ("http://example.com", false), ("http://127.0.0.1.example.com", false),
    ("http://10.0.0.1", false), ("ftp://127.0.0.1", false), ("not a url", false),
    ("https://user:pw@example.com", false),
  ])
  func plainHTTPOnlyToLoopback(url: String, accepted: Bool) {
    let parsed = try? BaseURL(url, variable: "WXSH_OPEN_METEO_URL")
    #expect((parsed != nil) == accepted)
  }

  @Test func aRejectedBaseURLIsReportedWhenFetching() async throws {
    let (error, _) = try await failure("http://192.0.2.1:8080")
    #expect(error?.kind == "invalidBaseURL")
    #expect(error?.message.hasPrefix("WXSH_OPEN_METEO_URL cannot be used") == true)
  }
}
