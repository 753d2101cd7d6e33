/// How a client closes what it opened (an HTTP client) before the process exits.
///
/// It runs on its caller's actor (`nonisolated(nonsending)`), so a client that never started
/// anything returns at once, without the hop to the global executor that an ordinary async
/// closure takes: that hop starts the runtime's worker threads, 0.8 ms of every `wxsh -c ':help'`
/// that never touched the network.
public typealias Shutdown = nonisolated(nonsending) @Sendable () async -> Void
