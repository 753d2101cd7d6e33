import Foundation

#if canImport(Glibc)
  import Glibc
#endif

// wxsh-stub-server: a loopback stand-in for Open-Meteo and OpenWeatherMap (see StubOptions).

let options: StubOptions
switch StubOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed):
  options = parsed
case .failure(let problem):
  FileHandle.standardError.write(Data((problem.text + "\n").utf8))
  exit(problem.isHelp ? 0 : 2)
}

// Bounded life: exit after the maximum lifetime, or when stdin closes (the parent went away).
let lifetime = options.maxLifetime
Thread.detachNewThread {
  Thread.sleep(forTimeInterval: lifetime)
  exit(0)
}
if options.exitOnStdinClose && isatty(STDIN_FILENO) == 0 {
  Thread.detachNewThread {
    var buffer = [UInt8](repeating: 0, count: 512)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
      if count == 0 || (count < 0 && errno != EINTR) { exit(0) }
    }
  }
}

do {
  let host = options.host
  try await StubServer(options: options).run { port in
    FileHandle.standardOutput.write(Data("\(port)\n".utf8))
    let shown = host.contains(":") ? "[\(host)]" : host
    FileHandle.standardError.write(
      Data("wxsh-stub-server listening on http://\(shown):\(port)\n".utf8))
  }
} catch {
  FileHandle.standardError.write(Data("wxsh-stub-server: \(error)\n".utf8))
  exit(1)
}
