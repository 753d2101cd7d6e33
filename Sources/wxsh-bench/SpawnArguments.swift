import Foundation

/// The C argument and environment vectors for one `posix_spawn` of the binary under test;
/// ``free()`` releases them once the child has started.
struct SpawnArguments {
  /// `path` then the arguments, NULL-terminated.
  let argv: [UnsafeMutablePointer<CChar>?]
  /// `KEY=value` strings, NULL-terminated.
  let envp: [UnsafeMutablePointer<CChar>?]

  /// Copies `path`, `arguments` and `environment` into C strings.
  init(_ path: String, _ arguments: [String], _ environment: [String: String]) {
    argv = ([path] + arguments).map { strdup($0) } + [nil]
    envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
  }

  /// Frees every string.
  func free() {
    for pointer in argv { Foundation.free(pointer) }
    for pointer in envp { Foundation.free(pointer) }
  }
}
