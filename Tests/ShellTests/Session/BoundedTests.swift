import TestSupport
import Testing

@testable import Shell

/// Side work under a time limit (`Bounded`): an answer that needs no waiting (the cache's) is
/// ready when `start` returns, whatever the limit; work that waits past the limit gives nil
/// and is cancelled.
@MainActor
@Suite(.size(.small))
struct BoundedTests {
  @Test func anAnswerThatNeedsNoWaitingIsNeverCutEvenByALimitOfZero() async {
    for round in 0..<200 {
      let task = Bounded.start(within: 0) { round }
      #expect(await task.value == round)
    }
  }

  @Test func workThatWaitsWithinTheLimitAnswers() async {
    let task = Bounded.start(within: 60) { () async -> Int? in
      try? await Task.sleep(for: .milliseconds(5))
      return 7
    }
    #expect(await task.value == 7)
  }

  @Test func workThatWaitsPastTheLimitGivesNilAndIsCancelled() async {
    let (cancelled, signal) = AsyncStream<Void>.makeStream()
    let task = Bounded.start(within: 0.05) { () async -> Int? in
      do {
        try await Task.sleep(for: .seconds(60))
        return 1
      } catch {
        signal.yield()
        signal.finish()
        return 2
      }
    }
    #expect(await task.value == nil)
    var seen = false
    for await _ in cancelled { seen = true }
    #expect(seen)
  }
}
